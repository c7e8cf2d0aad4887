// One document or photo slot: what to send and how (guidance, example image), a file input, a
// progress bar while it uploads, and a retry message when the store failed. The flow does the
// upload (src/api/upload.ts) and says whether it worked. The file input is a FilePicker (as on the
// order upload page): its one label is the button, which names the slot ("Choose a photo for …").
import { useId, useState } from 'react';
import { FilePicker } from './file-picker';

export interface UploadSlotProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface FileUploadSlotProps {
  title: string;
  /** What to photograph or send. */
  guidance?: string | null | undefined;
  exampleImage?: string | null | undefined;
  required: boolean;
  /** e.g. "image/*" or "image/*,application/pdf". */
  accept: string;
  /** Names of files already received for this slot. */
  received: readonly string[];
  upload: (file: File, onProgress: (progress: UploadSlotProgress) => void) => Promise<boolean>;
}

export const UPLOAD_FAILED_MESSAGE = 'The file was not uploaded. Please choose it again.';

export function FileUploadSlot({ title, guidance, exampleImage, required, accept, received, upload }: FileUploadSlotProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<string[]>([]);
  const files = [...received, ...sent];
  const noun = accept === 'image/*' ? 'photo' : 'file';

  async function send(file: File) {
    setFailed(false);
    setPercent(0);
    const ok = await upload(file, ({ loaded, total }) => setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0));
    setPercent(null);
    if (ok) setSent((previous) => [...previous, file.name]);
    else setFailed(true);
  }

  return (
    <div className={`ui-upload-slot ui-card${failed ? ' ui-upload-slot--error' : ''}`}>
      <p className="ui-label ui-upload-slot__title">
        {title} {required ? <span className="ui-upload-slot__tag">(required)</span> : <span className="ui-upload-slot__tag">(optional)</span>}
      </p>
      {guidance && (
        <p id={hintId} className="ui-hint">
          {guidance}
        </p>
      )}
      {/* Not lazy: the first slot's example is the survey's largest paint, and a lazy image is asked for
          only after layout. Each example is a few hundred bytes. */}
      {exampleImage && <img className="ui-upload-slot__example" src={exampleImage} alt={`Example: ${title}`} width={160} height={120} />}
      {failed && (
        <p id={errorId} className="ui-error-message">
          <span className="ui-visually-hidden">Error: </span>
          {UPLOAD_FAILED_MESSAGE}
        </p>
      )}
      <FilePicker
        id={inputId}
        action={files.length > 0 ? `Add another ${noun}` : `Choose a ${noun}`}
        purpose={title}
        accept={accept}
        disabled={percent !== null}
        describedBy={[...(guidance ? [hintId] : []), ...(failed ? [errorId] : [])]}
        onFiles={([file]) => {
          if (file) void send(file);
        }}
      />
      {percent !== null && (
        <div className="ui-progress__track" role="progressbar" aria-label={`Uploading ${title}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className="ui-progress__bar" style={{ width: `${percent}%` }} />
        </div>
      )}
      <p role="status" className="ui-upload-slot__files">
        {files.length > 0 ? `Received: ${files.join(', ')}` : ''}
      </p>
    </div>
  );
}
