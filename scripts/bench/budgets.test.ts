import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as budgetsModule from './budgets.mjs';
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as productsModule from './products.mjs';

const { deferredGroupOf, evaluateBudgets, heavyModulesIn, lighthouseWithinBudget, median, parseSimThroughput, phoneMetadataCountries } = budgetsModule as any;
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
const none = { gzip: 0, files: [] };
const page = (overrides: Record<string, unknown>) => ({
  name: 'home', url: '/', budget: 'entry', forbiddenModules: ['sentry', 'zod'], measured: true, reason: null,
  js: { gzip: 100_000 }, heavyModules: [], errorReporting: none, paymentProvider: none, ...overrides,
});
// What every page loads after first paint, and the payment step's own card code.
const errorReporting = (gzip: number) => ({ gzip, files: ['assets/esm.js', 'assets/error-reporting.js'] });
const paymentProvider = (gzip: number) => ({ gzip, files: ['assets/card-payment.js'] });
const payStep = (gzip: number) => page({ name: 'order pay', url: '/order/pay/O1', budget: 'page', forbiddenModules: [], paymentStep: true, paymentProvider: gzip ? paymentProvider(gzip) : none });
// LCP 1.6x the floor's measured beside it, and the page's recorded limit 1.6x.
const lighthouse = { name: 'home', url: '/', measured: true, performance: 0.98, lcpMs: 1600, floorLcpMs: 1000, tbtMs: 50, cls: 0.02 };
const lcpRatioLimits = { limits: { home: 1.6 }, problem: null };
const interaction = { measured: true, sort: { measured: true, medianMs: 50 }, filter: { measured: true, medianMs: 12 } };
const journey = (summary: Record<string, unknown>, load = { loaded: false, reason: null as string | null }) => ({
  name: 'boiler quote to paid order', measured: true, summary: { count: 60, worst: 'Pay now', ...summary }, load,
});
const quiet = { loaded: false, reason: null };
const loaded = { loaded: true, reason: 'load average 9.00 on 2 cores when it started' };
const statusOf = (rows: any[], fragment: string) => rows.filter((row) => row.budget.includes(fragment)).map((row) => row.status);
const run = (overrides: Record<string, unknown>) => ({ floor, pages: [], phoneMetadata: [], lighthouse: [], lcpRatioLimits, interaction, journeys: [], ...overrides });

