// A busy state for a whole page or panel, announced politely.
import type { ReactNode } from 'react';

/**
 * A busy state for a whole page or panel ("Finding your prices"); announced politely. `late`: shown only
 * once a second has passed, for a wait that is usually too short to mention.
 */
export function LoadingState({ children = 'Loading', late = false }: { children?: ReactNode; late?: boolean }) {
  return (
    <div className={late ? 'ui-loading ui-loading--late' : 'ui-loading'} role="status" aria-live="polite">
      <span className="ui-spinner" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
