import { describe, expect, it } from 'vitest';
import { checkoutTotal, planTotal, serviceTotal } from './totals';

describe('totals', () => {
  it('checkout = product + selected add-ons + relocation + adjustments', () => {
    expect(
      checkoutTotal({
        productPrice: 249_500,
        selectedAddOns: [{ id: 'filter', productTotal: 9_900 }, { id: 'control', productTotal: 19_900 }],
        relocation: 49_500,
        adjustments: -10_000,
      }),
    ).toBe(249_500 + 9_900 + 19_900 + 49_500 - 10_000);
  });
  it('service = product + preferred-day cost + add-ons + adjustments', () => {
    expect(serviceTotal({ productPrice: 9_900, preferredDateCost: 1_500, selectedAddOns: [{ id: 1, productTotal: 2_000 }], adjustments: -500 })).toBe(12_900);
  });
  it('floors the service total at 0', () => {
    expect(serviceTotal({ productPrice: 9_900, preferredDateCost: 0, selectedAddOns: [], adjustments: -20_000 })).toBe(0);
  });
  it('plan total is the plan product_total', () => {
    expect(planTotal({ productTotal: 1_299 })).toBe(1_299);
  });
});
