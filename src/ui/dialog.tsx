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

/**
 * A modal dialog: labelled by its title, focus moves in on open and is trapped inside, Escape and
 * the backdrop close it, the rest of the page is inert while it is open, and focus returns to the
 * element that opened it. (Not native <dialog>: jsdom cannot run showModal, and the unit tests
 * must exercise this behaviour.)
 */
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
    // Focus after the paint: focus needs a fresh style and layout, and the inert page restyles every
    // element. Done here, that work ran inside React's task (a 36 ms task on the results page's
    // save-quote popup); after the paint it is the frame's own work, and the focus is cheap.
    // Focus already inside (the customer got there first) stays where it is.
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
