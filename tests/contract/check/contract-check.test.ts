// The contract check, tested honestly: the reference backend that follows openapi.yaml passes, and
// each variant that breaks one thing in one operation is caught and named in the report.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractCheck, type ContractReport } from '../../../scripts/contract-check/run.ts';
import { freePort } from '../../../scripts/contract-check/proxy.ts';
import { formatReport } from '../../../scripts/contract-check/report.ts';
import { readContract, type Operation } from '../../../scripts/contract-check/spec.ts';
import { sampleOf } from '../../../scripts/contract-check/schema-values.ts';
import { breakFirst, startReferenceBackend, type RunningBackend, type Variant } from './reference-backend.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const spec = path.join(root, 'openapi.yaml');
const { operations } = readContract(spec);
const outDir = mkdtempSync(path.join(tmpdir(), 'contract-check-'));

/** Runs `npm run contract:check`'s command as a backend team would, returning exit code, stdout and the JSON report. */
function runCheck(backendUrl: string, prismPort: number, name: string, args: string[] = []) {
  const jsonPath = path.join(outDir, `${name}.json`);
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/contract-check/cli.ts', backendUrl, '--prism-port', String(prismPort), '--seed', '20261122', '--json', jsonPath, ...args], { cwd: root });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string; report: ContractReport }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr, report: code === 2 ? (undefined as never) : (JSON.parse(readFileSync(jsonPath, 'utf8')) as ContractReport) })),
  );
}

const successBody = (operation: Operation) => {
  const success = operation.responses.find((r) => /^2\d\d$/.test(r.status));
  const content = success?.contents.find((c) => c.mediaType.includes('json'));
  return content && { body: content.examples[0]?.value ?? sampleOf(content.schema), schema: content.schema };
};
const breakable = (how: 'wrong-type' | 'missing-required') => (operation: Operation) => {
  const answer = successBody(operation);
  if (!answer) return false;
  try {
    breakFirst(answer.body, answer.schema, how);
    return true;
  } catch {
    return false;
  }
};
const hasRequiredJsonBody = (operation: Operation) =>
  operation.requestBody?.required === true && operation.requestBody.contents.some((c) => c.mediaType.includes('json') && Array.isArray(c.schema.required) && c.schema.required.length > 0);

// One operation per variant, chosen from the contract as it stands, each a different one.
const chosen = new Set<string>();
function pick(description: string, fits: (operation: Operation) => boolean, preferLast = false): string {
  const candidates = operations.filter((op) => fits(op) && !chosen.has(op.id));
  const operation = preferLast ? candidates.at(-1) : candidates[0];
  if (!operation) throw new Error(`No operation in openapi.yaml fits the ${description} variant`);
  chosen.add(operation.id);
  return operation.id;
}
const variants: { variant: Variant; rule: RegExp; location: RegExp }[] = [
  { variant: { kind: 'wrong-type', operationId: pick('wrong-type', breakable('wrong-type')) }, rule: /^type$/, location: /^response\.body\./ },
  { variant: { kind: 'missing-required', operationId: pick('missing-required', breakable('missing-required'), true) }, rule: /^required$/, location: /^response\.body/ },
  { variant: { kind: 'undocumented-status', operationId: pick('undocumented-status', (op) => op.responses.some((r) => r.status.startsWith('2'))) }, rule: /^status-documented$/, location: /^response$/ },
  { variant: { kind: 'server-error-on-bad-input', operationId: pick('server-error-on-bad-input', hasRequiredJsonBody) }, rule: /^no-5xx-on-invalid-request$/, location: /^response\.status$/ },
  { variant: { kind: 'accepts-invalid-input', operationId: pick('accepts-invalid-input', hasRequiredJsonBody) }, rule: /^reject-invalid-request$/, location: /^response\.status$/ },
];
const missingEndpoint = pick('missing-endpoint', (op) => op.parameters.some((p) => p.in === 'path'), true);
const allVariants = [...variants.map((v) => v.variant), { kind: 'missing-endpoint' as const, operationId: missingEndpoint }] as (Variant & { operationId: string })[];
/** A sound operation to check beside a broken one: the first the contract lists that no variant breaks. */
const neighbourOf = (operationId: string) => operations.find((op) => op.id !== operationId && !chosen.has(op.id))!.id;

const backends: RunningBackend[] = [];
// Ports the OS picks: the suite can run beside a dev server, another checkout or a real backend.
async function backendWith(variant: Variant) {
  const backend = await startReferenceBackend({ spec, port: await freePort(), variant });
  backends.push(backend);
  return { backend, prismPort: await freePort() };
}
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.close()));
});

