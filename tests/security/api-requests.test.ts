// @vitest-environment jsdom
// Every operation of openapi.yaml called through the app's real client (network policy, path
// serializer, response check) with a fake fetch: each request carries the CSRF header from the
// page's meta tag, and a route parameter cannot change the API path it goes to.
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client's base is relative (/api) as in a browser, and openapi-fetch takes `Request` when the
// client is created: give Node's Request an origin before the imports below run.
vi.hoisted(() => {
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://shop.test') : input, init);
    }
  };
});

import { api } from '@/api/client';
import { CSRF_HEADER } from '@/api/network-policy';
import { UnsafePathParameterError } from '@/api/safe-path';
import { uploadFile } from '@/api/upload';

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed YAML document
const contract = parse(readFileSync(resolvePath(process.cwd(), 'openapi.yaml'), 'utf8')) as Node;
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const TOKEN = 'token-from-the-page-3f9a';

const operations = Object.entries(contract.paths as Node).flatMap(([path, item]) =>
  HTTP_METHODS.filter((method) => (item as Node)[method]).map((method) => ({
    method,
    path,
    operation: (item as Node)[method] as Node,
  })),
);

let sent: Request[] = [];

beforeEach(() => {
  document.head.innerHTML = `<meta name="csrf-token" content="${TOKEN}">`;
  sent = [];
  // 204: nothing for the response check to read, so only the request is under test here.
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => (sent.push(request), new Response(null, { status: 204 }))));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

/** Calls any operation by its template; every path parameter is "Q1". */
async function call(method: (typeof HTTP_METHODS)[number], path: string, pathParams: Record<string, string> = {}) {
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const params = { path: Object.fromEntries(names.map((name) => [name, pathParams[name] ?? 'Q1'])) };
  const client = api as unknown as Record<string, (path: string, init: object) => Promise<unknown>>;
  await client[method.toUpperCase()]!(path, { params });
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe('CSRF', () => {
  it('is the contract security scheme of every operation, named X-CSRF-TOKEN in a header', () => {
    expect(contract.components.securitySchemes.csrfToken).toMatchObject({ type: 'apiKey', in: 'header', name: CSRF_HEADER });
    expect(contract.security).toEqual([{ csrfToken: [] }]);
    const optedOut = operations.filter(({ operation }) => operation.security !== undefined && !JSON.stringify(operation.security).includes('csrfToken'));
    expect(optedOut.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('checks all operations of the contract', () => expect(operations.length).toBeGreaterThanOrEqual(40));

  it.each(operations.map(({ method, path, operation }) => [operation.operationId as string, method, path] as const))(
    '%s (%s %s) sends the token from the page',
    async (_id, method, path) => {
      const request = await call(method, path);
      expect(request.headers.get(CSRF_HEADER)).toBe(TOKEN);
      expect(request.method).toBe(method.toUpperCase());
    },
  );

  it('multipart uploads (sent with XMLHttpRequest for progress) send it too', async () => {
    const headers = new Map<string, string>();
    const xhr = {
      open: vi.fn(),
      setRequestHeader: (name: string, value: string) => headers.set(name, value),
      upload: { addEventListener: vi.fn() },
      addEventListener: (type: string, listener: () => void) => type === 'error' && queueMicrotask(listener),
      send: vi.fn(),
    };
    await uploadFile({ path: '/order/upload/Q1', fields: { name: 'Photo' }, file: new Blob(['x']) }, () => xhr as unknown as XMLHttpRequest);
    expect(headers.get(CSRF_HEADER)).toBe(TOKEN);
  });
});

describe('Idempotency-Key', () => {
  // Decision 423: a retried POST that creates or changes something must not act twice.
  it.each([
    'createOrder',
    'createStripeIntent',
    'startV12FinanceApplication',
    'loadOrderPayment',
    'requestCallback',
    'submitQuoteAnswers',
    'addOrderItems',
    'addLandlordOrderItems',
    'saveLandlordAddress',
    'addEvVehicle',
    'saveServiceDates',
    'choosePlan',
    'recordJourney',
  ])('%s requires one', (operationId) => {
    const found = operations.find(({ operation }) => operation.operationId === operationId);
    const parameters = (found?.operation.parameters ?? []).map((parameter: Node) =>
      parameter.$ref ? parameter.$ref.split('/').slice(1).reduce((node: Node, key: string) => node[key], contract) : parameter,
    );
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true }));
  });
});

describe('route parameters in API paths', () => {
  it.each([
    ['../checkout/boiler', '/api/order/..%2Fcheckout%2Fboiler'],
    ['ABC?pending=true', '/api/order/ABC%3Fpending%3Dtrue'],
    ['ABC#fragment', '/api/order/ABC%23fragment'],
    ['%2e%2e', '/api/order/%252e%252e'],
    ['A B/C', '/api/order/A%20B%2FC'],
  ])('%j stays one segment of POST /order/{order}', async (order, expectedPath) => {
    const request = await call('post', '/order/{order}', { order });
    const url = new URL(request.url);
    expect(url.pathname).toBe(expectedPath);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('keeps a quote reference inside its segment of a longer path', async () => {
    const request = await call('patch', '/service/{type}/customer/{quote}', { type: 'boiler', quote: '../../order/X' });
    expect(new URL(request.url).pathname).toBe('/api/service/boiler/customer/..%2F..%2Forder%2FX');
  });

  it.each(['..', '.'])('refuses %j, which the URL parser would turn into a walk up the path', async (order) => {
    await expect(api.POST('/order/{order}', { params: { path: { order } } })).rejects.toBeInstanceOf(UnsafePathParameterError);
    expect(sent).toEqual([]);
  });
});
