import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_PERCENT_DEFAULTS,
  FINANCE_PRODUCTS,
  depositFromPercent,
  financeBreakdown,
  financePlanName,
  halfPriceExample,
  isInterestFree,
  monthlyPayment,
  productFinance,
  type FinanceProduct,
} from './finance';

const product = (pid: string): FinanceProduct => {
  const found = FINANCE_PRODUCTS.find((p) => p.pid === pid);
  if (!found) throw new Error(pid);
  return found;
};

describe('the fixed finance table', () => {
  it('holds the five products of purchase §3', () => {
    expect(FINANCE_PRODUCTS.map((p) => [p.pid, p.type, p.months, p.apr, p.factor])).toEqual([
      ['IF24', 'IF', 24, 0, 0],
      ['IB36', 'IB', 36, 9.9, 0.03202],
      ['IB60', 'IB', 60, 9.9, 0.02099],
      ['IB120', 'IB', 120, 9.9, 0.01293],
      ['BNPL120', 'BNPL', 120, 11.9, 0.01545],
    ]);
  });
});

describe('monthly payment', () => {
  it('is factor x amount rounded up for interest-bearing and BNPL', () => {
    expect(monthlyPayment(product('IB36'), 100_000)).toBe(3_202);
    expect(monthlyPayment(product('IB36'), 100_001)).toBe(3_203); // 3202.03202 -> up
    expect(monthlyPayment(product('BNPL120'), 250_000)).toBe(3_863); // 3862.5 -> up
  });
  it('is amount / months rounded down when the factor is 0', () => {
    expect(monthlyPayment(product('IF24'), 100_000)).toBe(4_166); // 4166.67 -> down
    expect(monthlyPayment(product('IF24'), 240_000)).toBe(10_000);
  });
});

describe('deposit and breakdown', () => {
  it('defaults to 25% in checkout and 50% in the shared state', () => {
    expect(DEPOSIT_PERCENT_DEFAULTS).toEqual({ checkout: 25, shared: 50 });
    expect(depositFromPercent(300_000, 25)).toBe(75_000);
    expect(depositFromPercent(300_001, 50)).toBe(150_001); // 150000.5 -> nearest, halves up
  });
  it('finance amount = price - deposit, cost = months x monthly - amount, to pay = cost + amount + deposit', () => {
    const b = financeBreakdown(product('IB60'), 300_000, 75_000);
    expect(b.financeAmount).toBe(225_000);
    expect(b.monthlyPayment).toBe(4_723); // 0.02099 x 225000 = 4722.75 -> up
    expect(b.costOfCredit).toBe(60 * 4_723 - 225_000);
    expect(b.totalToPay).toBe(b.costOfCredit + 225_000 + 75_000);
  });
  it('never shows a negative cost of credit for interest-free', () => {
    const b = financeBreakdown(product('IF24'), 100_000, 0);
    expect(b.monthlyPayment).toBe(4_166);
    expect(b.costOfCredit).toBe(0);
    expect(b.totalToPay).toBe(100_000);
  });
  it('the last instalment takes up the pennies interest-free rounding leaves, and is the monthly payment otherwise', () => {
    const interestFree = financeBreakdown(product('IF24'), 142_125, 0);
    expect(interestFree.monthlyPayment).toBe(5_921); // 1421.25 / 24 = 59.21875 -> down
    expect(interestFree.finalPayment).toBe(5_942);
    expect(23 * 5_921 + 5_942).toBe(interestFree.totalToPay);
    const interestBearing = financeBreakdown(product('IB60'), 300_000, 75_000);
    expect(interestBearing.finalPayment).toBe(interestBearing.monthlyPayment);
  });
});

describe('interest-free', () => {
  it('counts loan terms at 0% APR', () => {
    expect(isInterestFree({ apr: 0 })).toBe(true);
    expect(isInterestFree({ apr: 9.9 })).toBe(false);
    expect(productFinance(['IB36', 'IF24']).interestFree).toBe(true);
    expect(productFinance(['IB36', 'BNPL120']).interestFree).toBe(false);
    expect(productFinance(['unknown']).interestFree).toBe(false);
  });
});

