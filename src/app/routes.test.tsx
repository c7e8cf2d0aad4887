// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog';
import { PopupDialog, usePopup } from '@/ui/popup';
import { PageLoadError } from './lazy-page';
import { renderRoutes } from './memory-routes.testing';
import { RootLayout as RootLayoutForTest } from './root-layout';
import { RouteErrorBoundary } from './route-error-page';
import { landingAddress, routes } from './routes';

const post = vi.hoisted(() => vi.fn(() => Promise.resolve({ data: undefined, error: undefined, response: new Response(null, { status: 204 }) })));
vi.mock('@/api/client', async () => ({ api: { POST: post }, idempotencyHeader: (await import('@/api/network-policy')).idempotencyHeader }));

// The questionnaire's own download, watched (the real one runs).
const loadQuestionnaire = vi.hoisted(() => vi.fn());
vi.mock('@/features/quote/questionnaire-loaders', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/quote/questionnaire-loaders')>();
  loadQuestionnaire.mockImplementation(original.loadQuestionnaire);
  return { loadQuestionnaire };
});

// The route table is tested against stand-in pages: which page a URL reaches, not what the
// feature shows (each feature tests its own page).
vi.mock('@/features/quote/quote-start-page', () => ({ default: () => <h1>quote start page</h1> }));
vi.mock('@/features/quote/quote-page', () => ({ default: () => <h1>quote page</h1> }));
vi.mock('@/features/results/results-page', () => ({ default: () => <h1>results page</h1> }));
vi.mock('@/features/product/product-page', () => ({ default: () => <h1>product page</h1> }));
vi.mock('@/features/checkout/checkout-page', () => ({ default: () => <h1>checkout page</h1> }));
vi.mock('@/features/enquiry/enquiry-page', () => ({ default: () => <h1>enquiry page</h1> }));
vi.mock('@/features/survey/survey-page', () => ({ default: () => <h1>survey page</h1> }));
vi.mock('@/features/service/service-page', () => ({ default: () => <h1>service page</h1> }));
vi.mock('@/features/plans/plans-page', () => ({ default: () => <h1>plans page</h1> }));
vi.mock('@/features/order/order-page', () => ({ default: () => <h1>order page</h1> }));
vi.mock('@/features/order/order-tracking-page', () => ({ default: () => <h1>order tracking page</h1> }));
vi.mock('@/features/order/order-upload-page', () => ({ default: () => <h1>order upload page</h1> }));
vi.mock('@/features/order/order-pay-page', () => ({ default: () => <h1>order pay page</h1> }));
vi.mock('@/features/price-match/price-match-page', () => ({ default: () => <h1>price match page</h1> }));

beforeEach(() => {
  post.mockClear();
  window.scrollTo = vi.fn();
});

function renderAt(url: string) {
  return renderRoutes(routes, { initialEntries: [url], wrapper: (tree) => <ErrorDialogProvider>{tree}</ErrorDialogProvider> });
}

async function heading() {
  return (await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent;
}

describe('route table (purchase-flows.md section 2)', () => {
  it.each([
    ['/', 'Home energy, priced and installed'],
    ['/contact', 'Contact us'],
    ['/quote/boiler/results', 'results page'],
    ['/quote/heat-pump/results/Q-1', 'results page'],
    ['/product/solar/P-7', 'product page'],
    ['/checkout/aircon', 'checkout page'],
    ['/checkout/ev/Q-1', 'checkout page'],
    ['/enquire/solar/Q-1', 'enquiry page'],
    ['/enquire/boiler', 'enquiry page'],
    ['/quote/boiler/survey/Q-1', 'survey page'],
    ['/service/Q-1', 'service page'],
    ['/service/boiler/Q-1', 'service page'],
    ['/plans/Q-1', 'plans page'],
    ['/plans/boiler/Q-1', 'plans page'],
    ['/order/ORD-1', 'order page'],
    ['/order-track/ORD-1', 'order tracking page'],
    ['/order/upload/ORD-1', 'order upload page'],
    ['/order/pay/ORD-1', 'order pay page'],
    ['/price-match/ORD-1', 'price match page'],
    ['/no/such/page', 'Page not found'],
  ])('%s renders "%s"', async (url, title) => {
    renderAt(url);
    expect(await heading()).toBe(title);
  });

  it('/quote renders the product choice', async () => {
    renderAt('/quote');
    expect(await heading()).toBe('quote start page');
  });

  it.each(['/quote/aircon', '/quote/battery', '/quote/boiler', '/quote/boiler-service', '/quote/ev', '/quote/heat-pump', '/quote/solar'])(
    '%s renders the questionnaire',
    async (url) => {
      renderAt(url);
      expect(await heading()).toBe('quote page');
    },
  );

  it.each(['/quote/gas', '/quote/heat_pump/results', '/quote/boiler-service/results', '/checkout/gas/Q-1', '/enquire/boiler-service', '/product/boiler-service/P-1'])(
    '%s is not found (the type is not one the spec lists)',
    async (url) => {
      renderAt(url);
      expect(await heading()).toBe('Page not found');
    },
  );
});

describe('redirects keep the reference', () => {
  it.each([
    ['/quote/results', '/quote/boiler/results'],
    ['/quote/results/Q-9', '/quote/boiler/results/Q-9'],
    ['/checkout/battery/Q-9', '/enquire/battery/Q-9'],
    ['/checkout/heat-pump/Q-9', '/enquire/heat-pump/Q-9'],
    ['/checkout/solar/Q-9', '/enquire/solar/Q-9'],
    ['/checkout/Q-9', '/checkout/boiler/Q-9'],
    ['/checkout/solar', '/enquire/solar'],
  ])('%s -> %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.location.pathname).toBe(to));
    await heading();
  });
});

