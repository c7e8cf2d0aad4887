// A first page of cards and "Show more products": mounting 500 cards cannot fit a sort's 50 ms (decision 132).
import { pluralOf } from '@/domain/counts';

export const RESULTS_PAGE_SIZE = 12;

/** How many cards to show: the pages asked for, never more than there are. */
export function visibleCount(pagesShown: number, total: number): number {
  return Math.min(Math.max(1, pagesShown) * RESULTS_PAGE_SIZE, total);
}

export function showMoreLabel(left: number): string {
  return `Show more products (${left} left)`;
}

/** The announced count: "Showing 12 of 500 boilers", or "Showing all 8 boilers". */
export function showingSummary(visible: number, total: number, noun: string): string {
  const nouns = total === 1 ? noun : pluralOf(noun);
  if (total === 0) return '';
  if (visible >= total) return total === 1 ? `Showing 1 ${nouns}` : `Showing all ${total} ${nouns}`;
  return `Showing ${visible} of ${total} ${nouns}`;
}
