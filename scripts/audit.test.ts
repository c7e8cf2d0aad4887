// `npm run audit` (scripts/audit.mjs) against the answers npm gives, through a stand-in `npm` on the
// PATH: a registry that refuses the advisory call (what this machine's registry does), no registry,
// a clean report and a report with a high advisory.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'audit.mjs');
const binDir = mkdtempSync(path.join(tmpdir(), 'audit-npm-'));
afterAll(() => rmSync(binDir, { recursive: true, force: true }));

/** Runs the audit with an `npm` that prints `stdout` and exits with `status`. */
function audit(stdout: string, status: number) {
  const npm = path.join(binDir, 'npm');
  writeFileSync(path.join(binDir, 'answer.json'), stdout);
  writeFileSync(npm, `#!/bin/sh\ncat "${path.join(binDir, 'answer.json')}"\nexit ${status}\n`);
  chmodSync(npm, 0o755);
  const result = spawnSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` } });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const REFUSED = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});
const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts }, dependencies: { prod: 120 } } });

describe('npm run audit', () => {
  it('says plainly that nothing was checked when the registry refuses the advisory call, and fails', () => {
    const { code, output } = audit(REFUSED, 1);
    expect(code).toBe(2);
    expect(output).toContain('AUDIT NOT RUN: no advisory was checked, so this is not a pass.');
    expect(output).toContain('The registry refused the advisory request: 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk.');
  });

  it('fails the same way when npm gives no report at all', () => {
    const { code, output } = audit('', 1);
    expect(code).toBe(2);
    expect(output).toMatch(/AUDIT NOT RUN[\s\S]*npm audit gave no report \(exit 1\)/);
  });

  it('passes a report without high or critical advisories, stating the counts', () => {
    const { code, output } = audit(report({}, { low: 1 }), 0);
    expect(code).toBe(0);
    expect(output).toContain('npm audit --omit=dev: 0 critical, 0 high, 0 moderate, 1 low, 0 info (120 production dependencies)');
  });

  it('fails on a high advisory and names it', () => {
    const advisory = { name: 'left-pad', severity: 'high', range: '<1.3.0', via: [{ title: 'Prototype pollution', url: 'https://github.com/advisories/GHSA-x' }], fixAvailable: true };
    const { code, output } = audit(report({ 'left-pad': advisory }, { high: 1 }), 1);
    expect(code).toBe(1);
    expect(output).toContain('high: left-pad <1.3.0 - Prototype pollution https://github.com/advisories/GHSA-x (fix available)');
  });
});
