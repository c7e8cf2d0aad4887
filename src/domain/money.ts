// Money is an integer number of pence (docs/decisions/001). Rates and factors are decimals; any
// product of money and a rate is rounded back to whole pence here, in one place, exactly.
import { CURRENCY, CURRENCY_DECIMALS } from './constants';

export type Pence = number;
export type Rounding = 'down' | 'up' | 'nearest';

/** Pounds as written in the spec (e.g. 495) to pence. */
export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

/**
 * numerator / denominator rounded to an integer, exact for integers below 2^53: the float
 * quotient is corrected by its integer remainder, so 320200000 / 1e6 never rounds the wrong way.
 * 'nearest' rounds halves up (towards +infinity).
 */
export function divideRounding(numerator: number, denominator: number, rounding: Rounding): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRounding needs safe integers and a positive denominator: ${numerator}/${denominator}`);
  }
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  while (remainder < 0) { quotient -= 1; remainder += denominator; }
  while (remainder >= denominator) { quotient += 1; remainder -= denominator; }
  if (remainder === 0 || rounding === 'down') return quotient;
  if (rounding === 'up') return quotient + 1;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

// Finance factors and percentages are quoted to at most 6 decimal places; scaling them to
// integer millionths keeps every money x rate product in exact integer arithmetic.
const RATE_SCALE = 1_000_000;

/** amount x rate in pence, rounded as asked. */
export function multiplyPence(amount: Pence, rate: number, rounding: Rounding): Pence {
  const rateMillionths = Math.round(rate * RATE_SCALE);
  return divideRounding(amount * rateMillionths, RATE_SCALE, rounding);
}

/** The percentage of an amount in pence, e.g. a 25% deposit. */
export function percentOf(amount: Pence, percent: number, rounding: Rounding): Pence {
  return multiplyPence(amount, percent / 100, rounding);
}

export function sumPence(amounts: readonly Pence[]): Pence {
  return amounts.reduce((total, amount) => total + amount, 0);
}

// Made on first use: building a currency formatter loads the browser's locale data, tens of
// milliseconds on a phone, which pages that show no price (home, questionnaires) never pay.
let gbp: Intl.NumberFormat | undefined;

/** "£1,234.00" (purchase §1 "Currency is GBP with 2 decimals"). */
export function formatPence(amount: Pence): string {
  gbp ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: CURRENCY_DECIMALS,
    maximumFractionDigits: CURRENCY_DECIMALS,
  });
  return gbp.format(amount / 100);
}
