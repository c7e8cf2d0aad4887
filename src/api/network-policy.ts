// purchase §7 "General": a timeout per request, retries on timeout or network error only, a CSRF header, cancel all.
import { REQUEST_RETRIES, REQUEST_RETRY_DELAY_MS, REQUEST_TIMEOUT_MS } from '../domain/constants.ts';
import { errorReporter } from './error-reporting.ts';

export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** One customer action's key, resent unchanged by every retry so the server acts once (decision 423). */
export function idempotencyHeader(key: string = crypto.randomUUID()) {
  return { 'Idempotency-Key': key };
}

/** One key per body (decision 423): the same body sent again, a retry or Continue after a failure, reuses its key. */
export function idempotencyKeys() {
  const keys = new Map<string, string>();
  return (body: unknown): string => {
    const signature = JSON.stringify(body);
    const key = keys.get(signature) ?? crypto.randomUUID();
    keys.set(signature, key);
    return key;
  };
}

/** Thrown when every try failed on the network or timed out. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(
    readonly reason: 'timeout' | 'offline',
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout'
        ? 'Our server is taking too long to answer. Please try again.'
        : 'We could not reach our server. Check your connection and try again.',
      options,
    );
  }
}

/** Thrown when the request was cancelled by its caller or by cancelAllRequests(). */
export class RequestCancelledError extends Error {
  override name = 'RequestCancelledError';
  constructor() {
    super('The request was cancelled.');
  }
}

let cancelAllController = new AbortController();

/** Aborts every request in flight (for example when the customer leaves a flow). */
export function cancelAllRequests(): void {
  cancelAllController.abort();
  cancelAllController = new AbortController();
}

export function csrfTokenFromPage(doc: Document | undefined = globalThis.document): string | null {
  return doc?.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
}

type RequestDecorator = (request: Request) => Request | void;
let requestDecorator: RequestDecorator | null = null;

/** Development hook (the scenario switcher adds Prism's Prefer header); unused in production. */
export function setRequestDecorator(decorator: RequestDecorator | null): void {
  requestDecorator = decorator;
}

/** A fetch that takes a Request: the policy's, which the client can be given per call. */
export type SendRequest = (request: Request) => Promise<Response>;

interface PolicyOptions {
  fetchImpl?: SendRequest;
  csrfToken?: () => string | null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fetch with the policy above, for openapi-fetch's `createClient({ fetch })`. */
export function createPolicyFetch(options: PolicyOptions = {}): SendRequest {
  const { fetchImpl = (request) => globalThis.fetch(request), csrfToken = () => csrfTokenFromPage() } = options;

  return async function policyFetch(input: Request): Promise<Response> {
    let request = input;
    const token = csrfToken();
    if (token) {
      const headers = new Headers(request.headers);
      headers.set(CSRF_HEADER, token);
      request = new Request(request, { headers });
    }
    request = requestDecorator?.(request) ?? request;
    const cancelSignal = cancelAllController.signal;
    const label = `${request.method} ${new URL(request.url).pathname}`;
    // Read once and sent as bytes: a streamed clone could not be resent, and browsers hide streamed bodies from devtools.
    const bytes = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const body = bytes && bytes.byteLength > 0 ? bytes : null;

    let lastFailure: 'timeout' | 'offline' = 'offline';
    let lastError: unknown;
    for (let attempt = 1; attempt <= REQUEST_RETRIES + 1; attempt += 1) {
      if (attempt > 1) {
        await wait(REQUEST_RETRY_DELAY_MS);
        if (cancelSignal.aborted || input.signal.aborted) throw new RequestCancelledError();
      }
      // Each try gets its own timer: a signal made once would start counting at creation.
      const attemptController = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        attemptController.abort();
      }, REQUEST_TIMEOUT_MS);
      const signal = AbortSignal.any([attemptController.signal, cancelSignal, input.signal]);
      try {
        const response = await fetchImpl(new Request(request.url, { method: request.method, headers: request.headers, body, signal, credentials: request.credentials }));
        if (!response.ok) {
          errorReporter().addBreadcrumb({ category: 'http', level: 'error', message: `${label} answered ${response.status}` });
        }
        return response;
      } catch (error) {
        if (!timedOut && (cancelSignal.aborted || input.signal.aborted)) throw new RequestCancelledError();
        lastFailure = timedOut ? 'timeout' : 'offline';
        lastError = error;
        errorReporter().addBreadcrumb({
          category: 'http',
          level: 'warning',
          message: `${label} ${lastFailure === 'timeout' ? 'timed out' : 'failed on the network'} (try ${attempt} of ${REQUEST_RETRIES + 1})`,
        });
      } finally {
        clearTimeout(timer);
      }
    }
    const failure = new NetworkError(lastFailure, REQUEST_RETRIES + 1, { cause: lastError });
    errorReporter().addBreadcrumb({ category: 'http', level: 'error', message: `${label}: ${failure.message}` });
    throw failure;
  };
}
