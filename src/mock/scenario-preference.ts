// The chosen mock scenario: kept in localStorage so it survives reloads and covers a whole journey,
// and turned into Prism's Prefer header on every API request.
import { DEFAULT_SCENARIO, isNetworkCondition, isScenarioName, preferHeader, type NetworkCondition, type ScenarioName } from './scenarios';

export const SCENARIO_STORAGE_KEY = 'dev:mock-scenario';
export const NETWORK_STORAGE_KEY = 'dev:mock-network';
/** Where the journey memory forgets this browser's journey (scripts/journey-mock). */
export const JOURNEY_RESET_PATH = '/__journey/reset';
/** The dev server refuses the next page module while this cookie is set (scripts/page-chunk-failure-plugin.ts). */
export const PAGE_CHUNK_FAILURE_COOKIE = 'mock-page-chunk-failure';

/** Asks the dev server to refuse the next page the app loads, once: the app then reloads that URL (purchase §8). */
export function failNextPageLoad(): void {
  document.cookie = `${PAGE_CHUNK_FAILURE_COOKIE}=1; Path=/; SameSite=Lax`;
}

/** Reads and writes one choice in localStorage; the default is kept as no entry, and anything unknown reads as the default. */
function storedChoice<T extends string>(key: string, isValid: (value: unknown) => value is T, fallback: T) {
  const read = (): T => {
    const value = localStorage.getItem(key);
    return isValid(value) ? value : fallback;
  };
  const write = (value: T): void => {
    if (value === fallback) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  };
  return [read, write] as const;
}

export const [storedScenario, storeScenario] = storedChoice<ScenarioName>(SCENARIO_STORAGE_KEY, isScenarioName, DEFAULT_SCENARIO);
export const [storedNetwork, storeNetwork] = storedChoice<NetworkCondition>(NETWORK_STORAGE_KEY, isNetworkCondition, 'normal');

/** The path Prism sees: the request path without the API base (for example /api). */
export function apiPath(requestUrl: string, apiBaseUrl: string): string {
  const basePath = new URL(apiBaseUrl, requestUrl).pathname.replace(/\/+$/, '');
  const { pathname } = new URL(requestUrl);
  return basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
}

/** Adds the scenario's Prefer header to every request, the default scenario's too (typed calls need `example=homeowner.aircon`). */
export function scenarioRequestDecorator(apiBaseUrl: string, current: () => ScenarioName, network: () => NetworkCondition = () => 'normal') {
  return (request: Request): Request => {
    const scenario = current();
    const condition = network();
    const headers = new Headers(request.headers);
    const prefer = preferHeader(scenario, request.method, apiPath(request.url, apiBaseUrl), request.headers.get('content-type'));
    headers.set('Prefer', condition === 'normal' ? prefer : `${prefer}, network=${condition}`);
    return new Request(request, { headers });
  };
}
