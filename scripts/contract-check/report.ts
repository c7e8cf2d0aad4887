// The human report: one block per operation, every request on one line, each broken rule under
// the request that broke it, then the operations never exercised and a one-line verdict.
import type { ContractReport, SentRequest } from './run.ts';

const KIND_LABEL: Record<SentRequest['kind'], string> = { example: 'example', 'generated-valid': 'valid', 'generated-invalid': 'invalid' };

export function formatReport(report: ContractReport): string {
  const lines: string[] = [];
  lines.push(`Contract check: ${report.contract.title} ${report.contract.version} (${report.spec})`);
  lines.push(`Backend: ${report.backend}   seed ${report.seed}, ${report.runs} generated valid + ${report.runs} invalid requests per operation`);
  lines.push('');
  for (const operation of report.operations) {
    const broken = operation.requests.filter((r) => r.failures.length > 0).length;
    const mark = broken > 0 || !operation.exercised ? 'FAIL' : 'ok  ';
    const notes = [`${operation.requests.length} requests`, broken > 0 ? `${broken} broke the contract` : '', operation.exercised ? '' : 'never exercised'].filter(Boolean);
    lines.push(`${mark} ${operation.method} ${operation.path}  (${operation.operationId})  ${notes.join(', ')}`);
    const shownJourney = new Set<string>();
    for (const request of operation.requests) {
      const sign = request.failures.length > 0 ? 'x' : '-';
      const origin = request.reachedBackend ? '' : ' (answered by Prism, not the backend)';
      lines.push(`     ${sign} ${String(request.status).padEnd(3)} ${KIND_LABEL[request.kind].padEnd(7)} ${request.method} ${request.url}  ${request.label}${origin}`);
      for (const note of request.journey.filter((n) => !shownJourney.has(n))) {
        shownJourney.add(note);
        lines.push(`           journey: ${note}`);
      }
      for (const failure of request.failures) lines.push(`           BROKEN ${failure.location}  [${failure.rule}]  ${failure.message}`);
    }
    for (const skipped of operation.skipped) lines.push(`     ~ skipped: ${skipped}`);
  }
  lines.push('');
  if (report.unexercised.length > 0) {
    lines.push(`Never exercised (no valid request got a 2xx from the backend): ${report.unexercised.length}`);
    for (const id of report.unexercised) lines.push(`  - ${id}`);
    lines.push('');
  }
  const { summary } = report;
  lines.push(
    `${report.passed ? 'PASSED' : 'FAILED'}: ${summary.operations} operations, ${summary.exercised} exercised, ${summary.requests} requests, ` +
      `${summary.brokenResponses} responses broke the contract in ${summary.operationsWithBrokenResponses} operations (${(report.durationMs / 1000).toFixed(1)} s)`,
  );
  return lines.join('\n');
}
