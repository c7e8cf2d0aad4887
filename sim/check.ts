// Runs a fast-check property, counts its cases, and on failure reports the shrunk counterexample
// with the seed, the path and the command that replays it.
import fc from 'fast-check';
import { expect } from 'vitest';

export const simCounts = { cases: 0, failed: 0 };

export function simCheck<Ts extends [unknown?, ...unknown[]]>(property: fc.IProperty<Ts>, parameters?: fc.Parameters<Ts>): void {
  const details = fc.check(property, parameters ?? {});
  simCounts.cases += details.numRuns + details.numSkips;
  if (!details.failed) return;
  simCounts.failed += 1;
  const testPath = path(expect.getState().testPath);
  throw new Error(
    `${fc.defaultReportMessage(details) ?? 'property failed'}\n` +
      `Got: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n` +
      `replay: SIM_SEED=${details.seed} npm run sim -- ${testPath}  (seed ${details.seed}, path "${details.counterexamplePath ?? ''}")`,
  );
}

function path(absolute: string | undefined): string {
  if (!absolute) return '';
  const at = absolute.lastIndexOf('/sim/');
  return at >= 0 ? absolute.slice(at + 1) : absolute;
}
