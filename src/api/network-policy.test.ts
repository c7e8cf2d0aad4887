// @vitest-environment node
// (jsdom's AbortSignal is not the one Node's Request accepts; the policy runs on real fetch types.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CSRF_HEADER,
  NetworkError,
  RequestCancelledError,
  cancelAllRequests,
  createPolicyFetch,
  idempotencyHeader,
  setRequestDecorator,
} from './network-policy';
import { setErrorReporter, type Breadcrumb } from './error-reporting';
import { REQUEST_RETRIES as MAX_RETRIES, REQUEST_RETRY_DELAY_MS as RETRY_DELAY_MS, REQUEST_TIMEOUT_MS } from '@/domain/constants';

/** A fetch that never answers until its signal aborts, like a server that hangs. */
function hangingFetch() {
  return vi.fn((request: Request) =>
    new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
  );
}

const url = 'http://shop.test/api/order';

describe('network policy (purchase-flows.md section 7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setErrorReporter(null);
    setRequestDecorator(null);
  });

  it('names the spec constants: 60 s timeout, 3 retries, 1 s apart', () => {
    expect([REQUEST_TIMEOUT_MS, MAX_RETRIES, RETRY_DELAY_MS]).toEqual([60_000, 3, 1_000]);
  });

  it('sends a request that keeps timing out 4 times (1 + 3 retries), then fails with a timeout', async () => {
    const fetchImpl = hangingFetch();
    const policyFetch = createPolicyFetch({ fetchImpl, csrfToken: () => null });
    const outcome = policyFetch(new Request(url, { method: 'POST', body: '{"a":1}' })).catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1); // still waiting on the first try
    await vi.advanceTimersByTimeAsync(1 + RETRY_DELAY_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2); // retried 1 s after the timeout
    await vi.advanceTimersByTimeAsync(2 * (REQUEST_TIMEOUT_MS + RETRY_DELAY_MS)); // tries 2 and 3 time out
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS); // the last try times out too
    const error = await outcome;
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).reason).toBe('timeout');
  });

  it('resends the same body on each retry', async () => {
    const bodies: string[] = [];
    const fetchImpl = vi.fn(async (request: Request) => {
      bodies.push(await request.text());
      if (bodies.length < 3) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 201 });
    });
    const policyFetch = createPolicyFetch({ fetchImpl, csrfToken: () => null });
    const response = policyFetch(new Request(url, { method: 'POST', body: '{"quote_id":"Q1"}' }));
    await vi.advanceTimersByTimeAsync(2 * RETRY_DELAY_MS);
    expect((await response).status).toBe(201);
    expect(bodies).toEqual(['{"quote_id":"Q1"}', '{"quote_id":"Q1"}', '{"quote_id":"Q1"}']);
  });

  it('resends the Idempotency-Key of a creating POST on each retry; the next action gets a new key', async () => {
    const keys: (string | null)[] = [];
    const fetchImpl = vi.fn(async (request: Request) => {
      keys.push(request.headers.get('Idempotency-Key'));
      if (keys.length < 3) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 201 });
    });
    const policyFetch = createPolicyFetch({ fetchImpl, csrfToken: () => null });
    const response = policyFetch(new Request(url, { method: 'POST', headers: idempotencyHeader(), body: '{"order":1}' }));
    await vi.advanceTimersByTimeAsync(2 * RETRY_DELAY_MS);
    expect((await response).status).toBe(201);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(1);
    expect(idempotencyHeader()['Idempotency-Key']).not.toBe(keys[0]);
    expect(idempotencyHeader('3f0c6a52-8a8e-4c33-9d7e-2b1f6c0d4e71')).toEqual({ 'Idempotency-Key': '3f0c6a52-8a8e-4c33-9d7e-2b1f6c0d4e71' });
  });

  it('retries a network error 1 s later, and not sooner', async () => {
    const fetchImpl = vi.fn(async () => {
      if (fetchImpl.mock.calls.length === 1) throw new TypeError('Failed to fetch');
      return new Response('{}');
    });
    const policyFetch = createPolicyFetch({ fetchImpl, csrfToken: () => null });
    const response = policyFetch(new Request(url));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect((await response).ok).toBe(true);
  });

  it('sends a request that answers 500 once: HTTP errors are answers, not retried', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"message":"Server error"}', { status: 500 }));
    const policyFetch = createPolicyFetch({ fetchImpl, csrfToken: () => null });
    const response = await policyFetch(new Request(url, { method: 'POST' }));
    await vi.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS);
    expect(response.status).toBe(500);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives up after 4 network failures with an offline error', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const policyFetch = createPolicyFetch({ fetchImpl, csrfToken: () => null });
    const outcome = policyFetch(new Request(url)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3 * RETRY_DELAY_MS);
    const error = await outcome;
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'offline', attempts: 4 });
  });

  it('cancel-all aborts three requests in flight, and none is retried', async () => {
    const fetchImpl = hangingFetch();
    const policyFetch = createPolicyFetch({ fetchImpl, csrfToken: () => null });
    const outcomes = ['/a', '/b', '/c'].map((path) =>
      policyFetch(new Request(`http://shop.test/api${path}`)).catch((e: unknown) => e),
    );
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    cancelAllRequests();
    const errors = await Promise.all(outcomes);
    await vi.advanceTimersByTimeAsync(5 * RETRY_DELAY_MS);
    expect(errors.every((e) => e instanceof RequestCancelledError)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('requests started after a cancel-all are not cancelled', async () => {
    cancelAllRequests();
    const fetchImpl = vi.fn(async () => new Response('{}'));
    const response = await createPolicyFetch({ fetchImpl, csrfToken: () => null })(new Request(url));
    expect(response.ok).toBe(true);
  });

  it('puts the CSRF header on every method', async () => {
    const seen: Array<[string, string | null]> = [];
    const fetchImpl = vi.fn(async (request: Request) => {
      seen.push([request.method, request.headers.get(CSRF_HEADER)]);
      return new Response(null, { status: 204 });
    });
    const policyFetch = createPolicyFetch({ fetchImpl, csrfToken: () => 'token-123' });
    for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE']) {
      await policyFetch(new Request(url, { method, body: method === 'GET' ? null : '{}' }));
    }
    expect(seen).toEqual(['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].map((m) => [m, 'token-123']));
  });

  it('leaves a breadcrumb for each failed try and for an HTTP error answer', async () => {
    const crumbs: Breadcrumb[] = [];
    setErrorReporter({ addBreadcrumb: (b) => crumbs.push(b), captureException: () => {} });
    let calls = 0;
    const fetchImpl = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 422 });
    });
    const response = createPolicyFetch({ fetchImpl, csrfToken: () => null })(new Request(url, { method: 'POST' }));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect((await response).status).toBe(422);
    expect(crumbs.map((c) => c.message)).toEqual([
      'POST /api/order failed on the network (try 1 of 4)',
      'POST /api/order answered 422',
    ]);
  });

  it('lets the development scenario decorator add a header', async () => {
    setRequestDecorator((request) => {
      const headers = new Headers(request.headers);
      headers.set('Prefer', 'example=landlord-certifications');
      return new Request(request, { headers });
    });
    const fetchImpl = vi.fn(async (request: Request) => new Response(request.headers.get('Prefer')));
    const response = await createPolicyFetch({ fetchImpl, csrfToken: () => null })(new Request(url));
    expect(await response.text()).toBe('example=landlord-certifications');
  });
});
