// The human report: warnings first, then one block per operation, every request on one line, each
// broken rule under the request that broke it (with its check, the value received and a curl
// command that reproduces the request), the answer a refused valid request got, then the
// operations not implemented and never exercised and why, and a one-line verdict.
import type { ContractReport, SentRequest } from './run.ts';

const KIND_LABEL: Record<SentRequest['kind'], string> = {
  example: 'example',
  'generated-valid': 'valid',
  variant: 'variant',
  negative: 'negative',
  'generated-invalid': 'invalid',
  auth: 'auth',
  idempotency: 'replay',
  stateful: 'stateful',
  method: 'method',
};
const isValidKind = (kind: SentRequest['kind']) => kind === 'example' || kind === 'generated-valid' || kind === 'variant';

export function formatReport(report: ContractReport): string {
  const lines: string[] = [];
  lines.push(`Contract check: ${report.contract.title} ${report.contract.version} (${report.spec})`);
  lines.push(`Backend: ${report.backend}   seed ${report.seed}, ${report.runs} generated valid + ${report.runs} generated invalid requests per operation on top of the fixed ones`);
  lines.push(`Checks: ${report.checks.join(', ')}${report.maxResponseTimeMs === undefined ? '' : ` (max response time ${report.maxResponseTimeMs / 1000} s)`}`);
  for (const warning of report.warnings) lines.push(`WARNING ${warning}`);
  lines.push('');
  for (const operation of report.operations) {
    const broken = operation.requests.filter((r) => r.failures.length > 0).length;
    const mark = broken > 0 ? 'FAIL' : operation.notImplemented ? 'TODO' : operation.exercised ? 'ok  ' : 'FAIL';
    const notes = [`${operation.requests.length} requests`, broken > 0 ? `${broken} broke the contract` : '', operation.notImplemented ? 'not implemented' : operation.exercised ? '' : 'never exercised'].filter(Boolean);
    lines.push(`${mark} ${operation.method} ${operation.path}  (${operation.operationId})  ${notes.join(', ')}`);
    const shownJourney = new Set<string>();
    for (const request of operation.requests) {
      const sign = request.failures.length > 0 ? 'x' : '-';
      const origin = request.reachedBackend ? '' : ' (answered by Prism, not the backend)';
      lines.push(`     ${sign} ${String(request.status).padEnd(3)} ${KIND_LABEL[request.kind].padEnd(8)} ${request.method} ${request.url}  ${request.label}${origin}`);
      for (const note of request.journey.filter((n) => !shownJourney.has(n))) {
        shownJourney.add(note);
        lines.push(`           journey: ${note}`);
      }
      for (const failure of request.failures) {
        lines.push(`           BROKEN ${failure.location}  [${failure.check}: ${failure.rule}]  ${failure.message}${failure.received === undefined ? '' : `  received: ${failure.received}`}`);
      }
      // A refused valid request shows what the backend said, so the team sees why.
      if (request.answer && (request.failures.length > 0 || (isValidKind(request.kind) && request.status >= 400))) lines.push(`           answer: ${request.answer}`);
      if (request.failures.length > 0) lines.push(`           reproduce: ${request.curl}`);
    }
    for (const skipped of operation.skipped) lines.push(`     ~ skipped: ${skipped}`);
    if (!operation.exercised) {
      lines.push(`     ${operation.notImplemented ? 'not implemented' : 'never exercised'}: ${operation.notExercisedBecause ?? 'no valid request got a 2xx'}`);
      const first = operation.requests.find((r) => r.kind === 'example');
      if (first) lines.push(`           reproduce: ${first.curl}`);
    }
  }
  lines.push('');
  const notImplemented = report.operations.filter((op) => op.notImplemented);
  const neverExercised = report.operations.filter((op) => !op.exercised && !op.notImplemented);
  if (notImplemented.length > 0) {
    lines.push(`Not implemented (501, or 404 to every request): ${notImplemented.length}`);
    for (const operation of notImplemented) lines.push(`  - ${operation.operationId}: ${operation.notExercisedBecause ?? ''}`);
    lines.push('');
  }
  if (neverExercised.length > 0) {
    lines.push(`Never exercised (no valid request got a 2xx from the backend): ${neverExercised.length}`);
    for (const operation of neverExercised) lines.push(`  - ${operation.operationId}: ${operation.notExercisedBecause ?? ''}`);
    lines.push('');
  }
  if (report.authHint) lines.push(`AUTHENTICATION ${report.authHint}`, '');
  const { summary } = report;
  lines.push(
    `${report.passed ? 'PASSED' : 'FAILED'}: ${summary.operations} operations, ${summary.exercised} exercised, ${summary.notImplemented} not implemented, ${summary.requests} requests, ` +
      `${summary.brokenResponses} responses broke the contract in ${summary.operationsWithBrokenResponses} operations (${(report.durationMs / 1000).toFixed(1)} s)`,
  );
  return lines.join('\n');
}
