// `npm run generate` (with openapi-typescript): compiles the check of every answer the pages read
// from openapi.yaml, limited to the fields answer-reads.ts declares, into src/api/answer-checks.ts
// (decision 710). `--check` fails when the committed file is stale, as for schema.d.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ANSWER_READS, type Reads } from '../src/api/answer-reads.ts';
import { compileAnswerChecks, type OpenApi } from './answer-checks-compile.ts';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'src/api/answer-checks.ts');

const contract = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as OpenApi;
const source = compileAnswerChecks(contract, ANSWER_READS as Readonly<Record<string, { operation: string; status: number; reads: Reads }>>);

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // No file yet: stale.
  }
  if (committed !== source) {
    console.error('src/api/answer-checks.ts is out of date with openapi.yaml or src/api/answer-reads.ts: run `npm run generate`.');
    process.exit(1);
  }
  console.log('src/api/answer-checks.ts is up to date.');
} else {
  writeFileSync(target, source);
  console.log('src/api/answer-checks.ts written.');
}
