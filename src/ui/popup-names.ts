// The popup names and the query parameter that carries them, apart from the popup component: the
// app's navigation reads them on every page, the dialog code loads only with a page that has popups.

/** The popups the spec names in the `popup` query parameter (help and price-match use local state). */
export const POPUP_NAMES = [
  'SaveQuotePopup',
  'ViewResultsPopup',
  'WhatsIncludedPopup',
  'KwExplainedPopup',
  'CallbackPopup',
  'ProductInfoPopup',
  'FinanceOptionsPopup',
  'TestimonialPopup',
  'SidebarPopup',
  'AddOnPopup',
] as const;

export type PopupName = (typeof POPUP_NAMES)[number];
export const POPUP_PARAM = 'popup';

export function isPopupName(value: string | null): value is PopupName {
  return value !== null && (POPUP_NAMES as readonly string[]).includes(value);
}
