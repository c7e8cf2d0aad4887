// The decision index must list every record as it is, and every record must follow the template,
// so a record added without `npm run docs:index`, or without a date, status, kind or one of its
// sections, fails here.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkIndex, citedNumbers, DECISIONS_DIR, isReplaced, parseDecision, readDecisions, renderIndex, successors } from './decisions-index.mjs';

const record = (meta = 'Date: 2026-11-20 · Status: accepted · Kind: spec', body = '## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n') =>
  `# 042. Sofas are delivered on Tuesdays\n\n${meta}\n\n${body}`;

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'decisions-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('decision index', () => {
  it('is up to date with docs/decisions, and every record there follows the template', () => {
    expect(checkIndex()).toEqual([]);
    const records = readDecisions();
    expect(records.length).toBeGreaterThan(100);
    expect(readFileSync(path.join(DECISIONS_DIR, 'README.md'), 'utf8')).toContain('| 830 | [');
  });

  it('reads the number, title, date, status and kind of a record', () => {
    expect(parseDecision('042-sofas.md', record('Date: 2026-11-20 · Status: superseded by 043 · Kind: architecture'))).toEqual({
      fileName: '042-sofas.md',
      number: '042',
      title: 'Sofas are delivered on Tuesdays',
      date: '2026-11-20',
      status: 'superseded by 043',
      kind: 'architecture',
      problems: [],
    });
  });

  it.each([
    ['a missing kind', record('Date: 2026-11-20 · Status: accepted'), /line under the title/],
    ['no date', record('Status: accepted · Kind: spec'), /line under the title/],
    ['an unknown status', record('Date: 2026-11-20 · Status: proposed · Kind: spec'), /line under the title/],
    ['no Consequences section', record(undefined, '## Context\n\nWhy.\n\n## Decision\n\nWhat.\n'), /no "## Consequences"/],
    ['an empty Context', record(undefined, '## Context\n\n## Decision\n\nWhat.\n\n## Consequences\n\nThen.\n'), /"## Context" section is empty/],
    ['sections out of order', record(undefined, '## Decision\n\nWhat.\n\n## Context\n\nWhy.\n\n## Consequences\n\nThen.\n'), /no "## Decision" section after/],
    ['the old title form', record().replace('# 042. ', '# 042: '), /first line/],
  ])('refuses a record with %s', (_, text, problem) => {
    expect(parseDecision('042-sofas.md', text).problems).toContainEqual(expect.stringMatching(problem));
  });

  it('reads a record written without blank lines between its parts', () => {
    const compact = '# 042. Sofas\nDate: 2026-11-20 · Status: accepted · Kind: spec\n## Context\nWhy.\n## Decision\nWhat.\n## Consequences\nThen.\n';
    expect(parseDecision('042-sofas.md', compact).problems).toEqual([]);
  });

  it('refuses a title whose number is not the file name', () => {
    expect(parseDecision('041-sofas.md', record()).problems).toEqual(["the title's number 042 is not the file's 041"]);
  });

  it('reports a stale index, a new record and a number used twice', () => {
    const first = record();
    const second = record('Date: 2026-11-21 · Status: accepted · Kind: architecture').replace('042. Sofas', '043. Chairs');
    const dir = folderWith({ '042-sofas.md': first });
    writeFileSync(path.join(dir, 'README.md'), renderIndex(readDecisions(dir)));
    expect(checkIndex(dir)).toEqual([]);
    writeFileSync(path.join(dir, '043-chairs.md'), second);
    expect(checkIndex(dir)).toEqual(['README.md is stale: run npm run docs:index']);
    writeFileSync(path.join(dir, '043-chairs-again.md'), second);
    expect(checkIndex(dir)).toContainEqual('043-chairs.md: number 043 is also 043-chairs-again.md');
  });

  it('reports a record superseded by a number that is no record', () => {
    const dir = folderWith({ '042-sofas.md': record('Date: 2026-11-20 · Status: superseded in part by 099 · Kind: spec') });
    expect(checkIndex(dir)).toContainEqual('042-sofas.md: superseded by 099, which is no record');
  });

  it('reads the numbers a text cites', () => {
    expect(citedNumbers('as decision 330 says; decisions 120, 130 and 490 (Decisions 051/500), docs/decisions/072, 1.5 decisions')).toEqual(['051', '072', '120', '130', '330', '490', '500']);
  });

  it('finds every record number the code and docs cite among the records, each still in force', () => {
    const root = path.resolve(DECISIONS_DIR, '..', '..');
    const skipped = new Set(['node_modules', 'dist', '.git', '.work', '.mock', 'test-results', 'playwright-report']);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (skipped.has(name) || name === 'package-lock.json' || name === 'schema.d.ts') continue;
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|tsx|mjs|js|md|yaml|html|css)$/.test(name)) files.push(full);
      }
    };
    walk(root);
    const records = new Map(readDecisions().map((r) => [r.number, r]));
    const dangling = files.flatMap((file) => citedNumbers(readFileSync(file, 'utf8')).filter((n) => !records.has(n)).map((n) => `${path.relative(root, file)} cites ${n}`));
    expect(dangling).toEqual([]);
    expect(files.length).toBeGreaterThan(100);
    // Outside the records (whose history may name what they replaced) a citation names the rule in
    // force; this file and the index script cite numbers only as examples of the syntax.
    const examples = new Set([path.join(DECISIONS_DIR, '..', '..', 'scripts', 'decisions-index.mjs'), import.meta.filename]);
    const stale = files
      .filter((file) => !file.startsWith(DECISIONS_DIR) && !examples.has(file))
      .flatMap((file) =>
        citedNumbers(readFileSync(file, 'utf8'))
          .filter((n) => isReplaced(records.get(n)!))
          .map((n) => `${path.relative(root, file)} cites ${n}, replaced by ${successors(records.get(n)!).join(', ')}`),
      );
    expect(stale).toEqual([]);
  });

  it('reports a title used twice', () => {
    const dir = folderWith({ '042-sofas.md': record(), '043-sofas.md': record().replace('# 042.', '# 043.') });
    expect(checkIndex(dir)).toContainEqual("043-sofas.md: its title is also 042-sofas.md's");
  });

  it('lists spec readings apart from architecture, with each status, and the records replaced wholly after both', () => {
    const index = renderIndex([
      { fileName: '042-sofas.md', number: '042', title: 'Sofas | beds', date: '2026-11-20', status: 'accepted', kind: 'spec', problems: [] },
      { fileName: '043-chairs.md', number: '043', title: 'Chairs', date: '2026-11-21', status: 'superseded by 045', kind: 'architecture', problems: [] },
      { fileName: '044-stools.md', number: '044', title: 'Stools', date: '2026-11-21', status: 'superseded in part by 045', kind: 'architecture', problems: [] },
      { fileName: '045-seats.md', number: '045', title: 'Seats', date: '2026-11-22', status: 'accepted', kind: 'architecture', problems: [] },
    ]);
    const spec = index.indexOf('## Spec choices');
    const architecture = index.indexOf('## Architecture');
    const replaced = index.indexOf('## Replaced records');
    expect(spec).toBeGreaterThan(0);
    expect(index.indexOf('| 042 | [Sofas \\| beds](042-sofas.md) | 2026-11-20 | accepted |')).toBeGreaterThan(spec);
    expect(index.indexOf('| 042 |')).toBeLessThan(architecture);
    expect(index.indexOf('| 044 | [Stools](044-stools.md) | 2026-11-21 | superseded in part by 045 |')).toBeGreaterThan(architecture);
    expect(index).not.toContain('| 043 |');
    expect(replaced).toBeGreaterThan(index.indexOf('| 045 |'));
    expect(index.slice(replaced)).toContain('- [043](043-chairs.md) → [045](045-seats.md)');
  });

  it('reports a record that names as its successor a record itself replaced wholly', () => {
    const dir = folderWith({
      '042-sofas.md': record('Date: 2026-11-20 · Status: superseded by 043 · Kind: spec'),
      '043-chairs.md': record('Date: 2026-11-21 · Status: superseded by 044 · Kind: spec').replace('042. Sofas', '043. Chairs'),
      '044-stools.md': record('Date: 2026-11-22 · Status: accepted · Kind: spec').replace('042. Sofas', '044. Stools'),
    });
    expect(checkIndex(dir)).toEqual(['042-sofas.md: superseded by 043, which is itself replaced by 044']);
  });

  it('lists in its tables only the records of docs/decisions still in force, each replaced one under its successor in force', () => {
    const index = readFileSync(path.join(DECISIONS_DIR, 'README.md'), 'utf8');
    const [tables = '', replaced = ''] = index.split('## Replaced records');
    const records = readDecisions();
    const gone = records.filter((r) => r.status?.startsWith('superseded by '));
    expect(gone.length).toBeGreaterThan(0);
    for (const r of records) {
      expect(tables.includes(`| ${r.number} | [`), `${r.fileName} (${r.status}) in the tables`).toBe(!gone.includes(r));
      expect(replaced.includes(`- [${r.number}](`), `${r.fileName} (${r.status}) among the replaced`).toBe(gone.includes(r));
    }
  });
});