describe('the finance a product offers (decision 951)', () => {
  const lender = (pid: string, type: FinanceProduct['type'], months: number, apr: number, factor: number): FinanceProduct => ({ pid, type, months, apr, factor });

  it('is the product’s own plans from the fixed table, in the table’s order, named for customers', () => {
    const { plans } = productFinance(['BNPL120', 'IB36', 'IF24']);
    expect(plans.map((plan) => [plan.pid, plan.name])).toEqual([
      ['IF24', 'Interest free over 24 months'],
      ['IB36', 'Interest bearing over 36 months, 9.9% APR'],
      ['BNPL120', 'Buy now, pay later over 120 months, 11.9% APR'],
    ]);
    expect(plans.map((plan) => [plan.months, plan.apr, plan.factor])).toEqual([[24, 0, 0], [36, 9.9, 0.03202], [120, 11.9, 0.01545]]);
  });

  it('never names a plan by its code', () => {
    const { plans } = productFinance(FINANCE_PRODUCTS.map((terms) => terms.pid));
    for (const plan of plans) expect(plan.name).not.toMatch(/IF24|IB36|IB60|IB120|BNPL120|\bIB\b|\bIF\b|BNPL/);
  });

  it('has no interest-free plan or example for a product that lists none', () => {
    const finance = productFinance(['IB36', 'IB60', 'IB120', 'BNPL120']);
    expect(finance.interestFree).toBe(false);
    expect(finance.plans.some((plan) => plan.type === 'IF' || plan.apr === 0)).toBe(false);
    expect(finance.examplePlan?.pid).toBe('IB120');
  });

  it('shows its example at a plan’s own rate, never the spec’s default example rates (IB 11.9%, BNPL 13.9%, IF over 12 months)', () => {
    expect(productFinance(['IF24', 'IB36', 'IB60']).examplePlan).toMatchObject({ pid: 'IB60', apr: 9.9, months: 60 });
    expect(productFinance(['IF24', 'BNPL120']).examplePlan).toMatchObject({ pid: 'BNPL120', apr: 11.9, months: 120 });
    expect(productFinance(['IF24']).examplePlan).toMatchObject({ pid: 'IF24', apr: 0, months: 24 });
    const example = halfPriceExample(productFinance(['IB36', 'IB120']).examplePlan!, 300_000);
    expect([example.apr, example.months, example.deposit, example.financeAmount]).toEqual([9.9, 120, 150_000, 150_000]);
  });

  it('has no plans and no example when the product lists none, or only codes no one can quote', () => {
    expect(productFinance([])).toEqual({ plans: [], examplePlan: null, interestFree: false });
    expect(productFinance(['IB48'])).toEqual({ plans: [], examplePlan: null, interestFree: false });
  });

  it('takes the lender’s terms for a code the table lacks, once, after the table’s', () => {
    const v12 = [lender('IB36', 'IB', 36, 12.9, 0.1), lender('IF12', 'IF', 12, 0, 0), lender('IF12', 'IF', 12, 0, 0), lender('IB48', 'IB', 48, 9.9, 0.025)];
    const { plans, interestFree } = productFinance(['IF12', 'IB36'], v12);
    expect(plans.map((plan) => [plan.pid, plan.apr, plan.name])).toEqual([
      ['IB36', 9.9, 'Interest bearing over 36 months, 9.9% APR'],
      ['IF12', 0, 'Interest free over 12 months'],
    ]);
    expect(interestFree).toBe(true);
  });
});

describe('plan names', () => {
  it('say the kind and the term, and the APR where there is interest', () => {
    expect(financePlanName({ type: 'IF', months: 24, apr: 0 })).toBe('Interest free over 24 months');
    expect(financePlanName({ type: 'IB', months: 60, apr: 9.9 })).toBe('Interest bearing over 60 months, 9.9% APR');
    expect(financePlanName({ type: 'BNPL', months: 120, apr: 11.9 })).toBe('Buy now, pay later over 120 months, 11.9% APR');
  });
});
