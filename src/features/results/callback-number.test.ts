import { describe, expect, it } from 'vitest';
import { isCallbackNumber } from './callback-form';

describe('isCallbackNumber', () => {
  it.each(['07700 900123', '+44 7700 900123', '0044 7700 900 123', '(0113) 496 0000', '0808 157 0123', '+44 (0)113 496 0000'])('accepts %s', (value) => {
    expect(isCallbackNumber(value)).toBe(true);
  });
  it.each(['', '12345', '07700', '00 7700 900123', '+1 212 555 0100', '0770090012345', 'phone me'])('refuses %s', (value) => {
    expect(isCallbackNumber(value)).toBe(false);
  });
});
