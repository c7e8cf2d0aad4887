// `npm run audit`: the production dependencies' advisories. Fails on any high or critical advisory.
// Needs the npm registry's advisory endpoint, so it is its own step, not a Vitest test (decision 223).
// When the advisories could not be fetched it says so and exits 2: an audit that did not run is
// never reported as a pass.
import { spawnSync } from 'node:child_process';

const NOT_RUN = 'AUDIT NOT RUN: no advisory was checked, so this is not a pass.';
const WHERE = 'Run `npm run audit` where the registry answers its advisory endpoint (CI), and before each release.';

function notRun(reason) {
  console.error(`${NOT_RUN}\n${reason}\n${WHERE}`);
  process.exit(2);
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  notRun(`npm audit gave no report (exit ${run.status ?? 'none'}): is the registry reachable?\n${(run.stderr ?? '').trim()}`);
}
if (report.error || report.statusCode) {
  const refused = report.statusCode ? `The registry refused the advisory request: ${report.message ?? `HTTP ${report.statusCode}`}.` : null;
  notRun(refused ?? `npm audit could not get the advisories: ${report.message || report.error.summary || JSON.stringify(report.error)}`);
}
if (!report.metadata?.vulnerabilities) notRun(`npm audit answered without a count of advisories:\n${run.stdout.slice(0, 500)}`);

const counts = report.metadata.vulnerabilities;
const blocking = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
console.log(
  `npm audit --omit=dev: ${['critical', 'high', 'moderate', 'low', 'info'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ')} ` +
    `(${report.metadata?.dependencies?.prod ?? '?'} production dependencies)`,
);
for (const advisory of blocking) {
  const via = advisory.via.map((v) => (typeof v === 'string' ? v : `${v.title} ${v.url}`)).join('; ');
  console.error(`  ${advisory.severity}: ${advisory.name} ${advisory.range} - ${via}${advisory.fixAvailable ? ' (fix available)' : ''}`);
}
process.exit(blocking.length > 0 ? 1 : 0);
