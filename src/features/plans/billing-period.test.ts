import { describe, expect, it } from 'vitest';
import { planCostText } from './billing-period';

describe('what the plan payment says it costs', () => {
  it('a first year priced below the yearly price says today’s amount, then what each year costs', () => {
    const text = planCostText({ name: 'Boiler cover', billing: 'annual', product_price: 18_000, product_total: 16_500 });
    expect(text).toBe('Today you pay £165.00 for your first year. After that, Boiler cover costs £180.00 a year including VAT, taken from this card on the same date each year until you cancel.');
    expect(text).not.toContain('Today’s payment is your first year');
  });

  it('a plan whose first payment is its price says so once', () => {
    expect(planCostText({ name: 'Boiler care', billing: 'monthly', product_price: 1_299, product_total: 1_299 })).toBe(
      'Boiler care costs £12.99 a month including VAT, taken from this card on the same date each month until you cancel. Today’s payment is your first month.',
    );
  });
});
