import { describe, expect, it } from 'vitest';
import { isValidGbPhoneNumber } from './phone';
import phoneMetadata from './phone-metadata.json';

describe('isValidGbPhoneNumber', () => {
  it.each([
    '07700 900123', // Ofcom's drama mobile range (decision 140)
    '+44 7700 900123',
    '+447700900123',
    '0044 7700 900123',
    '020 7946 0000',
    '(020) 7946 0000',
    '0113 496 0123',
    '07797 712345', // Jersey mobile, dialled as a UK number
    '01624 612345', // Isle of Man landline
    ' 07700-900-123 ',
  ])('accepts %s', (text) => {
    expect(isValidGbPhoneNumber(text)).toBe(true);
  });

  it.each([
    '',
    'abc',
    '07700',
    '07700 9001234', // one digit too many
    '020 7946 000', // one digit too few
    '+33 6 12 34 56 78', // French
    '+1 202 555 0143', // US
    '00000 000000',
  ])('rejects %s', (text) => {
    expect(isValidGbPhoneNumber(text)).toBe(false);
  });
});

describe('phone metadata (scripts/phone-metadata.mjs)', () => {
  it('holds only the four countries that share +44', () => {
    expect(Object.keys(phoneMetadata.countries).sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(phoneMetadata.country_calling_codes).toEqual({ 44: ['GB', 'GG', 'IM', 'JE'] });
  });
});
