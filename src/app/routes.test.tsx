// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { rememberQuoteRequest } from '@/shared/remembered/quote-request';
import type { QuoteAnswers } from '@/shared/contract-types';
import { ErrorDialogProvider } from '@/ui/error-dialog';
import { PopupDialog, usePopup } from '@/ui/popup';
import { renderRoutes } from './memory-routes.testing';
import { RootLayout } from './root-layout';
import { RootError, RouteError } from './route-error-page';
import { appRoutes, lazyComponent } from './routes';

// Every call answers 204 with no body: the stand-in pages below read nothing, the calls are what is checked.
const { post, get } = vi.hoisted(() => {
  const noContent = (_path: string, _options?: unknown) => Promise.resolve({ data: undefined, error: undefined, response: new Response(null, { status: 204 }) });
  return { post: vi.fn(noContent), get: vi.fn(noContent) };
});
vi.mock('@/api/client', async () => ({ api: { POST: post, GET: get }, idempotencyHeader: (await import('@/api/network-policy')).idempotencyHeader }));

// The questionnaire's own download, watched (the real one runs).
const loadQuestionnaire = vi.hoisted(() => vi.fn());
vi.mock('@/features/quote/questionnaire-loaders', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/quote/questionnaire-loaders')>();
  loadQuestionnaire.mockImplementation(original.loadQuestionnaire);
  return { loadQuestionnaire };
});

// The route table is tested against stand-in pages: which page a URL reaches, not what the
// feature shows (each feature tests its own page). The order tracking page's chunk arrives when a test
// lets it (`trackingChunk`), the way a slow download would.
const trackingChunk = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
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
vi.mock('@/features/order/order-tracking-page', async () => {
  await trackingChunk.arrived;
  return { default: () => <h1>order tracking page</h1> };
});
vi.mock('@/features/order/order-upload-page', () => ({ default: () => <h1>order upload page</h1> }));
vi.mock('@/features/order/order-pay-page', () => ({ default: () => <h1>order pay page</h1> }));
vi.mock('@/features/price-match/price-match-page', () => ({ default: () => <h1>price match page</h1> }));

beforeEach(() => {
  post.mockClear();
  get.mockClear();
  window.scrollTo = vi.fn();
});

function renderAt(url: string) {
  return renderRoutes(appRoutes(), { initialEntries: [url], wrapper: (tree) => <ErrorDialogProvider>{tree}</ErrorDialogProvider> });
}

