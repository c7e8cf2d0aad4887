import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  FINANCE_PRODUCTS,
  depositFromPercent,
  financeBreakdown,
  monthlyPayment,
  productFinance,
} from '../src/domain/finance';
import { simCheck } from './check';
import { financeProduct, pence } from './arbitraries';

const priceAndDeposit = fc.tuple(pence, fc.integer({ min: 0, max: 100 })).map(([price, percent]) => ({
  price,
  deposit: depositFromPercent(price, percent),
}));

describe('finance', () => {
  it('rounds interest-free down and the others up, to the penny, for every amount', () => {
    simCheck(fc.property(financeProduct, pence, (product, amount) => {
      const monthly = monthlyPayment(product, amount);
      if (product.factor === 0) {
        const exact = BigInt(amount);
        const months = BigInt(product.months);
        const m = BigInt(monthly);
        return product.type === 'IF' ? m * months <= exact && exact < (m + 1n) * months : m * months >= exact && exact > (m - 1n) * months;
      }
      // Exact product in millionths: factor x amount, compared with BigInt.
      const exact = BigInt(Math.round(product.factor * 1_000_000)) * BigInt(amount);
      const m = BigInt(monthly) * 1_000_000n;
      return product.type === 'IF' ? m <= exact && exact < m + 1_000_000n : m >= exact && exact > m - 1_000_000n;
    }));
  });

  it('to pay = finance amount + deposit + cost, finance amount = price - deposit, cost never negative', () => {
    simCheck(fc.property(financeProduct, priceAndDeposit, (product, { price, deposit }) => {
      const b = financeBreakdown(product, price, deposit);
      return b.financeAmount === price - deposit && b.totalToPay === b.financeAmount + b.deposit + b.costOfCredit && b.costOfCredit >= 0;
    }));
  });

  it('the deposit and every instalment add up to the total payable; only the last differs, and never by less than 0 or a penny a month', () => {
    simCheck(fc.property(financeProduct, priceAndDeposit, (product, { price, deposit }) => {
      const b = financeBreakdown(product, price, deposit);
      const extra = b.finalPayment - b.monthlyPayment;
      return b.deposit + (b.months - 1) * b.monthlyPayment + b.finalPayment === b.totalToPay && extra >= 0 && extra < b.months;
    }));
  });

  it('interest-bearing: monthly payment x months is never below the amount financed', () => {
    simCheck(fc.property(financeProduct, pence, (product, amount) => {
      fc.pre(product.type !== 'IF');
      return monthlyPayment(product, amount) * product.months >= amount;
    }));
  });

  it('interest-free costs nothing and repays within one penny a month', () => {
    simCheck(fc.property(pence, (amount) => {
      const b = financeBreakdown(FINANCE_PRODUCTS[0]!, amount, 0);
      return b.costOfCredit === 0 && b.totalToPay === amount && amount - b.monthlyPayment * b.months < b.months;
    }));
  });

  it('a deposit is between 0 and the price and grows with the percentage', () => {
    simCheck(fc.property(pence, fc.integer({ min: 0, max: 99 }), (price, percent) => {
      const deposit = depositFromPercent(price, percent);
      return deposit >= 0 && deposit <= price && deposit <= depositFromPercent(price, percent + 1);
    }));
  });

  it('a product is interest-free exactly when one of its options has 0% APR', () => {
    simCheck(fc.property(fc.subarray(FINANCE_PRODUCTS.map((p) => p.pid)), (pids) =>
      productFinance(pids).interestFree === pids.some((pid) => FINANCE_PRODUCTS.find((p) => p.pid === pid)?.apr === 0)));
  });

  it('a product’s plans are the codes it lists, each once, and its example is one of them', () => {
    const codes = fc.array(fc.constantFrom(...FINANCE_PRODUCTS.map((p) => p.pid), 'IB48', 'NOV36'), { maxLength: 8 });
    simCheck(fc.property(codes, fc.array(financeProduct, { maxLength: 6 }), (pids, lenderTerms) => {
      const { plans, examplePlan } = productFinance(pids, lenderTerms);
      const planPids = plans.map((plan) => plan.pid);
      return (
        planPids.every((pid) => pids.includes(pid)) &&
        new Set(planPids).size === planPids.length &&
        (examplePlan === null ? plans.length === 0 : plans.includes(examplePlan))
      );
    }));
  });
});
