import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as budgetsModule from './budgets.mjs';
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as productsModule from './products.mjs';

const { evaluateBudgets, heavyModulesIn, median, parseSimThroughput, phoneMetadataCountries } = budgetsModule as any;
const { benchProducts } = productsModule as any;

const fullMetadata = JSON.parse(readFileSync('node_modules/libphonenumber-js/metadata.min.json', 'utf8'));
const ukOnly = {
  ...fullMetadata,
  country_calling_codes: { 44: ['GB', 'GG', 'IM', 'JE'] },
  countries: Object.fromEntries(['GB', 'GG', 'IM', 'JE'].map((c) => [c, fullMetadata.countries[c]])),
};
// What Vite emits for a JSON import: an object literal, or JSON.parse of a string for big files.
const asObjectLiteral = (metadata: unknown) => `const m=${JSON.stringify(metadata).replace(/"(\w+)":/g, '$1:')};export{m};`;
const asJsonParse = (metadata: unknown) => `const m=JSON.parse(${JSON.stringify(JSON.stringify(metadata))});export{m};`;

describe('phone metadata in a chunk', () => {
  it('finds every country of the full metadata, in either form Vite emits', () => {
    for (const chunk of [asObjectLiteral(fullMetadata), asJsonParse(fullMetadata)]) {
      const countries = phoneMetadataCountries(chunk);
      expect(countries).toContain('US');
      expect(countries.length).toBeGreaterThan(200);
    }
  });

  it('finds only GB, GG, IM and JE in the trimmed metadata', () => {
    expect(phoneMetadataCountries(asObjectLiteral(ukOnly))).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(phoneMetadataCountries(asJsonParse(ukOnly))).toEqual(['GB', 'GG', 'IM', 'JE']);
  });

  it('is null for a chunk without metadata, even one naming the key', () => {
    expect(phoneMetadataCountries('const a={b:"GB"};')).toBeNull();
    expect(phoneMetadataCountries('metadata.country_calling_codes[e]')).toBeNull();
  });
});

describe('heavy modules in a source map', () => {
  it('names each heavy package by its node_modules path and nothing else', () => {
    const sources = [
      '../../node_modules/@sentry/core/build/esm/index.js',
      '../../node_modules/react-hook-form/dist/index.esm.mjs',
      '../../node_modules/libphonenumber-js/core/index.js',
      '../../src/features/checkout/zod-like-name.ts',
      '../../node_modules/react-dom/cjs/react-dom.production.js',
    ];
    expect(heavyModulesIn(sources)).toEqual(['sentry', 'react-hook-form', 'libphonenumber']);
    expect(heavyModulesIn(['..\\..\\node_modules\\@stripe\\stripe-js\\dist\\pure.mjs'])).toEqual(['stripe']);
    expect(heavyModulesIn(['../../node_modules/@hookform/resolvers/zod/dist/zod.mjs', '../../node_modules/zod/v4/core/core.js'])).toEqual(['@hookform', 'zod']);
  });
});

describe('median and sim throughput', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('sums the sim lines and divides cases by seconds', () => {
    expect(parseSimThroughput('stdout | sim/a.test.ts\nsim: 1200 cases in 1.5 s\nsim: 800 cases in 0.5 s\n')).toEqual({ cases: 2000, seconds: 2, casesPerSecond: 1000 });
    expect(parseSimThroughput('Test Files 3 passed')).toBeNull();
  });
});

const floor = { measured: true, js: { gzip: 100_000 } };
const page = (overrides: Record<string, unknown>) => ({
  name: 'home', url: '/', budget: 'entry', forbiddenModules: ['sentry', 'zod'], measured: true, reason: null,
  js: { gzip: 100_000 }, heavyModules: [], ...overrides,
});
const lighthouse = { name: 'home', url: '/', measured: true, performance: 0.98, lcpMs: 1800, tbtMs: 50, cls: 0.02 };
const interaction = { measured: true, sort: { measured: true, medianMs: 50 }, filter: { measured: true, medianMs: 12 } };
const statusOf = (rows: any[], fragment: string) => rows.filter((row) => row.budget.includes(fragment)).map((row) => row.status);

