// `npm run generate` (with openapi-typescript): compiles the check of every answer the pages read
// from openapi.yaml, limited to the fields answer-reads.ts declares, into src/api/answer-checks/, one
// module per check (decision 710). `--check` fails when a committed file is stale, as for schema.d.ts.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ANSWER_READS, type Reads } from '../src/api/answer-reads.ts';
import { answerCheckFile, compileAnswerChecks, type OpenApi } from './answer-checks-compile.ts';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, 'src/api/answer-checks');

const contract = parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as OpenApi;
const modules = compileAnswerChecks(contract, ANSWER_READS as Readonly<Record<string, { operation: string; status: number; reads: Reads }>>);
const wanted = new Map(Object.entries(modules).map(([name, source]) => [answerCheckFile(name), source]));
const present = (() => {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
})();

if (process.argv.includes('--check')) {
  const stale = [...new Set([...present, ...wanted.keys()])].filter((file) => !wanted.has(file) || !present.includes(file) || readFileSync(path.join(folder, file), 'utf8') !== wanted.get(file));
  if (stale.length) {
    console.error(`src/api/answer-checks/ is out of date with openapi.yaml or src/api/answer-reads.ts (${stale.join(', ')}): run \`npm run generate\`.`);
    process.exit(1);
  }
  console.log('src/api/answer-checks/ is up to date.');
} else {
  mkdirSync(folder, { recursive: true });
  for (const file of present) if (!wanted.has(file)) rmSync(path.join(folder, file));
  for (const [file, source] of wanted) writeFileSync(path.join(folder, file), source);
  console.log(`src/api/answer-checks/: ${wanted.size} checks written.`);
}
