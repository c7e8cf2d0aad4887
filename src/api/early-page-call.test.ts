// @vitest-environment node
// (the policy runs on Node's fetch types; the page's window is a small stand-in.)
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { ROUTES } from '@/domain/route-manifest';
import type { ApiPaths } from './contract-types';
import { earlyPageCallOf, earlyPageSettings, startEarlyPageCall } from './early-page-call';
import { cancelAllRequests, createPolicyFetch, MAX_RETRIES, NetworkError, RETRY_DELAY_MS, type StartedPageCall } from './network-policy';
import { safePathSerializer } from './safe-path';

const settings = earlyPageSettings('/api');
const callAt = (address: string) => {
  const url = new URL(address, 'https://shop.test');
  return earlyPageCallOf(settings, url.pathname, url.search);
};

type PageWindow = Window & { earlyPageCall?: StartedPageCall };

/** A landing on `address`: the page's window with a fetch that records the inline script's calls. */
function landOn(address: string, answer: () => Promise<Response> = () => Promise.resolve(Response.json({ order: 'first' }))) {
  const url = new URL(address, 'https://shop.test');
  const location = { pathname: url.pathname, search: url.search };
  const fetch = vi.fn((_url: string, _init: RequestInit) => answer());
  const document = { querySelector: (selector: string) => (selector === 'meta[name="csrf-token"]' ? { getAttribute: () => 'csrf-1' } : null) };
  const win = { location, document, fetch } as unknown as PageWindow;
  vi.stubGlobal('window', win);
  startEarlyPageCall(win, settings);
  return { win, fetch, location };
}

