// When the save-quote offer shows (quote §4, §9; decision 935): a dismissal holds per quote in localStorage; force_save asks anyway.
import { appStore, storedAtomFamily } from '@/shared/state';

const dismissedAtom = storedAtomFamily<1 | null>('save-quote-dismissed', null, { area: 'local', isValid: (value): value is 1 => value === 1 });

export function rememberSaveQuoteDismissed(quote: string): void {
  appStore.set(dismissedAtom(quote), 1);
}

/** Results with no products have no prices to keep: never offered, even when forced (decision 491). */
export function shouldOfferSaveQuote({ quote, isSaved, forceSave, hasProducts }: { quote: string; isSaved: boolean; forceSave: boolean; hasProducts: boolean }): boolean {
  if (!hasProducts) return false;
  if (forceSave) return true;
  return !isSaved && appStore.get(dismissedAtom(quote)) !== 1;
}
