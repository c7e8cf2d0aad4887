import type { Product } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import { earliestInstallDay, installDayInput, isNextDayInstall } from '@/domain/dates';
import { FINANCE_PRODUCTS, productFinance } from '@/domain/finance';
import { quoteProductLookups } from './quote-product-lookups';

const now = new Date(2026, 10, 23, 10);
const install = { quoteItems: { system_type: 'Combi', convert_to_combi: 'No' }, nextAvailableDays: 1 };
const lenderTerms = [{ pid: 'LENDER0', type: 'IF' as const, months: 18, apr: 0, factor: 0 }];
const product = (delay_days: number, codes: string[]): Pick<Product, 'delay_days' | 'finance_options'> => ({
  delay_days,
  finance_options: codes.map((finance_product_id) => ({ finance_product_id })),
});

describe('one page’s install days and finance, worked out once per distinct input', () => {
  it('answers each product as the rules do on their own, whatever product asked first with the same delay or codes', () => {
    const lookups = quoteProductLookups({ now, install, lenderTerms });
    const ib = FINANCE_PRODUCTS.find((terms) => terms.type === 'IB')!.pid;
    const products = [product(0, [ib]), product(6, [ib]), product(0, ['LENDER0']), product(6, []), product(0, [ib, 'LENDER0'])];
    for (const item of products) {
      expect(lookups.earliestInstallDay(item)).toEqual(earliestInstallDay(now, installDayInput(install, item)));
      expect(lookups.isNextDayInstall(item)).toBe(isNextDayInstall(now, installDayInput(install, item)));
      expect(lookups.finance(item)).toEqual(productFinance(item.finance_options.map((option) => option.finance_product_id), lenderTerms));
    }
    // The cases differ, so a lookup that kept one answer for every product would fail above.
    expect(new Set(products.map((item) => lookups.earliestInstallDay(item).getTime())).size).toBe(2);
    expect(new Set(products.map((item) => lookups.isNextDayInstall(item))).size).toBe(2);
    expect(new Set(products.map((item) => JSON.stringify(lookups.finance(item)))).size).toBe(4);
  });
});
