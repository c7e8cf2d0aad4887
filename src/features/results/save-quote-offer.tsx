// The save-quote offer (quote §4, §9): a list item after the first card, its place held so nothing moves (decision 935).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SAVE_QUOTE_POPUP_DELAY_MS } from '@/domain/constants';
import type { usePopup } from '@/ui/popup';
import { rememberSaveQuoteDismissed, shouldOfferSaveQuote } from './save-quote';
import { Button, ButtonGroup } from '@/ui/button';

/** quote §4: the offer 300 ms after the products, unless dismissed or saved; one element, so the memoised listing rarely re-renders. */
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
    () =>
      offered && !dismissed && !isSaved ? (
        <li className={`results-save-offer${shown ? '' : ' results-save-offer--waiting'}`} aria-hidden={!shown}>
          <section aria-labelledby="save-quote-offer-title">
            <h3 id="save-quote-offer-title">Save your quote</h3>
            <p>
              We’ll email you a link to these prices, quote reference <strong>{quote}</strong>, so you can come back to them on any device.
            </p>
            <ButtonGroup>
              {/* Loads the popup while the customer reaches for the button. */}
              <Button variant="secondary" onClick={emailMe} onPointerEnter={preload} onFocus={preload}>
                Email me a link
              </Button>
              <Button variant="link" onClick={dismiss}>
                No thanks
              </Button>
            </ButtonGroup>
          </section>
        </li>
      ) : null,
    [offered, dismissed, isSaved, quote, shown, emailMe, preload, dismiss],
  );
}