describe('budgets', () => {
  it('passes exactly at each limit', () => {
    const rows = evaluateBudgets(run({
      pages: [
        page({ js: { gzip: 130_000 + 60 * 1024 }, errorReporting: errorReporting(60 * 1024) }),
        page({ name: 'results', url: '/quote/boiler/results/Q1', budget: 'page', js: { gzip: 145_000 + 1024 }, errorReporting: errorReporting(1024) }),
        page({ name: 'boiler checkout', url: '/checkout/boiler/Q1', budget: 'typing', js: { gzip: 160_000 + 1024 }, errorReporting: errorReporting(1024) }),
        { ...payStep(12 * 1024), js: { gzip: 100_000 + 1024 }, errorReporting: errorReporting(1024) },
      ],
      lighthouse: [lighthouse],
      journeys: [journey({ medianMs: 50, worstMs: 100 })],
    }));
    expect(rows.map((row: any) => row.status)).toEqual(Array(rows.length).fill('pass'));
    expect(statusOf(rows, 'journey')).toHaveLength(2);
  });

  it('misses just above a JS ratio, and for a forbidden module on the first load', () => {
    const rows = evaluateBudgets(run({
      pages: [page({ js: { gzip: 130_001 }, heavyModules: ['zod', 'stripe'] }), page({ name: 'results', budget: 'page', js: { gzip: 145_001 } })],
    }));
    expect(statusOf(rows, 'first-visit JS gzip')).toEqual(['MISS', 'MISS']);
    expect(rows.find((row: any) => row.budget.startsWith('first-visit JS gzip, home'))).toMatchObject({ limit: '<= 1.3x floor' });
    expect(rows.find((row: any) => row.budget.startsWith('first-visit JS gzip, results'))).toMatchObject({ limit: '<= 1.45x floor' });
    const forbidden = rows.find((row: any) => row.budget === 'loads only where needed, home');
    expect(forbidden).toMatchObject({ status: 'MISS', actual: 'loaded zod' });
  });

  it('holds a page where the customer types to 1.6x the floor, its form library included, and no other page', () => {
    const typing = (gzip: number) => page({ name: 'boiler checkout', url: '/checkout/boiler/Q1', budget: 'typing', forbiddenModules: [], js: { gzip } });
    const rows = evaluateBudgets(run({ pages: [typing(160_000), { ...typing(160_001), name: 'solar enquiry' }, page({ name: 'order', budget: 'page', js: { gzip: 150_000 } })] }));
    expect(statusOf(rows, 'first-visit JS gzip')).toEqual(['pass', 'MISS', 'MISS']);
    expect(rows.find((row: any) => row.budget.startsWith('first-visit JS gzip, boiler checkout'))).toMatchObject({ limit: '<= 1.6x floor', actual: '1.60x (156.3 KB)' });
  });

  it('holds the payment step to the inner pages\' ratio, its card code included', () => {
    const rows = evaluateBudgets(run({ pages: [payStep(9_000), { ...payStep(9_000), js: { gzip: 145_001 } }] }));
    expect(statusOf(rows, 'first-visit JS gzip, order pay')).toEqual(['pass', 'MISS']);
  });

  it('budgets error reporting on its own, outside the page ratio, and misses it just over 60 KB', () => {
    const within = evaluateBudgets(run({ pages: [page({ js: { gzip: 100_000 + 60 * 1024 }, errorReporting: errorReporting(60 * 1024) }), payStep(9_000)] }));
    expect(statusOf(within, 'first-visit JS gzip, home')).toEqual(['pass']);
    expect(statusOf(within, 'error reporting JS')).toEqual(['pass']);
    const over = evaluateBudgets(run({ pages: [page({ js: { gzip: 250_000 }, errorReporting: errorReporting(60 * 1024 + 1) }), payStep(12 * 1024 + 1)] }));
    expect(over.find((row: any) => row.budget.startsWith('error reporting JS'))).toMatchObject({ status: 'MISS', actual: expect.stringContaining('assets/esm.js') });
    expect(statusOf(over, 'payment provider')).toEqual(['MISS']);
  });

  it('misses error reporting requested before first paint on a quiet machine, and does not judge it under load', () => {
    const early = { errorReporting: errorReporting(50_000), errorReportingBeforeFirstPaint: true, firstPaintMs: 976 };
    const rows = evaluateBudgets(run({
      pages: [page({ ...early, load: quiet }), page({ ...early, name: 'boiler service', load: loaded }), page({ name: 'order', errorReporting: errorReporting(50_000), load: loaded })],
    }));
    expect(statusOf(rows, 'error reporting after first paint')).toEqual(['MISS', 'NOT JUDGED', 'pass']);
    expect(rows.find((row: any) => row.budget === 'error reporting after first paint, home').actual).toBe('requested before first contentful paint (976 ms)');
  });

  it('says when no page loaded error reporting or the payment step no payment provider: not measured, never a pass', () => {
    const rows = evaluateBudgets(run({ pages: [page({}), payStep(0)] }));
    expect(statusOf(rows, 'error reporting JS')).toEqual(['NOT MEASURED']);
    expect(statusOf(rows, 'payment provider')).toEqual(['NOT MEASURED']);
    // A run without pages (the journeys alone) or without the payment step has no such rows.
    expect(statusOf(evaluateBudgets(run({ pages: [] })), 'error reporting')).toEqual([]);
    expect(statusOf(evaluateBudgets(run({ pages: [page({})] })), 'payment provider')).toEqual([]);
  });

  it('counts what could not be measured as NOT MEASURED, never as a pass', () => {
    const rows = evaluateBudgets({
      floor: { measured: false, js: { gzip: 0 } },
      pages: [page({}), page({ name: 'survey', measured: false, reason: 'redirected to /', heavyModules: null })],
      phoneMetadata: null,
      lighthouse: [{ name: 'results', url: '/quote/boiler/results/Q1', measured: false, reason: 'the page did not render' }],
      interaction: { measured: false, reason: 'no [data-product-id] cards' },
      journeys: [{ name: 'solar quote to enquiry sent', measured: false, reason: 'after "Submit enquiry": timeout' }],
    });
    const notPassed = rows.filter((row: any) => row.status !== 'pass');
    expect(notPassed.map((row: any) => row.status)).toEqual(Array(notPassed.length).fill('NOT MEASURED'));
    expect(rows.filter((row: any) => row.status === 'pass').map((row: any) => row.budget)).toEqual(['loads only where needed, home']);
    // Built with a DSN, a page whose error reporting never came was not watched long enough to judge.
    expect(rows.find((row: any) => row.budget === 'error reporting after first paint, home')).toMatchObject({ status: 'NOT MEASURED', actual: 'error reporting was not requested while the page was watched' });
    expect(statusOf(rows, 'Lighthouse')).toHaveLength(4);
    expect(rows.find((row: any) => row.budget.startsWith('results sort'))).toMatchObject({ status: 'NOT MEASURED', actual: 'no [data-product-id] cards' });
    expect(statusOf(rows, 'journey solar')).toEqual(['NOT MEASURED', 'NOT MEASURED']);
  });

  it('misses Lighthouse, interaction and journey figures just over their limits on a quiet machine', () => {
    const rows = evaluateBudgets(run({
      lighthouse: [{ ...lighthouse, performance: 0.97, lcpMs: 1601, tbtMs: 51, cls: 0.021, load: quiet }],
      interaction: { measured: true, load: quiet, sort: { measured: true, medianMs: 50.1 }, filter: { measured: true, medianMs: 50 } },
      journeys: [journey({ medianMs: 51, worstMs: 100 }), { ...journey({ medianMs: 16, worstMs: 101 }), name: 'upload of three photos' }],
    }));
    expect(statusOf(rows, 'Lighthouse')).toEqual(['MISS', 'MISS', 'MISS', 'MISS']);
    expect(statusOf(rows, 'results sort')).toEqual(['MISS']);
    expect(statusOf(rows, 'results filter')).toEqual(['pass']);
    expect(statusOf(rows, 'journey boiler')).toEqual(['MISS', 'pass']);
    expect(statusOf(rows, 'journey upload')).toEqual(['pass', 'MISS']);
    expect(rows.find((row: any) => row.budget.startsWith('journey upload of three photos, worst'))?.actual).toBe('101 ms (Pay now) of 60 interactions');
  });

  it('judges no timing over its budget taken on a loaded machine, and keeps a pass taken under load', () => {
    const rows = evaluateBudgets(run({
      lighthouse: [{ ...lighthouse, tbtMs: 51, load: loaded }],
      interaction: { measured: true, load: loaded, sort: { measured: true, medianMs: 80 }, filter: { measured: true, medianMs: 20 } },
      journeys: [journey({ medianMs: 30, worstMs: 400 }, loaded)],
    }));
    expect(statusOf(rows, 'Lighthouse')).toEqual(['pass', 'NOT JUDGED', 'pass', 'pass']);
    expect(statusOf(rows, 'results')).toEqual(['NOT JUDGED', 'pass']);
    expect(statusOf(rows, 'journey')).toEqual(['pass', 'NOT JUDGED']);
    expect(rows.find((row: any) => row.status === 'NOT JUDGED').actual).toBe('51 ms; not judged: machine too loaded (load average 9.00 on 2 cores when it started)');
  });

  it('holds the layout shift from "Get my prices" to the first card to 0: any shift misses, on a quiet machine or a loaded one', () => {
    const span = 'from "Get my prices" to the first card fully shown';
    const rows = evaluateBudgets(run({
      journeys: [
        { ...journey({ medianMs: 16, worstMs: 40 }), layoutShifts: [{ label: span, value: 0, count: 0 }] },
        { ...journey({ medianMs: 16, worstMs: 40 }, loaded), name: 'solar quote to enquiry sent', layoutShifts: [{ label: span, value: 0.0012, count: 1 }] },
      ],
    }));
    expect(statusOf(rows, 'layout shift')).toEqual(['pass', 'MISS']);
    expect(rows.find((row: any) => row.budget === `journey boiler quote to paid order, layout shift ${span}`)).toMatchObject({ limit: '<= 0', actual: '0 (0 shifts)' });
    expect(rows.find((row: any) => row.budget === `journey solar quote to enquiry sent, layout shift ${span}`)?.actual).toBe('0.0012 (1 shift)');
  });

  it('misses an interaction stopped early because most samples were over the limit, whatever its partial median', () => {
    const stopped = { measured: true, stoppedEarly: true, medianMs: 49, samples: [...Array(11).fill(60), ...Array(2).fill(10)] };
    const rows = evaluateBudgets(run({ interaction: { measured: true, sort: stopped, filter: interaction.filter } }));
    expect(rows.find((row: any) => row.budget.startsWith('results sort'))).toMatchObject({ status: 'MISS', actual: expect.stringMatching(/^11 of 13 samples over the limit/) });
  });

  it('misses when phone metadata for other countries is in the build', () => {
    const rows = evaluateBudgets(run({ phoneMetadata: [{ file: 'assets/phone.js', countries: ['GB', 'US'] }] }));
    expect(statusOf(rows, 'phone metadata')).toEqual(['MISS']);
    const ukRows = evaluateBudgets(run({ phoneMetadata: [{ file: 'assets/phone.js', countries: ['GB', 'GG', 'IM', 'JE'] }] }));
    expect(statusOf(ukRows, 'phone metadata')).toEqual(['pass']);
  });
});

