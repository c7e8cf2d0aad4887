// npm run contract:check -- <backend base URL> [options]
// Exit status: 0 when nothing broke the contract, 1 when something did, 2 when the check could not run.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHECK_MEANING, CHECKS } from './checks.ts';
import { junitReport } from './junit.ts';
import { formatReport } from './report.ts';
import { runContractCheck } from './run.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const USAGE = `Usage: npm run contract:check -- <backend base URL> [options]

Checks a running backend against openapi.yaml: sends it every operation's requests and judges each answer
against the documented responses.

Options:
  --runs N                 generated valid requests per operation, and invalid values drawn per rule family
                           (default 3), on top of the fixed ones every run sends (variants, negatives, CSRF,
                           replays, unknown identifiers, stateful checks)
  --seed N                 fast-check seed; the report prints it so a run can be repeated (default: random)
  --param NAME=VALUE       an identifier your backend knows (e.g. an order reference you seeded): used for
                           every parameter or body field called NAME whose schema it fits (repeatable)
  --header "N: V"          send this header on every request, e.g. a real CSRF token (repeatable)
  --operation ID           check only this operationId (repeatable)
  --tag TAG                check only operations with this tag (repeatable)
  --exclude-operation ID   skip this operationId (repeatable)
  --checks A,B             make only these checks (comma-separated or repeated; default all)
  --exclude-checks A,B     leave these checks out
  --max-response-time S    fail any answer slower than S seconds (turns max_response_time on)
  --allow-not-implemented  operations that answer 501 (or 404 to everything) do not fail the run: a partial
                           backend whose implemented operations all conform exits 0
  --json FILE              where to write the JSON report (default contract-report.json)
  --junit FILE             also write a JUnit XML report
  --spec FILE              the contract (default openapi.yaml)
  --help

Checks:
${CHECKS.map((name) => `  ${name.padEnd(29)}${CHECK_MEANING[name]}`).join('\n')}`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        runs: { type: 'string', default: '3' },
        seed: { type: 'string' },
        json: { type: 'string', default: 'contract-report.json' },
        header: { type: 'string', multiple: true, default: [] },
        operation: { type: 'string', multiple: true, default: [] },
        tag: { type: 'string', multiple: true, default: [] },
        'exclude-operation': { type: 'string', multiple: true, default: [] },
        checks: { type: 'string', multiple: true, default: [] },
        'exclude-checks': { type: 'string', multiple: true, default: [] },
        'max-response-time': { type: 'string' },
        param: { type: 'string', multiple: true, default: [] },
        junit: { type: 'string' },
        spec: { type: 'string', default: 'openapi.yaml' },
        'allow-not-implemented': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const backend = positionals[0];
if (!backend || positionals.length > 1) fail('Give exactly one backend base URL.');
if (!URL.canParse(backend)) fail(`Not a URL: ${backend}`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 0) fail('--runs takes a whole number, 0 or more.');
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(seed)) fail('--seed takes a whole number.');
const headers: Record<string, string> = {};
for (const header of values.header) {
  const colon = header.indexOf(':');
  if (colon <= 0) fail(`--header takes "Name: value", got ${header}`);
  headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
}
const params: Record<string, string> = {};
for (const param of values.param) {
  const equals = param.indexOf('=');
  if (equals <= 0) fail(`--param takes NAME=VALUE, got ${param}`);
  params[param.slice(0, equals).trim()] = param.slice(equals + 1);
}

const list = (values: string[]) => values.flatMap((value) => value.split(',')).map((name) => name.trim()).filter(Boolean);
const unknownChecks = [...list(values.checks), ...list(values['exclude-checks'])].filter((name) => !(CHECKS as readonly string[]).includes(name));
if (unknownChecks.length > 0) fail(`No check called ${unknownChecks.join(', ')}.`);
const maxResponseTime = values['max-response-time'] === undefined ? undefined : Number(values['max-response-time']);
if (maxResponseTime !== undefined && !(maxResponseTime > 0)) fail('--max-response-time takes a number of seconds above 0, e.g. 0.5.');

try {
  const report = await runContractCheck({
    spec: path.resolve(root, values.spec),
    backend,
    runs,
    seed,
    headers,
    only: values.operation,
    tags: values.tag,
    exclude: values['exclude-operation'],
    params,
    checks: list(values.checks),
    excludeChecks: list(values['exclude-checks']),
    ...(maxResponseTime !== undefined ? { maxResponseTimeMs: maxResponseTime * 1000 } : {}),
    allowNotImplemented: values['allow-not-implemented'],
  });
  console.log(formatReport(report));
  const jsonPath = path.resolve(process.cwd(), values.json);
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`JSON report: ${path.relative(process.cwd(), jsonPath) || jsonPath}`);
  if (values.junit) {
    const junitPath = path.resolve(process.cwd(), values.junit);
    writeFileSync(junitPath, junitReport(report));
    console.log(`JUnit report: ${path.relative(process.cwd(), junitPath) || junitPath}`);
  }
  process.exit(report.passed ? 0 : 1);
} catch (error) {
  console.error(`contract check could not run: ${(error as Error).message}`);
  process.exit(2);
}