describe('contract check against the reference backend', () => {
  let conformant: Awaited<ReturnType<typeof runCheck>>;
  const broken = new Map<string, { report: ContractReport; text: string }>();

  beforeAll(async () => {
    // The conformant backend gets the whole check through the command, as a backend team runs it;
    // each variant gets its broken operation plus one sound neighbour, which must not be blamed.
    // Two runs at a time: each starts its own Prism, and Prism is the slow part on 2 cores.
    const jobs = [
      () => backendWith({ kind: 'conformant' }).then(({ backend, prismPort }) => runCheck(backend.url, prismPort, 'conformant', ['--runs', '3'])).then((r) => void (conformant = r)),
      ...allVariants.map((variant) => () =>
        backendWith(variant).then(async ({ backend, prismPort }) => {
          const report = await runContractCheck({ spec, backend: backend.url, runs: 2, seed: 20261122, headers: {}, only: [variant.operationId, neighbourOf(variant.operationId)], prismPort });
          broken.set(variant.kind, { report, text: formatReport(report) });
        }),
      ),
    ];
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) await job();
    };
    await Promise.all([worker(), worker()]);
  }, 600_000);

  it('passes the conformant backend: exit 0, every operation exercised, nothing broken', () => {
    expect(conformant.stderr).not.toMatch(/could not run/);
    expect(conformant.report.unexercised).toEqual([]);
    expect(conformant.report.operations.flatMap((op) => op.requests.flatMap((r) => r.failures.map((f) => `${op.operationId} ${r.label}: ${f.location} [${f.rule}] ${f.message}`)))).toEqual([]);
    expect(conformant.code).toBe(0);
    expect(conformant.report.passed).toBe(true);
    expect(conformant.stdout).toMatch(/^PASSED: /m);
  });

  it('covers every operation in openapi.yaml with examples, generated valid and generated invalid requests', () => {
    expect(conformant.report.operations.map((op) => op.operationId).sort()).toEqual(operations.map((op) => op.id).sort());
    for (const operation of conformant.report.operations) {
      const kinds = new Set(operation.requests.map((r) => r.kind));
      expect(kinds, operation.operationId).toContain('example');
      expect(kinds, operation.operationId).toContain('generated-valid');
      expect(operation.requests.every((r) => r.reachedBackend), operation.operationId).toBe(true);
    }
    const invalid = conformant.report.operations.flatMap((op) => op.requests.filter((r) => r.kind === 'generated-invalid'));
    expect(invalid.length).toBeGreaterThan(operations.length);
    expect(invalid.every((r) => r.status >= 400 && r.status < 500)).toBe(true);
  });

  it('carries identifiers along the customer journey', () => {
    const journeys = conformant.report.operations.flatMap((op) => op.requests.flatMap((r) => r.journey));
    expect(journeys.some((note) => /^path\.\w+ <- \S+ from \w+$/.test(note))).toBe(true);
  });

  it.each(variants)('catches $variant.kind and names the operation and the rule', ({ variant, rule, location }) => {
    const { operationId } = variant as { operationId: string };
    const { report, text } = broken.get(variant.kind)!;
    expect(report.passed).toBe(false);
    expect(report.operations.map((op) => op.operationId).sort()).toEqual([operationId, neighbourOf(operationId)].sort());
    const failing = report.operations.filter((op) => op.requests.some((r) => r.failures.length > 0));
    // Exactly the broken operation fails: its sound neighbour is not blamed.
    expect(failing.map((op) => op.operationId)).toEqual([operationId]);
    const failures = failing[0]!.requests.flatMap((r) => r.failures);
    expect(failures.some((f) => rule.test(f.rule) && location.test(f.location)), JSON.stringify(failures)).toBe(true);
    expect(text).toMatch(new RegExp(`^FAIL .*\\(${operationId}\\)`, 'm'));
    expect(text).toMatch(/BROKEN response/);
  });

  it('catches a missing endpoint as never exercised', () => {
    const { report, text } = broken.get('missing-endpoint')!;
    expect(report.passed).toBe(false);
    expect(report.unexercised).toEqual([missingEndpoint]);
    expect(text).toMatch(new RegExp(`Never exercised[^\\n]*\\n  - ${missingEndpoint}\\n`));
  });
});

describe('contract check command', () => {
  it('exits 2 with a clear message when nothing answers at the backend URL', async () => {
    const run = await runCheck('http://127.0.0.1:4198', 4197, 'unreachable', ['--runs', '0']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Nothing answers at http://127.0.0.1:4198');
  }, 60_000);
});
