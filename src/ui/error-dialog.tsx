import { useContext, useEffect } from 'react';
import { GENERIC_FAILURE } from '@/domain/failure-texts';
import { Button } from './button';
import { Dialog } from './dialog';
import { ErrorDialogContext, type ErrorDialogApi, type ErrorDialogViewProps } from './error-dialog-provider';

export { API_ERROR_TITLE, ErrorDialogProvider, STEP_FAILURE_TITLE } from './error-dialog-provider';

export const ERROR_DIALOG_BUTTON = 'Ok';

/** The one error dialog of the app: the error's title, its message (a generic one when it has none) and "Ok". */
function ErrorDialogView({ error, onClose }: ErrorDialogViewProps) {
  return (
    <Dialog
      open={error !== null}
      onClose={onClose}
      title={error?.title}
      role="alertdialog"
      closeButton={false}
      actions={
        <Button data-autofocus="" onClick={onClose}>
          {ERROR_DIALOG_BUTTON}
        </Button>
      }
    >
      <p>{error?.message || GENERIC_FAILURE}</p>
    </Dialog>
  );
}

/** Opens the app's error dialog; the component that calls it brings the dialog's view with its own code. */
export function useErrorDialog(): ErrorDialogApi {
  const api = useContext(ErrorDialogContext);
  if (!api) throw new Error('useErrorDialog needs <ErrorDialogProvider> (rendered by src/app).');
  const { provideView } = api;
  useEffect(() => provideView(ErrorDialogView), [provideView]);
  return api;
}
