import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as reportModule from './report.mjs';

const { renderReport, updateFigures } = reportModule as any;

const results = {
  ranAt: '2026-11-22T10:00:00.000Z',
  environment: { node: '20.20.2', vite: '8.3.8', chromium: 'Chromium 156', cpus: 2, loadAverageAtStart: 0.5 },
  floor: { js: { raw: 300_000, gzip: 100_000 }, css: { raw: 0, gzip: 0 } },
  pages: [
    {
      group: 'home', name: 'home', url: '/', measured: true, js: { raw: 400_000, gzip: 130_480 }, css: { raw: 1000, gzip: 500 }, heavyModules: [],
      afterFirstPaint: { gzip: 20_480, files: ['assets/esm.js'] }, errorReporting: { gzip: 20_480, files: ['assets/esm.js'] },
    },
    { group: 'survey', name: 'boiler survey', url: '/quote/boiler/survey/Q1', measured: false, reason: 'redirected to /', js: { raw: 1, gzip: 1 }, css: { raw: 0, gzip: 0 }, heavyModules: null },
  ],
  lighthouse: [{
    url: '/', measured: true, performance: 0.99, lcpMs: 1400, floorLcpMs: 1250, tbtMs: 10, cls: 0,
    runs: [{ floorLcpMs: 1250, lcpMs: 1400, tbtMs: 10, loaded: true, attempts: 2 }, { floorLcpMs: null, lcpMs: 1380, tbtMs: 0, loaded: false, attempts: 1 }],
  }],
  lighthouseHttp1: [{ url: '/', measured: true, performance: 0.97, lcpMs: 2150, tbtMs: 12, cls: 0 }],
  interaction: { measured: false, reason: 'no cards' },
  journeys: [
    {
      name: 'upload of three photos', measured: true, load: { loaded: false, reason: null }, attempts: [{}, {}],
      summary: { count: 4, medianMs: 40, worstMs: 96, worst: 'Continue to the order', underFloor: 1 },
      bytes: { jsGzip: 150_000, jsRaw: 450_000, cssGzip: 6_144, api: 3_072, jsFiles: 20 },
    },
    { name: 'solar quote to enquiry sent', measured: false, reason: 'after "Submit enquiry": timeout' },
  ],
  sim: { measured: true, cases: 2000, seconds: 2, casesPerSecond: 1000 },
  command: 'npm run bench',
  budgets: [{ budget: 'first-visit JS gzip, home (/)', limit: '<= 1.1x floor', actual: '1.10x', status: 'pass' }],
  misses: [],
};

describe('the bench report', () => {
  it('shows each page with its ratio to the floor, and why a page was not measured', () => {
    const report = renderReport(results);
    // The ratio leaves out error reporting, which loads after first paint and has a budget of its own.
    expect(report).toContain('| home | home | `/` | 390.6 | 127.4 | 20.0 | 20.0 | 1.0 | 0.5 | 1.10 | none | measured |');
    expect(report).toContain('NOT MEASURED: redirected to /');
    expect(report).toContain('| sort | - | - | NOT MEASURED: no cards |');
    expect(report).toContain('1000 cases/s (2000 cases in 2 s)');
    expect(report).not.toContain('not judged');
    // Each journey with its median, its worst interaction, and the bytes it fetched beside the floor.
    expect(report).toContain('| upload of three photos | 4 | 40 ms | 96 ms (Continue to the order) | 1 | 146.5 | 1.50x | 6.0 | 3.0 | measured, quiet, 2 attempts |');
    expect(report).toContain('| solar quote to enquiry sent | - | - | - | - | - | - | - | - | NOT MEASURED: after "Submit enquiry": timeout |');
    // The budget's Lighthouse (HTTP/2) first, then the HTTP/1.1 figures for reference.
    const budgetTable = report.indexOf('HTTP/2 over TLS');
    const reference = report.indexOf('For reference, no budget');
    expect(budgetTable).toBeGreaterThan(-1);
    expect(reference).toBeGreaterThan(budgetTable);
    // The page's LCP beside the floor's of the runs interleaved with it, their ratio, and each pair.
    expect(report.slice(budgetTable, reference)).toContain('| `/` | 0.99 | 1.40 s | 1.25 s | 1.120 | 10 ms | 0.000 | 1.25 s / 1.40 s / 10 ms (loaded, attempt 2), - / 1.38 s / 0 ms | measured |');
    expect(report.slice(reference)).toContain('| `/` | 0.97 | 2.15 s | - | - | 12 ms | 0.000 |');
    expect(renderReport({ ...results, lighthouseHttp1: undefined })).not.toContain('For reference');
    const notJudged = { budget: 'journey upload of three photos, worst interaction', limit: '<= 100 ms', actual: '400 ms; not judged', status: 'NOT JUDGED' };
    expect(renderReport({ ...results, environment: { ...results.environment, loadAverageAtStart: 9 }, budgets: [notJudged] }))
      .toContain('Note: 1 timing budget(s) not judged: over the budget each time they were measured, on a machine too loaded to judge them (load average 9 on 2 cores at the start).');
  });

  it('rewrites only the text between the bench markers of the performance page', () => {
    const doc = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'performance.md');
    writeFileSync(doc, '# Title\n\n## Performance\n<!-- bench:start -->\nold figures\n<!-- bench:end -->\n\n## After\n');
    updateFigures(doc, results, 'NEW TABLE');
    const text = readFileSync(doc, 'utf8');
    expect(text).toMatch(/^# Title\n\n## Performance\n<!-- bench:start -->\n`npm run bench` on 2026-11-22 .*load average 0\.5 at the start\): every budget met\.\n\nNEW TABLE\n<!-- bench:end -->\n\n## After\n$/);
    updateFigures(doc, { ...results, budgets: [...results.budgets, { status: 'NOT JUDGED' }, { status: 'MISS' }] }, 'NEW TABLE');
    expect(readFileSync(doc, 'utf8')).toContain('): 1 of 3 budgets met; 1 MISS, 1 NOT JUDGED.');
    writeFileSync(doc, '# no markers\n');
    expect(() => updateFigures(doc, results, 'x')).toThrow(/markers/);
  });
});
