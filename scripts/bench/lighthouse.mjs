// Lighthouse 12.8 (mobile, simulated throttling) through its CLI on Debian's Chromium, one page at a time.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../mock-server.mjs';
import { CHROMIUM_ARGS } from './first-visit.mjs';

const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse');

/** { measured, reason?, performance, lcpMs, tbtMs, cls } for one URL; `port` is Chromium's debugging port. */
export function runLighthouse(url, { port, workDir }) {
  const report = path.join(workDir, `lighthouse-${port}.json`);
  rmSync(report, { force: true });
  const result = spawnSync(lighthouseBin, [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--throttling-method=simulate',
    `--port=${port}`,
    '--max-wait-for-load=30000',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
  ], { cwd: root, encoding: 'utf8', timeout: 120_000, env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } });
  let lhr;
  try {
    lhr = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return { measured: false, reason: `Lighthouse failed (exit ${result.status}): ${(result.stderr || result.error?.message || '').trim().split('\n').slice(-1)[0]}` };
  }
  const figures = {
    performance: lhr.categories?.performance?.score ?? null,
    lcpMs: lhr.audits?.['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits?.['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits?.['cumulative-layout-shift']?.numericValue ?? null,
  };
  const missing = Object.entries(figures).filter(([, value]) => typeof value !== 'number').map(([name]) => name);
  if (lhr.runtimeError || missing.length) {
    return { measured: false, reason: `Lighthouse gave no ${missing.join(', ') || 'result'}: ${lhr.runtimeError?.message ?? 'see the report'}`, ...figures };
  }
  return { measured: true, ...figures };
}
