// Finance rules (purchase §3 "Finance product", §9 "Totals and finance"). Money in pence;
// rounding of fractional pence: docs/decisions/951.
import {
  DEFAULT_DEPOSIT_PERCENT_CHECKOUT,
  DEFAULT_DEPOSIT_PERCENT_SHARED,
  FINANCE_EXAMPLE_PRICE_SHARE,
  FIXED_FINANCE_PRODUCTS,
} from './constants';
import { divideRounding, multiplyPence, percentOf, type Pence } from './money';
import { formatNumber } from './number-format';

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

/**
 * Monthly payment in pence: factor x amount, or amount / months when the factor is 0.
 * Interest-free rounds down to the penny, the others round up (purchase §9).
 */
export function monthlyPayment(product: Pick<FinanceProduct, 'type' | 'months' | 'factor'>, amount: Pence): Pence {
  const rounding = product.type === 'IF' ? 'down' : 'up';
  if (product.factor === 0) return divideRounding(amount, product.months, rounding);
  return multiplyPence(amount, product.factor, rounding);
}

/** Deposit from a percentage of the price, to the nearest penny (decision 951). */
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

/** A finance plan as customers see it: the terms and the plan's name, never its code. */
export interface FinancePlan extends FinanceProduct {
  /** "Interest free over 24 months", "Interest bearing over 36 months, 9.9% APR". */
  readonly name: string;
}

const PLAN_KIND: Record<FinanceType, string> = { IF: 'Interest free', IB: 'Interest bearing', BNPL: 'Buy now, pay later' };

export const aprText = (apr: number) => `${formatNumber(apr)}%`;

export function financePlanName(plan: Pick<FinanceProduct, 'type' | 'months' | 'apr'>): string {
  const term = `${PLAN_KIND[plan.type]} over ${plan.months} months`;
  return isInterestFree(plan) ? term : `${term}, ${aprText(plan.apr)} APR`;
}

/** What a product offers in finance: the one answer the results, the product page and checkout read. */
export interface ProductFinance {
  /** The plans the product can be applied for, in the fixed table's order, then the lender's. */
  readonly plans: readonly FinancePlan[];
  /** The plan of the one example shown beside the price (a card, the product page); null without plans. */
  readonly examplePlan: FinancePlan | null;
  /** One of the plans is at 0% APR (quote §4 "The interest-free filter uses loan terms with 0% APR"). */
  readonly interestFree: boolean;
}

const EXAMPLE_PREFERENCE: readonly FinanceType[] = ['IB', 'BNPL', 'IF'];

/**
 * The plans a product can be applied for (decision 951): each of its finance options through the
 * fixed table (purchase §3), or, for a code the table lacks, the lender's own terms (V12's list, the
 * one application call: decision 163). A code found in neither names no plan: nothing is shown for
 * terms nobody can quote. A product that lists none has no finance anywhere (decision 951).
 * The example beside a price is on the product's own interest-bearing plan over the longest term
 * (the lowest monthly payment), else buy now pay later, else interest free.
 */
export function productFinance(
  financeProductIds: readonly string[],
  lenderTerms: readonly FinanceProduct[] = [],
): ProductFinance {
  const listed = new Set(financeProductIds);
  const fromTable = FINANCE_PRODUCTS.filter((terms) => listed.has(terms.pid));
  const fromLender = lenderTerms.filter(
    (terms, index) =>
      listed.has(terms.pid) &&
      !fromTable.some((known) => known.pid === terms.pid) &&
      lenderTerms.findIndex((other) => other.pid === terms.pid) === index,
  );
  const plans = [...fromTable, ...fromLender].map(
    ({ pid, type, months, apr, factor }): FinancePlan => ({ pid, type, months, apr, factor, name: financePlanName({ type, months, apr }) }),
  );
  const examplePlan =
    EXAMPLE_PREFERENCE.map((type) => plans.filter((plan) => plan.type === type))
      .find((ofType) => ofType.length > 0)
      ?.reduce((longest, plan) => (plan.months > longest.months ? plan : longest)) ?? null;
  return { plans, examplePlan, interestFree: plans.some(isInterestFree) };
}

/**
 * The example on half the price (purchase §9, decision 951) on one of the product's plans: the
 * other half is the deposit (the shared finance state's 50%), so the cash price is the price the
 * customer compares and deposit + credit = cash price.
 */
export function halfPriceExample(plan: FinanceProduct, price: Pence): FinanceBreakdown {
  const credit = Math.floor(price * FINANCE_EXAMPLE_PRICE_SHARE);
  return financeBreakdown(plan, price, price - credit);
}
