import { Button } from './button';
import { Dialog } from './dialog';
import { GENERIC_FAILURE } from '@/domain/failure-texts';

export const ERROR_DIALOG_BUTTON = 'Ok';

export interface ErrorDialogViewProps {
  error: { title: string; message: string } | null;
  onClose: () => void;
}

/** The one error dialog of the app: the error's title, its message (a generic one when it has none) and "Ok". */
export default function ErrorDialogView({ error, onClose }: ErrorDialogViewProps) {
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
