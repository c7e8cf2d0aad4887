// Survey steps and the completeness rule shared with price match (quote §4, §5). Decision 060.
import type { StepDefinition } from './step-list';

export type SurveyStepKey = 'images' | 'details' | 'confirmation';

export const SURVEY_STEPS: readonly StepDefinition<SurveyStepKey>[] = [
  { key: 'images', title: 'Images', clickable: true },
  { key: 'details', title: 'Customer details', clickable: true },
  { key: 'confirmation', title: 'Confirmation', clickable: false },
];

/** Complete when no required items remain: the images step is then done and the survey jumps ahead. */
export function isSurveyComplete(required: readonly unknown[]): boolean {
  return required.length === 0;
}

export function surveyStartIndex(required: readonly unknown[]): number {
  return isSurveyComplete(required) ? SURVEY_STEPS.findIndex((step) => step.key === 'details') : 0;
}
