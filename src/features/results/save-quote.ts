// When the save-quote popup is offered (quote §4, §9; docs/decisions/126). A dismissal is kept per
// quote in localStorage, so coming back to the same quote does not ask again; force_save asks anyway.
export const SAVE_QUOTE_DISMISSED_KEY_PREFIX = 'save-quote-dismissed:';

function readDismissed(quote: string): boolean {
  try {
    return globalThis.localStorage?.getItem(SAVE_QUOTE_DISMISSED_KEY_PREFIX + quote) === '1';
  } catch {
    return false;
  }
}

export function rememberSaveQuoteDismissed(quote: string): void {
  try {
    globalThis.localStorage?.setItem(SAVE_QUOTE_DISMISSED_KEY_PREFIX + quote, '1');
  } catch {
    // storage blocked: the popup may be offered again on the next visit
  }
}

export function shouldOfferSaveQuote({ quote, isSaved, forceSave }: { quote: string; isSaved: boolean; forceSave: boolean }): boolean {
  if (forceSave) return true;
  return !isSaved && !readDismissed(quote);
}
