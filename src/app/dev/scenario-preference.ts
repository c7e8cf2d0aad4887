// The chosen mock scenario: kept in localStorage so it survives reloads and covers a whole journey,
// and turned into Prism's Prefer header on every API request.
import { DEFAULT_SCENARIO, isScenarioName, preferHeader, type ScenarioName } from '@/api/scenarios';

export const SCENARIO_STORAGE_KEY = 'dev:mock-scenario';

export function storedScenario(storage: Storage = localStorage): ScenarioName {
  const value = storage.getItem(SCENARIO_STORAGE_KEY);
  return isScenarioName(value) ? value : DEFAULT_SCENARIO;
}

export function storeScenario(name: ScenarioName, storage: Storage = localStorage): void {
  if (name === DEFAULT_SCENARIO) storage.removeItem(SCENARIO_STORAGE_KEY);
  else storage.setItem(SCENARIO_STORAGE_KEY, name);
}

/** The path Prism sees: the request path without the API base (for example /api). */
export function apiPath(requestUrl: string, apiBaseUrl: string): string {
  const basePath = new URL(apiBaseUrl, requestUrl).pathname.replace(/\/+$/, '');
  const { pathname } = new URL(requestUrl);
  return basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
}

/**
 * A request decorator for the API client: adds the scenario's Prefer header to every request, also
 * for the default scenario, because typed calls need `example=homeowner.aircon` to get aircon data.
 */
export function scenarioRequestDecorator(apiBaseUrl: string, current: () => ScenarioName) {
  return (request: Request): Request => {
    const scenario = current();
    const headers = new Headers(request.headers);
    headers.set('Prefer', preferHeader(scenario, request.method, apiPath(request.url, apiBaseUrl)));
    return new Request(request, { headers });
  };
}
