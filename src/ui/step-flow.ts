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

/** A failed call as the API layer answers it (src/api/call.ts ApiFailure): status 0 is no answer at all. */
export interface SaveFailure {
  readonly status: number;
  readonly message: string;
}

/**
 * Shows a failed step save and answers its message: the generic "Error" dialog when the server was
 * never reached (no answer after the retries), else "We encountered a problem" (quote §8 checkout
 * step failure) with the server's text.
 */
export function useSaveFailureDialog() {
  const { showApiError, showStepFailure } = useErrorDialog();
  return useCallback(
    ({ status, message }: SaveFailure): string => {
      if (status === 0) showApiError(message);
      else showStepFailure(message);
      return message;
    },
    [showApiError, showStepFailure],
  );
}
