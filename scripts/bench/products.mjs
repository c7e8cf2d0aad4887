// The 500 products the results interaction is measured with.
import { RESULTS_PRODUCT_COUNT } from './budgets.mjs';

const BRANDS = ['Worcester Bosch', 'Vaillant', 'Ideal', 'Baxi', 'Viessmann', 'Alpha'];

/** A product like the spec's (integer pence), built on the mock's own example so it keeps the contract's shape. */
export function benchProducts(template, count = RESULTS_PRODUCT_COUNT) {
  const base = template ?? {};
  // finance_product_id is the finance product's pid (openapi FinanceOption); IF* are interest free.
  const isInterestFree = (option) => String(option.finance_product_id).startsWith('IF');
  const options = base.finance_options?.length ? base.finance_options : [{ finance_product_id: 'IB60' }];
  const interestFree = options.some(isInterestFree) ? options : [{ finance_product_id: 'IF24' }, ...options];
  const interestBearing = options.filter((option) => !isInterestFree(option));
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
      // Every other product offers interest-free finance: the interest-free filter halves the list.
      finance_options: i % 2 === 0 ? interestFree : interestBearing.length ? interestBearing : [{ finance_product_id: 'IB60' }],
    };
  });
}
