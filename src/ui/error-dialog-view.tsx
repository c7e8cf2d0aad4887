import { Button } from './button';
import { Dialog } from './dialog';

export const ERROR_DIALOG_BUTTON = 'Ok';

export interface ErrorDialogViewProps {
  error: { title: string; message: string } | null;
  onClose: () => void;
}

/** The one error dialog of the app: the error's title, its message and "Ok". */
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
      <p>{error?.message}</p>
    </Dialog>
  );
}
