// SaveQuotePopup, a chunk of its own: it opens by itself on a first visit, so it loads without the
// other results popups (decision 560), and its form loads only when the customer reaches for it.
import type { ResultsResponse, SaveQuoteRequest } from '@/shared/contract-types';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/ui/button';
import { useErrorDialog } from '@/ui/error-dialog';
import { PopupDialog, usePopup } from '@/ui/popup';
import { rememberQuoteEmail } from '@/shared/state';
import { paths } from '@/domain/route-manifest';
import type { ProductType } from '@/domain/product-types';
import { saveQuote } from './results-gateway';

interface SaveQuotePopupProps {
  type: ProductType;
  quote: string | undefined;
  results: ResultsResponse;
  onDismissSaveQuote: () => void;
  /** The quote was saved and its link emailed: it is not offered again. */
  onQuoteSaved: () => void;
}

const loadSaveQuoteForm = () => import('./save-quote-form');
const SaveQuoteForm = lazy(loadSaveQuoteForm);

/** SaveQuotePopup: the quote saved and its link emailed to the address typed (decision 491). */
export default function SaveQuotePopup({ type, quote, results, onDismissSaveQuote, onQuoteSaved }: SaveQuotePopupProps) {
  const popup = usePopup();
  const reference = quote ?? results.quote.quote_id;
  const link = `${window.location.origin}${paths.results(type, reference)}`;
  const [copied, setCopied] = useState(false);
  // The form (react-hook-form and zod) loads when the customer reaches for it, not with the popup that
  // opens by itself on every first visit (decisions 959, 491).
  const [state, setState] = useState<'offer' | 'form' | 'sending' | { emailedTo: string }>('offer');
  const { showApiError } = useErrorDialog();
  const dismiss = () => {
    onDismissSaveQuote();
    popup.close();
  };

  async function save(request: SaveQuoteRequest) {
    setState('sending');
    const saved = await saveQuote(reference, request);
    if (saved.ok) {
      // Offered again at this quote's Contact details.
      rememberQuoteEmail(reference, saved.data);
      onQuoteSaved();
      setState({ emailedTo: saved.data });
      return;
    }
    // quote §8 "Most other API failures": the Error dialog; the form keeps what was typed for another try.
    showApiError(saved.message);
    setState('form');
  }

  const emailed = typeof state === 'object';
  return (
    <PopupDialog
      name="SaveQuotePopup"
      title="Save your quote"
      actions={
        <Button variant="secondary" onClick={dismiss}>
          {emailed ? 'Back to my prices' : 'No thanks'}
        </Button>
      }
    >
      <p>
        Your quote reference is <strong>{reference}</strong>.
      </p>
      {emailed ? (
        <p role="status">We’ve emailed your quote to {state.emailedTo}. Its link opens these prices on any device.</p>
      ) : (
        <>
          <p>We’ll email you a link that opens these prices on any device, so you can come back to them.</p>
          {state === 'offer' ? (
            <Button onPointerEnter={() => void loadSaveQuoteForm()} onFocus={() => void loadSaveQuoteForm()} onClick={() => setState('form')}>
              Email me a link
            </Button>
          ) : (
            <Suspense fallback={<p role="status">Loading…</p>}>
              <SaveQuoteForm sending={state === 'sending'} onSubmit={save} />
            </Suspense>
          )}
        </>
      )}
      <p className="results-save__link">{link}</p>
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(() => setCopied(true), () => setCopied(false));
        }}
      >
        Copy the link
      </Button>
      <p role="status">{copied ? 'Link copied.' : ''}</p>
    </PopupDialog>
  );
}
