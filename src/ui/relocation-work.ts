// The words for a relocation, the compulsory extra work some quotes carry: in the results' and product
// page's sentences and as the checkout summary's line. Apart from product-facts.tsx, so the checkout
// summary does not load the product facts for one line.
import { PROFILES } from '@/domain/product-profiles';
import type { ProductType } from '@/domain/product-types';

/** "moving your boiler": what the quote's relocation pays for. */
export function relocationWork(type: ProductType | null): string {
  return (type && PROFILES[type].relocationWork) ?? 'the extra work your home needs';
}

/** "Moving your boiler": the relocation's line in an order summary. */
export function relocationLabel(type: ProductType | null): string {
  const work = relocationWork(type);
  return work.charAt(0).toUpperCase() + work.slice(1);
}
