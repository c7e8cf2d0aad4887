// /order/upload/:order[?type=photos|documents] (purchase §2, §3 "Upload state", §4):
// the required and optional document groups; the customer adds files to each document by name,
// checked for type and size before sending, with a preview, a progress bar, remove and retry.
// Complete when nothing required remains. A failed store resolves false (purchase §8) and the file
// stays listed with Retry (decision 184). What is still required is information until the customer
// presses Continue without it; then it is an error with a GOV.UK error summary (decision 301).
import { countText } from '@/domain/counts';
import type { UploadDocument, UploadState, UploadType } from '@/shared/contract-types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@/ui/button';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/contact-details';
import { ErrorSummary } from '@/ui/error-summary';
import { FilePicker } from '@/ui/file-picker';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import { LoadingState } from '@/ui/progress';
import { ProgressBar } from '@/ui/progress-bar';
import { useLoad } from '@/api/use-load';
import { loadUploadState, storeDocument } from './order-gateway';
import {
  ACCEPT_ATTRIBUTE,
  ADDITIONAL_DOCUMENT_NAME,
  canPreview,
  FILE_TYPE_HINT,
  fileProblem,
  formatFileSize,
  outstandingRequired,
} from './upload-rules';
import './order.css';

export const UPLOAD_FAILED_MESSAGE = 'Not uploaded. Please try again.';

type LocalStatus = 'uploading' | 'failed' | 'done';

interface LocalFile {
  readonly id: string;
  readonly documentName: string;
  readonly file: File;
  readonly previewUrl: string | null;
  readonly status: LocalStatus;
  readonly progress: number;
}

function uploadTypeOf(value: string | null): UploadType | undefined {
  return value === 'photos' || value === 'documents' ? value : undefined;
}

export default function OrderUploadPage() {
  const order = useParams().order ?? '';
  const [search] = useSearchParams();
  const type = uploadTypeOf(search.get('type'));
  usePageTitle('Upload photos and documents');
  const { result } = useLoad(`order-upload:${order}:${type ?? ''}`, (signal) => loadUploadState(order, type, signal));

  return (
    <div className="ui-main--narrow">
      <h1>Upload photos and documents</h1>
      {result === null && <LoadingState>Loading what we need</LoadingState>}
      {result?.ok === false && (
        <div className="ui-notice ui-notice--warning">
          <h2>We can’t show your uploads right now</h2>
          <p>
            Please try again later, or call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>.
          </p>
        </div>
      )}
      {result?.ok && <UploadForm order={order} initial={result.data} />}
    </div>
  );
}