describe('navigation rules', () => {
  it('sends the journey record with the url when leaving the home page, and only then', async () => {
    const router = renderAt('/');
    await heading();
    expect(post).not.toHaveBeenCalled();
    await act(() => router.navigate('/quote/boiler?step=fuelType'));
    // The record's module loads on that first navigation away (decision 250).
    await waitFor(() => expect(post).toHaveBeenCalledWith('/journey', { params: { header: { 'Idempotency-Key': expect.any(String) } }, body: { url: '/quote/boiler?step=fuelType' } }));
    await act(() => router.navigate('/contact'));
    await heading();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('scrolls to the top when the route name changes, not when it stays the same', async () => {
    const router = renderAt('/quote/boiler/results/Q-1');
    await heading();
    await act(() => router.navigate('/quote/boiler/results/Q-2'));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/contact'));
    await heading();
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });

  it('a page opened with ?popup= gets a history entry under the popup, so Back closes it', async () => {
    const router = renderAt('/quote/boiler/results/Q-1?popup=SaveQuotePopup&sort=priceAsc');
    await heading();
    await waitFor(() => expect((router.location.state as { popupPushed?: string } | null)?.popupPushed).toBe('SaveQuotePopup'));
    await act(() => router.navigate(-1));
    expect(router.location.pathname).toBe('/quote/boiler/results/Q-1');
    expect(router.location.search).toBe('?sort=priceAsc');
  });
});

function PopupPage() {
  const popup = usePopup();
  return (
    <>
      <h1>Results</h1>
      <button type="button" onClick={() => popup.open('WhatsIncludedPopup')}>
        What’s included
      </button>
      <PopupDialog name="WhatsIncludedPopup" title="What’s included">
        <p>Everything</p>
      </PopupDialog>
    </>
  );
}

describe('usePopup', () => {
  it('open() pushes ?popup=Name; Back closes the popup and stays on the page; close() goes back too', async () => {
    const router = renderRoutes([{ path: '/results', element: <PopupPage /> }, { path: '/', element: <h1>Before</h1> }], {
      initialEntries: ['/', '/results'],
      initialIndex: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'What’s included' }));
    expect(router.location.search).toBe('?popup=WhatsIncludedPopup');
    expect(screen.getByRole('dialog', { name: 'What’s included' })).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.location.pathname).toBe('/results');

    await userEvent.click(screen.getByRole('button', { name: 'What’s included' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.location.pathname).toBe('/results');
    expect(router.location.search).toBe('');
  });
});

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundary', () => {
  it('a page that throws shows the error page with a retry button inside the site layout', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes([
      {
        element: <RootLayoutForTest routeNameAt={() => undefined} />,
        children: [{ element: <RouteErrorBoundary><Outlet /></RouteErrorBoundary>, children: [{ path: '/', element: <Broken /> }] }],
      },
    ]);
    expect(await heading()).toBe('Sorry, something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('the next navigation leaves the error page for the page asked for', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderRoutes([
      {
        element: <RootLayoutForTest routeNameAt={() => undefined} />,
        children: [{ element: <RouteErrorBoundary><Outlet /></RouteErrorBoundary>, children: [{ path: '/', element: <Broken /> }, { path: '/contact', element: <h1>Contact</h1> }] }],
      },
    ]);
    expect(await heading()).toBe('Sorry, something went wrong');
    await act(() => router.navigate('/contact'));
    expect(await heading()).toBe('Contact');
    consoleError.mockRestore();
  });

  it('a page whose chunk failed twice says it did not load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Unloadable(): never {
      throw new PageLoadError('This page could not be loaded');
    }
    renderRoutes([{ path: '/', element: <RouteErrorBoundary withLayout><Unloadable /></RouteErrorBoundary> }]);
    expect(await heading()).toBe('This page did not load');
    consoleError.mockRestore();
  });
});

describe('the questionnaire\'s own chunk (decision 250)', () => {
  it('downloads alongside the page on a link followed in the app, not after the page has loaded', async () => {
    const router = renderAt('/');
    await heading();
    loadQuestionnaire.mockClear();
    await act(() => router.navigate('/quote/solar'));
    expect(loadQuestionnaire).toHaveBeenCalledWith('solar');
    expect(await heading()).toBe('quote page');
  });
});

describe('a landing\'s address, worked out before the first render (decision 290)', () => {
  it('names the questionnaire step to show: the first question, or where the answers left off', async () => {
    sessionStorage.clear();
    expect(await landingAddress('/quote/boiler')).toBe('/quote/boiler?step=fuelType');
    // A step the answers cannot reach yet goes to where they left off.
    expect(await landingAddress('/quote/boiler?step=boilerType')).toBe('/quote/boiler?step=fuelType');
    expect(await landingAddress('/quote/boiler?step=fuelType')).toBe('/quote/boiler?step=fuelType');
  });

  it.each([
    ['/quote/results/Q-9', '/quote/boiler/results/Q-9'],
    ['/checkout/Q-9', '/checkout/boiler/Q-9'],
    ['/checkout/solar', '/enquire/solar'],
    ['/checkout/battery/Q-9', '/enquire/battery/Q-9'],
    ['/contact?reason=no-gas', '/contact?reason=no-gas'],
    ['/quote/gas', '/quote/gas'],
  ])('%s shows %s', async (asked, shown) => {
    expect(await landingAddress(asked)).toBe(shown);
  });

  it('the app replaces the address before its first render, so Back never returns to the old one', async () => {
    const { landingPageLoaded } = await import('./app');
    window.history.replaceState(null, '', '/checkout/Q-9');
    const entries = window.history.length;
    await landingPageLoaded();
    expect(window.location.pathname).toBe('/checkout/boiler/Q-9');
    expect(window.history.length).toBe(entries);
  });
});
