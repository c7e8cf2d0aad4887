// No HTML from the server is rendered unsanitised: nothing in src/ writes HTML strings into the
// page (React escapes everything else). If a sanitiser is ever needed, it goes in one reviewed
// module and this list names it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(process.cwd(), 'src');
const HTML_SINKS: ReadonlyArray<[string, RegExp]> = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML/outerHTML assignment', /\.(?:inner|outer)HTML\s*\+?=/],
  ['insertAdjacentHTML', /insertAdjacentHTML\s*\(/],
  ['document.write', /document\.write(?:ln)?\s*\(/],
  ['createContextualFragment', /createContextualFragment\s*\(/],
  ['eval / new Function', /\beval\s*\(|new\s+Function\s*\(/],
  ['javascript: URL', /["'`]javascript:/i],
];
/** Files allowed to use a sink because they sanitise first (none today). */
const SANITISED: readonly string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.(tsx?|jsx?)$/.test(entry.name) ? [path] : [];
  });
}

describe('HTML sinks in src/', () => {
  const files = sourceFiles(SRC);

  it('finds the sources', () => expect(files.length).toBeGreaterThan(50));

  it.each(HTML_SINKS)('no %s outside a sanitising module', (_name, pattern) => {
    const found = files
      .filter((file) => !SANITISED.includes(relative(process.cwd(), file)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (pattern.test(line) ? [`${relative(process.cwd(), file)}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('the scan sees a sink when one is written', () => {
    expect(HTML_SINKS.some(([, pattern]) => pattern.test('<div dangerouslySetInnerHTML={{ __html: answer.html }} />'))).toBe(true);
    expect(HTML_SINKS.some(([, pattern]) => pattern.test('node.innerHTML = message;'))).toBe(true);
  });
});
