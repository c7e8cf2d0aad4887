import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY, CURRENCY_DECIMALS } from './constants';
import { formatPence } from './money';
import { formatNumber, groupThousands } from './number-format';

const intlNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const intlPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: CURRENCY_DECIMALS,
  maximumFractionDigits: CURRENCY_DECIMALS,
});

describe('numbers written as en-GB writes them', () => {
  it('groups thousands with commas', () => {
    expect(groupThousands('0')).toBe('0');
    expect(groupThousands('999')).toBe('999');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });

  it('writes counts, outputs and rates as Intl does, halves rounded away from zero', () => {
    for (const value of [0, 1, 9.9, 11.9, 1200, 1234.5, 1.005, 2.675, -1.005, 0.125, 0.004, 1e-7, 1e21, 123456789.126, 4310306668203.3647]) {
      expect(formatNumber(value), String(value)).toBe(intlNumber.format(value));
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double({ min: -1e13, max: 1e13, noNaN: true }), fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000)), (value) => {
        const negativeNothing = (value < 0 || Object.is(value, -0)) && Math.round(Number(`${Math.abs(value)}e2`)) === 0;
        fc.pre(!negativeNothing);
        expect(formatNumber(value)).toBe(intlNumber.format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a negative value that rounds to nothing as 0, not -0', () => {
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('writes pence as GBP with 2 decimals, as Intl does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: -1e5, max: 1e5 }).map((n) => n + 0.5)), (pence) => {
        fc.pre(pence !== 0);
        expect(formatPence(pence)).toBe(intlPounds.format(pence / 100));
      }),
      { numRuns: 2000 },
    );
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(-0)).toBe('£0.00');
  });
});
