// The words for a relocation, the compulsory extra work some quotes carry: in the results' and product
// page's sentences and as the checkout summary's line. Apart from product-facts.tsx, so the checkout
// summary does not load the product facts for one line.
import type { ProductType } from '@/domain/product-types';

/** The compulsory work a relocation pays for, by type (the results' and checkout's `relocation`). */
const RELOCATION_WORK: Partial<Record<ProductType, string>> = {
  boiler: 'moving your boiler',
  aircon: 'fitting the outdoor unit on a first-floor wall',
};

/** "moving your boiler": what the quote's relocation pays for. */
export function relocationWork(type: ProductType | null): string {
  return (type && RELOCATION_WORK[type]) ?? 'the extra work your home needs';
}

/** "Moving your boiler": the relocation's line in an order summary. */
export function relocationLabel(type: ProductType | null): string {
  const work = relocationWork(type);
  return work.charAt(0).toUpperCase() + work.slice(1);
}

/** Whether a quote of the type can carry a relocation (the spec's boiler and aircon surcharges). */
export function hasRelocationWork(type: ProductType): boolean {
  return RELOCATION_WORK[type] !== undefined;
}
