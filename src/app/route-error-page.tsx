import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorReporter } from '@/api/error-reporting';
import { Button, ButtonGroup } from '@/ui/button';
import { SiteLayout } from '@/ui/layout';
import { usePageTitle } from '@/ui/page-title';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/contact-details';
import { PageLoadError } from './lazy-page';

function ErrorContent() {
  const error = useRouteError();
  const pageDidNotLoad = error instanceof PageLoadError;
  usePageTitle(pageDidNotLoad ? 'Page did not load' : 'Something went wrong');

  useEffect(() => {
    if (!isRouteErrorResponse(error)) errorReporter().captureException(error, { boundary: 'route' });
  }, [error]);

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

/**
 * The error boundary of every page: whatever a page throws (render error, failed chunk), the
 * customer sees a way forward, never a white screen. `withLayout` is the last-resort boundary
 * above the layout itself.
 */
export function RouteErrorPage({ withLayout = false }: { withLayout?: boolean }) {
  return withLayout ? (
    <SiteLayout>
      <ErrorContent />
    </SiteLayout>
  ) : (
    <ErrorContent />
  );
}
