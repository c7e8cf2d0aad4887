// While a modal is open the rest of the page is inert: Tab, clicks and screen readers stay in it.
// A development tool that is not part of the page (the mock scenario switcher) marks its root with
// OUTSIDE_PAGE_ATTRIBUTE, and stays usable over any popup (decision 731).
export const OUTSIDE_PAGE_ATTRIBUTE = 'data-outside-page';

/** Makes every child of <body> inert but `keep` and the tools outside the page; returns the undo. */
export function makePageInert(keep?: Element | null): () => void {
  const madeInert: HTMLElement[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === keep || !(element instanceof HTMLElement) || element.inert || element.hasAttribute(OUTSIDE_PAGE_ATTRIBUTE)) continue;
    element.inert = true;
    madeInert.push(element);
  }
  return () => {
    for (const element of madeInert) element.inert = false;
  };
}
