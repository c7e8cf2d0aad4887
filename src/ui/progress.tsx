import type { ReactNode } from 'react';

/** A busy state for a whole page or panel ("Finding your prices"); announced politely. */
export function LoadingState({ children = 'Loading' }: { children?: ReactNode }) {
  return (
    <div className="ui-loading" role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
