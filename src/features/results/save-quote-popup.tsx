// SaveQuotePopup, a chunk of its own opened by the save-quote offer (decisions 935, 560).
import type { SaveQuoteRequest } from '@/shared/contract-types';
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
  quote: string;
  onQuoteSaved: () => void;
}

const SaveQuoteForm = lazy(() => import('./save-quote-form'));

/** SaveQuotePopup: the quote saved and its link emailed to the address typed (decision 491). */
export default function SaveQuotePopup({ type, quote, onQuoteSaved }: SaveQuotePopupProps) {
  const popup = usePopup();
  const link = `${window.location.origin}${paths.results(type, quote)}`;
  const [copied, setCopied] = useState(false);
  const [state, setState] = useState<'form' | 'sending' | { emailedTo: string }>('form');
  const { showApiError } = useErrorDialog();

  async function save(request: SaveQuoteRequest) {
    setState('sending');
    const saved = await saveQuote(quote, request);
    if (saved.ok) {
      // Offered again at this quote's Contact details.
      rememberQuoteEmail(quote, saved.data);
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
        <Button variant="secondary" onClick={popup.close}>
          {emailed ? 'Back to my prices' : 'No thanks'}
        </Button>
      }
    >
      <p>
        Your quote reference is <strong>{quote}</strong>.
      </p>
      {emailed ? (
        <p role="status">We’ve emailed your quote to {state.emailedTo}. Its link opens these prices on any device.</p>
      ) : (
        <>
          <p>We’ll email you a link that opens these prices on any device, so you can come back to them.</p>
          <Suspense fallback={<p role="status">Loading…</p>}>
            <SaveQuoteForm sending={state === 'sending'} onSubmit={save} />
          </Suspense>
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
