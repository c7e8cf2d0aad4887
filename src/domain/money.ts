// Money is integer pence (decision 001); a product of money and a rate is rounded back to pence here, exactly.
import { CURRENCY_DECIMALS, CURRENCY_SYMBOL } from './constants';
import { groupThousands } from './number-format';

export type Pence = number;
export type Rounding = 'down' | 'up' | 'nearest';

/** Pounds as written in the spec (e.g. 495) to pence. */
export function poundsToPence(pounds: number): Pence {
  return Math.round(pounds * 100);
}

/** numerator / denominator rounded, exact below 2^53: the integer remainder corrects the float quotient; halves round up. */
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

// Rates have at most 6 decimal places: as integer millionths every money x rate product stays exact.
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

const PENCE_PER_POUND = 10 ** CURRENCY_DECIMALS;

/** "£1,234.00" (purchase §1) as Intl's en-GB format writes it, without building one (number-format.ts says why). */
export function formatPence(amount: Pence): string {
  const pence = Math.round(Math.abs(amount));
  const pounds = groupThousands(String(Math.floor(pence / PENCE_PER_POUND)));
  const fraction = String(pence % PENCE_PER_POUND).padStart(CURRENCY_DECIMALS, '0');
  return `${amount < 0 && pence > 0 ? '-' : ''}${CURRENCY_SYMBOL}${pounds}.${fraction}`;
}
