// Numbers as UK customers read them ("1,234.5"). One formatter, made on first use: Number#toLocaleString
// builds a new one on every call, which a results page with hundreds of products does thousands of
// times, and building the first one loads the browser's locale data (a page that shows no number never pays).
let formatter: Intl.NumberFormat | undefined;

/** `value` with thousands separators and at most two decimals (en-GB): counts, outputs, rates. */
export function formatNumber(value: number): string {
  formatter ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
  return formatter.format(value);
}