/** The page's own calls: the typed client with the policy, as src/api/client.ts builds it. */
function pageClient(network = vi.fn((_request: Request) => Promise.resolve(Response.json({ order: 'second' })))) {
  const client = createClient<ApiPaths>({ baseUrl: 'https://shop.test/api', fetch: createPolicyFetch({ fetchImpl: network, csrfToken: () => 'csrf-1' }), pathSerializer: safePathSerializer });
  return { client, network };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a landing’s first call from the page’s first lines', () => {
  it('is the call each data-loading page sends first, with the route’s values and the address’s query', () => {
    expect(callAt('/product/boiler/1')).toEqual({ method: 'POST', url: '/api/boiler/1' });
    expect(callAt('/checkout/boiler/Q100001')).toEqual({ method: 'POST', url: '/api/checkout/boiler/Q100001' });
    expect(callAt('/checkout/boiler/Q100001?product=7')).toEqual({ method: 'POST', url: '/api/checkout/boiler/Q100001?product=7' });
    expect(callAt('/enquire/solar/Q100001')).toEqual({ method: 'POST', url: '/api/enquiry/solar/Q100001' });
    expect(callAt('/enquire/solar')).toEqual({ method: 'POST', url: '/api/enquiry/solar' });
    expect(callAt('/order-track/O100001')).toEqual({ method: 'POST', url: '/api/order-tracking/O100001' });
    expect(callAt('/order/O100001?pending=true')).toEqual({ method: 'POST', url: '/api/order/O100001?pending=true' });
    expect(callAt('/order/upload/O100001?type=photos')).toEqual({ method: 'POST', url: '/api/order/upload/O100001?type=photos' });
    expect(callAt('/quote/boiler/survey/Q100001')).toEqual({ method: 'POST', url: '/api/quote/boiler/survey?quote_id=Q100001' });
    expect(callAt('/quote/boiler/survey/Q100001?product=3')).toEqual({ method: 'POST', url: '/api/quote/boiler/survey/3?quote_id=Q100001' });
    expect(callAt('/service/boiler/Q100001/')).toEqual({ method: 'POST', url: '/api/service/boiler?quote_id=Q100001' });
    expect(callAt('/plans/Q100001')).toEqual({ method: 'POST', url: '/api/plans/boiler?quote_id=Q100001' });
    expect(callAt('/price-match/O100001')).toEqual({ method: 'POST', url: '/api/price-match/O100001' });
    // A reference is encoded as the client encodes it.
    expect(callAt('/order-track/O%201%2F2')).toEqual({ method: 'POST', url: '/api/order-tracking/O%201%2F2' });
  });

  it('is none on pages that load nothing first, the results (their own calls), the payment step and types the route does not take', () => {
    for (const address of ['/', '/quote/boiler', '/quote/boiler/results/Q100001', '/order/pay/O100001?amount=100', '/checkout/solar/Q100001', '/checkout/Q100001', '/nowhere']) {
      expect(callAt(address), address).toBeNull();
    }
  });

  it('names only operations of the contract, with their method', () => {
    const contract = parse(readFileSync('openapi.yaml', 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    // A path's parameters by place: the route's {product} is the contract's {id}.
    const byPlace = (path: string) => path.split('?')[0]!.replace(/\{\w+\}/g, '{}');
    const operations = new Map(Object.entries(contract.paths).map(([path, operation]) => [byPlace(path), operation]));
    const forms = ROUTES.flatMap((route) => ('firstCall' in route ? route.firstCall : []));
    expect(forms.length).toBeGreaterThan(10);
    for (const form of forms) {
      const [method = '', path = ''] = form.split(' ');
      expect(operations.get(byPlace(path))?.[method.toLowerCase()], form).toBeDefined();
    }
  });

  it('is sent once with the CSRF token, and kept for the page with the address it was sent for', () => {
    const { win, fetch } = landOn('/order-track/O100001');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/order-tracking/O100001');
    expect(init).toMatchObject({ method: 'POST', headers: { 'X-CSRF-TOKEN': 'csrf-1' }, credentials: 'same-origin' });
    expect(win.earlyPageCall).toMatchObject({ method: 'POST', url: '/api/order-tracking/O100001', address: '/order-track/O100001' });
    const home = landOn('/');
    expect(home.fetch).not.toHaveBeenCalled();
    expect(home.win.earlyPageCall).toBeUndefined();
  });
});

describe('the page taking its started call', () => {
  it('answers the page’s identical request with the started answer: one request on the network, taken once', async () => {
    landOn('/checkout/boiler/Q100001?product=7');
    const { client, network } = pageClient();
    const load = () => client.POST('/checkout/{type}/{quote}', { params: { path: { type: 'boiler', quote: 'Q100001' }, query: { product: 7 } } });
    expect((await load()).data).toEqual({ order: 'first' });
    expect(network).not.toHaveBeenCalled();
    // A later load of the same page (a retry button, a reload of the step) is a new request.
    expect((await load()).data).toEqual({ order: 'second' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('leaves it to a different call, and nobody takes it once the customer left the address', async () => {
    const { win, location } = landOn('/order-track/O100001');
    const started = win.earlyPageCall!;
    const abort = vi.spyOn(started, 'abort');
    const { client, network } = pageClient();
    await client.POST('/order-tracking/{order}', { params: { path: { order: 'O999' } } });
    expect(network).toHaveBeenCalledTimes(1);
    expect(win.earlyPageCall).toBe(started);
    location.pathname = '/order/O100001';
    await client.POST('/order-tracking/{order}', { params: { path: { order: 'O100001' } } });
    expect(network).toHaveBeenCalledTimes(2);
    expect(win.earlyPageCall).toBeUndefined();
    expect(abort).toHaveBeenCalled();
  });

  it('counts a started call that failed on the network as the first try: the page makes the retries left, the first 1 s later', async () => {
    vi.useFakeTimers();
    landOn('/quote/boiler/survey/Q100001', () => Promise.reject(new TypeError('Failed to fetch')));
    const network = vi.fn((_request: Request) => Promise.reject(new TypeError('Failed to fetch')));
    const { client } = pageClient(network);
    const outcome = client.POST('/quote/{type}/survey', { params: { path: { type: 'boiler' }, query: { quote_id: 'Q100001' } } }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(network).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MAX_RETRIES * RETRY_DELAY_MS);
    expect(network).toHaveBeenCalledTimes(MAX_RETRIES);
    expect(await outcome).toBeInstanceOf(NetworkError);
  });

  it('aborts the started call when the page cancels every request', async () => {
    landOn('/order-track/O100001', () => new Promise<Response>(() => {}));
    const started = (globalThis.window as PageWindow).earlyPageCall!;
    const abort = vi.spyOn(started, 'abort');
    const { client, network } = pageClient();
    const outcome = client.POST('/order-tracking/{order}', { params: { path: { order: 'O100001' } } }).catch((error: unknown) => error);
    await Promise.resolve();
    await vi.waitFor(() => expect(globalThis.window).not.toHaveProperty('earlyPageCall'));
    cancelAllRequests();
    expect(abort).toHaveBeenCalled();
    expect(network).not.toHaveBeenCalled();
    void outcome;
  });
});
