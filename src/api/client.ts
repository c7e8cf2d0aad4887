// The one API client: typed from openapi.yaml (src/api/schema.d.ts), with the network policy.
import createClient from 'openapi-fetch';
import type { paths } from './schema';
import { createPolicyFetch } from './network-policy';

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '/api';

export const api = createClient<paths>({ baseUrl: API_BASE_URL, fetch: createPolicyFetch() });

export { cancelAllRequests, NetworkError, RequestCancelledError } from './network-policy';
