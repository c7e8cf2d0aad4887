// A product's earliest install day and finance, worked out once per distinct delay and option list:
// over 500 products the date rules and plan names cost enough to be felt.
import type { Product } from '@/shared/contract-types';
import { earliestInstallDay, installDayInput, isNextDayInstall, type QuoteInstallFacts } from '@/domain/dates';
import { productFinance, type FinanceProduct, type ProductFinance } from '@/domain/finance';

/** The moment, the quote and the lender's terms every product of the page is judged with (decisions 500, 951). */
export interface QuoteProductContext {
  readonly now: Date;
  readonly install: QuoteInstallFacts;
  readonly lenderTerms: readonly FinanceProduct[];
}

export interface QuoteProductLookups {
  earliestInstallDay(product: Pick<Product, 'delay_days'>): Date;
  isNextDayInstall(product: Pick<Product, 'delay_days'>): boolean;
  finance(product: Pick<Product, 'finance_options'>): ProductFinance;
}

/** The value kept for `key`, worked out by `compute` the first time. */
export function remembered<K, V>(cache: Pick<Map<K, V>, 'has' | 'get'> & { set(key: K, value: V): unknown }, key: K, compute: () => V): V {
  if (cache.has(key)) return cache.get(key) as V;
  const value = compute();
  cache.set(key, value);
  return value;
}

// The install day depends on the product only through its delay; finance only through its option codes.
export function quoteProductLookups({ now, install, lenderTerms }: QuoteProductContext): QuoteProductLookups {
  const days = new Map<Product['delay_days'], Date>();
  const nextDays = new Map<Product['delay_days'], boolean>();
  const finances = new Map<string, ProductFinance>();
  return {
    earliestInstallDay: (product) => remembered(days, product.delay_days, () => earliestInstallDay(now, installDayInput(install, product))),
    isNextDayInstall: (product) => remembered(nextDays, product.delay_days, () => isNextDayInstall(now, installDayInput(install, product))),
    finance: (product) => {
      const codes = product.finance_options.map((option) => option.finance_product_id);
      return remembered(finances, JSON.stringify(codes), () => productFinance(codes, lenderTerms));
    },
  };
}
