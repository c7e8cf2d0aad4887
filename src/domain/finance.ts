// Finance rules (purchase §3 "Finance product", §9 "Totals and finance"). Money in pence;
// rounding of fractional pence: docs/decisions/052.
import {
  DEFAULT_DEPOSIT_PERCENT_CHECKOUT,
  DEFAULT_DEPOSIT_PERCENT_SHARED,
  FINANCE_EXAMPLE_BNPL,
  FINANCE_EXAMPLE_IB,
  FINANCE_EXAMPLE_IF,
  FIXED_FINANCE_PRODUCTS,
} from './constants';
import { divideRounding, multiplyPence, percentOf, type Pence } from './money';

export type FinanceType = 'IF' | 'IB' | 'BNPL';

export interface FinanceProduct {
  readonly pid: string;
  readonly type: FinanceType;
  readonly months: number;
  /** Representative APR as a percentage, e.g. 9.9. */
  readonly apr: number;
  /** Monthly payment per pound borrowed; 0 means amount / months. */
  readonly factor: number;
}

/** The fixed list held in the product (purchase §3). */
export const FINANCE_PRODUCTS: readonly FinanceProduct[] = FIXED_FINANCE_PRODUCTS;

/** Loan terms at 0% APR count as interest-free (quote §4 "The interest-free filter"). */
export function isInterestFree(terms: Pick<FinanceProduct, 'apr'>): boolean {
  return terms.apr === 0;
}

/** A product is interest-free when any of its finance options points at 0% APR loan terms. */
export function offersInterestFree(
  financeProductIds: readonly string[],
  loanTerms: readonly Pick<FinanceProduct, 'pid' | 'apr'>[],
): boolean {
  const byPid = new Map(loanTerms.map((terms) => [terms.pid, terms]));
  return financeProductIds.some((pid) => {
    const terms = byPid.get(pid);
    return terms !== undefined && isInterestFree(terms);
  });
}

/**
 * Monthly payment in pence: factor x amount, or amount / months when the factor is 0.
 * Interest-free rounds down to the penny, the others round up (purchase §9).
 */
export function monthlyPayment(product: Pick<FinanceProduct, 'type' | 'months' | 'factor'>, amount: Pence): Pence {
  const rounding = product.type === 'IF' ? 'down' : 'up';
  if (product.factor === 0) return divideRounding(amount, product.months, rounding);
  return multiplyPence(amount, product.factor, rounding);
}

/** Deposit from a percentage of the price, to the nearest penny (decision 052). */
export function depositFromPercent(price: Pence, percent: number): Pence {
  return percentOf(price, percent, 'nearest');
}

export const DEPOSIT_PERCENT_DEFAULTS = {
  checkout: DEFAULT_DEPOSIT_PERCENT_CHECKOUT,
  shared: DEFAULT_DEPOSIT_PERCENT_SHARED,
} as const;

export interface FinanceBreakdown {
  readonly price: Pence;
  readonly deposit: Pence;
  /** Amount of credit: price minus deposit. */
  readonly financeAmount: Pence;
  readonly monthlyPayment: Pence;
  readonly months: number;
  readonly apr: number;
  /** Cost of credit: months x monthly payment minus the amount financed, never below 0. */
  readonly costOfCredit: Pence;
  /** Total amount payable: cost + finance amount + deposit. */
  readonly totalToPay: Pence;
  /**
   * The last instalment: the monthly payment, or, where interest-free payments rounded down fall short
   * of the amount, the monthly payment plus those pennies (so deposit + every instalment = total).
   */
  readonly finalPayment: Pence;
}

/** The representative example for a price, a deposit and a finance product (purchase §9). */
export function financeBreakdown(product: FinanceProduct, price: Pence, deposit: Pence): FinanceBreakdown {
  const financeAmount = price - deposit;
  const monthly = monthlyPayment(product, financeAmount);
  // Interest-free payments round down, so months x monthly can fall a few pence short of the
  // amount; the lender's final instalment takes them up, the credit still costs nothing.
  const costOfCredit = Math.max(0, product.months * monthly - financeAmount);
  const repaid = financeAmount + costOfCredit;
  return {
    price,
    deposit,
    financeAmount,
    monthlyPayment: monthly,
    months: product.months,
    apr: product.apr,
    costOfCredit,
    totalToPay: repaid + deposit,
    finalPayment: repaid - (product.months - 1) * monthly,
  };
}

/**
 * Monthly factor for an APR over a number of months: the APR is the annual effective rate, paid
 * monthly (the fixed table's IB factors follow it: 9.9% over 120 months gives 0.01293). Rounded
 * to 5 decimal places, as the table quotes factors.
 */
export function factorFromApr(apr: number, months: number): number {
  if (apr === 0) return 0;
  const monthlyRate = Math.pow(1 + apr / 100, 1 / 12) - 1;
  const factor = monthlyRate / (1 - Math.pow(1 + monthlyRate, -months));
  return Math.round(factor * 100_000) / 100_000;
}

const EXAMPLE_RATES: Record<FinanceType, { readonly apr: number; readonly months: number }> = {
  IB: FINANCE_EXAMPLE_IB,
  BNPL: FINANCE_EXAMPLE_BNPL,
  IF: FINANCE_EXAMPLE_IF,
};

/** The finance product used for the example shown beside a price, at the default example rate. */
export function exampleFinanceProduct(type: FinanceType): FinanceProduct {
  const { apr, months } = EXAMPLE_RATES[type];
  return { pid: `example-${type}`, type, months, apr, factor: factorFromApr(apr, months) };
}
