// `npm run audit`: the production dependencies' advisories. Fails on any high or
// critical advisory. Needs the npm registry, so it is its own step, not a Vitest test.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', shell: process.platform === 'win32' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report (exit ${run.status}). Is the registry reachable?\n${run.stderr}`);
  process.exit(2);
}
if (report.error) {
  console.error(`npm audit could not get the advisories: ${report.message || report.error.summary || JSON.stringify(report.error)}`);
  process.exit(2);
}

const counts = report.metadata?.vulnerabilities ?? {};
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
