import { useId, useState, type ReactNode } from 'react';
import { Button } from './button';

interface PhoneFoldProps {
  /** The button's text (it may say what is chosen inside). */
  label: ReactNode;
  /** Classes for the folded content's wrapper (its own layout). */
  className?: string;
  /** A button at the foot of the open fold that shuts it and hands over to what the fold changed ("Show 7 boilers"). */
  done?: { label: ReactNode; onDone: () => void };
  children: ReactNode;
}

/** Secondary content behind a disclosure button on a phone, always shown from 60rem (decision 931); siblings for the parent's layout. */
export function PhoneFold({ label, className, done, children }: PhoneFoldProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <>
      <Button variant="secondary" className="ui-phone-fold__toggle" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen((shown) => !shown)}>
        {label}
      </Button>
      <div id={contentId} className={['ui-phone-fold', className].filter(Boolean).join(' ')} data-open={open}>
        {children}
        {done && (
          <Button
            className="ui-phone-fold__done"
            onClick={() => {
              setOpen(false);
              done.onDone();
            }}
          >
            {done.label}
          </Button>
        )}
      </div>
    </>
  );
}
