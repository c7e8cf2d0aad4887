// UK postcodes: outward code (area letters, district digit, optional letter/digit) and inward code
// (digit + two letters). Accepted with or without the space, in any case (GOV.UK pattern).
const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][A-Z]{2})$/;

/** "sw1a1aa", " SW1A  1AA " -> "SW1A 1AA"; undefined when it is not a UK postcode. */
export function normalisePostcode(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const match = UK_POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : undefined;
}
