import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QUOTE_TYPES } from './product-types';
import { CHUNK_GROUPS, PAGES, ROUTES, landingPreloads, pathTo } from './route-manifest';

describe('pathTo', () => {
  it('fills each parameter of a route path in order, encoded', () => {
    expect(pathTo('/quote/:type/results/:quote', 'heat-pump', 'Q 1/2')).toBe('/quote/heat-pump/results/Q%201%2F2');
    expect(pathTo('/order/pay/:order', 'ORD-1')).toBe('/order/pay/ORD-1');
    expect(pathTo('/contact')).toBe('/contact');
  });
});

describe('the landing preload table (decision 290)', () => {
  it('has every route that renders a page, and no redirect-only route or the catch-all', () => {
    const pageRoutes = ROUTES.filter((route) => 'page' in route && route.path !== '*').map((route) => route.path);
    expect(Object.keys(landingPreloads()).sort()).toEqual([...pageRoutes].sort());
    expect(landingPreloads()).not.toHaveProperty('/quote/results');
  });

  it('preloads a questionnaire landing’s own graph with its page, for each questionnaire type', () => {
    expect(landingPreloads()['/quote/:type']).toEqual({ modules: ['src/features/quote/quote-page.tsx', 'src/domain/questionnaires/:type.ts'], types: QUOTE_TYPES });
    expect(landingPreloads()['/order/:order']).toEqual({ modules: ['src/features/order/order-page.tsx'] });
  });
});

describe('the files the manifest names', () => {
  it('exist: a page or chunk-group module that was moved or renamed fails here before the build does', () => {
    const named = [
      ...Object.values(PAGES).flatMap((page) => [page.module, ...('alsoPreload' in page ? page.alsoPreload : [])]),
      ...CHUNK_GROUPS.flatMap((group) => group.modules ?? []),
    ].flatMap((file) => (file.includes(':type') ? QUOTE_TYPES.map((type) => file.replace(':type', type)) : [file]));
    expect(named.filter((file) => !existsSync(file))).toEqual([]);
  });
});
