// The one API client: typed from openapi.yaml (src/api/schema.d.ts), with the network policy.
import createClient from 'openapi-fetch';
import type { ApiPaths } from './contract-types';
import { cancelAllSignal, createPolicyFetch, RequestCancelledError, type SendRequest, type StartedCall } from './network-policy';
import { responseCheckMiddleware } from './response-check';
import { safePathSerializer } from './safe-path';

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';

export const api = createClient<ApiPaths>({ baseUrl: API_BASE_URL, fetch: createPolicyFetch(), pathSerializer: safePathSerializer });
// Development and tests check every answer against openapi.yaml; a production build drops this.
if (import.meta.env.DEV) api.use(responseCheckMiddleware());

export { cancelAllRequests, idempotencyHeader, NetworkError, RequestCancelledError } from './network-policy';

/**
 * A call the built page's first lines already sent (decision 290), read as the client reads an answer:
 * JSON either way, `data` or `error` beside the response. A network failure counts as the first try:
 * `callAgain` sends the call through the client with a fetch that makes the retries left (purchase §7).
 * cancelAllRequests() aborts it like any other request. The client's answer types are compile-time
 * only; each page checks the shape it reads.
 */
export function answerOfStarted<Answer>(started: StartedCall, callAgain: (fetch: SendRequest) => Promise<Answer>): Promise<Answer> {
  const cancelled = cancelAllSignal();
  const abort = () => started.abort();
  cancelled.addEventListener('abort', abort, { once: true });
  const whenCancelled = (error: unknown) => {
    throw cancelled.aborted ? new RequestCancelledError() : error;
  };
  return started.response
    .then(
      async (response) => {
        const body: unknown = response.ok ? await response.json() : await response.json().catch(() => undefined);
        return (response.ok ? { data: body, response } : { error: body, response }) as Answer;
      },
      (error: unknown) => {
        if (cancelled.aborted) throw error;
        return callAgain(createPolicyFetch({ triesMade: 1 }));
      },
    )
    .catch(whenCancelled)
    .finally(() => cancelled.removeEventListener('abort', abort));
}
