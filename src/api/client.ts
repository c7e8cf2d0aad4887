// The one API client: typed from openapi.yaml (src/api/schema.d.ts), with the network policy.
import createClient from 'openapi-fetch';
import type { ApiPaths } from '@/shared/contract-types';
import { createPolicyFetch } from './network-policy';
import { responseCheckMiddleware } from './response-check';
import { safePathSerializer } from './safe-path';

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';

export const api = createClient<ApiPaths>({ baseUrl: API_BASE_URL, fetch: createPolicyFetch(), pathSerializer: safePathSerializer });
// Development and tests check every answer against openapi.yaml; a production build drops this.
if (import.meta.env.DEV) api.use(responseCheckMiddleware());

export { cancelAllRequests, idempotencyHeader, idempotencyKeys, NetworkError, RequestCancelledError } from './network-policy';
