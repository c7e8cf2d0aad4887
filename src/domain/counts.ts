// A count with its noun, in plain English: "1 radiator", "3 radiators", "1 battery", "2 batteries".
import { formatNumber } from './number-format';

/** "boiler" -> "boilers", "battery" -> "batteries", "day" -> "days". */
export function pluralOf(noun: string): string {
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** The count and its noun, singular for exactly one: "1 panel", "0 panels", "14 panels". */
export function countText(count: number, singular: string, plural = pluralOf(singular)): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}
