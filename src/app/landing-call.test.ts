// @vitest-environment node
// A landing's first call sent as the app starts, and the page's identical call taking it (decision 760).
import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { ApiPaths } from '@/shared/contract-types';
import { aheadThrough, cancelAllRequests, createPolicyFetch, RequestCancelledError } from '@/api/network-policy';
import { safePathSerializer } from '@/api/safe-path';
import { ROUTES } from '@/domain/route-manifest';
import { landingCallOf } from './landing-call';

const callAt = (address: string) => {
  const url = new URL(address, 'https://shop.test');
  return landingCallOf(url.pathname, url.search);
};

/** The client as src/api/client.ts builds it, on a network that answers `answers` in turn, and its sendAhead. */
function clientOn(...answers: ((request: Request) => Promise<Response>)[]) {
  let next = 0;
  const network = vi.fn((request: Request) => (answers[next++] ?? answers.at(-1)!)(request));
  const policyFetch = createPolicyFetch({ fetchImpl: network, csrfToken: () => 'csrf-1' });
  const client = createClient<ApiPaths>({ baseUrl: 'https://shop.test/api', fetch: policyFetch, pathSerializer: safePathSerializer });
  return { client, network, sendAhead: aheadThrough(policyFetch) };
}

/** A request that never answers, as fetch rejects it when aborted. */
const pending = (request: Request) => new Promise<Response>((_resolve, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));

const landedOn = (pathname: string) => vi.stubGlobal('location', { pathname, search: '' });

afterEach(() => vi.unstubAllGlobals());

describe('a landing’s first call', () => {
  it('is the call each data-loading page sends first, with the route’s values and the address’s query', () => {
    expect(callAt('/product/boiler/1')).toEqual({ method: 'POST', path: '/boiler/1' });
    expect(callAt('/checkout/boiler/Q100001')).toEqual({ method: 'POST', path: '/checkout/boiler/Q100001' });
    expect(callAt('/checkout/boiler/Q100001?product=7')).toEqual({ method: 'POST', path: '/checkout/boiler/Q100001?product=7' });
    expect(callAt('/enquire/solar/Q100001')).toEqual({ method: 'POST', path: '/enquiry/solar/Q100001' });
    expect(callAt('/enquire/solar')).toEqual({ method: 'POST', path: '/enquiry/solar' });
    expect(callAt('/order-track/O100001')).toEqual({ method: 'POST', path: '/order-tracking/O100001' });
    expect(callAt('/order/O100001?pending=true')).toEqual({ method: 'POST', path: '/order/O100001?pending=true' });
    expect(callAt('/order/upload/O100001?type=photos')).toEqual({ method: 'POST', path: '/order/upload/O100001?type=photos' });
    expect(callAt('/quote/boiler/survey/Q100001')).toEqual({ method: 'POST', path: '/quote/boiler/survey?quote_id=Q100001' });
    expect(callAt('/quote/boiler/survey/Q100001?product=3')).toEqual({ method: 'POST', path: '/quote/boiler/survey/3?quote_id=Q100001' });
    expect(callAt('/service/boiler/Q100001/')).toEqual({ method: 'POST', path: '/service/boiler?quote_id=Q100001' });
    expect(callAt('/plans/Q100001')).toEqual({ method: 'POST', path: '/plans/boiler?quote_id=Q100001' });
    expect(callAt('/price-match/O100001')).toEqual({ method: 'POST', path: '/price-match/O100001' });
    // The results load their quote by its reference (decision 870).
    expect(callAt('/quote/boiler/results/Q100001')).toEqual({ method: 'GET', path: '/quote/results/boiler/Q100001' });
    expect(callAt('/quote/solar/results/Q100001?popup=SidebarPopup')).toEqual({ method: 'GET', path: '/quote/results/solar/Q100001' });
    // A reference is encoded as the client encodes it.
    expect(callAt('/order-track/O%201%2F2')).toEqual({ method: 'POST', path: '/order-tracking/O%201%2F2' });
  });

  it('is none on pages that load nothing first, the results without a reference, the payment step and types the route does not take', () => {
    for (const address of ['/', '/quote/boiler', '/quote/boiler/results', '/quote/boiler-service/results/Q100001', '/order/pay/O100001?amount=100', '/checkout/solar/Q100001', '/checkout/Q100001', '/nowhere']) {
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
});

describe('a call sent ahead, taken by the page', () => {
  it('answers the page’s identical request (query in any order): one request on the network, with the CSRF token, taken once', async () => {
    landedOn('/checkout/boiler/Q100001');
    const { client, network, sendAhead } = clientOn(() => Promise.resolve(Response.json({ order: 'first' })), () => Promise.resolve(Response.json({ order: 'second' })));
    void sendAhead(new Request('https://shop.test/api/checkout/boiler/Q100001?product=7&b=2', { method: 'POST' }));
    const load = () => client.POST('/checkout/{type}/{quote}', { params: { path: { type: 'boiler', quote: 'Q100001' }, query: { b: 2, product: 7 } as { product: number } } });
    expect((await load()).data).toEqual({ order: 'first' });
    expect(network).toHaveBeenCalledOnce();
    expect(network.mock.calls[0]![0].headers.get('X-CSRF-TOKEN')).toBe('csrf-1');
    // A later load of the same page (a retry button) is a new request.
    expect((await load()).data).toEqual({ order: 'second' });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('is taken only by a request with the same body, even when the caller read its own answer', async () => {
    landedOn('/quote/boiler/results/Q1');
    const { client, network, sendAhead } = clientOn(() => Promise.resolve(Response.json({ products: [1] })), () => Promise.resolve(Response.json({ products: [2] })));
    const post = (postcode: string, fetch?: typeof sendAhead) => client.POST('/quote/results/{type}', { params: { path: { type: 'boiler' }, header: { 'Idempotency-Key': postcode } }, body: { postcode } as never, fetch });
    expect((await post('LS6 2AB', sendAhead)).data).toEqual({ products: [1] });
    expect((await post('M1 1AA')).data).toEqual({ products: [2] });
    expect((await post('LS6 2AB')).data).toEqual({ products: [1] });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('is not taken, and is aborted, once the customer has left the address it was sent from', async () => {
    landedOn('/order-track/O100001');
    const { client, network, sendAhead } = clientOn(pending, () => Promise.resolve(Response.json({ order: 'own' })));
    const ahead = sendAhead(new Request('https://shop.test/api/order-tracking/O100001', { method: 'POST' }));
    landedOn('/order/O100001');
    expect((await client.POST('/order-tracking/{order}', { params: { path: { order: 'O100001' } } })).data).toEqual({ order: 'own' });
    await expect(ahead).rejects.toBeInstanceOf(RequestCancelledError);
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('is cancelled with every other request once the page took it', async () => {
    landedOn('/order-track/O100001');
    const { client, network, sendAhead } = clientOn(pending);
    void sendAhead(new Request('https://shop.test/api/order-tracking/O100001', { method: 'POST' })).catch(() => undefined);
    const outcome = client.POST('/order-tracking/{order}', { params: { path: { order: 'O100001' } } }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(network).toHaveBeenCalledOnce());
    cancelAllRequests();
    expect(await outcome).toBeInstanceOf(RequestCancelledError);
    expect(network).toHaveBeenCalledOnce();
  });
});
