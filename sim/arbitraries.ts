// Shared generators for the sim properties.
import fc from 'fast-check';
import { FINANCE_PRODUCTS, type FinanceProduct } from '../src/domain/finance';

const FROM = new Date(2024, 0, 1).getTime();
const TO = new Date(2030, 11, 31).getTime();

/** A moment between 2024 and 2030, to the minute, on the local clock. */
export const moment = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms - (ms % 60_000)));

/** Amounts in pence from nothing to £100,000. */
export const pence = fc.integer({ min: 0, max: 10_000_000 });

export const financeProduct: fc.Arbitrary<FinanceProduct> = fc.oneof(
  fc.constantFrom(...FINANCE_PRODUCTS),
  // Lender lists (purchase §7) may hold other terms: any APR to 30%, 6 to 180 months.
  fc.record({
    months: fc.integer({ min: 6, max: 180 }),
    apr: fc.integer({ min: 1, max: 300 }).map((tenths) => tenths / 10),
  }).map(({ months, apr }) => ({ pid: `IB${months}`, type: 'IB' as const, months, apr, factor: factorFor(apr, months) })),
);

function factorFor(apr: number, months: number): number {
  const monthlyRate = Math.pow(1 + apr / 100, 1 / 12) - 1;
  return Math.round((monthlyRate / (1 - Math.pow(1 + monthlyRate, -months))) * 100_000) / 100_000;
}
