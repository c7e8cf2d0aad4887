import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint } from './after-next-paint';
import { makePageInert } from './inert-page';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
  /** Show the × button (default true); alert-style dialogs with one "Ok" button turn it off. */
  closeButton?: boolean;
  /** alertdialog for messages that interrupt the customer (errors). */
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal dialog with focus trapped and returned, closed by Escape and the backdrop; not native <dialog>, which jsdom cannot run. */
export function Dialog({ open, onClose, title, children, actions, closeButton = true, role = 'dialog', wide = false }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // The latest onClose, without re-running the open effect (which would move focus) on each render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const portalRoot = panel?.closest('[data-dialog-root]');
    // Make everything else inert so screen readers and Tab cannot leave the dialog.
    const restorePage = makePageInert(portalRoot);

    function onKeyDown(event: KeyboardEvent) {
      // Only the dialog that holds focus answers: an Error dialog over a popup closes alone on Escape.
      if (!panel?.contains(document.activeElement)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // After the paint: focus needs the layout the inert page invalidates, a 36 ms task inside React's commit; focus already inside stays.
    const cancelFocus = afterNextPaint(() => {
      if (panel && !panel.contains(document.activeElement)) (panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel).focus();
    });

    return () => {
      cancelFocus();
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      restorePage();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div data-dialog-root="">
      <div
        className="ui-dialog-backdrop"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <div ref={panelRef} className={`ui-dialog${wide ? ' ui-dialog--wide' : ''}`} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
          <h2 id={titleId}>{title}</h2>
          {closeButton && (
            <button type="button" className="ui-dialog__close" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
          {children}
          {actions && <div className="ui-button-group">{actions}</div>}
        </div>
      </div>
    </div>,
    document.body,
  );
}
