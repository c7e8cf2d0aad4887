// The shared rules of every step flow: which step shows follows from the address and how far the flow may go.

export interface StepDefinition<K extends string> {
  readonly key: K;
  readonly title: string;
  /** Whether the step list lets the user jump back to it (confirmation steps are not clickable). */
  readonly clickable: boolean;
}

/** How far a flow may go, from what its saves and the server's answer say (purchase §4, quote §4). */
export interface StepReach {
  /** The furthest step the flow may show: what the saves and checks in this tab reached, or the load's start. */
  readonly furthest: number;
  /** Where the flow opens when its address names no step: the spec's jumps (pay later, a proposal, a paid service, a complete survey). */
  readonly opening: number;
  /** Paid, booked or sent: the last step is the only one shown. */
  readonly finished: boolean;
}

/**
 * The step a flow shows for its address (`named`: the step's index, -1 for one the flow lacks, null for none):
 * the last once finished, the opening step when it opens on no step, else the named step as far as reachable.
 */
export function shownIndex(stepCount: number, named: number | null, opened: boolean, { furthest, opening, finished }: StepReach): number {
  const last = Math.max(0, stepCount - 1);
  if (finished) return last;
  const reachable = Math.min(Math.max(0, furthest), last);
  if (named === null) return Math.min(opened ? opening : 0, reachable);
  return named < 0 ? reachable : Math.min(named, reachable);
}

/** The furthest step a linear flow may show: the later of the load's start and the step its saves reached in this tab. */
export function furthestReached<K extends string>(steps: readonly K[], reached: K | null, start: number): number {
  return Math.max(start, reached === null ? 0 : steps.indexOf(reached));
}
