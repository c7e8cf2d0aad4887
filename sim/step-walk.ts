// A customer's walk through a step flow's history, with the domain's rules alone: each entry names a
// step (src/ui/step-flow.ts writes ?step=), the step shown is `shownIndex` of the entry's step and how
// far the flow may go, Continue pushes the next step once its save passes, Back moves one entry, and
// Forward to a later step passes only through the same save.
import type { StepReach } from '../src/domain/steps/step-list';
import { shownIndex } from '../src/domain/steps/step-list';

export interface Walk {
  /** The step each history entry names (its index), oldest first; the first names none until the flow writes it. */
  entries: (number | null)[];
  /** The entry shown. */
  at: number;
}

export function openWalk(): Walk {
  return { entries: [null], at: 0 };
}

/**
 * The step shown at the entry the walk is on (the entry the flow opened on, naming none, opens where
 * the load puts it); the entry is rewritten to name it, as the flow replaces its address.
 */
export function shown(walk: Walk, stepCount: number, reach: StepReach): number {
  const named = walk.entries[walk.at] ?? null;
  const index = shownIndex(stepCount, named, named === null && walk.at === 0, reach);
  walk.entries[walk.at] = index;
  return index;
}

/** Continue passed its save: a new entry for the next step, the entries ahead dropped. */
export function pushNext(walk: Walk, from: number): void {
  walk.entries = [...walk.entries.slice(0, walk.at + 1), from + 1];
  walk.at += 1;
}

export function back(walk: Walk): void {
  walk.at = Math.max(0, walk.at - 1);
}

/** Forward: the entry ahead when there is one and it names a later step (the save decides, `passes`); an earlier or the same step goes freely. */
export function forward(walk: Walk, current: number, passes: () => boolean): void {
  const ahead = walk.entries[walk.at + 1];
  if (ahead === undefined || ahead === null) return;
  if (ahead <= current || passes()) walk.at += 1;
}
