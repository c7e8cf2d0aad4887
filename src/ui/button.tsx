import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button shows a spinner, announces `loadingText` and ignores clicks. */
  loading?: boolean;
  /** What a screen reader hears while loading; defaults to the button's own text. */
  loadingText?: string;
  /** Full width on small screens (the primary action of a step). */
  block?: boolean;
  children: ReactNode;
}

/**
 * A button with a loading state. While loading it stays focusable (aria-disabled, not disabled)
 * so keyboard focus is not lost mid-submit, and a click does nothing.
 */
export function Button({
  variant = 'primary',
  loading = false,
  loadingText,
  block = false,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, block ? 'ui-button--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <span className="ui-spinner" aria-hidden="true" />}
      {children}
      {loading && loadingText && <span className="ui-visually-hidden"> ({loadingText})</span>}
    </button>
  );
}

/** A row of actions under a form; wraps on narrow screens. */
export function ButtonGroup({ children }: { children: ReactNode }) {
  return <div className="ui-button-group">{children}</div>;
}

/** GOV.UK's back link: goes to the previous question or page. */
export function BackLink({ onClick, children = 'Back' }: { onClick: () => void; children?: ReactNode }) {
  return (
    <button type="button" className="ui-back-link" onClick={onClick}>
      {children}
    </button>
  );
}
