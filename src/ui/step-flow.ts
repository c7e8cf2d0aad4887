// Two behaviours every linear step flow (service, plans, survey) shares: the step heading takes
// focus when the step changes, so the change is announced; and a failed save opens the right dialog.
import { useCallback, useEffect, useRef } from 'react';
import { useErrorDialog } from './error-dialog';

/** A ref for the step heading; it takes focus whenever `index` changes (not on the first render). */
export function useStepHeadingFocus(index: number) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownIndex = useRef(index);
  useEffect(() => {
    if (shownIndex.current === index) return;
    shownIndex.current = index;
    headingRef.current?.focus();
  }, [index]);
  return headingRef;
}

/**
 * Shows a failed step save and answers its message: the generic "Error" dialog when the server was
 * never reached (the flow knows: a NetworkError after the retries), else "We encountered a problem"
 * (quote §8 checkout step failure) with the server's text.
 */
export function useSaveFailureDialog() {
  const { showApiError, showStepFailure } = useErrorDialog();
  return useCallback(
    (error: unknown, serverUnreachable: boolean): string => {
      const message = error instanceof Error ? error.message : undefined;
      if (serverUnreachable) showApiError(message);
      else showStepFailure(message);
      return message ?? '';
    },
    [showApiError, showStepFailure],
  );
}
