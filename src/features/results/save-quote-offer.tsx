// The save-quote offer (quote §4, §9; decision 935): a compact, non-modal item of the results list
// right after the first card, so it never covers a price or a "Choose this …" button and never takes
// focus. Its place is held from the first render, out of sight until the offer's delay has passed:
// nothing on the page moves when it shows. "Email me a link" opens the save-quote popup.
import { memo } from 'react';
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
