// What every price on the results includes or has taken off, said once above the list and in the
// "About these results" popup (decisions 330 and 331), so a price is never compared without it.
import type { QuotedPriceExtras } from '@/domain/estimates';
import { formatPence } from '@/domain/money';
import { relocationWork } from '@/ui/relocation-work';
import type { ProductType } from '@/domain/product-types';

export function pricesIncludeText(type: ProductType, { relocation, grant }: QuotedPriceExtras): string {
  const included = relocation > 0 ? `VAT, installation and ${formatPence(relocation)} for ${relocationWork(type)}` : 'VAT and installation';
  const afterGrant =
    grant > 0 ? ` Prices are after the ${formatPence(grant)} Boiler Upgrade Scheme grant, which we claim for you: homes in England and Wales.` : '';
  return `Fixed prices including ${included}.${afterGrant}`;
}
