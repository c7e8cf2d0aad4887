// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResultsResponse } from '@/shared/contract-types';
import { birdProofingText, SolarOptions } from './solar-options';

const patch = vi.hoisted(() => vi.fn(() => Promise.resolve({ data: { products: [] }, response: new Response(null, { status: 200 }) })));
vi.mock('@/api/client', () => ({ api: { PATCH: patch } }));
beforeEach(() => patch.mockClear());

describe('bird proofing beside the solar systems', () => {
  it('prices each system on offer by its own panel count, not the first package size', () => {
    const text = birdProofingText([{ panels: 14 }, { panels: 10 }, { panels: 10 }]);
    expect(text).toBe('Bird proofing keeps pigeons from nesting under your panels, at £20.00 a panel: £200.00 for 10 panels, £280.00 for 14 panels.');
    expect(text).not.toContain('6 panels');
  });

  it('one panel is singular; no panel counts, no sentence', () => {
    expect(birdProofingText([{ panels: 1 }])).toContain('£20.00 for 1 panel.');
    expect(birdProofingText([{ panels: null }])).toBeNull();
  });
});

describe('the solar re-pricing form', () => {
  const quote = { quote_id: 'Q1', quote_items: { panels: 10, electricity_usage: 3000 } } as unknown as ResultsResponse['quote'];

  function renderOptions() {
    const onProducts = vi.fn();
    render(<SolarOptions quote={quote} products={[]} onProducts={onProducts} />);
    return { onProducts, panels: screen.getByLabelText('Number of panels') as HTMLInputElement, usage: screen.getByLabelText('Your yearly electricity use') as HTMLInputElement };
  }

  it('refuses a blank or out-of-range count with the summary, and sends nothing', async () => {
    const user = userEvent.setup();
    const { panels, usage } = renderOptions();
    await user.clear(panels);
    await user.type(panels, '61');
    await user.clear(usage);
    await user.click(screen.getByRole('button', { name: 'Update prices' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary.textContent).toContain('Number of panels: Enter a number from 1 to 60');
    expect(summary.textContent).toContain('Yearly electricity use: Required');
    expect(patch).not.toHaveBeenCalled();
  });

  it('re-prices with the whole numbers its boxes show, however they were filled', async () => {
    const { panels, usage, onProducts } = renderOptions();
    // A script sets the values without React seeing a change (engineering notes: autofill and React).
    panels.value = '12';
    panels.dispatchEvent(new Event('input', { bubbles: true }));
    usage.value = '4,200';
    usage.dispatchEvent(new Event('change', { bubbles: true }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Update prices' }));
    await waitFor(() => expect(onProducts).toHaveBeenCalledWith([]));
    expect(patch).toHaveBeenCalledWith('/quote/results/solar', { body: { panels: 12, electricity_usage: 4200, quote_id: 'Q1' } });
  });
});
