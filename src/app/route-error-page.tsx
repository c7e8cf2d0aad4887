import { Component, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { errorReporter } from '@/api/error-reporting';
import { Button, ButtonGroup } from '@/ui/button';
import { SiteLayout } from '@/ui/layout';
import { usePageTitle } from '@/ui/page-title';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/contact-details';
import { PageLoadError } from './lazy-page';

function ErrorContent({ error }: { error: unknown }) {
  const pageDidNotLoad = error instanceof PageLoadError;
  usePageTitle(pageDidNotLoad ? 'Page did not load' : 'Something went wrong');

  useEffect(() => {
    errorReporter().captureException(error, { boundary: 'route' });
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
 * What the error boundary of every page shows: whatever a page throws (render error, failed chunk),
 * the customer sees a way forward, never a white screen. `withLayout` is for the last-resort boundary
 * above the layout itself.
 */
export function RouteErrorPage({ error, withLayout = false }: { error: unknown; withLayout?: boolean }) {
  return withLayout ? (
    <SiteLayout>
      <ErrorContent error={error} />
    </SiteLayout>
  ) : (
    <ErrorContent error={error} />
  );
}

interface BoundaryProps {
  withLayout?: boolean;
  /** A new value (the next navigation) clears a caught error, as the customer leaves the failed page. */
  resetKey: string;
  children: ReactNode;
}

type BoundaryState = { failed: false; resetKey: string } | { failed: true; error: unknown; resetKey: string };

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} withLayout={this.props.withLayout} /> : this.props.children;
  }
}

/** An error boundary for the routes below it, cleared by every navigation. */
export function RouteErrorBoundary({ withLayout, children }: { withLayout?: boolean; children: ReactNode }) {
  return (
    <ErrorBoundary withLayout={withLayout} resetKey={useLocation().key}>
      {children}
    </ErrorBoundary>
  );
}
