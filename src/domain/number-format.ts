// Numbers as UK customers read them ("1,234.5"). One formatter per precision, made on first use:
// Number#toLocaleString builds a new one on every call, which a results page with hundreds of
// products does thousands of times (and a page that shows no number never pays for one).
const formatters = new Map<number, Intl.NumberFormat>();

/** `value` with thousands separators and at most `maximumFractionDigits` decimals (en-GB). */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  let formatter = formatters.get(maximumFractionDigits);
  if (!formatter) formatters.set(maximumFractionDigits, (formatter = new Intl.NumberFormat('en-GB', { maximumFractionDigits })));
  return formatter.format(value);
}
