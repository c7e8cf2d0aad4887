import type { Product } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FINANCE_PRODUCTS } from '@/domain/finance';
import { DEFAULT_VIEW, FILTER_KEYS, SORT_KEYS, applyView, brandsOf, indexProducts, paramsWithView, viewFromParams, viewKeyOf, type ResultsView } from './sort-filter';

const BRANDS = ['Worcester Bosch', 'Ideal', 'Vaillant', 'Baxi, Ltd', 'Viessmann'];
const PIDS = FINANCE_PRODUCTS.map((terms) => terms.pid);
const INTEREST_FREE_PIDS = new Set(FINANCE_PRODUCTS.filter((terms) => terms.apr === 0).map((terms) => terms.pid));

const productArb = (id: number): fc.Arbitrary<Product> =>
  fc
    .record({
      brand: fc.constantFrom(...BRANDS),
      type: fc.constantFrom('Combi', 'System', 'Hybrid', 'Regular'),
      index: fc.nat({ max: 50 }),
      before: fc.integer({ min: 0, max: 2_000_000 }),
      discount: fc.integer({ min: 0, max: 50_000 }),
      pids: fc.subarray(PIDS),
      delay: fc.integer({ min: 0, max: 3 }),
      nextDay: fc.boolean(),
      flow: fc.option(fc.double({ min: 0, max: 30, noNaN: true }), { nil: null }),
    })
    .map(({ brand, type, index, before, discount, pids, delay, nextDay, flow }) => ({
      id,
      product_title: `${brand} ${type} ${id}`,
      product_brand: brand,
      product_type: type,
      category: 'boiler',
      image: '/images/boiler.svg',
      index,
      price_before_discount: before,
      price_after_discount: Math.max(0, before - discount),
      finance_options: pids.map((pid) => ({ finance_product_id: pid })),
      warranty_years: 10,
      next_day: nextDay,
      delay_days: delay,
      product_water_flow_rate: flow,
      output_kw: 30,
      capacity_kwh: null,
      panels: null,
      features: [],
    }));

// Unique ids, as the API gives them.
const productsArb = fc.integer({ min: 0, max: 60 }).chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => productArb(i + 1))));

const viewArb: fc.Arbitrary<ResultsView> = fc.record({
  sort: fc.constantFrom(...SORT_KEYS),
  filters: fc.subarray([...FILTER_KEYS]).map((keys) => new Set(keys)),
  brands: fc.subarray(BRANDS).map((brands) => new Set(brands)),
});

// Monday 10:00 with no lead time from the server: the weekday rule gives Tuesday, so a product
// installs next day exactly when the server offers it and its own delay is at most one day.
const NEXT_DAY = { now: new Date(2026, 10, 23, 10), install: { quoteItems: { system_type: 'Combi', convert_to_combi: 'No' }, nextAvailableDays: 0 } };
const index = (products: readonly Product[]) => indexProducts(products, FINANCE_PRODUCTS, NEXT_DAY);

const ids = (products: readonly { product: Product }[]) => products.map((item) => item.product.id);

function keeps(product: Product, view: ResultsView): boolean {
  const checks = {
    interestFree: product.finance_options.some((option) => INTEREST_FREE_PIDS.has(option.finance_product_id)),
    hybrid: product.product_type === 'Hybrid',
    nextDay: product.next_day && product.delay_days <= 1,
    sale: product.price_after_discount < product.price_before_discount,
  };
  return [...view.filters].every((key) => checks[key]) && (view.brands.size === 0 || view.brands.has(product.product_brand));
}

