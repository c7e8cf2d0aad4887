// What every price on the results includes or has taken off, said once above the list and in the
// "About these results" popup (decisions 330 and 830), so a price is never compared without it.
import { formatPence, type Pence } from '@/domain/money';
import { PROFILES, relocationWork } from '@/domain/product-profiles';
import type { ProductType } from '@/domain/product-types';
import type { Grant } from '@/shared/contract-types';

export function pricesIncludeText(type: ProductType, relocation: Pence, products: readonly { readonly grant?: Grant | null }[]): string {
  const included = relocation > 0 ? `VAT, installation and ${formatPence(relocation)} for ${relocationWork(type)}` : 'VAT and installation';
  // A type sold by enquiry is priced in its proposal: the results guide, they do not fix (decision 932).
  const prices = PROFILES[type].sold === 'checkout' ? `Fixed prices including ${included}.` : `Guide prices including ${included}: your proposal gives the fixed price.`;
  return `${prices}${grantsText(products)}`;
}

/** The grants the server says it took off: named once when every product had the same one. */
function grantsText(products: readonly { readonly grant?: Grant | null }[]): string {
  const grants = products.map((product) => product.grant ?? null);
  const first = grants[0];
  if (!grants.some(Boolean)) return '';
  const same = first && grants.every((grant) => grant && grant.name === first.name && grant.amount === first.amount && grant.eligibility === first.eligibility);
  return same
    ? ` Prices are after the ${formatPence(first.amount)} ${first.name} grant, which we claim for you (${first.eligibility}).`
    : ' Some prices are after a grant, which we claim for you: each such price says which.';
}
