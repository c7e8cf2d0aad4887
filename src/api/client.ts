// The one API client: typed from openapi.yaml (src/api/schema.d.ts), with the network policy.
import createClient from 'openapi-fetch';
import type { ApiPaths } from './contract-types';
import { createPolicyFetch, type SendRequest, type StartedCall } from './network-policy';
import { responseCheckMiddleware } from './response-check';
import { safePathSerializer } from './safe-path';

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';

export const api = createClient<ApiPaths>({ baseUrl: API_BASE_URL, fetch: createPolicyFetch(), pathSerializer: safePathSerializer });
// Development and tests check every answer against openapi.yaml; a production build drops this.
if (import.meta.env.DEV) api.use(responseCheckMiddleware());

export { cancelAllRequests, idempotencyHeader, NetworkError, RequestCancelledError } from './network-policy';

/**
 * The client's fetch for a call the built page's first lines already sent (decision 290): that call
 * is its first try, and a network failure of it leaves the retries left (purchase §7), as for a
 * landing's `firstCall` (decision 650). Its answer goes through the client like any other.
 */
export function fetchTaking(started: StartedCall): SendRequest {
  return createPolicyFetch({ started });
}
