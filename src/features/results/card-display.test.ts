import type { Product } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import type { ProductType } from '@/domain/product-types';
import { cardDisplay } from './card-display';
import { indexProducts } from './sort-filter';

const product = (before: number, after: number, delayDays = 0): Product => ({
  id: 101,
  product_title: 'Worcester Bosch Greenstar 4000',
  product_brand: 'Worcester Bosch',
  product_type: 'Combi',
  category: 'boiler',
  image: '/images/boiler.svg',
  index: 1,
  price_before_discount: before,
  price_after_discount: after,
  finance_options: [{ finance_product_id: 'IB120' }],
  warranty_years: 10,
  next_day: false,
  delay_days: delayDays,
  product_water_flow_rate: 12,
  output_kw: 30,
  capacity_kwh: null,
  panels: null,
  features: [],
});

const context = (type: ProductType, relocation: number) => ({
  type,
  quote: 'QTEST1',
  now: new Date(2026, 10, 23, 10),
  install: { quoteItems: { system_type: 'Combi', convert_to_combi: 'No' }, nextAvailableDays: 2 },
  lenderTerms: [],
  relocation,
});

describe('the price a card shows is the price the customer pays', () => {
  it('includes the quote’s relocation in the price, the was-price, the saving and the example’s cash price (decision 830)', () => {
    const display = cardDisplay(product(229_500, 214_500), context('boiler', 79_500));
    expect(display.price).toEqual({ now: '£2,940.00', before: '£3,090.00', saving: '£150.00', notes: ['Includes £795.00 for moving your boiler.'] });
    expect(display.example).toMatch(/^Representative example: cash price £2,940\.00, deposit £1,470\.00, amount of credit £1,470\.00,/);
  });

  it('is the product’s own price when the quote needs no relocation', () => {
    const display = cardDisplay(product(214_500, 214_500), context('boiler', 0));
    expect(display.price).toEqual({ now: '£2,145.00', before: null, saving: null, notes: [] });
    expect(display.example).toMatch(/^Representative example: cash price £2,145\.00,/);
  });

  it('shows its example on the product’s own plan, at that plan’s rate and term (decision 951)', () => {
    const display = cardDisplay(product(214_500, 214_500), context('boiler', 0));
    expect(display.example).toMatch(/, 9\.9% APR representative, 120 monthly payments of /);
    const noFinance = cardDisplay({ ...product(214_500, 214_500), finance_options: [] }, context('boiler', 0));
    expect([noFinance.example, noFinance.hasFinance]).toEqual([null, false]);
  });

  it('shows the 0% example under the "Interest free" filter, the usual one otherwise (decision 771)', () => {
    const both = { ...product(214_500, 214_500), finance_options: [{ finance_product_id: 'IF24' }, { finance_product_id: 'IB120' }] };
    expect(cardDisplay(both, context('boiler', 0)).example).toMatch(/, 9\.9% APR representative, 120 monthly payments of /);
    const interestFree = cardDisplay(both, context('boiler', 0), undefined, true).example;
    expect(interestFree).toMatch(/, 0% APR representative, 23 monthly payments of £44\.68 and a final payment of £44\.86, total amount payable £2,145\.00\.$/);
    // A product without a 0% plan keeps its own example (the filter would not keep it).
    expect(cardDisplay(product(214_500, 214_500), context('boiler', 0), undefined, true).example).toMatch(/, 9\.9% APR representative, /);
  });

  it('shows a heat pump at the server’s price after its grant, and bases its example on that (decision 830)', () => {
    const grant = { name: 'Boiler Upgrade Scheme', amount: 750_000, eligibility: 'homes in England and Wales' };
    const display = cardDisplay({ ...product(399_500, 399_500), grant }, context('heat-pump', 0));
    expect(display.price.now).toBe('£3,995.00');
    expect(display.price.notes).toEqual([
      'After the £7,500.00 Boiler Upgrade Scheme grant, which we claim for you (homes in England and Wales). Before the grant: £11,495.00.',
    ]);
    expect(display.example).toMatch(/^Representative example: cash price £3,995\.00, deposit £1,997\.50, amount of credit £1,997\.50,/);
  });
});

describe('the date a card shows is the checkout calendar’s first day (decision 500)', () => {
  const nextAvailable = (display: ReturnType<typeof cardDisplay>) => display.facts.find(([term]) => term === 'Next available')?.[1];

  it('takes the later of next_available and the product’s delay, on a day an installer works', () => {
    // Monday 23 November 2026, 10:00: two days of lead is Wednesday; a 6-day delay lands on Sunday, so Monday.
    expect(nextAvailable(cardDisplay(product(100_000, 100_000), context('boiler', 0)))).toBe('Wednesday 25th November 2026');
    expect(nextAvailable(cardDisplay(product(100_000, 100_000, 6), context('boiler', 0)))).toBe('Monday 30th November 2026');
  });

  it('waits longer for a combi conversion (Thursday after 15:00: the Monday after)', () => {
    const thursday = { ...context('boiler', 0), now: new Date(2026, 10, 26, 15, 30), install: { quoteItems: { system_type: 'System', convert_to_combi: 'Yes' }, nextAvailableDays: 0 } };
    expect(nextAvailable(cardDisplay(product(100_000, 100_000), thursday))).toBe('Monday 30th November 2026');
  });

  it('sits under the next-day filter exactly when the server offers next-day fitting and its date is tomorrow', () => {
    const noLead = { ...context('boiler', 0), install: { quoteItems: { system_type: 'Combi', convert_to_combi: 'No' }, nextAvailableDays: 0 } };
    const offered = { ...product(100_000, 100_000, 0), next_day: true };
    const products = [offered, { ...offered, id: 102, delay_days: 2 }, { ...offered, id: 103, next_day: false }];
    const indexed = indexProducts(products, noLead.lenderTerms, noLead);
    expect(products.map((item) => nextAvailable(cardDisplay(item, noLead)))).toEqual(['Tuesday 24th November 2026', 'Wednesday 25th November 2026', 'Tuesday 24th November 2026']);
    expect(indexed.map((item) => item.nextDay)).toEqual([true, false, false]);
  });
});
