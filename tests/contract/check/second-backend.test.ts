// The check against tests/backend, the second backend written from the contract's words (decision 840):
// a correct server, so the check at its default settings passes it with no failure, and exercises
// nearly every operation by taking the values that belong together from the answers that made them
// (decision 923). One run, shared by the assertions.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reproduction } from '../../../scripts/contract-check/reproduce.ts';
import type { ContractReport, SentRequest } from '../../../scripts/contract-check/types.ts';
import { createBackend } from '../../backend/server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const port = Number(process.env.CONTRACT_CHECK_BACKEND_PORT ?? 4751);
const seed = Number(process.env.CONTRACT_CHECK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const onSeed = `seed ${seed} (CONTRACT_CHECK_SEED=${seed} repeats it)`;
/** What stays is what no answer offers: a discount code, and a service booking paid by the card provider's webhook. */
const MIN_EXERCISED = 40;

let server: Awaited<ReturnType<typeof createBackend>>['server'];
let run: { code: number | null; stdout: string; report: ContractReport };
const operation = (id: string) => run.report.operations.find((op) => op.operationId === id)!;
const accepted = (id: string) => operation(id).requests.find((r) => r.reachedBackend && r.status >= 200 && r.status < 300 && r.kind !== 'stateful');

beforeAll(async () => {
  ({ server } = await createBackend({}));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const jsonPath = path.join(mkdtempSync(path.join(tmpdir(), 'contract-check-second-')), 'report.json');
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/contract-check/cli.ts', `http://127.0.0.1:${port}`, '--seed', String(seed), '--json', jsonPath, '--header', 'X-CSRF-TOKEN: mock-csrf-token'], { cwd: root });
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  run = { code, stdout, report: JSON.parse(readFileSync(jsonPath, 'utf8')) as ContractReport };
}, 180_000);

afterAll(() => {
  server?.closeAllConnections();
  server?.close();
});

describe('the contract check against the second backend', () => {
  it('passes it: no answer broke the contract and nothing fails the run', () => {
    const { code, report, stdout } = run;
    expect(report.operations.flatMap((op) => op.requests.filter((r) => r.failures.length > 0).map((r) => `${op.operationId}: ${r.label}: ${r.failures[0]!.message}`)), onSeed).toEqual([]);
    expect(report.operations.filter((op) => !op.exercised && !op.refusalMayBeRight).map((op) => `${op.operationId}: ${op.notExercisedBecause}`), onSeed).toEqual([]);
    expect(report.passed, onSeed).toBe(true);
    expect(code, onSeed).toBe(0);
    expect(stdout).toMatch(/^PASSED: 46 of 46 operations implemented/m);
  });

  it('exercises nearly every operation, with values from the answers that made them', () => {
    expect(run.report.summary.exercised, `${onSeed}; not exercised: ${run.report.unexercised.join(', ')}`).toBeGreaterThanOrEqual(MIN_EXERCISED);
    // The session the backend keeps in a cookie remembers the visitor's quote, as a browser's would.
    expect(operation('loadCheckout').exercised, onSeed).toBe(true);
    // An order is for a product its quote's results offered, on a free day the calendar offered.
    expect(accepted('createOrder')?.journey, onSeed).toEqual(
      expect.arrayContaining([expect.stringMatching(/^body\.product <- .* of submitQuoteAnswers/), expect.stringMatching(/^body\.fitting_date <- a key of .* of getCalendar/)]),
    );
    // A plan is chosen at the price the plans answer showed; finance with a product the lender's list offered.
    expect(accepted('choosePlan')?.journey, onSeed).toEqual(expect.arrayContaining([expect.stringMatching(/^body\.price <- .*product_total of loadPlans/)]));
    expect(accepted('startV12FinanceApplication')?.journey, onSeed).toEqual(expect.arrayContaining([expect.stringMatching(/^body\.loan_id <- .* of listV12FinanceProducts/)]));
    // An order is read once it is placed.
    expect(operation('loadOrder').exercised, onSeed).toBe(true);
  });

  it('reports what a correct server may rightly refuse as a warning, with the reason', () => {
    const { report, stdout } = run;
    const refused = report.operations.filter((op) => !op.exercised);
    for (const op of refused) expect(op.notExercisedBecause, op.operationId).toMatch(/^(every valid request got 4|the backend refused every valid request)/);
    if (refused.length > 0) expect(stdout).toMatch(new RegExp(`^Not exercised, warnings only: .*: ${refused.length}$`, 'm'));
    expect(stdout).not.toMatch(/^What broke:/m);
  });

  it('reproduces a request that needed earlier ones from nothing: every step in order, a fresh key, its own session', async () => {
    const byId = new Map<string, SentRequest>(run.report.operations.flatMap((op) => op.requests.map((r): [string, SentRequest] => [r.id, r])));
    // The survey's customer is changed only after the survey was loaded in the same session, of an order placed before.
    const target = accepted('updateSurveyCustomer')!;
    const script = reproduction(target, byId)!;
    expect(script).toMatch(/^rm -f contract-check-cookies\.txt\n/);
    expect(script).not.toMatch(/-H 'cookie:/i);
    const steps = script.split('\n').filter((line) => line.startsWith('# '));
    // The order was placed (its details or finance sent) before its survey could load.
    expect(steps.some((step) => /^# \d+\. (PATCH \/order\/|POST \/finance\/v12:)/.test(step)), steps.join('\n')).toBe(true);
    expect(steps.some((step) => /^# \d+\. POST \/quote\/[\w-]+\/survey(\/\d+)?: /.test(step)), steps.join("\n")).toBe(true);
    const cwd = mkdtempSync(path.join(tmpdir(), 'contract-check-reproduce-'));
    const output = await new Promise<string>((resolve, reject) => execFile('sh', ['-c', script], { cwd }, (error, stdout) => (error ? reject(error) : resolve(stdout))));
    expect(output).toMatch(/^HTTP\/1\.1 200 /);
  }, 60_000);
});
