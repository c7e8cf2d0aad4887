import { Suspense, lazy, useEffect, useState } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorReporter } from '@/api/error-reporting';
import { Button, ButtonGroup } from '@/ui/button';
import { SiteLayout } from '@/ui/layout';
import { usePageTitle } from '@/ui/page-title';
import { LoadingState } from '@/ui/loading-state';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { PageLoadError, reloadOnce, reloadsFirst } from './page-load';

// The not-found page's own chunk, as the catch-all route loads it.
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** A page whose chunk did not load: reloaded once per address, then said so (purchase §2, §8). */
function ErrorContent({ error }: { error: unknown }) {
  const pageDidNotLoad = error instanceof PageLoadError;
  // Decided once, on the address the router has moved to: a re-render never reloads again.
  const [reloading] = useState(() => pageDidNotLoad && reloadsFirst(window.location.href));
  usePageTitle(pageDidNotLoad ? 'Page did not load' : 'Something went wrong');

  useEffect(() => {
    if (reloading) reloadOnce(window.location.href);
    else errorReporter().captureException(error, { boundary: 'route' });
  }, [error, reloading]);

  if (reloading) return <LoadingState>Loading the page</LoadingState>;
  return (
    <div className="ui-main--narrow">
      <h1>{pageDidNotLoad ? 'This page did not load' : 'Sorry, something went wrong'}</h1>
      <p className="ui-lede">
        {pageDidNotLoad
          ? 'Your connection may have dropped, or we may have just updated the site.'
          : 'We could not show this page. Please try again.'}
      </p>
      <ButtonGroup>
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Link to="/">Go to the home page</Link>
      </ButtonGroup>
      <p style={{ marginTop: 'var(--space-5)' }}>
        If it keeps happening, call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a>.
      </p>
    </div>
  );
}

/** The pages' error element: a way forward, never a white screen; a loader's 404 is the not-found page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <ErrorContent error={error} />;
}

/** The last-resort error element, above the layout itself: it brings the layout. */
export function RootError() {
  return (
    <SiteLayout>
      <RouteError />
    </SiteLayout>
  );
}
