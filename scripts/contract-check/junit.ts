// The check's result as JUnit XML, for CI dashboards: one test case per operation; a failure lists
// its problems grouped by check, rule and place (each with a count, the value received and how to
// reproduce it) or says why it was never exercised; an operation not implemented is skipped.
import { problemsOf } from './report.ts';
import type { ContractReport } from './types.ts';

const escape = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export function junitReport(report: ContractReport): string {
  let failures = 0;
  let skipped = 0;
  const cases = report.operations.map((operation) => {
    const name = `${operation.method} ${operation.path} (${operation.operationId})`;
    const classname = `contract-check.${operation.tags[0] ?? 'untagged'}`;
    if (operation.notImplemented || (!operation.exercised && operation.refusalMayBeRight && problemsOf(operation).length === 0)) {
      skipped++;
      return `    <testcase name="${escape(name)}" classname="${escape(classname)}">\n      <skipped message="${escape(operation.notExercisedBecause ?? 'not implemented')}"/>\n    </testcase>`;
    }
    const problems = problemsOf(operation);
    const details = problems.map(({ check, rule, location, count, example }) =>
      [
        `${count} x ${check}: ${rule} at ${location}`,
        `  e.g. ${example.status} ${example.method} ${example.url}  ${example.label}`,
        ...example.failures.map((f) => `  ${f.location} [${f.check}: ${f.rule}] ${f.message}${f.received === undefined ? '' : ` received: ${f.received}`}`),
        `  reproduce: ${example.reproduction ?? example.curl}`,
      ].join('\n'),
    );
    if (!operation.exercised) details.push(`never exercised: ${operation.notExercisedBecause ?? ''}`);
    if (details.length === 0) return `    <testcase name="${escape(name)}" classname="${escape(classname)}"></testcase>`;
    failures++;
    const message = [problems.length > 0 ? `broke the contract: ${problems.map((p) => `${p.check} (${p.rule}) x${p.count}`).join(', ')}` : '', operation.exercised ? '' : 'never exercised'].filter(Boolean).join('; ');
    return `    <testcase name="${escape(name)}" classname="${escape(classname)}">\n      <failure message="${escape(message)}" type="contract">${escape(details.join('\n'))}</failure>\n    </testcase>`;
  });
  const seconds = (report.durationMs / 1000).toFixed(3);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-check" tests="${report.operations.length}" failures="${failures}" skipped="${skipped}" time="${seconds}">`,
    `  <testsuite name="${escape(`${report.contract.title} ${report.contract.version} against ${report.backend}`)}" tests="${report.operations.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds}" timestamp="${report.startedAt}">`,
    `    <properties><property name="seed" value="${report.seed}"/><property name="runs" value="${report.runs}"/></properties>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