describe('applyView', () => {
  it('answers the same for one product list whatever views came before (each order is kept once)', () => {
    fc.assert(
      fc.property(productsArb, fc.array(viewArb, { minLength: 2, maxLength: 5 }), (products, views) => {
        const indexed = index(products);
        for (const view of views) expect(ids(applyView(indexed, view))).toEqual(ids(applyView(index(products), view)));
      }),
    );
  });

  it('keys equal views equally, whatever order the filters were chosen in', () => {
    const view: ResultsView = { sort: 'priceAsc', filters: new Set(['sale', 'interestFree']), brands: new Set(['Ideal', 'Baxi, Ltd']) };
    expect(viewKeyOf(view)).toBe(viewKeyOf({ ...view, filters: new Set(['interestFree', 'sale']), brands: new Set(['Baxi, Ltd', 'Ideal']) }));
    expect(viewFromParams(new URLSearchParams(viewKeyOf(view)))).toEqual(view);
    expect(viewKeyOf(DEFAULT_VIEW)).toBe('');
  });

  it('keeps exactly the products every chosen filter and brand allows (a permutation of them)', () => {
    fc.assert(
      fc.property(productsArb, viewArb, (products, view) => {
        const shown = applyView(index(products), view);
        const expected = products.filter((product) => keeps(product, view)).map((product) => product.id);
        expect([...ids(shown)].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
      }),
    );
  });

  it('orders by the chosen key, ties in best-seller order', () => {
    fc.assert(
      fc.property(productsArb, viewArb, (products, view) => {
        const shown = applyView(index(products), view).map((item) => item.product);
        for (let i = 1; i < shown.length; i++) {
          const a = shown[i - 1]!;
          const b = shown[i]!;
          const key = {
            bestSellers: 0,
            priceAsc: a.price_after_discount - b.price_after_discount,
            priceDesc: b.price_after_discount - a.price_after_discount,
            waterOutput: (b.product_water_flow_rate ?? -1) - (a.product_water_flow_rate ?? -1),
          }[view.sort];
          expect(key).toBeLessThanOrEqual(0);
          if (key === 0) expect(a.index < b.index || (a.index === b.index && a.id < b.id)).toBe(true);
        }
      }),
    );
  });

  it('puts products without a water flow rate last on the waterOutput sort', () => {
    fc.assert(
      fc.property(productsArb, (products) => {
        const shown = applyView(index(products), { ...DEFAULT_VIEW, sort: 'waterOutput' });
        const firstWithout = shown.findIndex((item) => item.product.product_water_flow_rate === null);
        if (firstWithout >= 0) expect(shown.slice(firstWithout).every((item) => item.product.product_water_flow_rate === null)).toBe(true);
      }),
    );
  });

  it('is idempotent and never changes its input', () => {
    fc.assert(
      fc.property(productsArb, viewArb, (products, view) => {
        const indexed = index(products);
        const before = ids(indexed);
        const once = applyView(indexed, view);
        expect(ids(applyView(once, view))).toEqual(ids(once));
        expect(ids(indexed)).toEqual(before);
      }),
    );
  });

  it('adding a filter never shows more products', () => {
    fc.assert(
      fc.property(productsArb, viewArb, fc.constantFrom(...FILTER_KEYS), (products, view, extra) => {
        const indexed = index(products);
        const narrower = { ...view, filters: new Set([...view.filters, extra]) };
        expect(applyView(indexed, narrower).length).toBeLessThanOrEqual(applyView(indexed, view).length);
      }),
    );
  });

  it('treats a lender term at 0% APR as interest free', () => {
    const [product] = fc.sample(productArb(1), { numRuns: 1, seed: 7 });
    const lenderOnly = { ...product!, finance_options: [{ finance_product_id: 'LENDER0' }] };
    const view = { ...DEFAULT_VIEW, filters: new Set(['interestFree'] as const) };
    expect(applyView(index([lenderOnly]), view)).toHaveLength(0);
    expect(applyView(indexProducts([lenderOnly], [...FINANCE_PRODUCTS, { pid: 'LENDER0', type: 'IF', months: 18, apr: 0, factor: 0 }], NEXT_DAY), view)).toHaveLength(1);
  });
});

describe('the view in the URL', () => {
  it('round-trips every view and keeps other parameters', () => {
    fc.assert(
      fc.property(viewArb, (view) => {
        const params = paramsWithView(new URLSearchParams('popup=SidebarPopup'), view);
        const read = viewFromParams(params);
        expect(read.sort).toBe(view.sort);
        expect([...read.filters].sort()).toEqual([...view.filters].sort());
        expect([...read.brands].sort()).toEqual([...view.brands].sort());
        expect(params.get('popup')).toBe('SidebarPopup');
      }),
    );
  });

  it('leaves the default view out of the URL and ignores unknown values', () => {
    expect(paramsWithView(new URLSearchParams(), DEFAULT_VIEW).toString()).toBe('');
    const view = viewFromParams(new URLSearchParams('sort=cheapest&filter=interestFree,bogus'));
    expect(view.sort).toBe('bestSellers');
    expect([...view.filters]).toEqual(['interestFree']);
  });
});

describe('brandsOf', () => {
  it('lists each brand once, alphabetically', () => {
    fc.assert(
      fc.property(productsArb, (products) => {
        const brands = brandsOf(products);
        expect(new Set(brands).size).toBe(brands.length);
        expect(new Set(brands)).toEqual(new Set(products.map((product) => product.product_brand)));
        expect([...brands].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(brands);
      }),
    );
  });
});
