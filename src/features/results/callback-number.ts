// A UK number a callback can reach: 0 followed by 9 or 10 digits, or the same written with +44 /
// 0044. Spaces, dashes, dots and brackets are ignored. The full GB check (libphonenumber) is the
// details step's; this popup stays light so the results page loads fast (docs/decisions/124).
const SEPARATORS = /[\s().-]/g;

export function isCallbackNumber(value: string): boolean {
  const compact = value.replace(SEPARATORS, '');
  const national = compact.replace(/^(\+44|0044)0?/, '0');
  return /^0[1-9]\d{8,9}$/.test(national);
}
