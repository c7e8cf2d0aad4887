// Numbers as UK customers read them ("1,234.5"), written out: Intl.NumberFormat's first use loads the
// browser's locale data, up to 60 ms on a phone (decision 764).

/** The digits of a whole number with a comma between thousands: "1234567" -> "1,234,567". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// Values written with an exponent, NaN and Infinity are never a count or a rate: they may pay for Intl.
let intlFallback: Intl.NumberFormat | undefined;

/** `value` with thousands separators and at most two decimals (en-GB): counts, outputs, rates. */
export function formatNumber(value: number): string {
  // Intl rounds the shortest decimal digits half away from zero (1.005 is "1.01"); value * 100 would be inexact.
  const shortest = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(shortest)) {
    intlFallback ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
    return intlFallback.format(value);
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  const hundredths = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2)) + (fraction[2] !== undefined && fraction[2] >= '5' ? 1n : 0n);
  const cents = Number(hundredths % 100n);
  const decimals = cents === 0 ? '' : cents % 10 === 0 ? `.${cents / 10}` : `.${String(cents).padStart(2, '0')}`;
  // A negative value that rounds to nothing is "0", where Intl writes "-0".
  return `${value < 0 && hundredths > 0n ? '-' : ''}${groupThousands(String(hundredths / 100n))}${decimals}`;
}