describe('budgets', () => {
  it('passes exactly at each limit', () => {
    const rows = evaluateBudgets({
      floor,
      pages: [page({ js: { gzip: 125_000 } }), page({ name: 'results', url: '/quote/boiler/results/Q1', budget: 'page', js: { gzip: 160_000 } })],
      phoneMetadata: [],
      lighthouse: [lighthouse],
      interaction,
    });
    expect(rows.every((row: any) => row.status === 'pass')).toBe(true);
  });

  it('misses just above a JS ratio, and for a forbidden module on the first load', () => {
    const rows = evaluateBudgets({
      floor,
      pages: [page({ js: { gzip: 125_001 }, heavyModules: ['zod', 'stripe'] }), page({ name: 'results', budget: 'page', js: { gzip: 160_001 } })],
      phoneMetadata: [],
      lighthouse: [lighthouse],
      interaction,
    });
    expect(statusOf(rows, 'first-visit JS gzip')).toEqual(['MISS', 'MISS']);
    const forbidden = rows.find((row: any) => row.budget === 'loads only where needed, home');
    expect(forbidden).toMatchObject({ status: 'MISS', actual: 'loaded zod' });
  });

  it('gives the payment step no JS ratio budget', () => {
    const rows = evaluateBudgets({ floor, pages: [page({ name: 'order pay', budget: 'payment', forbiddenModules: [], js: { gzip: 900_000 } })], phoneMetadata: [], lighthouse: [], interaction });
    expect(statusOf(rows, 'order pay')).toEqual([]);
  });

  it('counts what could not be measured as NOT MEASURED, never as a pass', () => {
    const rows = evaluateBudgets({
      floor: { measured: false, js: { gzip: 0 } },
      pages: [page({}), page({ name: 'survey', measured: false, reason: 'redirected to /', heavyModules: null })],
      phoneMetadata: null,
      lighthouse: [{ name: 'results', url: '/quote/boiler/results/Q1', measured: false, reason: 'the page did not render' }],
      interaction: { measured: false, reason: 'no [data-product-id] cards' },
    });
    const notPassed = rows.filter((row: any) => row.status !== 'pass');
    expect(notPassed.map((row: any) => row.status)).toEqual(Array(notPassed.length).fill('NOT MEASURED'));
    expect(rows.filter((row: any) => row.status === 'pass').map((row: any) => row.budget)).toEqual(['loads only where needed, home']);
    expect(statusOf(rows, 'Lighthouse')).toHaveLength(4);
    expect(rows.find((row: any) => row.budget.startsWith('results sort'))).toMatchObject({ status: 'NOT MEASURED', actual: 'no [data-product-id] cards' });
  });

  it('misses Lighthouse and interaction figures just over their limits', () => {
    const rows = evaluateBudgets({
      floor,
      pages: [],
      phoneMetadata: [],
      lighthouse: [{ ...lighthouse, performance: 0.97, lcpMs: 1801, tbtMs: 51, cls: 0.021 }],
      interaction: { measured: true, sort: { measured: true, medianMs: 50.1 }, filter: { measured: true, medianMs: 50 } },
    });
    expect(statusOf(rows, 'Lighthouse')).toEqual(['MISS', 'MISS', 'MISS', 'MISS']);
    expect(statusOf(rows, 'results sort')).toEqual(['MISS']);
    expect(statusOf(rows, 'results filter')).toEqual(['pass']);
  });

  it('misses an interaction stopped early because most samples were over the limit, whatever its partial median', () => {
    const stopped = { measured: true, stoppedEarly: true, medianMs: 49, samples: [...Array(11).fill(60), ...Array(2).fill(10)] };
    const rows = evaluateBudgets({ floor, pages: [], phoneMetadata: [], lighthouse: [], interaction: { measured: true, sort: stopped, filter: interaction.filter } });
    expect(rows.find((row: any) => row.budget.startsWith('results sort'))).toMatchObject({ status: 'MISS', actual: expect.stringMatching(/^11 of 13 samples over the limit/) });
  });

  it('misses when phone metadata for other countries is in the build', () => {
    const rows = evaluateBudgets({ floor, pages: [], phoneMetadata: [{ file: 'assets/phone.js', countries: ['GB', 'US'] }], lighthouse: [], interaction });
    expect(statusOf(rows, 'phone metadata')).toEqual(['MISS']);
    const ukRows = evaluateBudgets({ floor, pages: [], phoneMetadata: [{ file: 'assets/phone.js', countries: ['GB', 'GG', 'IM', 'JE'] }], lighthouse: [], interaction });
    expect(statusOf(ukRows, 'phone metadata')).toEqual(['pass']);
  });
});

describe('the 500 bench products', () => {
  const interestFree = (p: any) => p.finance_options.some((o: any) => o.finance_product_id === 'IF24');

  it('keeps the example shape, prices in integer pence, unique ids, half interest free', () => {
    const template = { id: 7, product_title: 'x', extra_field: 'kept', finance_options: [{ finance_product_id: 'IF24' }, { finance_product_id: 'IB60' }] };
    const products = benchProducts(template);
    expect(products).toHaveLength(500);
    expect(new Set(products.map((p: any) => p.id)).size).toBe(500);
    expect(products.every((p: any) => Number.isInteger(p.price_after_discount) && p.extra_field === 'kept')).toBe(true);
    expect(new Set(products.map((p: any) => p.price_after_discount)).size).toBeGreaterThan(400);
    expect(products.filter(interestFree)).toHaveLength(250);
    expect(products.every((p: any) => p.finance_options.length > 0)).toBe(true);
  });

  it('makes half interest free even when the example offers no interest-free finance, or no example exists', () => {
    expect(benchProducts({ id: 1, finance_options: [{ finance_product_id: 'BNPL120' }] }).filter(interestFree)).toHaveLength(250);
    expect(benchProducts(undefined).filter(interestFree)).toHaveLength(250);
  });
});
