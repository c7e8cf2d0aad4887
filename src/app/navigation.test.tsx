// @vitest-environment jsdom
// The shell's rules beside the route table's own tests (routes.test.tsx): the scroll is smooth (or
// instant when the customer asks for reduced motion), and every page sits under an error element.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@/domain/route-manifest';
import { renderRoutes } from './memory-routes.testing';
import type { RouteHandle } from './navigation';
import { RootLayout } from './root-layout';
import { RootError, RouteError } from './route-error-page';
import { appRoutes } from './routes';

function renderLayoutAt(url: string) {
  const handle = (name: RouteHandle['name']): RouteHandle => ({ name });
  return renderRoutes(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/contact', handle: handle('contact'), element: <h1>contact</h1> },
          { path: '/order/:order', handle: handle('order'), element: <h1>order</h1> },
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
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});

describe('error elements', () => {
  it('every route of the table sits under the pages’ error element, inside the layout and its last-resort one (no white screen)', () => {
    const [root] = appRoutes();
    expect(root?.Component).toBe(RootLayout);
    expect(root?.ErrorBoundary).toBe(RootError);
    const [pages] = root?.children ?? [];
    expect(pages?.path).toBeUndefined();
    expect(pages?.ErrorBoundary).toBe(RouteError);
    expect((pages?.children ?? []).map((route: RouteObject) => route.path)).toEqual(ROUTES.map((route) => route.path));
  });
});
