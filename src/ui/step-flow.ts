// What every linear step flow (service, plans, survey) shares besides its step focus (step-focus.ts):
// a failed save opens the right dialog.
import { useCallback } from 'react';
import { useErrorDialog } from './error-dialog';

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
