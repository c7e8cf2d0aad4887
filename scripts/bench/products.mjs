// The 500 products the results interaction is measured with.
import { RESULTS_PRODUCT_COUNT } from './budgets.mjs';

const BRANDS = ['Worcester Bosch', 'Vaillant', 'Ideal', 'Baxi', 'Viessmann', 'Alpha'];

/** A product like the spec's (integer pence), built on the mock's own example so it keeps the contract's shape. */
export function benchProducts(template, count = RESULTS_PRODUCT_COUNT) {
  const base = template ?? {};
  return Array.from({ length: count }, (_, i) => {
    // Deterministic spread of prices: the sort has real work to do.
    const price = 150_000 + ((i * 7919) % 300_000);
    return {
      ...base,
      id: typeof base.id === 'string' ? `bench-${i + 1}` : i + 1,
      index: i,
      product_title: `${BRANDS[i % BRANDS.length]} ${24 + (i % 18)}kW combi ${i + 1}`,
      product_brand: BRANDS[i % BRANDS.length],
      product_type: i % 7 === 0 ? 'Hybrid' : (base.product_type ?? 'Combi'),
      product_water_flow_rate: 9 + ((i * 13) % 12),
      price_before_discount: price + 20_000,
      price_after_discount: price,
      // Every other product offers the example's finance options, the rest none: the interest-free filter changes the list.
      finance_options: i % 2 === 0 ? (base.finance_options ?? []) : [],
    };
  });
}
