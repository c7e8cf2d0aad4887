// What every linear step flow (service, plans, survey) shares besides its step focus (step-focus.ts):
// a failed save opens the right dialog.
import { useCallback } from 'react';
import { useErrorDialog } from './error-dialog';

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