async function heading() {
  return (await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent;
}

describe('a landing (decision 963)', () => {
  it('sends the page’s call while its chunk still downloads, and shows the site’s frame meanwhile, not a loading flash', async () => {
    renderAt('/order-track/ORD-1');
    await waitFor(() => expect(post).toHaveBeenCalledWith('/order-tracking/{order}', expect.objectContaining({ params: { path: { order: 'ORD-1' } } })));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // "Loading the page" is there for a slow line, hidden for its first second.
    expect(screen.getByRole('status').className).toContain('ui-loading--late');
    trackingChunk.arrive();
    expect(await heading()).toBe('order tracking page');
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('route table (purchase-flows.md section 2)', () => {
  it.each([
    ['/', 'Home energy, priced and installed'],
    ['/contact', 'Contact us'],
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
    trackingChunk.arrive();
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
    '%s is not found (the type is not one the spec lists), at the address asked for',
    async (url) => {
      const router = renderAt(url);
      expect(await heading()).toBe('Page not found');
      expect(router.state.location.pathname).toBe(url);
      expect(screen.getByRole('banner')).toBeTruthy();
    },
  );
});

describe('redirects keep the reference', () => {
  it.each([
    ['/quote/results/Q-9', '/quote/boiler/results/Q-9'],
    ['/checkout/battery/Q-9', '/enquire/battery/Q-9'],
    ['/checkout/heat-pump/Q-9', '/enquire/heat-pump/Q-9'],
    ['/checkout/solar/Q-9', '/enquire/solar/Q-9'],
    ['/checkout/Q-9', '/checkout/boiler/Q-9'],
    ['/checkout/solar', '/enquire/solar'],
  ])('%s -> %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    await heading();
  });

  it('results without a reference go to this browser’s latest quote of the type, else to the questionnaire (decision 122)', async () => {
    localStorage.clear();
    const router = renderAt('/quote/results');
    expect(await heading()).toBe('quote page');
    expect(router.state.location.pathname).toBe('/quote/boiler');
    cleanup();
    rememberQuoteRequest('boiler', { quoteType: 'boiler', postcode: 'LS6 2AB' } as QuoteAnswers, 'Q-5');
    const remembered = renderAt('/quote/boiler/results?sort=priceAsc');
    expect(await heading()).toBe('results page');
    expect(`${remembered.state.location.pathname}${remembered.state.location.search}`).toBe('/quote/boiler/results/Q-5?sort=priceAsc');
  });

  it('a link followed in the app lands on the target, and Back skips the address redirected', async () => {
    const router = renderAt('/');
    await heading();
    await act(() => router.navigate('/checkout/battery/Q-9'));
    expect(router.state.location.pathname).toBe('/enquire/battery/Q-9');
    expect(await heading()).toBe('enquiry page');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('a page’s data', () => {
  it('is loaded again for a query parameter its loader reads, not for a popup or a step', async () => {
    const orderLoads = () => post.mock.calls.filter(([path]) => path === '/order/{order}');
    const router = renderAt('/order/ORD-1');
    expect(await heading()).toBe('order page');
    expect(orderLoads()).toHaveLength(1);
    await act(() => router.navigate('/order/ORD-1?popup=CallbackPopup'));
    await act(() => router.navigate('/order/ORD-1?step=details'));
    expect(orderLoads()).toHaveLength(1);
    await act(() => router.navigate('/order/ORD-1?pending=true'));
    expect(orderLoads()).toHaveLength(2);
    expect(orderLoads()[1]).toEqual(['/order/{order}', expect.objectContaining({ params: expect.objectContaining({ query: { pending: true } }) })]);
    // A retry runs the loader again at the same address.
    await act(() => router.revalidate());
    expect(orderLoads()).toHaveLength(3);
  });

  it('of the results: the load by reference and both lenders’ lists start in the route’s loader', async () => {
    renderAt('/quote/boiler/results/Q-1');
    expect(await heading()).toBe('results page');
    expect(get.mock.calls.map(([path]) => path).sort()).toEqual(['/finance/novuna', '/finance/v12', '/quote/results/{type}/{quote}']);
  });
});

describe('navigation rules', () => {
  it('sends the journey record with the url when leaving the home page, and only then', async () => {
    const router = renderAt('/');
    await heading();
    expect(post).not.toHaveBeenCalled();
    await act(() => router.navigate('/quote/boiler?step=fuelType'));
    // The record's module loads on that first navigation away (decision 962).
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
    await waitFor(() => expect((router.state.location.state as { popupPushed?: string } | null)?.popupPushed).toBe('SaveQuotePopup'));
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/quote/boiler/results/Q-1');
    expect(router.state.location.search).toBe('?sort=priceAsc');
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
    await waitFor(() => expect(router.state.location.search).toBe('?popup=WhatsIncludedPopup'));
    expect(screen.getByRole('dialog', { name: 'What’s included' })).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/results');

    await userEvent.click(screen.getByRole('button', { name: 'What’s included' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/results');
    expect(router.state.location.search).toBe('');
  });
});

function Broken(): never {
  throw new Error('render failed');
}

/** A table shaped as the app's: the layout, its last-resort error element, and the pages' one inside it. */
function appShaped(pages: RouteObject[]): RouteObject[] {
  return [{ Component: RootLayout, ErrorBoundary: RootError, children: [{ ErrorBoundary: RouteError, children: pages }] }];
}

describe('error elements', () => {
  it('a page that throws shows the error page with a retry button inside the site layout', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(appShaped([{ path: '/', element: <Broken /> }]));
    expect(await heading()).toBe('Sorry, something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('the next navigation leaves the error page for the page asked for', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderRoutes(appShaped([{ path: '/', element: <Broken /> }, { path: '/contact', element: <h1>Contact</h1> }]));
    expect(await heading()).toBe('Sorry, something went wrong');
    await act(() => router.navigate('/contact'));
    expect(await heading()).toBe('Contact');
    consoleError.mockRestore();
  });

  it('a page whose chunk does not load reloads its address once; failing again there, it says it did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.clear();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost/contact', reload });
    const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const unloadable = (): RouteObject[] => appShaped([{ path: '/', lazy: { Component: lazyComponent(chunkFailure) } }]);
    renderRoutes(unloadable());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status').textContent).toContain('Loading the page');
    cleanup();
    // The reloaded document fails again.
    renderRoutes(unloadable());
    expect(await heading()).toBe('This page did not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});

describe('the questionnaire’s step (decision 962)', () => {
  it('a landing goes to the step to show before the page renders: the first question, or where the answers left off', async () => {
    sessionStorage.clear();
    for (const asked of ['/quote/boiler', '/quote/boiler?step=boilerType', '/quote/boiler?step=fuelType']) {
      const router = renderAt(asked);
      expect(await heading()).toBe('quote page');
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/quote/boiler?step=fuelType');
      cleanup();
    }
  });

  it('its chunk downloads alongside the page on a link followed in the app, and Back skips the address without a step', async () => {
    const router = renderAt('/');
    await heading();
    loadQuestionnaire.mockClear();
    await act(() => router.navigate('/quote/solar'));
    expect(loadQuestionnaire).toHaveBeenCalledWith('solar');
    expect(await heading()).toBe('quote page');
    expect(router.state.location.search).toMatch(/^\?step=/);
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
