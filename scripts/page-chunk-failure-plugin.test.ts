import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { PAGES } from '../src/domain/route-manifest';
import { PAGE_CHUNK_FAILURE_COOKIE, refuseNextPageModule } from './page-chunk-failure-plugin';

const PAGE_MODULES = Object.values(PAGES).map((page) => page.module);

function answer(url: string, cookie?: string) {
  const headers: Record<string, string> = {};
  const response = { statusCode: 200, setHeader: (name: string, value: string) => (headers[name] = value), end: vi.fn() };
  const next = vi.fn();
  refuseNextPageModule(PAGE_MODULES)({ url, headers: cookie ? { cookie } : {} } as IncomingMessage, response as unknown as ServerResponse, next);
  return { status: response.statusCode, headers, next, ended: response.end.mock.calls.length > 0 };
}

describe('the dev server refusing the next page module', () => {
  it('refuses a page module once the switcher asked for it, and clears the request so the reload loads', () => {
    const refused = answer('/src/features/checkout/checkout-page.tsx?t=1700000000000', `theme=x; ${PAGE_CHUNK_FAILURE_COOKIE}=1`);
    expect(refused.status).toBe(503);
    expect(refused.ended).toBe(true);
    expect(refused.next).not.toHaveBeenCalled();
    expect(refused.headers['Set-Cookie']).toMatch(new RegExp(`^${PAGE_CHUNK_FAILURE_COOKIE}=; Path=/; Max-Age=0`));
  });

  it('serves everything as usual when nothing was asked, and never refuses modules that are not pages', () => {
    expect(answer('/src/features/checkout/checkout-page.tsx').next).toHaveBeenCalled();
    expect(answer('/src/ui/fields.tsx', `${PAGE_CHUNK_FAILURE_COOKIE}=1`).next).toHaveBeenCalled();
    expect(answer('/src/app/page-load.ts', `${PAGE_CHUNK_FAILURE_COOKIE}=1`).next).toHaveBeenCalled();
    expect(answer('/src/app/route-error-page.tsx', `${PAGE_CHUNK_FAILURE_COOKIE}=1`).next).toHaveBeenCalled();
    expect(answer('/src/app/pages/home-page.tsx', `${PAGE_CHUNK_FAILURE_COOKIE}=1`).status).toBe(503);
    expect(answer('/api/order/Q1', `${PAGE_CHUNK_FAILURE_COOKIE}=1`).next).toHaveBeenCalled();
    expect(answer('/node_modules/.vite/deps/react.js', `${PAGE_CHUNK_FAILURE_COOKIE}=1`).next).toHaveBeenCalled();
  });
});
