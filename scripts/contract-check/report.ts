// The human report, short enough to read: warnings first; one line per operation that passed; for one
// that broke the contract, its problems grouped by check, rule and place with a count, each shown once
// with the request that broke it (the value received, the server's own answer, and a reproduction:
// one curl line, or every request it needed in order); the operations not implemented, once each;
// the slowest operations; a closing list of what broke; a one-line verdict.
import type { ContractReport, OperationReport, SentRequest } from './types.ts';

const KIND_LABEL: Record<SentRequest['kind'], string> = {
  example: 'example',
  'generated-valid': 'valid',
  variant: 'variant',
  negative: 'negative',
  'generated-invalid': 'invalid',
  auth: 'auth',
  idempotency: 'replay',
  unknown: 'unknown',
  stateful: 'stateful',
  method: 'method',
};

/** How many operations the slowest list shows. */
const SLOWEST_SHOWN = 5;

/** A broken request's problems grouped by what broke: check, rule and cause. */
export interface Problem {
  check: string;
  rule: string;
  /** Where the answer broke, or for an invalid request that was not refused, the input that was invalid. */
  location: string;
  count: number;
  /** The first request that broke it this way. */
  example: SentRequest;
}

export function problemsOf(operation: OperationReport): Problem[] {
  const groups = new Map<string, Problem>();
  for (const request of operation.requests) {
    for (const failure of request.failures) {
      // An invalid request's cause is its input ("date at body.fitting_date"), not the status it got.
      const input = request.kind === 'negative' || request.kind === 'generated-invalid' ? /^(.+? at \S+?)(:| \(|$)/.exec(request.label)?.[1] : undefined;
      const location = input ?? failure.location;
      const key = `${failure.check} ${failure.rule} ${location}`;
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { check: failure.check, rule: failure.rule, location, count: 1, example: request });
    }
  }
  return [...groups.values()];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each implemented operation's median and worst answer time, slowest median first. */
export function slowest(report: ContractReport): { operationId: string; median: number; worst: number; answers: number }[] {
  return report.operations
    .filter((operation) => !operation.notImplemented)
    .flatMap((operation) => {
      const times = operation.requests.flatMap((r) => (r.ms === undefined ? [] : [r.ms]));
      return times.length === 0 ? [] : [{ operationId: operation.operationId, median: median(times), worst: Math.max(...times), answers: times.length }];
    })
    .sort((a, b) => b.median - a.median || b.worst - a.worst);
}

const indent = (text: string, spaces: number) => text.split('\n').map((line) => `${' '.repeat(spaces)}${line}`).join('\n');

function requestLines(request: SentRequest): string[] {
  const lines = [`         ${request.status} ${KIND_LABEL[request.kind]} ${request.method} ${request.url}  ${request.label}`];
  for (const failure of request.failures) {
    lines.push(`           BROKEN ${failure.location}  [${failure.check}: ${failure.rule}]  ${failure.message}${failure.received === undefined ? '' : `  received: ${failure.received}`}`);
  }
  if (request.answer) lines.push(`           answer: ${request.answer}`);
  if (request.reproduction) lines.push('           reproduce, every request it needed in order (fresh Idempotency-Keys):', indent(request.reproduction, 13));
  else lines.push(`           reproduce: ${request.curl}`);
  return lines;
}

export function formatReport(report: ContractReport): string {
  const lines: string[] = [];
  lines.push(`Contract check: ${report.contract.title} ${report.contract.version} (${report.spec})`);
  lines.push(`Backend: ${report.backend}   seed ${report.seed}, ${report.runs} generated valid requests per operation and ${report.runs} drawn invalid values per rule family, on top of the fixed ones`);
  lines.push(`Checks: ${report.checks.join(', ')}${report.maxResponseTimeMs === undefined ? '' : ` (max response time ${report.maxResponseTimeMs / 1000} s)`}`);
  for (const warning of report.warnings) lines.push(`WARNING ${warning}`);
  lines.push('');
  const implemented = report.operations.filter((op) => !op.notImplemented);
  for (const operation of implemented) {
    const problems = problemsOf(operation);
    const title = `${operation.method} ${operation.path}  (${operation.operationId})  ${operation.requests.length} requests`;
    if (problems.length === 0 && operation.exercised) {
      lines.push(`ok   ${title}`);
      continue;
    }
    const broken = operation.requests.filter((r) => r.failures.length > 0).length;
    const verdict = problems.length === 0 && operation.refusalMayBeRight ? 'WARN' : 'FAIL';
    lines.push(`${verdict} ${title}${broken > 0 ? `, ${broken} broke the contract` : ''}${operation.exercised ? '' : ', never exercised'}`);
    for (const problem of problems) {
      lines.push(`     ${problem.count} x ${problem.check}: ${problem.rule} at ${problem.location}`);
      lines.push(...requestLines(problem.example));
    }
    if (!operation.exercised) {
      lines.push(`     never exercised: ${operation.notExercisedBecause ?? 'no valid request got a 2xx'}`);
      const first = operation.requests.find((r) => r.kind === 'example');
      if (first?.answer) lines.push(`           answer: ${first.answer}`);
      if (first) lines.push(`           reproduce: ${first.curl}`);
    }
  }
  lines.push('');
  const notImplemented = report.operations.filter((op) => op.notImplemented);
  if (notImplemented.length > 0) {
    lines.push(`Not implemented (501, or 404 to every request), ${report.allowNotImplemented ? 'allowed by --allow-not-implemented' : 'each fails the run (--allow-not-implemented lets it pass)'}; no link is followed to them: ${notImplemented.length}`);
    for (const operation of notImplemented) lines.push(`  - ${operation.operationId} ${operation.method} ${operation.path}: ${operation.notExercisedBecause ?? ''}`);
    lines.push('');
  }
  const times = slowest(report).slice(0, SLOWEST_SHOWN);
  if (times.length > 0) {
    lines.push('Slowest operations (median and worst answer):');
    for (const time of times) lines.push(`  ${time.operationId.padEnd(28)} ${`${Math.round(time.median)} ms`.padStart(9)}  ${`${Math.round(time.worst)} ms`.padStart(9)}  (${time.answers} answers)`);
    lines.push('');
  }
  const broke = report.operations.map((op) => ({ op, problems: problemsOf(op) })).filter(({ problems }) => problems.length > 0);
  const unexercised = implemented.filter((op) => !op.exercised && !op.refusalMayBeRight);
  if (broke.length > 0 || unexercised.length > 0) {
    lines.push('What broke:');
    for (const { op, problems } of broke) lines.push(`  - ${op.operationId}: ${problems.map((p) => `${p.check} (${p.rule} at ${p.location}) x${p.count}`).join(', ')}`);
    for (const op of unexercised) lines.push(`  - ${op.operationId}: never exercised (${op.notExercisedBecause ?? 'no valid request got a 2xx'})`);
    lines.push('');
  }
  const refused = implemented.filter((op) => !op.exercised && op.refusalMayBeRight);
  if (refused.length > 0) {
    lines.push(`Not exercised, warnings only: a correct server may rightly refuse what the check could build from the contract alone (seed a value with --param): ${refused.length}`);
    for (const op of refused) lines.push(`  - ${op.operationId}: ${op.notExercisedBecause ?? 'no valid request got a 2xx'}`);
    lines.push('');
  }
  if (report.authHint) lines.push(`AUTHENTICATION ${report.authHint}`, '');
  const { summary } = report;
  lines.push(
    `${report.passed ? 'PASSED' : 'FAILED'}: ${summary.implemented} of ${summary.operations} operations implemented, ${summary.exercised} exercised, ${summary.requests} requests, ` +
      `${summary.brokenResponses} responses broke the contract in ${summary.operationsWithBrokenResponses} operations (${(report.durationMs / 1000).toFixed(1)} s)`,
  );
  return lines.join('\n');
}
