// The plan chosen and the step reached, per quote, in sessionStorage (`plans-choice:<quote>`); nothing here is
// personal (decision 442).
import { isPlainObject } from '@/domain/plain-object';
import { PLANS_STEPS, type PlansStepKey } from '@/domain/steps/plans';
import { draftSession } from '@/ui/session-reducer';

export interface PlansDraft {
  /** The plan ticked (an id), before or after it was sent. */
  readonly chosenId: number | null;
  /** The step reached after the last successful save or payment. */
  readonly reachedStep: PlansStepKey | null;
}

export const EMPTY_PLANS_DRAFT: PlansDraft = { chosenId: null, reachedStep: null };

/** A stored draft of this shape; anything else (an older plain id) reads as empty. */
export function isPlansDraft(value: unknown): value is PlansDraft {
  if (!isPlainObject(value)) return false;
  const { chosenId, reachedStep } = value;
  return (chosenId === null || typeof chosenId === 'number') && (reachedStep === null || PLANS_STEPS.some((step) => step.key === reachedStep));
}

export const usePlansDraft = draftSession<PlansDraft>('plans-choice', EMPTY_PLANS_DRAFT, isPlansDraft);
