import { describe, expect, it } from 'vitest';
import { divideRounding, formatPence, multiplyPence, percentOf, poundsToPence, sumPence } from './money';

describe('money', () => {
  it('formats pence as GBP with 2 decimals', () => {
    expect(formatPence(123_400)).toBe('£1,234.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(-49_500)).toBe('-£495.00');
  });

  it('converts the spec pounds to pence', () => {
    expect(poundsToPence(495)).toBe(49_500);
    expect(poundsToPence(13.9)).toBe(1_390);
  });

  it('divides integers rounding down, up and to nearest', () => {
    expect(divideRounding(100_000, 24, 'down')).toBe(4_166);
    expect(divideRounding(100_000, 24, 'up')).toBe(4_167);
    expect(divideRounding(5, 2, 'nearest')).toBe(3);
    expect(divideRounding(7, 7, 'up')).toBe(1);
    expect(divideRounding(-5, 2, 'down')).toBe(-3);
    expect(() => divideRounding(1.5, 2, 'down')).toThrow(RangeError);
  });

  it('multiplies by a factor without float drift', () => {
    // 0.03202 x 100000 is 3202.0000000000005 in floats; ceil of that would be 3203.
    expect(multiplyPence(100_000, 0.03202, 'up')).toBe(3_202);
    expect(multiplyPence(100_001, 0.03202, 'up')).toBe(3_203);
    expect(multiplyPence(100_001, 0.03202, 'down')).toBe(3_202);
  });

  it('takes a percentage', () => {
    expect(percentOf(250_000, 25, 'nearest')).toBe(62_500);
    expect(percentOf(333, 50, 'nearest')).toBe(167);
  });

  it('sums', () => {
    expect(sumPence([100, 250, -50])).toBe(300);
    expect(sumPence([])).toBe(0);
  });
});
