import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog';
import { PopupDialog, usePopup } from '@/ui/popup';
import { PageLoadError } from './lazy-page';
import { RootLayout as RootLayoutForTest } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { routes } from './routes';

const post = vi.hoisted(() => vi.fn(() => Promise.resolve({ data: undefined, error: undefined, response: new Response(null, { status: 204 }) })));
vi.mock('@/api/client', () => ({ api: { POST: post } }));

beforeEach(() => {
  post.mockClear();
  window.scrollTo = vi.fn();
});

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <ErrorDialogProvider>
      <RouterProvider router={router} />
    </ErrorDialogProvider>,
  );
  return router;
}

async function heading() {
  return (await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent;
}

describe('route table (purchase-flows.md section 2)', () => {
  it.each([
    ['/', 'Home energy, priced and installed'],
    ['/contact', 'Contact us'],
    ['/quote/boiler/results', 'Your quote results'],
    ['/quote/heat-pump/results/Q-1', 'Your quote results'],
    ['/product/solar/P-7', 'Product details'],
    ['/checkout/aircon', 'Checkout'],
    ['/checkout/ev/Q-1', 'Checkout'],
    ['/enquire/solar/Q-1', 'Enquiry'],
    ['/enquire/boiler', 'Enquiry'],
    ['/quote/boiler/survey/Q-1', 'Survey'],
    ['/service/Q-1', 'Boiler service'],
    ['/service/boiler/Q-1', 'Boiler service'],
    ['/plans/Q-1', 'Boiler plans'],
    ['/plans/boiler/Q-1', 'Boiler plans'],
    ['/order/ORD-1', 'Your order'],
    ['/order-track/ORD-1', 'Track your order'],
    ['/order/upload/ORD-1', 'Upload photos and documents'],
    ['/order/pay/ORD-1', 'Make a payment'],
    ['/price-match/ORD-1', 'Price match'],
    ['/no/such/page', 'Page not found'],
  ])('%s renders "%s"', async (url, title) => {
    renderAt(url);
    expect(await heading()).toBe(title);
  });

  it.each(['/quote', '/quote/aircon', '/quote/battery', '/quote/boiler', '/quote/boiler-service', '/quote/ev', '/quote/heat-pump', '/quote/solar'])(
    '%s renders the questionnaire',
    async (url) => {
      renderAt(url);
      expect(await heading()).not.toBe('Page not found');
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
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    await heading();
  });
});

describe('navigation rules', () => {
  it('sends the journey record with the url when leaving the home page, and only then', async () => {
    const router = renderAt('/');
    await heading();
    expect(post).not.toHaveBeenCalled();
    await act(() => router.navigate('/quote/boiler?step=boilerType'));
    expect(post).toHaveBeenCalledWith('/journey', { body: { url: '/quote/boiler?step=boilerType' } });
    await act(() => router.navigate('/contact'));
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
    const router = createMemoryRouter([{ path: '/results', element: <PopupPage /> }, { path: '/', element: <h1>Before</h1> }], {
      initialEntries: ['/', '/results'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'What’s included' }));
    expect(router.state.location.search).toBe('?popup=WhatsIncludedPopup');
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

describe('error boundary', () => {
  it('a page that throws shows the error page with a retry button inside the site layout', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ element: <RootLayoutForTest />, children: [{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }] }]);
    render(<RouterProvider router={router} />);
    expect(await heading()).toBe('Sorry, something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    consoleError.mockRestore();
  });

  it('a page whose chunk failed twice says it did not load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Unloadable(): never {
      throw new PageLoadError('This page could not be loaded');
    }
    const router = createMemoryRouter([{ path: '/', element: <Unloadable />, errorElement: <RouteErrorPage withLayout /> }]);
    render(<RouterProvider router={router} />);
    expect(await heading()).toBe('This page did not load');
    consoleError.mockRestore();
  });
});
