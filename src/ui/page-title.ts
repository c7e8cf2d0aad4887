import { useEffect } from 'react';

export const SITE_NAME = 'Home energy, priced and installed';

/** Sets the document title; GOV.UK prefixes "Error: " while the page shows validation errors. */
export function usePageTitle(title: string, hasErrors = false) {
  useEffect(() => {
    document.title = `${hasErrors ? 'Error: ' : ''}${title} – ${SITE_NAME}`;
  }, [title, hasErrors]);
}
