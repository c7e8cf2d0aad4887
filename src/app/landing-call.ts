// A landing's first server call goes out as the app starts (decision 760), beside the page's chunk, not
// once the page has rendered. The route manifest names each route's first call (`firstCall`); the
// page's own identical call takes its answer in the network policy, with the page's retries, timeout
// and error handling.
import { matchPath } from 'react-router-dom';
import { ROUTES } from '@/domain/route-manifest';

/**
 * The first call of the route a landing on `pathname` + `search` shows: method and path under the API
 * base, each value encoded as the client encodes it; null when its route has none, or no form has all
 * its values.
 */
export function landingCallOf(pathname: string, search: string): { method: string; path: string } | null {
  const query = new URLSearchParams(search);
  for (const route of ROUTES) {
    const params = matchPath({ path: route.path, end: true }, pathname)?.params;
    if (!params || ('types' in route && !(route.types as readonly string[]).includes(params.type ?? ''))) continue;
    for (const form of 'firstCall' in route ? route.firstCall : []) {
      let complete = true;
      const filled = form.replace(/\{(\w+)\}/g, (_, name: string) => {
        const param = params[name];
        const value = param === undefined ? query.get(name) : decodeURIComponent(param);
        if (!value) complete = false;
        return encodeURIComponent(value ?? '');
      });
      if (!complete) continue;
      const [method = '', path = ''] = filled.split(' ');
      return { method, path };
    }
    return null;
  }
  return null;
}

/**
 * Sends the landing's first call, if its route has one. The client is no part of the entry (home and
 * the questionnaire never load it): a page that loads from the server has it among its own preloaded
 * chunks.
 */
export function sendLandingCall({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  let landing: ReturnType<typeof landingCallOf> = null;
  try {
    landing = landingCallOf(pathname, search);
  } catch {
    return; // an address that does not decode: the page calls as it always has
  }
  if (!landing) return;
  const { method, path } = landing;
  void import('@/api/client').then(({ API_BASE_URL, sendAhead }) => sendAhead(new Request(new URL(API_BASE_URL + path, window.location.href), { method })).catch(() => undefined));
}
