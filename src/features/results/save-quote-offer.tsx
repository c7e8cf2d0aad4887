// The save-quote offer (quote §4, §9; decision 935): a compact, non-modal item of the results list
// right after the first card, so it never covers a price or a "Choose this …" button and never takes
// focus. Its place is held from the first render, out of sight until the offer's delay has passed:
// nothing on the page moves when it shows. "Email me a link" opens the save-quote popup.
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SAVE_QUOTE_POPUP_DELAY_MS } from '@/domain/constants';
import type { usePopup } from '@/ui/popup';
import { rememberSaveQuoteDismissed, shouldOfferSaveQuote } from './save-quote';
import { Button, ButtonGroup } from '@/ui/button';

export interface SaveQuoteOfferProps {
  quote: string;
  /** The delay after the products has passed: the offer shows in the place held for it. */
  shown: boolean;
  onEmailMe: () => void;
  /** Loads the popup while the customer reaches for "Email me a link". */
  onPreload: () => void;
  onDismiss: () => void;
}

function SaveQuoteOfferView({ quote, shown, onEmailMe, onPreload, onDismiss }: SaveQuoteOfferProps) {
  return (
    <li className={`results-save-offer${shown ? '' : ' results-save-offer--waiting'}`} aria-hidden={!shown}>
      <section aria-labelledby="save-quote-offer-title">
        <h3 id="save-quote-offer-title">Save your quote</h3>
        <p>
          We’ll email you a link to these prices, quote reference <strong>{quote}</strong>, so you can come back to them on any device.
        </p>
        <ButtonGroup>
          <Button variant="secondary" onClick={onEmailMe} onPointerEnter={onPreload} onFocus={onPreload}>
            Email me a link
          </Button>
          <Button variant="link" onClick={onDismiss}>
            No thanks
          </Button>
        </ButtonGroup>
      </section>
    </li>
  );
}

export const SaveQuoteOffer = memo(SaveQuoteOfferView);

/**
 * quote §4: the save-quote offer 300 ms after the products, unless dismissed or already saved. It is
 * an item of the list after the first card, not a dialog over the prices (decision 935): whether it is
 * offered is known with the products, so its place is held from their first render and it shows in
 * it when the delay has passed. Dismissing it ("No thanks", or closing the popup it opens any way) holds
 * for this quote on this device.
 */
export function useSaveQuoteOffer(offer: Parameters<typeof shouldOfferSaveQuote>[0], popup: ReturnType<typeof usePopup>, loadPopup: () => unknown) {
  const { quote, isSaved } = offer;
  const [offered] = useState(() => shouldOfferSaveQuote(offer));
  const [dismissed, setDismissed] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!offered) return;
    const timer = setTimeout(() => setShown(true), SAVE_QUOTE_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offered]);

  const dismiss = useCallback(() => {
    rememberSaveQuoteDismissed(quote);
    setDismissed(true);
  }, [quote]);
  // Closing the popup any way (button, ×, Escape, Back) counts as dismissing the offer.
  const currentPopup = popup.current;
  const previous = useRef(currentPopup);
  useEffect(() => {
    if (previous.current === 'SaveQuotePopup' && currentPopup !== 'SaveQuotePopup') dismiss();
    previous.current = currentPopup;
  }, [currentPopup, dismiss]);

  const openRef = useRef(popup.open);
  openRef.current = popup.open;
  const emailMe = useCallback(() => openRef.current('SaveQuotePopup'), []);
  const preload = useCallback(() => void loadPopup(), [loadPopup]);
  return useMemo(
    () => (offered && !dismissed && !isSaved ? <SaveQuoteOffer quote={quote} shown={shown} onEmailMe={emailMe} onPreload={preload} onDismiss={dismiss} /> : null),
    [offered, dismissed, isSaved, quote, shown, emailMe, preload, dismiss],
  );
}
