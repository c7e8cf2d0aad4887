import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { GENERIC_FAILURE } from '@/domain/failure-texts';

/** Spec error catalogue: the generic API error and the step-change failure. */
export const API_ERROR_TITLE = 'Error';
export const STEP_FAILURE_TITLE = 'We encountered a problem';
export const ERROR_DIALOG_BUTTON = 'Ok';

interface ErrorDialogApi {
  /** The generic API error: title "Error", the server's message, button "Ok". */
  showApiError: (message: string | undefined) => void;
  /** A checkout step could not change: title "We encountered a problem", the error text, "Ok". */
  showStepFailure: (text: string | undefined) => void;
}

interface OpenError {
  title: string;
  message: string;
}

const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

/** Renders the one error dialog of the app; features open it through useErrorDialog(). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [openError, setOpenError] = useState<OpenError | null>(null);
  const show = useCallback((title: string, message: string | undefined) => {
    setOpenError({ title, message: message?.trim() || GENERIC_FAILURE });
  }, []);
  const value = useMemo<ErrorDialogApi>(
    () => ({
      showApiError: (message) => show(API_ERROR_TITLE, message),
      showStepFailure: (text) => show(STEP_FAILURE_TITLE, text),
    }),
    [show],
  );
  const close = () => setOpenError(null);
  return (
    <ErrorDialogContext.Provider value={value}>
      {children}
      <Dialog
        open={openError !== null}
        onClose={close}
        title={openError?.title}
        role="alertdialog"
        closeButton={false}
        actions={
          <Button data-autofocus="" onClick={close}>
            {ERROR_DIALOG_BUTTON}
          </Button>
        }
      >
        <p>{openError?.message}</p>
      </Dialog>
    </ErrorDialogContext.Provider>
  );
}

export function useErrorDialog(): ErrorDialogApi {
  const api = useContext(ErrorDialogContext);
  if (!api) throw new Error('useErrorDialog needs <ErrorDialogProvider> (rendered by src/app).');
  return api;
}
