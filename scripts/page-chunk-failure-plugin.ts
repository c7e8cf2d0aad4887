// Development only: the scenario switcher's "next page fails to load" (purchase §8, "Page lazy-load
// failure: Reload target URL"). With the cookie set, the dev server refuses the next page module the
// browser asks for, once, and clears the cookie: the app reloads the target URL, which then loads.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export const PAGE_CHUNK_FAILURE_COOKIE = 'mock-page-chunk-failure';

/**
 * A lazily loaded page as the dev server serves it (`/src/features/checkout/checkout-page.tsx?t=…`,
 * `/src/app/pages/home-page.tsx`); the app's own modules, such as the loader `src/app/lazy-page.tsx`,
 * are never refused.
 */
function isPageModule(url: string | undefined): boolean {
  if (!url) return false;
  const { pathname } = new URL(url, 'http://dev.local');
  return /^\/src\/(features\/[a-z-]+|app\/pages)\/[a-z-]+-page\.tsx$/.test(pathname);
}

function failureAsked(request: IncomingMessage): boolean {
  return (request.headers.cookie ?? '').split(/;\s*/).includes(`${PAGE_CHUNK_FAILURE_COOKIE}=1`);
}

export function refuseNextPageModule(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  if (!failureAsked(request) || !isPageModule(request.url)) {
    next();
    return;
  }
  response.statusCode = 503;
  response.setHeader('Set-Cookie', `${PAGE_CHUNK_FAILURE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  response.setHeader('Cache-Control', 'no-store');
  response.end('This page failed to load on purpose (scenario switcher: next page fails to load).');
}

export function pageChunkFailurePlugin(): Plugin {
  return {
    name: 'page-chunk-failure',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(refuseNextPageModule);
    },
  };
}
