// `npm run sim`: picks one seed for the whole run (SIM_SEED, else random), prints it, and at the
// end prints how many generated cases ran. Each test file writes its count to a shared folder.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const fromEnv = process.env.SIM_SEED;
  const seed = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new Error(`SIM_SEED must be an integer, got "${fromEnv}"`);
  const countDir = mkdtempSync(path.join(tmpdir(), 'sim-counts-'));
  project.provide('simSeed', seed);
  project.provide('simCountDir', countDir);
  console.log(`sim: seed=${seed}`);
  const started = performance.now();

  return () => {
    const seconds = (performance.now() - started) / 1000;
    let cases = 0;
    let failed = 0;
    for (const file of readdirSync(countDir)) {
      const counts = JSON.parse(readFileSync(path.join(countDir, file), 'utf8')) as { cases: number; failed: number };
      cases += counts.cases;
      failed += counts.failed;
    }
    rmSync(countDir, { recursive: true, force: true });
    console.log(`sim: ${cases} cases in ${seconds.toFixed(1)} s (${Math.round(cases / seconds)} cases/s)`);
    if (failed > 0) console.log(`sim: ${failed} properties failed; replay: SIM_SEED=${seed} npm run sim`);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    simSeed: number;
    simCountDir: string;
  }
}
