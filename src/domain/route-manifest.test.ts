import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES, parseProductId, pathTo, productOf } from './route-manifest';

describe('pathTo', () => {
  it('fills each parameter of a route path in order, encoded', () => {
    expect(pathTo('/quote/:type/results/:quote', 'heat-pump', 'Q 1/2')).toBe('/quote/heat-pump/results/Q%201%2F2');
    expect(pathTo('/order/pay/:order', 'ORD-1')).toBe('/order/pay/ORD-1');
    expect(pathTo('/contact')).toBe('/contact');
  });
});

describe('product ids in addresses', () => {
  it('reads a positive whole number written in digits, in the path or the query', () => {
    expect(parseProductId('42')).toBe(42);
    expect(productOf('https://shop.example/checkout/boiler?product=7')).toBe(7);
  });

  it('refuses anything else: none, zero, a sign, a fraction, an exponent, a leading zero or spaces', () => {
    for (const value of [undefined, null, '', '0', '-3', '+3', '2.5', '1e3', '012', ' 12', 'abc']) expect(parseProductId(value)).toBeNull();
    expect(productOf('https://shop.example/checkout/boiler')).toBeUndefined();
    expect(productOf('https://shop.example/checkout/boiler?product=1e3')).toBeUndefined();
  });
});

describe('the files the manifest names', () => {
  it('exist: a page or loader module that was moved or renamed fails here before the build does', () => {
    const files = Object.values(PAGES).flatMap((page) => ('loader' in page ? [page.module, page.loader] : [page.module]));
    expect(files.filter((file) => !existsSync(file))).toEqual([]);
  });
});
