import { useContext, useEffect } from 'react';
import { GENERIC_FAILURE } from '@/domain/failure-texts';
import { Button } from './button';
import { OPENING_HOURS, PHONE_DISPLAY, PHONE_HREF } from './shop-contact';
import { Dialog } from './dialog';
import { ErrorDialogContext, type ErrorDialogApi, type ErrorDialogViewProps } from './error-dialog-provider';

export { API_ERROR_TITLE, ErrorDialogProvider, retryCanWork, STEP_FAILURE_TITLE } from './error-dialog-provider';

/** The browser knows it has no connection (a phone in a tunnel, Wi-Fi dropped). */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** What to do next, beside the catalogue's words (decision 933). */
function NextSteps({ retry }: { retry: boolean }) {
  if (isOffline())
    return <p>You seem to be offline. Check your Wi-Fi or mobile data, then {retry ? 'press Try again' : 'try again'}. Nothing you typed is lost.</p>;
  return (
    <p>
      {retry ? 'Nothing you typed is lost: press Try again. ' : ''}If it keeps happening, call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> ({OPENING_HOURS}) and we will
      help.
    </p>
  );
}

/** The one error dialog of the app: the error's title, its message (a generic one when it has none), what to do next, "Try again" where it can work, and "Ok". */
function ErrorDialogView({ error, onClose }: ErrorDialogViewProps) {
  const retry = error?.retry;
  return (
    <Dialog
      open={error !== null}
      onClose={onClose}
      title={error?.title}
      role="alertdialog"
      closeButton={false}
      actions={
        <>
          {retry && (
            <Button
              data-autofocus=""
              onClick={() => {
                onClose();
                retry();
              }}
            >
              Try again
            </Button>
          )}
          <Button variant={retry ? 'secondary' : 'primary'} {...(retry ? {} : { 'data-autofocus': '' })} onClick={onClose}>
            Ok
          </Button>
        </>
      }
    >
      <p>{error?.message || GENERIC_FAILURE}</p>
      <NextSteps retry={Boolean(retry)} />
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
