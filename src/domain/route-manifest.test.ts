import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES, pathTo } from './route-manifest';

describe('pathTo', () => {
  it('fills each parameter of a route path in order, encoded', () => {
    expect(pathTo('/quote/:type/results/:quote', 'heat-pump', 'Q 1/2')).toBe('/quote/heat-pump/results/Q%201%2F2');
    expect(pathTo('/order/pay/:order', 'ORD-1')).toBe('/order/pay/ORD-1');
    expect(pathTo('/contact')).toBe('/contact');
  });
});

describe('the files the manifest names', () => {
  it('exist: a page or loader module that was moved or renamed fails here before the build does', () => {
    const files = Object.values(PAGES).flatMap((page) => ('loader' in page ? [page.module, page.loader] : [page.module]));
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
  });
});
