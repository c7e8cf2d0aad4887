import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_PERCENT_DEFAULTS,
  FINANCE_PRODUCTS,
  depositFromPercent,
  exampleFinanceProduct,
  factorFromApr,
  financeBreakdown,
  isInterestFree,
  monthlyPayment,
  offersInterestFree,
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

describe('example finance', () => {
  it('derives factors from APR as the fixed table does', () => {
    expect(factorFromApr(9.9, 36)).toBe(0.03202);
    expect(factorFromApr(9.9, 60)).toBe(0.02099);
    expect(factorFromApr(9.9, 120)).toBe(0.01293);
    expect(factorFromApr(0, 12)).toBe(0);
  });
  it('uses IB 11.9% / 120, BNPL 13.9% / 120, IF / 12', () => {
    expect(exampleFinanceProduct('IB')).toMatchObject({ apr: 11.9, months: 120 });
    expect(exampleFinanceProduct('BNPL')).toMatchObject({ apr: 13.9, months: 120 });
    expect(exampleFinanceProduct('IF')).toMatchObject({ apr: 0, months: 12, factor: 0 });
  });
});

describe('interest-free', () => {
  it('counts loan terms at 0% APR', () => {
    expect(isInterestFree({ apr: 0 })).toBe(true);
    expect(isInterestFree({ apr: 9.9 })).toBe(false);
    expect(offersInterestFree(['IB36', 'IF24'], FINANCE_PRODUCTS)).toBe(true);
    expect(offersInterestFree(['IB36', 'BNPL120'], FINANCE_PRODUCTS)).toBe(false);
    expect(offersInterestFree(['unknown'], FINANCE_PRODUCTS)).toBe(false);
  });
});
