// Finance rules (purchase §3 "Finance product", §9 "Totals and finance"); rounding: decision 951.
import {
  DEFAULT_DEPOSIT_PERCENT_CHECKOUT,
  DEFAULT_DEPOSIT_PERCENT_SHARED,
  FINANCE_EXAMPLE_PRICE_SHARE,
  FIXED_FINANCE_PRODUCTS,
} from './constants';
import { divideRounding, multiplyPence, percentOf, type Pence } from './money';
import { formatNumber } from './number-format';
import type { LoanTerm } from '@/shared/contract-types';

/** A plan's terms as the contract's LoanTerm gives them: APR as a percentage, factor 0 meaning amount / months. */
export type FinanceProduct = LoanTerm;
type FinanceType = LoanTerm['type'];

/** The fixed list held in the product (purchase §3). */
export const FINANCE_PRODUCTS: readonly FinanceProduct[] = FIXED_FINANCE_PRODUCTS;

/** Loan terms at 0% APR count as interest-free (quote §4 "The interest-free filter"). */
export function isInterestFree(terms: Pick<FinanceProduct, 'apr'>): boolean {
  return terms.apr === 0;
}

/** factor x amount, or amount / months when the factor is 0; interest-free rounds down, the others up (purchase §9). */
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
  readonly financeAmount: Pence;
  readonly monthlyPayment: Pence;
  readonly months: number;
  readonly apr: number;
  readonly costOfCredit: Pence;
  readonly totalToPay: Pence;
  /** The monthly payment plus any pennies rounded-down payments fell short by, so the instalments add up. */
  readonly finalPayment: Pence;
}

/** The representative example for a price, a deposit and a finance product (purchase §9). */
export function financeBreakdown(product: FinanceProduct, price: Pence, deposit: Pence): FinanceBreakdown {
  const financeAmount = price - deposit;
  const monthly = monthlyPayment(product, financeAmount);
  // Rounded-down interest-free payments can fall short: the final instalment takes the pennies, at no cost.
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
  readonly interestFree: boolean;
}

const EXAMPLE_PREFERENCE: readonly FinanceType[] = ['IB', 'BNPL', 'IF'];

/** The plans a product can be applied for, from the fixed table or the lender's terms (decisions 951, 163), and its example plan. */
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

/** The example on half the price (purchase §9, decision 951): the other half is the deposit. */
export function halfPriceExample(plan: FinanceProduct, price: Pence): FinanceBreakdown {
  const credit = Math.floor(price * FINANCE_EXAMPLE_PRICE_SHARE);
  return financeBreakdown(plan, price, price - credit);
}
