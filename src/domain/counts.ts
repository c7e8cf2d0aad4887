// Words in plain English: a count with its noun ("1 radiator", "2 batteries") and a capitalised first letter.
import { formatNumber } from './number-format.ts';

/** "boiler" -> "boilers", "battery" -> "batteries", "day" -> "days". */
export function pluralOf(noun: string): string {
  return /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`;
}

/** The count and its noun, singular for exactly one: "1 panel", "0 panels", "14 panels". */
export function countText(count: number, singular: string, plural = pluralOf(singular)): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** "moving your boiler" -> "Moving your boiler". */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
