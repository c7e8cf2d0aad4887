// `npm test`: every check and suite, then one closing count.
// Order: static checks (types, lint, contract lint, generated-types drift) and the production build
// side by side, unit + sim + contract (vitest), e2e (Playwright in Debian's Chromium) on that build
// against Prism, then the same build against the backend written from openapi.yaml (tests/backend).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_BUILD_ENV } from './e2e-env.mjs';
import { root } from './mock-server.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const outDir = path.join(root, 'test-results');
mkdirSync(outDir, { recursive: true });

const rows = [];
// Named again under the summary: CI shows only the tail of a long log.
const failures = [];
const firstLine = (text) => String(text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 240) ?? '';
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}
// The static checks and the production build read the sources and write nothing another step reads
// before e2e, so they share the cores; each one's output is printed whole when it ends, so the log
// reads as if they had run one after another.
function runAside(label, command, args, env = {}) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    let finished = false;
    const finish = (ok, extra = '') => {
      if (finished) return;
      finished = true;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${label}: ${[path.basename(command), ...args].join(' ')}`);
      process.stdout.write(output + extra);
      if (!ok) failures.push(`${label}: ${firstLine(output + extra) || 'failed'}`);
      resolve({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
    };
    child.once('error', (error) => finish(false, `${error.message}\n`));
    child.once('close', (code) => finish(code === 0));
  });
}

const building = runAside('production build', bin('vite'), ['build', '--mode', 'mock', '--logLevel', 'warn'], E2E_BUILD_ENV);
rows.push(
  ...(await Promise.all([
    runAside('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
    runAside('lint', bin('eslint'), ['.', '--max-warnings=0']),
    runAside('lint:api', bin('spectral'), ['lint', 'openapi.yaml', '--fail-severity=warn']),
    runAside('generated types and answer checks up to date', 'npm', ['run', '--silent', 'generate:check']),
  ])),
);
// The suites run alone: their timings and timeouts assume the cores are theirs.
const build = await building;

const vitestJson = path.join(outDir, 'vitest.json');
rmSync(vitestJson, { force: true });
const vitest = run('unit, sim and contract (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  const byProject = new Map();
  for (const file of report.testResults ?? []) {
    const rel = path.relative(root, file.name);
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failures.push(`${rel}: ${firstLine(file.message)}`);
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${rel} > ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
    }
    const project = rel.startsWith('sim/') ? 'sim' : rel.startsWith('tests/contract/') ? 'contract' : 'unit';
    const row = byProject.get(project) ?? { passed: 0, failed: 0 };
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed') row.passed += 1;
      else if (t.status === 'failed') row.failed += 1;
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') row.failed += 1; // a file that failed to load
    byProject.set(project, row);
  }
  for (const [label, row] of byProject) rows.push({ label, ...row, seconds: vitest.seconds });
  if (!vitest.ok && [...byProject.values()].every((r) => r.failed === 0)) rows.push({ label: 'vitest run', passed: 0, failed: 1, seconds: vitest.seconds });
} else {
  rows.push({ label: 'vitest run', passed: 0, failed: 1, seconds: vitest.seconds });
}

rows.push(build);

if (build.failed === 0) {
  // No trace recorded: it costs about a third of the e2e time and CI keeps only this log. A failing
  // spec run again with `npx playwright test <file>` keeps its trace (playwright.config.ts).
  runE2e('e2e (Playwright, Chromium)', 'e2e', 'e2e.json', []);
  // The same build against the backend written from openapi.yaml instead of Prism (decision 840).
  runE2e('e2e against the backend from openapi.yaml', 'e2e (backend)', 'e2e-backend.json', ['-c', 'tests/backend']);
}

/** One Playwright run on the build: its passed and failed tests counted as one row, each failure named. */
function runE2e(title, label, reportName, args) {
  const reportPath = path.join(outDir, reportName);
  rmSync(reportPath, { force: true });
  const e2e = run(title, bin('playwright'), ['test', ...args, '--trace', 'off'], { SKIP_BUILD: '1', PW_REPORTER: 'json' });
  if (existsSync(reportPath)) {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    const stats = report.stats ?? {};
    collectE2eFailures(report.suites ?? []);
    rows.push({ label, passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), seconds: e2e.seconds });
    if (!e2e.ok && !stats.unexpected) rows.push({ label: `${label} run`, passed: 0, failed: 1, seconds: e2e.seconds });
  } else {
    rows.push({ label: `${label} run`, passed: 0, failed: 1, seconds: e2e.seconds });
  }
}

function collectE2eFailures(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const bad = (t.results ?? []).filter((r) => r.status !== 'passed' && r.status !== 'skipped');
        if (bad.length > 0) failures.push(`${spec.file}:${spec.line} > ${spec.title}: ${firstLine(bad[0].error?.message).replace(/\x1b\[[0-9;]*m/g, '')}`);
      }
    }
    collectE2eFailures(suite.suites ?? []);
  }
}

const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
console.log('\n=== Summary');
for (const r of rows) console.log(`  ${r.label.padEnd(28)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  (${r.seconds}s)`);
if (failures.length > 0) {
  console.log('\n=== Failed');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`\ntotal: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