/** The file input's id for a document, so the error summary can link to it. */
function fileInputId(documentName: string): string {
  return `upload-file-${documentName.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** The error for a required document still without a file, once the customer has pressed Continue. */
export function missingFileMessage(title: string): string {
  // Mid-sentence, "Your gas meter" reads "your gas meter" (an acronym such as "EPC" keeps its case).
  const inSentence = /^[A-Z][a-z]/.test(title) ? title[0]!.toLowerCase() + title.slice(1) : title;
  return `Upload a file for ${inSentence}`;
}

function UploadForm({ order, initial }: { order: string; initial: UploadState }) {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  // Set when the customer presses Continue with required documents missing (decision 301).
  const [continueTried, setContinueTried] = useState(0);
  const [files, setFiles] = useState<LocalFile[]>([]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const open = controllers.current;
    const urls = previews.current;
    return () => {
      for (const controller of open.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (id: string, change: Partial<LocalFile>) => setFiles((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const send = useCallback(
    async (item: LocalFile) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      update(item.id, { status: 'uploading', progress: 0 });
      const result = await storeDocument({
        orderId: state.orderId,
        user: state.user,
        name: item.documentName,
        file: item.file,
        signal: controller.signal,
        onProgress: (progress) => update(item.id, { progress }),
      });
      controllers.current.delete(item.id);
      if (controller.signal.aborted) return;
      if (result === false) {
        update(item.id, { status: 'failed' });
        return;
      }
      update(item.id, { status: 'done', progress: 100 });
      if (result !== true) setState(result);
    },
    [state.orderId, state.user],
  );

  const add = (documentName: string, chosen: readonly File[]) => {
    const refused = chosen.map(fileProblem).filter((problem): problem is string => problem !== null);
    setProblems((current) => ({ ...current, [documentName]: refused.join(' ') }));
    const accepted = chosen.filter((file) => fileProblem(file) === null);
    const added = accepted.map<LocalFile>((file) => {
      const previewUrl = canPreview(file) ? URL.createObjectURL(file) : null;
      if (previewUrl) previews.current.add(previewUrl);
      return { id: crypto.randomUUID(), documentName, file, previewUrl, status: 'uploading', progress: 0 };
    });
    setFiles((list) => [...list, ...added]);
    for (const item of added) void send(item);
  };

  const remove = (item: LocalFile) => {
    controllers.current.get(item.id)?.abort();
    controllers.current.delete(item.id);
    if (item.previewUrl) {
      URL.revokeObjectURL(item.previewUrl);
      previews.current.delete(item.previewUrl);
    }
    setFiles((list) => list.filter((other) => other.id !== item.id));
  };

  // The server's answer after each store is the truth; a stored file this page sent also counts,
  // so a server that answers without a body still lets the customer finish.
  const uploadedHere = new Set(files.filter((item) => item.status === 'done').map((item) => item.documentName));
  const stillRequired = outstandingRequired(state).filter((doc) => !uploadedHere.has(doc.name));
  const complete = state.complete || stillRequired.length === 0;
  const removed = new Set(state.removed);
  const showMissing = continueTried > 0 && !complete;
  const missing = new Set(showMissing ? stillRequired.map((doc) => doc.name) : []);

  const onContinue = () => {
    if (complete) navigate(paths.order(state.orderId || order));
    else setContinueTried((count) => count + 1);
  };

  const documentProps = { files, problems, missing, onAdd: add, onRemove: remove, onRetry: (item: LocalFile) => void send(item) };
  return (
    <>
      <ErrorSummary key={continueTried} errors={showMissing ? stillRequired.map((doc) => ({ fieldId: fileInputId(doc.name), message: missingFileMessage(doc.title) })) : []} />
      <p className="ui-lede">
        {state.name ? `Hello ${state.name}. ` : ''}These help our engineer plan your installation for order <strong>{state.orderId}</strong>. {FILE_TYPE_HINT}
      </p>
      <div className={showMissing ? 'ui-notice ui-notice--warning' : 'ui-notice'} role="status">
        {complete ? (
          <p>
            <strong>Thank you: you have sent everything we need.</strong> You can still add optional photos below.{' '}
            <Link to={paths.order(state.orderId || order)}>View your order</Link>
          </p>
        ) : (
          <p>
            <strong>
              {countText(stillRequired.length, 'required item')} still to upload.
            </strong>
          </p>
        )}
      </div>

      {state.required.length > 0 && <h2>Required</h2>}
      {state.required.map((group) => (
        <DocumentGroup key={`required-${group.group}`} title={group.group} documents={group.documents.filter((doc) => !removed.has(doc.name))} required {...documentProps} />
      ))}
      {state.optional.length > 0 && <h2>Optional</h2>}
      {state.optional.map((group) => (
        <DocumentGroup key={`optional-${group.group}`} title={group.group} documents={group.documents.filter((doc) => !removed.has(doc.name))} required={false} {...documentProps} />
      ))}

      <section className="upload-group" aria-labelledby="upload-additional-heading">
        <h2 id="upload-additional-heading">Other photos or documents</h2>
        <p className="ui-hint">Something more you think our engineer should see.</p>
        {state.additional.length > 0 && (
          <ul className="upload-files">
            {state.additional.map((file) => (
              <li key={file.id}>
                <a href={file.url}>{file.file_name}</a> (uploaded)
              </li>
            ))}
          </ul>
        )}
        <DocumentFiles documentName={ADDITIONAL_DOCUMENT_NAME} title="additional files" {...documentProps} />
      </section>

      <div className="upload-continue">
        {!complete && <p className="ui-hint">Not got everything to hand? You can come back to this page later from your order.</p>}
        <Button variant="primary" onClick={onContinue}>
          Continue
        </Button>
      </div>
    </>
  );
}

interface DocumentFilesProps {
  files: readonly LocalFile[];
  /** Required documents still without a file after a Continue: each shows an error. */
  missing: ReadonlySet<string>;
  problems: Readonly<Record<string, string>>;
  onAdd: (documentName: string, files: readonly File[]) => void;
  onRemove: (item: LocalFile) => void;
  onRetry: (item: LocalFile) => void;
}

function DocumentGroup({ title, documents, required, ...rest }: DocumentFilesProps & { title: string; documents: readonly UploadDocument[]; required: boolean }) {
  if (documents.length === 0) return null;
  return (
    <section className="upload-group" aria-label={`${title}${required ? '' : ' (optional)'}`}>
      <h3>{title}</h3>
      {documents.map((doc) => {
        const stored = doc.files.length > 0 || rest.files.some((item) => item.documentName === doc.name && item.status === 'done');
        return (
          <div key={doc.name} className="upload-document">
            {/* The group sits under the "Optional" heading, so the title needs no "(optional)" of its own. */}
            <h4 className="upload-document__title">{doc.title}</h4>
            {doc.description && <p className="ui-hint">{doc.description}</p>}
            {stored && <p className="upload-document__done">Uploaded</p>}
            {doc.files.length > 0 && (
              <ul className="upload-files">
                {doc.files.map((file) => (
                  <li key={file.id}>
                    <a href={file.url}>{file.file_name}</a>
                  </li>
                ))}
              </ul>
            )}
            <DocumentFiles documentName={doc.name} title={doc.title} {...rest} />
          </div>
        );
      })}
    </section>
  );
}

function DocumentFiles({ documentName, title, files, problems, missing, onAdd, onRemove, onRetry }: DocumentFilesProps & { documentName: string; title: string }) {
  const inputId = fileInputId(documentName);
  const problemId = `${inputId}-problem`;
  const missingId = `${inputId}-missing`;
  const problem = problems[documentName];
  const isMissing = missing.has(documentName);
  const mine = files.filter((item) => item.documentName === documentName);
  return (
    <>
      {mine.length > 0 && (
        <ul className="upload-files" aria-label={`Files for ${title}`}>
          {mine.map((item) => (
            <LocalFileRow key={item.id} item={item} onRemove={onRemove} onRetry={onRetry} />
          ))}
        </ul>
      )}
      {isMissing && (
        <p id={missingId} className="ui-error-message">
          <span className="ui-visually-hidden">Error: </span>
          {missingFileMessage(title)}
        </p>
      )}
      {problem && (
        <p id={problemId} className="ui-error-message" role="alert">
          <span className="ui-visually-hidden">Error: </span>
          {problem}
        </p>
      )}
      <FilePicker
        id={inputId}
        action={mine.length > 0 ? 'Add another file' : 'Choose a file'}
        purpose={title}
        accept={ACCEPT_ATTRIBUTE}
        multiple
        describedBy={[...(isMissing ? [missingId] : []), ...(problem ? [problemId] : [])]}
        onFiles={(chosen) => onAdd(documentName, chosen)}
      />
    </>
  );
}

function LocalFileRow({ item, onRemove, onRetry }: { item: LocalFile; onRemove: (item: LocalFile) => void; onRetry: (item: LocalFile) => void }) {
  const extension = item.file.name.split('.').pop()?.toUpperCase() ?? 'FILE';
  return (
    <li className="upload-file">
      {item.previewUrl ? (
        <img className="upload-file__preview" src={item.previewUrl} alt={`Preview of ${item.file.name}`} />
      ) : (
        <span className="upload-file__preview" aria-hidden="true">
          {extension}
        </span>
      )}
      <div className="upload-file__body">
        <p>
          <strong>{item.file.name}</strong> ({formatFileSize(item.file.size)})
        </p>
        {item.status === 'uploading' && <ProgressBar value={item.progress} max={100} label={`Uploading ${item.file.name}: ${item.progress}%`} />}
        {item.status === 'done' && <p className="upload-document__done">Uploaded</p>}
        {item.status === 'failed' && (
          <p className="upload-file__failed" role="alert">
            {UPLOAD_FAILED_MESSAGE}
          </p>
        )}
        <div className="ui-button-group">
          {item.status === 'failed' && (
            <Button variant="secondary" onClick={() => onRetry(item)}>
              Retry<span className="ui-visually-hidden"> {item.file.name}</span>
            </Button>
          )}
          {item.status !== 'done' && (
            <Button variant="link" onClick={() => onRemove(item)}>
              Remove<span className="ui-visually-hidden"> {item.file.name}</span>
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
