// Shared pieces of the step machines: a step is a key with its title, and the index moves
// only through these helpers, so it always stays inside the list.

export interface StepDefinition<K extends string> {
  readonly key: K;
  readonly title: string;
  /** Whether the step list lets the user jump back to it (confirmation steps are not clickable). */
  readonly clickable: boolean;
}

/** Busy phases: a forward move saves first, then (checkout) checks; reloading waits for a new load. */
export type StepPhase = 'idle' | 'saving' | 'checking' | 'reloading';

export interface StepMachineState<K extends string> {
  readonly steps: readonly K[];
  readonly index: number;
  readonly phase: StepPhase;
  /** Text of the "We encountered a problem" dialog after a failed step change. */
  readonly error: string | null;
}

export function clampIndex(index: number, stepCount: number): number {
  if (stepCount <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), stepCount - 1);
}

export function lastIndex(steps: readonly unknown[]): number {
  return Math.max(0, steps.length - 1);
}

export function currentStep<K extends string>(state: StepMachineState<K>): K | undefined {
  return state.steps[state.index];
}

/** A new step list keeps the user on the same step when it still exists, else the nearest index. */
export function withSteps<K extends string, S extends StepMachineState<K>>(state: S, steps: readonly K[]): S {
  const key = currentStep(state);
  const kept = key === undefined ? -1 : steps.indexOf(key);
  return { ...state, steps, index: kept >= 0 ? kept : clampIndex(state.index, steps.length) };
}

/** Backward moves are not guarded: one step back, or back to an earlier clicked step. */
export function movedBack<K extends string, S extends StepMachineState<K>>(state: S, target: number): S {
  if (state.phase !== 'idle' || target >= state.index || target < 0) return state;
  return { ...state, index: target, error: null };
}

/**
 * Where a reload opens (docs/spec-coverage.md, purchase §4 "the step index starts at 0 on load"):
 * the step the address names, when every step before it was completed in this tab (`reached` is the
 * furthest step a save moved the customer to), else the furthest completed point; a step the address
 * does not name, or no address step at all (a new visit), opens `start`.
 */
export function resumeIndex<K extends string>(steps: readonly K[], { requested, reached, start }: { requested: K | null; reached: K | null; start: number }): number {
  const target = requested === null ? -1 : steps.indexOf(requested);
  if (target < 0) return clampIndex(start, steps.length);
  const furthest = reached === null ? 0 : Math.max(0, steps.indexOf(reached));
  return clampIndex(Math.max(start, Math.min(target, furthest)), steps.length);
}

/**
 * Where a linear flow (service, plans, survey, enquiry) opens: a reload through `resumeIndex`; opened
 * without a step in the address (a link back into the flow in this tab, or a new tab with nothing
 * kept), at the later of `start` and the furthest step a save reached in this tab (decision 180).
 */
export function linearOpeningIndex<K extends string>(steps: readonly K[], { requested, reached, start }: { requested: K | null; reached: K | null; start: number }): number {
  if (requested !== null) return resumeIndex(steps, { requested, reached, start });
  return clampIndex(Math.max(start, reached === null ? -1 : steps.indexOf(reached)), steps.length);
}
