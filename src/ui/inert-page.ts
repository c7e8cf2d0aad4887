// While a modal is open the rest of the page is inert; a development tool marked OUTSIDE_PAGE_ATTRIBUTE stays usable (decision 731).
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
