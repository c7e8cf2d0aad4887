// What a results card shows beside the product's own fields, worked out at most once per product, not on every mount (decision 132).
import type { Product } from '@/shared/contract-types';
import type { Pence } from '@/domain/money';
import { formatDisplayDate } from '@/domain/dates';
import { halfPriceExample, isInterestFree, type FinancePlan } from '@/domain/finance';
import { chooseProductHref, chooseProductLabel, priceTexts, productFacts, quotedPrice } from '@/ui/product-facts';
import { representativeExampleSentence } from '@/ui/representative-example';
import { paths } from '@/domain/route-manifest';
import type { ProductType } from '@/domain/product-types';
import { quoteProductLookups, remembered, type QuoteProductContext, type QuoteProductLookups } from './quote-product-lookups';

export interface CardDisplayContext extends QuoteProductContext {
  readonly type: ProductType;
  readonly quote: string;
  /** In every price compared (decision 830). */
  readonly relocation: Pence;
}

/** The product's details page, with the quote's price of it. */
export function productDetailHref(type: ProductType, quote: string, id: number): string {
  return `${paths.product(type, String(id))}?quote=${encodeURIComponent(quote)}`;
}

/** The product's 0% plan over the longest term, or null when it has none. */
function longestInterestFreePlan(plans: readonly FinancePlan[]): FinancePlan | null {
  return plans.filter(isInterestFree).reduce<FinancePlan | null>((longest, plan) => (longest && longest.months >= plan.months ? longest : plan), null);
}

/** With the "Interest free" filter on, the example is on the 0% plan the filter kept the product for (decision 771). */
export function cardDisplay(product: Product, context: CardDisplayContext, lookups: QuoteProductLookups = quoteProductLookups(context), interestFreeView = false) {
  const nextAvailable = lookups.earliestInstallDay(product);
  const finance = lookups.finance(product);
  const examplePlan = (interestFreeView ? longestInterestFreePlan(finance.plans) : null) ?? finance.examplePlan;
  const price = quotedPrice(product, context.relocation);
  return {
    price: priceTexts(context.type, price),
    facts: [...productFacts(context.type, product), ['Next available', formatDisplayDate(nextAvailable)] as const],
    example: examplePlan ? representativeExampleSentence(halfPriceExample(examplePlan, price.now)) : null,
    hasFinance: examplePlan !== null,
    detailHref: productDetailHref(context.type, context.quote, product.id),
    chooseHref: chooseProductHref(context.type, context.quote, product.id),
    chooseLabel: chooseProductLabel(context.type),
  };
}

export type CardDisplay = Readonly<ReturnType<typeof cardDisplay>>;

export type CardDisplayOf = (product: Product, interestFreeView: boolean) => CardDisplay;

/** Each product's display, worked out on first use and kept. */
export function cardDisplayLookup(context: CardDisplayContext): CardDisplayOf {
  const caches = { usual: new WeakMap<Product, CardDisplay>(), interestFree: new WeakMap<Product, CardDisplay>() };
  const lookups = quoteProductLookups(context);
  return (product, interestFreeView) =>
    remembered(interestFreeView ? caches.interestFree : caches.usual, product, () => cardDisplay(product, context, lookups, interestFreeView));
}
