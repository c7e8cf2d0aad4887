import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as limitsModule from './lcp-ratio-limits.mjs';
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as pagesModule from './pages.mjs';

const { LCP_RATIO_TOLERANCE, parseLcpRatioLimits, readLcpRatioLimits, recordLcpRatios, writeLcpRatioLimits } = limitsModule as any;
const { LIGHTHOUSE_PAGES } = pagesModule as any;

const tempFile = () => path.join(mkdtempSync(path.join(tmpdir(), 'lcp-limits-')), 'lcp-ratio-limits.json');
const audit = (name: string, lcpMs: number, floorLcpMs: number | null) => ({ name, url: `/${name}`, measured: true, lcpMs, floorLcpMs, runs: [{ loaded: true }, { loaded: false }] });
const run = { ranAt: '2026-11-29T10:00:00.000Z', command: 'npm run bench -- --lighthouse-only --record-ratios', loadAverageAtStart: 3.2 };

describe('the LCP ratio limits file', () => {
  it('gives each page its recorded limit, read from the file', () => {
    const file = tempFile();
    writeFileSync(file, JSON.stringify({ tolerance: 0.1, pages: { home: { ratio: 0.9, limit: 0.99 }, 'boiler results': { ratio: 1.1, limit: 1.21 } } }));
    expect(readLcpRatioLimits(file).limits).toEqual({ home: 0.99, 'boiler results': 1.21 });
  });

  it('says how to record the limits when the file is missing or broken, and gives no limit then', () => {
    const missing = readLcpRatioLimits(tempFile());
    expect(missing).toEqual({ limits: {}, problem: expect.stringMatching(/^no .*lcp-ratio-limits\.json: record the limits with `npm run bench -- --lighthouse-only --record-ratios`$/) });
    expect(parseLcpRatioLimits('{ not json', 'limits.json')).toMatchObject({ limits: {}, problem: expect.stringMatching(/^limits\.json is not JSON/) });
    expect(parseLcpRatioLimits('{"tolerance":0.1}', 'limits.json')).toMatchObject({ limits: {}, problem: expect.stringMatching(/^limits\.json has no "pages"/) });
  });

  it('gives no limit to a page whose limit is not a positive number', () => {
    const text = JSON.stringify({ pages: { home: { limit: '0.9' }, order: { limit: 0 }, plans: { limit: null }, survey: { ratio: 1 }, service: { limit: 1.2 } } });
    expect(parseLcpRatioLimits(text, 'limits.json').limits).toEqual({ service: 1.2 });
  });

  it('records each measured ratio with the tolerance on top, rounded up, and keeps the pages not measured now', () => {
    const previous = { pages: { order: { ratio: 1.05, limit: 1.155 }, home: { ratio: 2, limit: 2.2 } } };
    const recorded = recordLcpRatios(previous, [audit('home', 1300, 1000), audit('survey', 1000, null), { name: 'plans', url: '/plans', measured: false, reason: 'did not render' }], run);
    expect(LCP_RATIO_TOLERANCE).toBe(0.1);
    expect(recorded.tolerance).toBe(0.1);
    expect(recorded.pages.home).toMatchObject({ url: '/home', ratio: 1.3, limit: 1.43, lcpMs: 1300, floorLcpMs: 1000, runs: 2, loadedRuns: 1, recordedAt: run.ranAt, command: run.command });
    expect(recorded.pages.order).toEqual(previous.pages.order);
    // A page without a floor LCP beside it, or that was not measured, gets no new limit.
    expect(Object.keys(recorded.pages).sort()).toEqual(['home', 'order']);
    // Never below the ratio plus the tolerance: 1234 / 1000 * 1.1 = 1.3574 -> 1.358.
    expect(recordLcpRatios(null, [audit('home', 1234, 1000)], run).pages.home).toMatchObject({ ratio: 1.234, limit: 1.358 });
  });

  it('writes the limits a later run reads', () => {
    const file = tempFile();
    writeFileSync(file, JSON.stringify({ pages: { order: { ratio: 1, limit: 1.1 } } }));
    const written = writeLcpRatioLimits([audit('home', 900, 1000)], run, file);
    expect(written.limits).toEqual({ order: 1.1, home: 0.99 });
    expect(readLcpRatioLimits(file).limits).toEqual(written.limits);
    expect(JSON.parse(readFileSync(file, 'utf8')).about).toMatch(/decision 959/);
  });

  it('holds a limit for every page group the bench runs Lighthouse on', () => {
    const { limits } = readLcpRatioLimits();
    expect(LIGHTHOUSE_PAGES.filter((page: any) => !(limits[page.name] > 0)).map((page: any) => page.name)).toEqual([]);
  });
});
