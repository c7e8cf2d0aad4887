// /order/upload/:order[?type=photos|documents] (purchase §2, §3 "Upload state", §4): complete when the server says so,
// sent files stay cards (decisions 850, 851), what is missing is an error only after Continue (decision 301).
import { countText } from '@/domain/counts';
import type { UploadDocument, UploadedFile, UploadGroup, UploadState, UploadType } from '@/shared/contract-types';
import { Suspense, use, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router-dom';
import type { ApiResult } from '@/api/call';
import { Button } from '@/ui/button';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { ErrorSummary } from '@/ui/error-summary';
import { ErrorMessage } from '@/ui/fields';
import { canPreview, FileCard, SentLine, StoredFileCard, storedFileIds } from '@/ui/file-card';
import { FilePicker } from '@/ui/file-picker';
import { inFirstOrder } from '@/ui/first-order';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import { LoadingState } from '@/ui/loading-state';
import { ProgressBar } from '@/ui/progress-bar';
import { loadUploadState, storeDocument } from './order-gateway';
import type { loader } from './order-upload-loader';
import { ACCEPT_ATTRIBUTE, ADDITIONAL_DOCUMENT_NAME, FILE_TYPE_HINT, fileProblem, formatFileSize, outstandingRequired } from './upload-rules';
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
  /** The server's files of its document when it was stored: what it became is one the server did not have. */
  readonly knownBefore: ReadonlySet<number>;
}

export default function OrderUploadPage() {
  const order = useParams().order ?? '';
  const { type, upload } = useLoaderData<typeof loader>();
  usePageTitle('Upload photos and documents');

  return (
    <div className="ui-main--narrow">
      <h1>Upload photos and documents</h1>
      <Suspense fallback={<LoadingState>Loading what we need</LoadingState>}>
        <Uploads key={`${order}:${type ?? ''}`} order={order} type={type} answer={upload} />
      </Suspense>
    </div>
  );
}

function Uploads({ order, type, answer }: { order: string; type: UploadType | undefined; answer: Promise<ApiResult<UploadState>> }) {
  const result = use(answer);
  if (result.ok) return <UploadForm order={order} type={type} initial={result.data} />;
  return (
    <div className="ui-notice ui-notice--warning">
      <h2>We can’t show your uploads right now</h2>
      <p>
        Please try again later, or call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>.
      </p>
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

/** The files the server has for a document, wherever its lists put it; the additional files under their own name. */
function storedFiles(state: UploadState, documentName: string): UploadedFile[] {
  if (documentName === ADDITIONAL_DOCUMENT_NAME) return state.additional;
  return [...state.required, ...(state.received ?? []), ...state.optional].flatMap((group) => group.documents).filter((doc) => doc.name === documentName).flatMap((doc) => doc.files);
}

/** Groups of one kind merged by heading, each document once, in the order they first appeared. */
function groupsInOrder(groups: readonly UploadGroup[], order: readonly string[], removed: ReadonlySet<string>): UploadGroup[] {
  const merged = new Map<string, UploadDocument[]>();
  for (const group of groups) merged.set(group.group, [...(merged.get(group.group) ?? []), ...group.documents.filter((doc) => !removed.has(doc.name))]);
  return [...merged].map(([group, documents]) => ({ group, documents: inFirstOrder(documents, (doc) => doc.name, order) }));
}

const documentNames = (state: UploadState) => [...(state.received ?? []), ...state.required, ...state.optional].flatMap((group) => [group.group, ...group.documents.map((doc) => doc.name)]);

function UploadForm({ order, type, initial }: { order: string; type: UploadType | undefined; initial: UploadState }) {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  // Where each group and document first appeared (received ones first): one received here keeps its place.
  const [firstOrder] = useState(() => documentNames(initial));
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
    async (item: LocalFile, knownBefore: ReadonlySet<number>) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      update(item.id, { status: 'uploading', progress: 0, knownBefore });
      const result = await storeDocument({
        orderId: state.orderId,
        user: state.user,
        name: item.documentName,
        file: item.file,
        signal: controller.signal,
        onProgress: (progress) => update(item.id, { progress }),
      });
      if (controller.signal.aborted) return;
      if (result === false) {
        controllers.current.delete(item.id);
        update(item.id, { status: 'failed' });
        return;
      }
      // Stored. A server that answered without the state is asked for it: only the server says what is complete.
      const next = result === true ? await loadUploadState(order, type, controller.signal) : { ok: true as const, data: result };
      controllers.current.delete(item.id);
      update(item.id, { status: 'done', progress: 100 });
      if (next.ok) setState(next.data);
    },
    [order, type, state.orderId, state.user],
  );

  const add = (documentName: string, chosen: readonly File[]) => {
    const refused = chosen.map(fileProblem).filter((problem): problem is string => problem !== null);
    setProblems((current) => ({ ...current, [documentName]: refused.join(' ') }));
    const accepted = chosen.filter((file) => fileProblem(file) === null);
    const knownBefore = new Set(storedFiles(state, documentName).map((file) => file.id));
    const added = accepted.map<LocalFile>((file) => {
      const previewUrl = canPreview(file) ? URL.createObjectURL(file) : null;
      if (previewUrl) previews.current.add(previewUrl);
      return { id: crypto.randomUUID(), documentName, file, previewUrl, status: 'uploading', progress: 0, knownBefore };
    });
    setFiles((list) => [...list, ...added]);
    for (const item of added) void send(item, knownBefore);
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

  // The server's answer after each store is the truth (decision 851): it alone says the page is complete.
  const stillRequired = outstandingRequired(state);
  const { complete } = state;
  const removed = new Set(state.removed);
  const showMissing = continueTried > 0 && !complete && stillRequired.length > 0;
  const missing = new Set(showMissing ? stillRequired.map((doc) => doc.name) : []);

  const onContinue = () => {
    // Nothing left the customer can send: the order page, even while the server is still checking.
    if (complete || stillRequired.length === 0) navigate(paths.order(state.orderId || order));
    else setContinueTried((count) => count + 1);
  };

  const requiredGroups = groupsInOrder(inFirstOrder([...(state.received ?? []), ...state.required], (group) => group.group, firstOrder), firstOrder, removed);
  const optionalGroups = groupsInOrder(state.optional, firstOrder, removed);
  const documentProps = {
    files,
    problems,
    missing,
    storedOf: (documentName: string) => storedFiles(state, documentName),
    onAdd: add,
    onRemove: remove,
    onRetry: (item: LocalFile) => void send(item, new Set(storedFiles(state, item.documentName).map((file) => file.id))),
  };
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
        ) : stillRequired.length > 0 ? (
          <p>
            <strong>{countText(stillRequired.length, 'required item')} still to upload.</strong>
          </p>
        ) : (
          <p>
            <strong>We have a file for each required item.</strong> We will let you know if we need anything else.
          </p>
        )}
      </div>

      <DocumentGroups groups={requiredGroups} required {...documentProps} />
      <DocumentGroups groups={optionalGroups} required={false} {...documentProps} />

      <section className="upload-group" aria-labelledby="upload-additional-heading">
        <h2 id="upload-additional-heading">Other photos or documents</h2>
        <p className="ui-hint">Something more you think our engineer should see.</p>
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
  /** The files the server has for a document. */
  storedOf: (documentName: string) => readonly UploadedFile[];
  onAdd: (documentName: string, files: readonly File[]) => void;
  onRemove: (item: LocalFile) => void;
  onRetry: (item: LocalFile) => void;
}

