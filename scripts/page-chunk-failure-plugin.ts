// Development only: the scenario switcher's "next page fails to load" (purchase §8, "Page lazy-load
// failure: Reload target URL"). With the cookie set, the dev server refuses the next page module the
// browser asks for, once, and clears the cookie: the app reloads the target URL, which then loads.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export const PAGE_CHUNK_FAILURE_COOKIE = 'mock-page-chunk-failure';

function failureAsked(request: IncomingMessage): boolean {
  return (request.headers.cookie ?? '').split(/;\s*/).includes(`${PAGE_CHUNK_FAILURE_COOKIE}=1`);
}

/**
 * The dev server's middleware: refuses the first request for one of `pageModules` (the route
 * manifest's pages, as `src/…/x-page.tsx`) while the switcher's cookie is set.
 */
export function refuseNextPageModule(pageModules: readonly string[]) {
  const pages = new Set(pageModules.map((module) => `/${module}`));
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const pathname = request.url ? new URL(request.url, 'http://dev.local').pathname : '';
    if (!failureAsked(request) || !pages.has(pathname)) {
      next();
      return;
    }
    response.statusCode = 503;
    response.setHeader('Set-Cookie', `${PAGE_CHUNK_FAILURE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    response.setHeader('Cache-Control', 'no-store');
    response.end('This page failed to load on purpose (scenario switcher: next page fails to load).');
  };
}

export function pageChunkFailurePlugin(pageModules: readonly string[]): Plugin {
  return {
    name: 'page-chunk-failure',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(refuseNextPageModule(pageModules));
    },
  };
}
