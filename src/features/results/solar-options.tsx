// Solar results: the customer changes the panel count or yearly electricity use
// and PATCH /quote/results/solar re-prices the packages; bird proofing is £20 a panel (quote §9).
import type { ResultsResponse } from '@/api/contract-types';
import { useState, type FormEvent } from 'react';
import { call, WRONG_SHAPE_STATUS } from '@/api/call';
import { api } from '@/api/client';
import { solarRepriced } from '@/api/answer-checks/solar-repriced';
import { BIRD_PROOFING_PENCE_PER_PANEL } from '@/domain/constants';
import { countText } from '@/domain/counts';
import { GENERIC_FAILURE } from '@/domain/failure-texts';
import { birdProofingCost } from '@/domain/estimates';
import { formatPence } from '@/domain/money';
import { Button } from '@/ui/button';
import { NumberField } from '@/ui/fields';
import { PhoneFold } from '@/ui/phone-fold';
import { reportQuietly } from './results-calls';

// The contract's bounds for SolarResultsUpdate.panels.
export const MIN_PANELS = 1;
export const MAX_PANELS = 60;

interface SolarOptionsProps {
  quote: ResultsResponse['quote'];
  products: ResultsResponse['products'];
  onProducts: (products: ResultsResponse['products']) => void;
}

/**
 * Bird proofing priced for the systems on offer, each by its own panel count (quote §9: £20 a panel):
 * the panel box is the size to re-price for, not the size of the systems shown.
 */
export function birdProofingText(products: ReadonlyArray<{ readonly panels?: number | null }>): string | null {
  const sizes = [...new Set(products.flatMap((product) => (product.panels ? [product.panels] : [])))].sort((a, b) => a - b);
  if (sizes.length === 0) return null;
  const costs = sizes.map((size) => `${formatPence(birdProofingCost(size))} for ${countText(size, 'panel')}`);
  return `Bird proofing keeps pigeons from nesting under your panels, at ${formatPence(BIRD_PROOFING_PENCE_PER_PANEL)} a panel: ${costs.join(', ')}.`;
}

function wholeNumber(text: string): number | null {
  const trimmed = text.replace(/,/g, '').trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export function SolarOptions({ quote, products, onProducts }: SolarOptionsProps) {
  const initialPanels = quote.quote_items.panels ?? products[0]?.panels ?? null;
  const [panels, setPanels] = useState(initialPanels === null ? '' : String(initialPanels));
  const [usage, setUsage] = useState(quote.quote_items.electricity_usage == null ? '' : String(quote.quote_items.electricity_usage));
  const [errors, setErrors] = useState<{ panels?: string; usage?: string }>({});
  const [state, setState] = useState<'idle' | 'saving' | 'failed' | 'updated'>('idle');

  const panelCount = wholeNumber(panels);
  const birdProofing = birdProofingText(products);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const usageKwh = wholeNumber(usage);
    const next = {
      panels: panelCount === null ? 'Required' : panelCount < MIN_PANELS || panelCount > MAX_PANELS ? `Enter a number from ${MIN_PANELS} to ${MAX_PANELS}` : undefined,
      usage: usageKwh === null ? 'Required' : undefined,
    };
    setErrors(next);
    if (next.panels || next.usage || panelCount === null || usageKwh === null) return;
    setState('saving');
    const repriced = await call(() => api.PATCH('/quote/results/solar', { body: { panels: panelCount, electricity_usage: usageKwh, quote_id: quote.quote_id } }), {
      // An answer whose products the page cannot read keeps the current prices (decision 131).
      check: solarRepriced,
      fallback: GENERIC_FAILURE,
    });
    if (!repriced.ok) {
      // A wrong shape is reported by call() itself.
      if (repriced.status !== WRONG_SHAPE_STATUS) reportQuietly('solar re-price', new Error(`solar re-price answered ${repriced.status}`), { quote: quote.quote_id, status: repriced.status, detail: repriced.message });
      setState('failed');
      return;
    }
    onProducts(repriced.data.products);
    setState('updated');
  }

  return (
    <section className="results-solar" aria-labelledby="results-solar-title">
      <h2 id="results-solar-title">Your solar system</h2>
      {/* Folded on a phone, so the first screen shows a product and its price (decision 533). */}
      <PhoneFold label="Change panels or usage">
        <form noValidate onSubmit={submit} className="results-solar__form">
          <NumberField id="solar-panels" label="Number of panels" suffix="panels" value={panels} error={errors.panels} onChange={setPanels} />
          <NumberField id="solar-usage" label="Your yearly electricity use" suffix="kWh" value={usage} error={errors.usage} onChange={setUsage} />
          <Button type="submit" variant="secondary" loading={state === 'saving'} loadingText="Updating prices">
            Update prices
          </Button>
        </form>
        <p role="status">
          {state === 'updated' && 'Prices updated.'}
          {state === 'failed' && 'We couldn’t update the prices. Please try again.'}
        </p>
        {birdProofing && <p>{birdProofing}</p>}
      </PhoneFold>
    </section>
  );
}
