import { writeFileSync } from 'node:fs';
import { runContractCheck } from '../../../scripts/contract-check/run.ts';
import { formatReport } from '../../../scripts/contract-check/report.ts';
import { REFERENCE_TOKEN, startReferenceBackend } from './reference-backend.ts';

async function main() {
  const stateful = process.argv[2] === 'stateful';
  const backend = await startReferenceBackend({ spec: 'openapi.yaml', port: 0, stateful, mistakes: JSON.parse(process.argv[4] ?? '[]') });
  const t = Date.now();
  const report = await runContractCheck({ spec: 'openapi.yaml', backend: backend.url, runs: 3, seed: Number(process.argv[3] ?? 1), headers: { 'X-CSRF-TOKEN': REFERENCE_TOKEN }, only: JSON.parse(process.argv[5] ?? '[]') });
  writeFileSync('/tmp/smoke-report.txt', formatReport(report));
  writeFileSync('/tmp/smoke-report.json', JSON.stringify(report, null, 1));
  console.log((globalThis as any).T);
  console.log('time', (Date.now() - t) / 1000, 'requests', report.summary.requests, 'passed', report.passed);
  await backend.close();
}
void main();
