import type { ReactNode } from 'react';

/** A busy state for a page or panel, announced politely; `late` shows it only after a second, for a usually short wait. */
export function LoadingState({ children = 'Loading', late = false }: { children?: ReactNode; late?: boolean }) {
  return (
    <div className={late ? 'ui-loading ui-loading--late' : 'ui-loading'} role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
