// No source file runs past 400 lines without saying at its top why it is one file: a newcomer reads a
// file whole, and a long one either splits by job or explains what holds it together.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 400;
const REASON = 'Past 400 lines as one file:';
/** Written by tools, never read as code: the generated schema and answer checks. */
const generated = (file: string) => file === 'src/api/schema.d.ts' || file.startsWith('src/api/answer-checks/');

it(`every source file past ${MAX_LINES} lines says at its top why it is one file`, () => {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && !generated(file));
  expect(files.length).toBeGreaterThan(300);
  const unexplained = files.filter((file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.length > MAX_LINES && !lines.slice(0, 15).some((line) => line.includes(REASON));
  });
  expect(unexplained, `split these by job, or say at the top "${REASON} …"`).toEqual([]);
});
