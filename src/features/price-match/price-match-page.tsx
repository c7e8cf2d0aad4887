// /price-match/:order (quote §4 "Price match", §5): the competitor's quote as a file, or its web address.
import type { Order, PriceMatch } from '@/shared/contract-types';
import { Suspense, use, useCallback, useEffect, useId, useState } from 'react';
import { Navigate, useLoaderData, useParams } from 'react-router-dom';
import type { ApiResult } from '@/api/call';
import { isEvidenceComplete } from '@/domain/price-match-evidence';
import { useErrorDialog } from '@/ui/error-dialog';
import { StoredFileCard } from '@/ui/file-card';
import { FileUploadSlot } from '@/ui/file-upload-slot';
import { useStepFocus } from '@/ui/step-focus';
import { PageTitle } from '@/ui/page-title';
import { draftSession } from '@/ui/session-reducer';
import { paths } from '@/domain/route-manifest';
import { LoadedPage } from '@/ui/reference-load';
import { Money } from '@/ui/money';
import './price-match.css';
import { CompetitorUrlForm } from './competitor-url-form';
import { completeWithUrl, uploadEvidence } from './price-match-gateway';
import type { loader } from './price-match-loader';

type Route = 'file' | 'url';
type PriceMatchDraft = { route: Route; url: string | null };

const EMPTY_DRAFT: PriceMatchDraft = { route: 'file', url: null };
/** The route chosen and the address typed, per order: a reload keeps them (decision 340); sending clears them (decision 442). */
const usePriceMatchDraft = draftSession<PriceMatchDraft>('price-match-draft', EMPTY_DRAFT);

export default function PriceMatchPage() {
  const { order = '' } = useParams();
  const { priceMatch, order: orderAnswer } = useLoaderData<typeof loader>();
  return (
    <LoadedPage
      title="Price match"
      loadingText="Loading your price match"
      load={priceMatch}
      // quote §8: "Price-match load failure: goes to the home page." A wrong shape is such a failure.
      failed={() => <Navigate to={paths.home()} replace />}
    >
      {(data) => <PriceMatchFlow key={order} initial={data} order={orderAnswer} />}
    </LoadedPage>
  );
}

/** Which order and price the match is about: the reference always, the product and total once the order answers. */
function OrderMatched({ reference, order }: { reference: string; order: Promise<ApiResult<Order>> }) {
  const loaded = use(order);
  const product = loaded.ok ? loaded.data.product?.product_title : null;
  return (
    <p className="ui-lede">
      Order <strong>{reference}</strong>
      {loaded.ok && (
        <>
          {product ? `: ${product}, ` : ', '}
          order total <Money pence={loaded.data.total} />
        </>
      )}
      .
    </p>
  );
}

function PriceMatchFlow({ initial, order }: { initial: PriceMatch; order: Promise<ApiResult<Order>> }) {
  const [state, setState] = useState(initial);
  const [draft, setDraft] = usePriceMatchDraft(initial.orderId);
  const { route } = draft;
  const url = draft.url ?? initial.url ?? '';
  const setRoute = (chosen: Route) => setDraft({ route: chosen });
  const setUrl = useCallback((typed: string) => setDraft({ url: typed }), [setDraft]);
  const [sending, setSending] = useState(false);
  const { showApiError } = useErrorDialog();
  const routeName = useId();

  const done = state.step !== 'evidence' || (route === 'file' ? isEvidenceComplete({ requiredRemaining: state.required, withFile: true, url: '' }) : false);
  const sentHeadingRef = useStepFocus<HTMLHeadingElement>(done ? 'sent' : 'evidence');
  useEffect(() => {
    if (done) setDraft(() => EMPTY_DRAFT);
  }, [done, setDraft]);

  async function submitUrl(address: string) {
    setSending(true);
    const sent = await completeWithUrl(state.orderId, address);
    setSending(false);
    if (sent.ok) setState(sent.data);
    else showApiError(sent.message);
  }

  // The evidence the server has (decision 850), also after a reload.
  const sentFiles = (state.received ?? []).flatMap((document) => document.files);
  if (done) {
    return (
      <div className="ui-main--narrow">
        <PageTitle title="Price match sent" />
        <h1 tabIndex={-1} ref={sentHeadingRef}>
          Price match sent
        </h1>
        <p>Thank you. We have your evidence and will check the competitor’s price. We will email you within 2 working days.</p>
        <p>
          Your order reference is <strong>{state.orderId}</strong>.
        </p>
        {sentFiles.length > 0 && (
          <>
            <h2 id="price-match-sent-files">What you sent</h2>
            <ul className="ui-file-cards" aria-labelledby="price-match-sent-files">
              {sentFiles.map((file) => (
                <StoredFileCard key={file.id} file={file} />
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="ui-main--narrow">
      <PageTitle title="Price match" />
      <h1>Price match</h1>
      <Suspense fallback={<p className="ui-lede">Order <strong>{state.orderId}</strong>.</p>}>
        <OrderMatched reference={state.orderId} order={order} />
      </Suspense>
      <p>Found the same installation cheaper elsewhere? Show us the competitor’s quote and we will match the price.</p>
      <fieldset className="ui-fieldset price-match__routes">
        <legend className="ui-legend">How would you like to show us the price?</legend>
        <div className="price-match__route">
          <input id={`${routeName}-file`} type="radio" name={routeName} checked={route === 'file'} onChange={() => setRoute('file')} />
          <label htmlFor={`${routeName}-file`}>Upload the competitor’s quote</label>
        </div>
        <div className="price-match__route">
          <input id={`${routeName}-url`} type="radio" name={routeName} checked={route === 'url'} onChange={() => setRoute('url')} />
          <label htmlFor={`${routeName}-url`}>Give the web address of the competitor’s price</label>
        </div>
      </fieldset>

      {route === 'file' &&
        state.required.map((document) => (
          <FileUploadSlot
            key={document.name}
            document={document}
            required
            accept="image/*,application/pdf"
            upload={(file, onProgress) => uploadEvidence(state.orderId, document.name, file, onProgress)}
            onStored={setState}
          />
        ))}

      {route === 'url' && (
        <CompetitorUrlForm defaultUrl={url} onUrlChange={setUrl} sending={sending} onSubmit={submitUrl} />
      )}
    </div>
  );
}
