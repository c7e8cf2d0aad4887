// A landing page's first server call, sent by the built page's first lines (decision 650). A page that
// loads its content from the server asked for it only once React had downloaded and run: on a phone,
// the call then waited behind 100 KB of script before the page could paint. The route manifest names
// each route's first call (`firstCall`); the HTML's inline script sends the one of the address it
// lands on, and the page's own identical request takes its answer (takeStartedPageCall in
// network-policy.ts), with the page's retries, timeout and error handling.

import { ROUTES } from '@/domain/route-manifest';
import { CSRF_HEADER, REQUEST_TIMEOUT_MS, type StartedPageCall } from './network-policy';

/** One route whose page has a first call: the address pattern, its parameters' names, the call's forms. */
export interface EarlyPageRoute {
  /** Anchored over location.pathname, one group per parameter; a `:type` only matches the route's types. */
  readonly pattern: string;
  readonly params: readonly string[];
  readonly calls: readonly string[];
}

export interface EarlyPageSettings {
  readonly apiBase: string;
  /** In the router's order: the first route whose pattern matches the address decides. */
  readonly routes: readonly EarlyPageRoute[];
  readonly csrfHeader: string;
  readonly timeoutMs: number;
}

type WindowWithPageCall = Window & { earlyPageCall?: StartedPageCall };

/** The route table's rows with a first call, as the inline script matches them. */
export function earlyPageSettings(apiBase: string): EarlyPageSettings {
  const routes: EarlyPageRoute[] = [];
  for (const route of ROUTES) {
    if (!('firstCall' in route)) continue;
    const params: string[] = [];
    const segments = route.path.split('/').map((segment) => {
      if (!segment.startsWith(':')) return segment;
      params.push(segment.slice(1));
      return segment === ':type' && 'types' in route ? `(${route.types.join('|')})` : '([^/]+)';
    });
    routes.push({ pattern: `^${segments.join('/')}/?$`, params, calls: route.firstCall });
  }
  return { apiBase, routes, csrfHeader: CSRF_HEADER, timeoutMs: REQUEST_TIMEOUT_MS };
}

/**
 * The call a landing on `pathname` + `search` sends: method and URL, each value encoded as the API
 * client encodes it; null when no route with a first call matches, or no form has all its values.
 */
export function earlyPageCallOf(settings: EarlyPageSettings, pathname: string, search: string): { method: string; url: string } | null {
  const query = new URLSearchParams(search);
  for (const route of settings.routes) {
    const match = new RegExp(route.pattern).exec(pathname);
    if (!match) continue;
    const values: Record<string, string> = {};
    route.params.forEach((name, index) => {
      values[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    for (const form of route.calls) {
      let complete = true;
      const filled = form.replace(/\{(\w+)\}/g, (_, name: string) => {
        const value = values[name] ?? query.get(name);
        if (value === null || value === '') complete = false;
        return encodeURIComponent(value ?? '');
      });
      if (!complete) continue;
      const [method = '', path = ''] = filled.split(' ');
      return { method, url: settings.apiBase + path };
    }
    return null;
  }
  return null;
}

/**
 * Runs in the page before any module (early-page-inline.ts, bundled into the HTML). Anything
 * unexpected sends nothing: the page then calls as it always has.
 */
export function startEarlyPageCall(win: WindowWithPageCall, settings: EarlyPageSettings): void {
  try {
    const address = win.location.pathname + win.location.search;
    const call = earlyPageCallOf(settings, win.location.pathname, win.location.search);
    if (!call) return;
    // The CSRF token, as the client's policy sends it (decision 010).
    const token = win.document.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
    const headers: Record<string, string> = token ? { [settings.csrfHeader]: token } : {};
    const controller = new AbortController();
    const started: StartedPageCall = {
      ...call,
      address,
      timedOut: false,
      response: win.fetch(call.url, { method: call.method, headers, credentials: 'same-origin', signal: controller.signal }),
      abort: () => controller.abort(),
    };
    const timer = setTimeout(() => {
      started.timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
    // Taken by the page, which handles a failure; until then a failure is not an unhandled rejection.
    started.response.then(
      () => clearTimeout(timer),
      () => clearTimeout(timer),
    );
    win.earlyPageCall = started;
  } catch {
    // an address that does not decode, or no fetch: nothing sent
  }
}
