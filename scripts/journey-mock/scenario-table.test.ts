// docs/mock-scenarios.md names every scenario of src/mock/scenarios.ts and every network condition,
// one row each, so a new scenario cannot ship without saying how to reach it and what the page does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NETWORK_CONDITIONS, SCENARIO_NAMES } from '../../src/mock/scenarios';

const table = readFileSync(path.resolve(import.meta.dirname, '../../docs/mock-scenarios.md'), 'utf8');
const rows = table.split('\n').filter((line) => /^\| `[^`]+` \|/.test(line));
const states = rows.map((row) => /^\| `([^`]+)`/.exec(row)![1]);

describe('the mock scenarios table', () => {
  it('has one row per scenario and per network condition, each saying how to reach it and what the page does', () => {
    const wanted = [...SCENARIO_NAMES, ...NETWORK_CONDITIONS.filter((condition) => condition !== 'normal')];
    expect(states.sort()).toEqual([...wanted].sort());
    for (const row of rows) {
      const cells = row.split('|').slice(1, -1).map((cell) => cell.trim());
      expect(cells, row).toHaveLength(3);
      expect(cells[1]!.length, row).toBeGreaterThan(5);
      expect(cells[2]!.length, row).toBeGreaterThan(5);
    }
  });
});
