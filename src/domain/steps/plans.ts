// Plans checkout steps (quote §4 "Plans checkout: plans, payment, confirmation").
import type { StepDefinition } from './step-list';

export type PlansStepKey = 'plans' | 'payment' | 'confirmation';

export const PLANS_STEPS: readonly StepDefinition<PlansStepKey>[] = [
  { key: 'plans', title: 'Plans', clickable: true },
  { key: 'payment', title: 'Payment', clickable: true },
  { key: 'confirmation', title: 'Confirmation', clickable: false },
];

/** A paid plan order opens on confirmation. */
export function plansStartIndex(paid: boolean): number {
  return paid ? PLANS_STEPS.length - 1 : 0;
}
