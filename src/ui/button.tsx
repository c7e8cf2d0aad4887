import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { SLOW_WAIT_NOTICE_MS } from '@/domain/constants';

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

export const SLOW_WAIT_TEXT = 'Still working on it: this is taking longer than usual. Please keep this page open.';

/** True once `busy` has lasted SLOW_WAIT_NOTICE_MS, until it ends. */
function useSlow(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return setSlow(false);
    const timer = setTimeout(() => setSlow(true), SLOW_WAIT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return busy && slow;
}

/** A button whose loading state keeps focus (aria-disabled, not disabled) and says so after a long wait (decision 933). */
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
  const slow = useSlow(loading);
  const button = (
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
  if (!slow) return button;
  return (
    <>
      {button}
      <p className="ui-slow-wait" role="status">
        {SLOW_WAIT_TEXT}
      </p>
    </>
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
