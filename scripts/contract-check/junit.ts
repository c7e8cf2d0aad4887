// The check's result as JUnit XML, for CI dashboards: one test case per operation, a failure per
// broken request (with its rules, the values received and the curl command), and an operation
// never exercised as a failure that says why.
import type { ContractReport } from './run.ts';

const escape = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export function junitReport(report: ContractReport): string {
  const cases = report.operations.map((operation) => {
    const broken = operation.requests.filter((r) => r.failures.length > 0);
    const details = broken.map((request) =>
      [
        `${request.status} ${request.method} ${request.url}  ${request.label}`,
        ...request.failures.map((f) => `  ${f.location} [${f.check}: ${f.rule}] ${f.message}${f.received === undefined ? '' : ` received: ${f.received}`}`),
        `  reproduce: ${request.curl}`,
      ].join('\n'),
    );
    if (!operation.exercised) details.push(`${operation.notImplemented ? 'not implemented' : 'never exercised'}: ${operation.notExercisedBecause ?? ''}`);
    const rules = [...new Set(broken.flatMap((r) => r.failures.map((f) => f.rule)))];
    const message = [broken.length > 0 ? `${broken.length} responses broke the contract (${rules.join(', ')})` : '', operation.exercised ? '' : operation.notImplemented ? 'not implemented' : 'never exercised'].filter(Boolean).join('; ');
    const name = `${operation.method} ${operation.path} (${operation.operationId})`;
    const classname = `contract-check.${operation.tags[0] ?? 'untagged'}`;
    const failure = details.length > 0 ? `\n      <failure message="${escape(message)}" type="contract">${escape(details.join('\n'))}</failure>\n    ` : '';
    return `    <testcase name="${escape(name)}" classname="${escape(classname)}">${failure}</testcase>`;
  });
  const failures = report.operations.filter((op) => !op.exercised || op.requests.some((r) => r.failures.length > 0)).length;
  const seconds = (report.durationMs / 1000).toFixed(3);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-check" tests="${report.operations.length}" failures="${failures}" time="${seconds}">`,
    `  <testsuite name="${escape(`${report.contract.title} ${report.contract.version} against ${report.backend}`)}" tests="${report.operations.length}" failures="${failures}" errors="0" skipped="0" time="${seconds}" timestamp="${report.startedAt}">`,
    `    <properties><property name="seed" value="${report.seed}"/><property name="runs" value="${report.runs}"/></properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
