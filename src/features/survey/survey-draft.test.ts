import { describe, expect, it } from 'vitest';
import { contactDetailsValues } from '@/domain/contact-details';
import { EMPTY_SURVEY_DRAFT, isSurveyDraft, SAVED_SURVEY_DRAFT } from './survey-draft';

describe('the survey draft kept over a reload', () => {
  it('reads the details typed and the step reached', () => {
    expect(isSurveyDraft(EMPTY_SURVEY_DRAFT)).toBe(true);
    expect(isSurveyDraft({ details: contactDetailsValues(), reachedStep: 'details' })).toBe(true);
  });
  it('reads the details alone, as an earlier version stored them, or a step the survey lacks, as nothing kept', () => {
    expect(isSurveyDraft(contactDetailsValues())).toBe(false);
    expect(isSurveyDraft(null)).toBe(false);
    expect(isSurveyDraft({ details: null, reachedStep: 'payment' })).toBe(false);
  });
  it('once saved keeps the confirmation step and nothing typed (decision 442)', () => {
    expect(SAVED_SURVEY_DRAFT).toEqual({ details: null, reachedStep: 'confirmation' });
  });
});
