// The document title: the page names itself, and any error summary on screen prefixes "Error: " (GOV.UK patterns).
import { useEffect } from 'react';

export const SITE_NAME = 'Home energy, priced and installed';

let pageTitle: string | null = null;
let errorSummariesShown = 0;

function writeTitle() {
  if (pageTitle === null) return;
  document.title = `${errorSummariesShown > 0 ? 'Error: ' : ''}${pageTitle} – ${SITE_NAME}`;
}

/** Sets the page's title; "Error: " comes first while an error summary shows (useErrorSummaryTitle). */
export function usePageTitle(title: string) {
  useEffect(() => {
    pageTitle = title;
    writeTitle();
  }, [title]);
}

/** A page's title as an element, for a page that names itself only in some of its branches. */
export function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

/** For the error summary alone: while `showing`, the page title starts with "Error: ". */
export function useErrorSummaryTitle(showing: boolean) {
  useEffect(() => {
    if (!showing) return;
    errorSummariesShown += 1;
    writeTitle();
    return () => {
      errorSummariesShown -= 1;
      writeTitle();
    };
  }, [showing]);
}
