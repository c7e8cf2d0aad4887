// One document or photo slot: guidance, a file picker, a card per file (decision 850) with its progress, and a retry message.
import type { UploadDocument } from '@/shared/contract-types';
import { useEffect, useId, useRef, useState } from 'react';
import { canPreview, FileCard, SentLine, StoredFileCard, storedFileIds, type SentHere, type StoredFile } from './file-card';
import { ErrorMessage } from './fields';
import { FilePicker } from './file-picker';
import { ProgressBar } from './progress-bar';

export interface UploadSlotProgress {
  /** Whole per cent sent: the text and the bar show this one figure. */
  readonly percent: number;
}

export interface FileUploadSlotProps<State> {
  /** What to photograph or send, with an example, and the files the server has for it. */
  document: Pick<UploadDocument, 'title' | 'description' | 'example_image'> & { readonly files: readonly StoredFile[] };
  required: boolean;
  /** e.g. "image/*" or "image/*,application/pdf". */
  accept: string;
  /** Sends a file: the server's state after storing it, or false when it was not stored. */
  upload: (file: File, onProgress: (progress: UploadSlotProgress) => void) => Promise<State | false>;
  onStored: (state: State) => void;
}

export const UPLOAD_FAILED_MESSAGE = 'The file was not uploaded. Please choose it again.';

interface SlotFile extends SentHere {
  readonly file: File;
  readonly previewUrl: string | null;
}

export function FileUploadSlot<State>({ document, required, accept, upload, onStored }: FileUploadSlotProps<State>) {
  const { title, description: guidance, example_image: exampleImage, files } = document;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [sending, setSending] = useState<{ item: SlotFile; percent: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState<SlotFile[]>([]);
  const previews = useRef(new Set<string>());
  const noun = accept === 'image/*' ? 'photo' : 'file';

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  async function send(file: File) {
    const previewUrl = canPreview(file) ? URL.createObjectURL(file) : null;
    if (previewUrl) previews.current.add(previewUrl);
    const item: SlotFile = { id: crypto.randomUUID(), name: file.name, file, previewUrl, knownBefore: new Set(files.map((stored) => stored.id)) };
    setFailed(false);
    setSending({ item, percent: 0 });
    const stored = await upload(file, ({ percent }) => setSending({ item, percent }));
    setSending(null);
    if (stored === false) setFailed(true);
    else {
      onStored(stored);
      setSent((previous) => [...previous, item]);
    }
  }

  // A file sent from here keeps its own card (and preview); the server's file it became is not shown twice.
  const claimed = new Set(storedFileIds(sent, files).values());
  const stored = files.filter((file) => !claimed.has(file.id));
  const count = stored.length + sent.length;
  const last = sent.at(-1);

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
      {/* Not lazy: the first example is the survey's largest paint, and a lazy image waits for layout. */}
      {exampleImage && <img className="ui-upload-slot__example" src={exampleImage} alt={`Example: ${title}`} width={160} height={120} />}
      {(count > 0 || sending) && (
        <ul className="ui-file-cards" aria-label={`Files for ${title}`}>
          {stored.map((file) => (
            <StoredFileCard key={file.id} file={file} />
          ))}
          {sent.map((item) => (
            <FileCard key={item.id} name={item.file.name} previewUrl={item.previewUrl}>
              <SentLine />
            </FileCard>
          ))}
          {sending && (
            <FileCard name={sending.item.file.name} previewUrl={sending.item.previewUrl}>
              <ProgressBar value={sending.percent} max={100} label={`Uploading ${sending.item.file.name}: ${sending.percent}%`} />
            </FileCard>
          )}
        </ul>
      )}
      {failed && <ErrorMessage id={errorId}>{UPLOAD_FAILED_MESSAGE}</ErrorMessage>}
      <FilePicker
        id={inputId}
        action={count > 0 ? `Add another ${noun}` : `Choose a ${noun}`}
        purpose={title}
        accept={accept}
        disabled={sending !== null}
        describedBy={[...(guidance ? [hintId] : []), ...(failed ? [errorId] : [])]}
        onFiles={([file]) => {
          if (file) void send(file);
        }}
      />
      <p role="status" className="ui-visually-hidden">
        {last ? `${last.file.name} sent` : ''}
      </p>
    </div>
  );
}
