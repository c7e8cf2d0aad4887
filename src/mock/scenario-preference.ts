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
export function failNextPageLoad(doc: Document = document): void {
  doc.cookie = `${PAGE_CHUNK_FAILURE_COOKIE}=1; Path=/; SameSite=Lax`;
}

export function storedScenario(storage: Storage = localStorage): ScenarioName {
  const value = storage.getItem(SCENARIO_STORAGE_KEY);
  return isScenarioName(value) ? value : DEFAULT_SCENARIO;
}

export function storeScenario(name: ScenarioName, storage: Storage = localStorage): void {
  if (name === DEFAULT_SCENARIO) storage.removeItem(SCENARIO_STORAGE_KEY);
  else storage.setItem(SCENARIO_STORAGE_KEY, name);
}

export function storedNetwork(storage: Storage = localStorage): NetworkCondition {
  const value = storage.getItem(NETWORK_STORAGE_KEY);
  return isNetworkCondition(value) ? value : 'normal';
}

export function storeNetwork(condition: NetworkCondition, storage: Storage = localStorage): void {
  if (condition === 'normal') storage.removeItem(NETWORK_STORAGE_KEY);
  else storage.setItem(NETWORK_STORAGE_KEY, condition);
}

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
