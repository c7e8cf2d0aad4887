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
    { group: 'home', name: 'home', url: '/', measured: true, js: { raw: 330_000, gzip: 110_000 }, css: { raw: 1000, gzip: 500 }, heavyModules: [] },
    { group: 'survey', name: 'boiler survey', url: '/quote/boiler/survey/Q1', measured: false, reason: 'redirected to /', js: { raw: 1, gzip: 1 }, css: { raw: 0, gzip: 0 }, heavyModules: null },
  ],
  lighthouse: [{ url: '/', measured: true, performance: 0.99, lcpMs: 1400, tbtMs: 10, cls: 0 }],
  lighthouseHttp1: [{ url: '/', measured: true, performance: 0.97, lcpMs: 2150, tbtMs: 12, cls: 0 }],
  interaction: { measured: false, reason: 'no cards' },
  sim: { measured: true, cases: 2000, seconds: 2, casesPerSecond: 1000 },
  budgets: [{ budget: 'first-visit JS gzip, home (/)', limit: '<= 1.25x floor', actual: '1.10x', status: 'pass' }],
  misses: [],
};

describe('the bench report', () => {
  it('shows each page with its ratio to the floor, and why a page was not measured', () => {
    const report = renderReport(results);
    expect(report).toContain('| home | home | `/` | 322.3 | 107.4 | 1.0 | 0.5 | 1.10 | none | measured |');
    expect(report).toContain('NOT MEASURED: redirected to /');
    expect(report).toContain('| sort | - | - | NOT MEASURED: no cards |');
    expect(report).toContain('1000 cases/s (2000 cases in 2 s)');
    expect(report).not.toContain('load average');
    // The budget's Lighthouse (HTTP/2) first, then the HTTP/1.1 figures for reference.
    const budgetTable = report.indexOf('HTTP/2 over TLS');
    const reference = report.indexOf('For reference, no budget');
    expect(budgetTable).toBeGreaterThan(-1);
    expect(reference).toBeGreaterThan(budgetTable);
    expect(report.slice(budgetTable, reference)).toContain('| `/` | 0.99 | 1.40 s | 10 ms | 0.000 |');
    expect(report.slice(reference)).toContain('| `/` | 0.97 | 2.15 s | 12 ms | 0.000 |');
    expect(renderReport({ ...results, lighthouseHttp1: undefined })).not.toContain('For reference');
    expect(renderReport({ ...results, environment: { ...results.environment, loadAverageAtStart: 9 } })).toContain('load average 9 on 2 cores');
  });

  it('rewrites only the text between the bench markers of the performance page', () => {
    const doc = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'performance.md');
    writeFileSync(doc, '# Title\n\n## Performance\n<!-- bench:start -->\nold figures\n<!-- bench:end -->\n\n## After\n');
    updateFigures(doc, results, 'NEW TABLE');
    const text = readFileSync(doc, 'utf8');
    expect(text).toMatch(/^# Title\n\n## Performance\n<!-- bench:start -->\nRun on 2026-11-22 .*every budget met\.\n\nNEW TABLE\n<!-- bench:end -->\n\n## After\n$/);
    writeFileSync(doc, '# no markers\n');
    expect(() => updateFigures(doc, results, 'x')).toThrow(/markers/);
  });
});
