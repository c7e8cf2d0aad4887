// The survey's step reached and the details typed, per survey, in sessionStorage (decision 956); saving the details
// clears what was typed (decision 442).
import type { ContactDetailsValues } from '@/domain/contact-details';
import { isPlainObject } from '@/domain/plain-object';
import { SURVEY_STEPS, type SurveyStepKey } from '@/domain/steps/survey';
import { draftSession } from '@/ui/session-reducer';

export interface SurveyDraft {
  /** The details typed, null until the customer types. */
  readonly details: ContactDetailsValues | null;
  /** The step reached once the required photos were in, or the details saved. */
  readonly reachedStep: SurveyStepKey | null;
}

export const EMPTY_SURVEY_DRAFT: SurveyDraft = { details: null, reachedStep: null };

/** A stored draft of this shape; anything else (the details alone, as kept before) reads as empty. */
export function isSurveyDraft(value: unknown): value is SurveyDraft {
  if (!isPlainObject(value)) return false;
  const { details, reachedStep } = value;
  return typeof details === 'object' && (reachedStep === null || SURVEY_STEPS.some((step) => step.key === reachedStep));
}

/** The draft of one survey, keyed by type and quote reference. */
export const useSurveyDraft = draftSession<SurveyDraft>('survey-draft', EMPTY_SURVEY_DRAFT, isSurveyDraft);

/** The draft once the details are saved: the confirmation step, nothing the customer typed. */
export const SAVED_SURVEY_DRAFT: SurveyDraft = { details: null, reachedStep: 'confirmation' };