describe('Lighthouse LCP as a ratio to the floor measured beside it', () => {
  const audit = (overrides: Record<string, unknown>) => ({ ...lighthouse, lcpMs: 1300, floorLcpMs: 1000, load: quiet, ...overrides });
  const ratioRow = (rows: any[]) => rows.find((row: any) => row.budget.startsWith('Lighthouse LCP ratio'));

  it('judges each page against its own recorded limit: at it passes, just over it misses on a quiet machine', () => {
    const limits = { limits: { home: 1.3, 'boiler results': 1.25 }, problem: null };
    const rows = evaluateBudgets(run({ lcpRatioLimits: limits, lighthouse: [audit({}), audit({ name: 'boiler results', url: '/quote/boiler/results/Q1' }), audit({ lcpMs: 1301 })] }));
    expect(statusOf(rows, 'Lighthouse LCP ratio')).toEqual(['pass', 'MISS', 'MISS']);
    expect(ratioRow(rows)).toMatchObject({ budget: 'Lighthouse LCP ratio to the floor, home (/)', limit: '<= 1.3x floor LCP', actual: '1.300x (1300 ms / floor 1000 ms)' });
  });

  it('judges the ratio, not the time: a slow page beside an equally slow floor passes, a fast page beside a faster floor misses', () => {
    const rows = evaluateBudgets(run({ lcpRatioLimits: { limits: { home: 1.3 }, problem: null }, lighthouse: [audit({ lcpMs: 2600, floorLcpMs: 2000 }), audit({ lcpMs: 1000, floorLcpMs: 700 })] }));
    expect(statusOf(rows, 'Lighthouse LCP ratio')).toEqual(['pass', 'MISS']);
  });

  it('does not judge a page over its ratio on a loaded machine', () => {
    const rows = evaluateBudgets(run({ lcpRatioLimits: { limits: { home: 1.3 }, problem: null }, lighthouse: [audit({ lcpMs: 1400, load: loaded })] }));
    expect(ratioRow(rows)).toMatchObject({ status: 'NOT JUDGED', actual: expect.stringMatching(/^1\.400x .*not judged: machine too loaded/) });
  });

  it('counts a missing floor LCP, or a page without a recorded limit, as NOT MEASURED, never a pass', () => {
    const noFloor = evaluateBudgets(run({ lighthouse: [audit({ floorLcpMs: null, floorReason: 'run 1: Lighthouse failed: timeout' })] }));
    expect(ratioRow(noFloor)).toMatchObject({ status: 'NOT MEASURED', actual: "the floor's LCP was not measured beside the page (run 1: Lighthouse failed: timeout)" });
    const problem = 'no bench/lcp-ratio-limits.json: record the limits';
    const noLimit = evaluateBudgets(run({ lcpRatioLimits: { limits: {}, problem }, lighthouse: [audit({})] }));
    expect(ratioRow(noLimit)).toMatchObject({ status: 'NOT MEASURED', limit: 'its recorded limit x floor LCP', actual: `1.300x (1300 ms / floor 1000 ms); no limit recorded for this page (${problem})` });
    // Performance, TBT and CLS are still judged on their own.
    expect(statusOf(noLimit, 'Lighthouse')).toEqual(['pass', 'pass', 'pass', 'NOT MEASURED']);
  });

  it('lets a loaded run pass only with its ratio measured and within the limit, once there is a limit', () => {
    expect(lighthouseWithinBudget(audit({}), 1.3)).toBe(true);
    expect(lighthouseWithinBudget(audit({}), 1.29)).toBe(false);
    expect(lighthouseWithinBudget(audit({ floorLcpMs: null }), 1.3)).toBe(false);
    // While the limits are being recorded there is none: the absolute budgets alone.
    expect(lighthouseWithinBudget(audit({ floorLcpMs: null }), null)).toBe(true);
    expect(lighthouseWithinBudget(audit({ tbtMs: 51 }), null)).toBe(false);
  });
});

describe('code loaded after first paint', () => {
  it('names error reporting by Sentry or its set-up module, the payment provider by Stripe, and nothing else', () => {
    expect(deferredGroupOf(['../../node_modules/@sentry/core/build/esm/index.js'])).toBe('error reporting');
    expect(deferredGroupOf(['../../../../src/app/sentry-setup.ts'])).toBe('error reporting');
    expect(deferredGroupOf(['..\\..\\node_modules\\@stripe\\react-stripe-js\\dist\\index.mjs'])).toBe('payment provider');
    // The small scheduler on the critical path is not error reporting's code.
    expect(deferredGroupOf(['../../../../src/app/start-error-reporting.ts', '../../node_modules/react-dom/index.js'])).toBeNull();
    expect(deferredGroupOf([])).toBeNull();
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
