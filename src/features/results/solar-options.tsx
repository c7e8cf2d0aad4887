// Solar results: another panel count or yearly use re-prices the packages (quote §9), on the form pattern (decision 958).
import type { ResultsResponse } from '@/shared/contract-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import * as z from 'zod/mini';
import { BIRD_PROOFING_PENCE_PER_PANEL } from '@/domain/constants';
import { countText } from '@/domain/counts';
import { birdProofingCost } from '@/domain/estimates';
import { formatPence } from '@/domain/money';
import { Button } from '@/ui/button';
import { NumberField } from '@/ui/fields';
import { FormErrorSummary, boundField, useSubmitForm } from '@/ui/form';
import { PhoneFold } from '@/ui/phone-fold';
import { repriceSolar } from './results-gateway';

// The contract's bounds for SolarResultsUpdate.panels.
const MIN_PANELS = 1;
const MAX_PANELS = 60;

interface SolarOptionsProps {
  quote: ResultsResponse['quote'];
  products: ResultsResponse['products'];
  onProducts: (products: ResultsResponse['products']) => void;
}

/** Bird proofing for each system on offer by its own panel count (quote §9): the panel box is what to re-price for. */
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

const REQUIRED = 'Required';
const PANELS_RANGE_MESSAGE = `Enter a number from ${MIN_PANELS} to ${MAX_PANELS}`;

/** Typed text in, a whole number out: "1,200" is 1200. */
const wholeNumberText = () =>
  z.pipe(z.string().check(z.refine((text) => wholeNumber(text) !== null, REQUIRED)), z.transform((text) => wholeNumber(text) ?? 0));

const solarSchema = z.object({
  panels: wholeNumberText().check(z.refine((count) => count >= MIN_PANELS && count <= MAX_PANELS, PANELS_RANGE_MESSAGE)),
  electricity_usage: wholeNumberText(),
});
const resolver = zodResolver(solarSchema);

export function SolarOptions({ quote, products, onProducts }: SolarOptionsProps) {
  const initialPanels = quote.quote_items.panels ?? products[0]?.panels ?? null;
  const form = useSubmitForm({
    defaultValues: { panels: initialPanels === null ? '' : String(initialPanels), electricity_usage: quote.quote_items.electricity_usage == null ? '' : String(quote.quote_items.electricity_usage) },
    resolver,
  });
  const [state, setState] = useState<'idle' | 'saving' | 'failed' | 'updated'>('idle');
  const birdProofing = birdProofingText(products);

  async function reprice({ panels, electricity_usage }: z.output<typeof solarSchema>) {
    setState('saving');
    // A failure, or an answer whose products the page cannot read, keeps the current prices.
    const repriced = await repriceSolar({ panels, electricity_usage, quote_id: quote.quote_id });
    if (!repriced.ok) {
      setState('failed');
      return;
    }
    onProducts(repriced.data);
    setState('updated');
  }

  return (
    <section className="results-solar" aria-labelledby="results-solar-title">
      <h2 id="results-solar-title">Your solar system</h2>
      {/* Folded on a phone, so the first screen shows a product and its price (decision 533). */}
      <PhoneFold label="Change panels or usage">
        <form noValidate onSubmit={form.submitWith(reprice)} className="results-solar__form">
          <FormErrorSummary
            form={form}
            fields={[
              { name: 'panels', fieldId: 'solar-panels', label: 'Number of panels' },
              { name: 'electricity_usage', fieldId: 'solar-usage', label: 'Yearly electricity use' },
            ]}
          />
          <NumberField {...boundField(form, 'panels', 'solar-panels')} label="Number of panels" suffix="panels" />
          <NumberField {...boundField(form, 'electricity_usage', 'solar-usage')} label="Your yearly electricity use" suffix="kWh" />
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