/** The required or the optional documents under their heading, a section per group. */
function DocumentGroups({ groups, required, ...rest }: DocumentFilesProps & { groups: readonly UploadGroup[]; required: boolean }) {
  const shown = groups.filter((group) => group.documents.length > 0);
  if (shown.length === 0) return null;
  return (
    <>
      <h2>{required ? 'Required' : 'Optional'}</h2>
      {shown.map(({ group: title, documents }) => (
        <section key={title} className="upload-group" aria-label={`${title}${required ? '' : ' (optional)'}`}>
          <h3>{title}</h3>
          {documents.map((doc) => (
            <div key={doc.name} className="upload-document">
              {/* The group sits under the "Optional" heading, so the title needs no "(optional)" of its own. */}
              <h4 className="upload-document__title">{doc.title}</h4>
              {doc.description && <p className="ui-hint">{doc.description}</p>}
              <DocumentFiles documentName={doc.name} title={doc.title} {...rest} />
            </div>
          ))}
        </section>
      ))}
    </>
  );
}

function DocumentFiles({ documentName, title, files, problems, missing, storedOf, onAdd, onRemove, onRetry }: DocumentFilesProps & { documentName: string; title: string }) {
  const inputId = fileInputId(documentName);
  const problemId = `${inputId}-problem`;
  const missingId = `${inputId}-missing`;
  const problem = problems[documentName];
  const isMissing = missing.has(documentName);
  const mine = files.filter((item) => item.documentName === documentName);
  // A file sent from here keeps its own card (and its preview) once the server lists what it became.
  const stored = storedOf(documentName);
  const claimed = new Set(storedFileIds(mine.filter((item) => item.status === 'done').map((item) => ({ id: item.id, name: item.file.name, knownBefore: item.knownBefore })), stored).values());
  const shown = stored.filter((file) => !claimed.has(file.id));
  return (
    <>
      {shown.length + mine.length > 0 && (
        <ul className="ui-file-cards" aria-label={`Files for ${title}`}>
          {shown.map((file) => (
            <StoredFileCard key={file.id} file={file} />
          ))}
          {mine.map((item) => (
            <LocalFileCard key={item.id} item={item} onRemove={onRemove} onRetry={onRetry} />
          ))}
        </ul>
      )}
      {isMissing && <ErrorMessage id={missingId}>{missingFileMessage(title)}</ErrorMessage>}
      {problem && <ErrorMessage id={problemId} role="alert">{problem}</ErrorMessage>}
      <FilePicker
        id={inputId}
        action={shown.length + mine.length > 0 ? 'Add another file' : 'Choose a file'}
        purpose={title}
        accept={ACCEPT_ATTRIBUTE}
        multiple
        describedBy={[...(isMissing ? [missingId] : []), ...(problem ? [problemId] : [])]}
        onFiles={(chosen) => onAdd(documentName, chosen)}
      />
    </>
  );
}

function LocalFileCard({ item, onRemove, onRetry }: { item: LocalFile; onRemove: (item: LocalFile) => void; onRetry: (item: LocalFile) => void }) {
  return (
    <FileCard name={item.file.name} detail={formatFileSize(item.file.size)} previewUrl={item.previewUrl}>
      {item.status === 'uploading' && <ProgressBar value={item.progress} max={100} label={`Uploading ${item.file.name}: ${item.progress}%`} />}
      {item.status === 'done' && <SentLine />}
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
    </FileCard>
  );
}
