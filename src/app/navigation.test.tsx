// @vitest-environment jsdom
// The shell's rules beside the route table's own tests (routes.test.tsx): the scroll is smooth (or
// instant when the customer asks for reduced motion), and every page sits under an error boundary.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isValidElement } from 'react';
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from './memory-routes.testing';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-page';
import { routes } from './routes';

function renderLayoutAt(url: string) {
  const routeNameAt = (pathname: string) => (pathname === '/contact' ? 'contact' : pathname.startsWith('/order/') ? 'order' : undefined);
  return renderRoutes(
    [
      {
        element: <RootLayout routeNameAt={routeNameAt} />,
        children: [
          { path: '/contact', element: <h1>contact</h1> },
          { path: '/order/:order', element: <h1>order</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
}

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
}

describe('scroll to the top on a new route name', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('scrolls smoothly and moves focus to the main content', async () => {
    prefersReducedMotion(false);
    const router = renderLayoutAt('/contact');
    await screen.findByRole('heading', { name: 'contact' });
    await act(() => router.navigate('/order/O-1'));
    await screen.findByRole('heading', { name: 'order' });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(screen.getByRole('main'));
    // Same route name (another order): the position is kept.
    await act(() => router.navigate('/order/O-2'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('jumps instead when the customer prefers reduced motion', async () => {
    prefersReducedMotion(true);
    const router = renderLayoutAt('/contact');
    await screen.findByRole('heading', { name: 'contact' });
    await act(() => router.navigate('/order/O-1'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});

describe('error boundaries', () => {
  /** Every route that shows something, with whether it or a route above it renders inside a RouteErrorBoundary. */
  function pagesAndBoundaries(list: readonly RouteObject[], guarded = false): Array<[string, boolean]> {
    return list.flatMap((route) => {
      const covered = guarded || (isValidElement(route.element) && route.element.type === RouteErrorBoundary);
      const own: Array<[string, boolean]> = route.path && route.element ? [[route.path, covered]] : [];
      return [...own, ...pagesAndBoundaries(route.children ?? [], covered)];
    });
  }

  it('every page of the route table sits under an error boundary (no white screen)', () => {
    const pages = pagesAndBoundaries(routes);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter(([, covered]) => !covered).map(([path]) => path)).toEqual([]);
  });
});
