import { describe, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as lighthouseModule from './lighthouse.mjs';
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as budgetsModule from './budgets.mjs';

const { lighthousePorts, runLighthouseAlternating } = lighthouseModule as any;
const { evaluateBudgets } = budgetsModule as any;

const FLOOR = 'https://127.0.0.1:4604/';
const PAGE = 'https://127.0.0.1:4605/quote/boiler/results/Q1';

/**
 * Lighthouse's answers for each URL in the order asked (LCP in ms; a string is a failed run), and
 * every call it received: the URL, the Chromium port and the storage the page started with.
 */
function lighthouseAnswering(answers: Record<string, (number | string)[]>) {
  const calls: { url: string; port: number; storage: unknown }[] = [];
  const left = Object.fromEntries(Object.entries(answers).map(([url, list]) => [url, [...list]]));
  const audit = async (url: string, { port, storage }: { port: number; storage?: unknown }) => {
    calls.push({ url, port, storage });
    const next = left[url]?.shift();
    if (next === undefined) throw new Error(`Lighthouse asked once too often for ${url}`);
    if (typeof next === 'string') return { measured: false, reason: next };
    return { measured: true, performance: 1, lcpMs: next, tbtMs: 0, cls: 0 };
  };
  return { calls, audit };
}

const measure = (audit: unknown, options: Record<string, unknown> = {}) =>
  runLighthouseAlternating({ pageUrl: PAGE, floorUrl: FLOOR, runs: 3, attempts: 1, freePort: lighthousePorts(4606), audit, ...options });

describe('Lighthouse beside the floor', () => {
  it('runs the floor, then the page, in turn, each on the next Chromium port, the page with its stored state', async () => {
    const lighthouse = lighthouseAnswering({ [FLOOR]: [1000, 1100, 1200], [PAGE]: [1300, 1400, 1500] });
    const storage = { sessionStorage: { step: 'details' } };
    await measure(lighthouse.audit, { storage });
    expect(lighthouse.calls.map((call) => call.url)).toEqual([FLOOR, PAGE, FLOOR, PAGE, FLOOR, PAGE]);
    expect(lighthouse.calls.map((call) => call.port)).toEqual([4606, 4607, 4608, 4609, 4610, 4611]);
    expect(lighthouse.calls.map((call) => call.storage)).toEqual([undefined, storage, undefined, storage, undefined, storage]);
  });

  it('gives the median page LCP and the median LCP of the floor runs interleaved with it, and each pair', async () => {
    const lighthouse = lighthouseAnswering({ [FLOOR]: [1000, 1400, 1200], [PAGE]: [1500, 1300, 1800] });
    const result = await measure(lighthouse.audit);
    expect(result).toMatchObject({ measured: true, lcpMs: 1500, floorLcpMs: 1200, floorReason: null });
    expect(result.runs.map((pair: any) => [pair.floorLcpMs, pair.lcpMs])).toEqual([[1000, 1500], [1400, 1300], [1200, 1800]]);
    const rows = evaluateBudgets({ floor: null, pages: [], lighthouse: [{ name: 'boiler results', url: '/quote/boiler/results/Q1', ...result, load: { loaded: false } }], lcpRatioLimits: { limits: { 'boiler results': 1.25 }, problem: null } });
    expect(rows.find((row: any) => row.budget.startsWith('Lighthouse LCP ratio'))).toMatchObject({ status: 'pass', actual: '1.250x (1500 ms / floor 1200 ms)' });
  });

  it('keeps the floor runs that were measured when one fails, and says which failed', async () => {
    const lighthouse = lighthouseAnswering({ [FLOOR]: [1000, 'Lighthouse failed: timeout', 1200], [PAGE]: [1300, 1400, 1500] });
    const result = await measure(lighthouse.audit);
    expect(result).toMatchObject({ measured: true, lcpMs: 1400, floorLcpMs: 1100, floorReason: 'run 2: Lighthouse failed: timeout' });
  });

  it('has no floor LCP when no floor run was measured, so the ratio is not measured', async () => {
    const lighthouse = lighthouseAnswering({ [FLOOR]: ['no LCP', 'no LCP', 'no LCP'], [PAGE]: [1300, 1400, 1500] });
    const result = await measure(lighthouse.audit);
    expect(result).toMatchObject({ measured: true, floorLcpMs: null });
    const rows = evaluateBudgets({ floor: null, pages: [], lighthouse: [{ name: 'home', url: '/', ...result }], lcpRatioLimits: { limits: { home: 5 }, problem: null } });
    expect(rows.find((row: any) => row.budget.startsWith('Lighthouse LCP ratio'))?.status).toBe('NOT MEASURED');
  });

  it('stops at a page run that fails: the page is not measured', async () => {
    const lighthouse = lighthouseAnswering({ [FLOOR]: [1000, 1000, 1000], [PAGE]: [1300, 'Lighthouse gave no lcpMs', 1500] });
    const result = await measure(lighthouse.audit);
    expect(result).toMatchObject({ measured: false, reason: 'run 2 of 3: Lighthouse gave no lcpMs' });
    expect(lighthouse.calls).toHaveLength(4);
  });
});
