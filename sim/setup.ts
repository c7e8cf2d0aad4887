// Per test file: every property runs with the run's seed; the case count goes to global-setup.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, inject } from 'vitest';
import { simCounts } from './check';

const seed = inject('simSeed');
fc.configureGlobal({ seed, numRuns: Number(process.env.SIM_RUNS ?? 1000) });

afterAll(() => {
  const testFile = path.basename(expect.getState().testPath ?? `file-${process.pid}-${Date.now()}`);
  writeFileSync(path.join(inject('simCountDir'), `${testFile}.json`), JSON.stringify(simCounts));
  // The sim files share one module graph per worker (isolate: false): the next file counts from zero.
  simCounts.cases = 0;
  simCounts.failed = 0;
});
