import { describe, expect, it } from 'vitest';
import { chargeLines, checkoutTotal, INSTALL_DAY, orderCharges, OTHER_CHARGES, OTHER_REDUCTIONS, planTotal, serviceTotal, UNUSED_DISCOUNT } from './totals';

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

describe('charge lines', () => {
  const boiler = {
    product: { product_title: 'Worcester Bosch 4000 30kW', price_after_discount: 214_500 },
    order_items: [{ item_type: 'control', id: 3, name: 'Hive thermostat', product_total: 17_500 }],
    fitting_date: '2026-12-05',
    fitting_date_cost: 4_900,
    relocation: 0,
    adjustments: [],
    total: 236_900,
  };

  it('list a Saturday install day as a line of its own, so £2,145 + £175 + £49 = £2,369', () => {
    const { lines, total } = orderCharges(boiler, 'Moving your boiler');
    expect(lines.map((line) => [line.name, line.amount])).toEqual([
      ['Worcester Bosch 4000 30kW', 214_500],
      ['Hive thermostat', 17_500],
      [INSTALL_DAY, 4_900],
    ]);
    expect(total).toBe(236_900);
  });

  it('list the order’s relocation by name, part of the total (decision 830)', () => {
    const moved = { ...boiler, relocation: 79_500, total: 316_400 };
    const { lines, total } = orderCharges(moved, 'Moving your boiler');
    expect(lines.map((line) => [line.name, line.amount])).toContainEqual(['Moving your boiler', 79_500]);
    expect(lines.some((line) => line.kind === 'other')).toBe(false);
    expect(total).toBe(316_400);
  });

  it('show the server’s total, with what its lines do not explain as "Other charges"', () => {
    const { lines, total } = orderCharges({ ...boiler, fitting_date_cost: 0 }, 'Moving your boiler');
    expect(total).toBe(236_900);
    expect(lines.at(-1)).toMatchObject({ kind: 'other', name: OTHER_CHARGES, amount: 4_900 });
    expect(orderCharges({ ...boiler, total: 230_000 }, 'Moving your boiler').lines.at(-1)).toMatchObject({ name: OTHER_REDUCTIONS, amount: -6_900 });
  });

  it('show the unused part of a discount larger than the price, so the lines still add up to £0', () => {
    const { lines, total } = chargeLines({ product: { name: 'Boiler service', price: 9_900 }, adjustments: [{ name: 'Code FREE', amount: -15_000 }] });
    expect(total).toBe(0);
    expect(lines.at(-1)).toMatchObject({ kind: 'unusedDiscount', name: UNUSED_DISCOUNT, amount: 5_100 });
  });

  it('name an add-on’s quantity and an adjustment’s description', () => {
    const { lines } = chargeLines({ addOns: [{ key: 'valve', name: 'Radiator valve', quantity: 3, total: 9_000 }], adjustments: [{ name: 'Discount', description: 'Code WINTER', amount: -1_000 }] });
    expect(lines.map((line) => [line.name, line.note])).toEqual([['Radiator valve × 3', undefined], ['Discount', 'Code WINTER']]);
  });
});
