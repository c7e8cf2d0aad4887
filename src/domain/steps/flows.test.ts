import { describe, expect, it } from 'vitest';
import { linearOpeningIndex, resumeIndex } from './step-list';
import { enquiryStartIndex, enquirySteps } from './enquiry';
import { initialLinearState, linearReducer, type LinearStepEvent } from './linear';
import { PLANS_STEPS, plansStartIndex } from './plans';
import { isCompetitorUrl, isEvidenceComplete } from './price-match';
import { serviceStartIndex, serviceStepReady, serviceSteps } from './service';
import { SURVEY_STEPS, isSurveyComplete, surveyStartIndex } from './survey';

describe('resumeIndex: where a reload opens', () => {
  const keys = ['a', 'b', 'c', 'd'] as const;
  it('opens the step the address names when the steps before it were done, else the furthest done', () => {
    expect(resumeIndex(keys, { requested: 'b', reached: 'c', start: 0 })).toBe(1);
    expect(resumeIndex(keys, { requested: 'd', reached: 'c', start: 0 })).toBe(2);
    expect(resumeIndex(keys, { requested: 'c', reached: null, start: 0 })).toBe(0);
  });
  it('without a step in the address, or one the flow lacks, opens the load rule’s start', () => {
    expect(resumeIndex(keys, { requested: null, reached: 'd', start: 1 })).toBe(1);
    expect(resumeIndex<string>(keys, { requested: 'x', reached: 'd', start: 0 })).toBe(0);
    expect(resumeIndex(keys, { requested: 'a', reached: 'd', start: 3 })).toBe(3);
  });
});

describe('linearOpeningIndex: where service, plans, survey and enquiry open', () => {
  const keys = ['a', 'b', 'c', 'd'] as const;
  it('a reload is resumeIndex: the step the address names, never past the furthest saved nor before the start', () => {
    expect(linearOpeningIndex(keys, { requested: 'b', reached: 'c', start: 0 })).toBe(1);
    expect(linearOpeningIndex(keys, { requested: 'd', reached: 'b', start: 0 })).toBe(1);
    expect(linearOpeningIndex(keys, { requested: 'a', reached: 'c', start: 2 })).toBe(2);
  });
  it('opened without a step in the address: the later of the start and the furthest step saved in this tab', () => {
    expect(linearOpeningIndex(keys, { requested: null, reached: null, start: 0 })).toBe(0);
    expect(linearOpeningIndex(keys, { requested: null, reached: 'c', start: 1 })).toBe(2);
    expect(linearOpeningIndex(keys, { requested: null, reached: 'a', start: 3 })).toBe(3);
    expect(linearOpeningIndex<string>(keys, { requested: null, reached: 'x', start: 1 })).toBe(1);
  });
});

describe('service checkout', () => {
  it('places upgrades first for details_step 0, after the dates otherwise', () => {
    expect(serviceSteps({ detailsStep: 0, total: 9_900 }).map((s) => s.key)).toEqual(['upgrades', 'preferredDate', 'alternativeDate', 'details', 'payment', 'confirmation']);
    expect(serviceSteps({ detailsStep: 2, total: 9_900 }).map((s) => s.key)).toEqual(['preferredDate', 'alternativeDate', 'upgrades', 'details', 'payment', 'confirmation']);
    expect(serviceSteps({ detailsStep: null, total: 9_900 })[0]?.key).toBe('preferredDate');
    // The contract's values (decision 020).
    expect(serviceSteps({ detailsStep: 'first', total: 9_900 })[0]?.key).toBe('upgrades');
    expect(serviceSteps({ detailsStep: 'after_dates', total: 9_900 })[0]?.key).toBe('preferredDate');
  });
  it('has a payment step only when the total is above 0', () => {
    expect(serviceSteps({ detailsStep: 0, total: 0 }).map((s) => s.key)).not.toContain('payment');
  });
  it('waits for the preferred date, then the alternative date', () => {
    expect(serviceStepReady('preferredDate', { preferredDate: null, alternativeDate: null })).toBe(false);
    expect(serviceStepReady('preferredDate', { preferredDate: '2026-12-01', alternativeDate: null })).toBe(true);
    expect(serviceStepReady('alternativeDate', { preferredDate: '2026-12-01', alternativeDate: null })).toBe(false);
    expect(serviceStepReady('alternativeDate', { preferredDate: '2026-12-01', alternativeDate: '2026-12-02' })).toBe(true);
    expect(serviceStepReady('details', { preferredDate: null, alternativeDate: null })).toBe(true);
  });
  it('opens a paid order with a fitting date on confirmation', () => {
    const keys = serviceSteps({ detailsStep: 0, total: 9_900 }).map((s) => s.key);
    expect(serviceStartIndex(keys, { paid: true, fittingDate: '2026-12-01' })).toBe(5);
    expect(serviceStartIndex(keys, { paid: true, fittingDate: null })).toBe(0);
  });
});

describe('enquiry', () => {
  it('has Contact details (Submit) then Enquiry confirmation, not clickable', () => {
    expect(enquirySteps({ type: 'heat_pump', upgradesOffered: true })).toEqual([
      { key: 'details', title: 'Contact details', clickable: true, submitLabel: 'Submit' },
      { key: 'confirmation', title: 'Enquiry confirmation', clickable: false, submitLabel: null },
    ]);
  });
  it('solar: Enquiry details (Submit enquiry), optional Upgrades, Proposal confirmation', () => {
    expect(enquirySteps({ type: 'solar', upgradesOffered: true }).map((s) => [s.title, s.submitLabel])).toEqual([
      ['Enquiry details', 'Submit enquiry'], ['Upgrades', null], ['Proposal confirmation', null],
    ]);
    expect(enquirySteps({ type: 'solar', upgradesOffered: false }).map((s) => s.key)).toEqual(['details', 'confirmation']);
  });
  it('starts on step 1 for a PROPOSAL status, solar on step 2 with a known customer', () => {
    const customer = { first_name: 'Ada', contact_number: '07700900123', email_address: 'ada@example.co.uk' };
    expect(enquiryStartIndex({ type: 'boiler', orderStatus: 'PROPOSAL_SENT', customer: null }, 2)).toBe(1);
    expect(enquiryStartIndex({ type: 'boiler', orderStatus: 'NEW', customer }, 2)).toBe(0);
    expect(enquiryStartIndex({ type: 'solar', orderStatus: 'NEW', customer }, 3)).toBe(2);
    expect(enquiryStartIndex({ type: 'solar', orderStatus: 'NEW', customer: { ...customer, email_address: '' } }, 3)).toBe(0);
    expect(enquiryStartIndex({ type: 'solar', orderStatus: 'NEW', customer }, 2)).toBe(1);
  });
});

describe('plans, survey, price match', () => {
  it('plans: plans, payment, confirmation', () => {
    expect(PLANS_STEPS.map((s) => s.key)).toEqual(['plans', 'payment', 'confirmation']);
    expect(plansStartIndex(true)).toBe(2);
    expect(plansStartIndex(false)).toBe(0);
  });
  it('survey: images, customer details, confirmation; complete jumps ahead', () => {
    expect(SURVEY_STEPS.map((s) => s.key)).toEqual(['images', 'details', 'confirmation']);
    expect(isSurveyComplete([])).toBe(true);
    expect(surveyStartIndex(['boiler photo'])).toBe(0);
    expect(surveyStartIndex([])).toBe(1);
  });
  it('price match: complete with no required documents left, or with a valid URL', () => {
    expect(isEvidenceComplete({ requiredRemaining: [], withFile: true, url: '' })).toBe(true);
    expect(isEvidenceComplete({ requiredRemaining: ['quote'], withFile: true, url: 'https://x.co.uk' })).toBe(false);
    expect(isEvidenceComplete({ requiredRemaining: ['quote'], withFile: false, url: 'www.boilers.co.uk/deal?id=3#top' })).toBe(true);
    for (const url of ['https://shop.example.com:8080/a/b?x=1&y=2#f', 'example.co.uk', 'http://192.168.0.1/path']) expect(isCompetitorUrl(url)).toBe(true);
    for (const url of ['', 'not a url', 'http://', 'ftp://example.com', 'example']) expect(isCompetitorUrl(url)).toBe(false);
  });
});

describe('linear step machine', () => {
  const steps = ['a', 'b', 'c'] as const;
  const run = (...events: LinearStepEvent<(typeof steps)[number]>[]) =>
    events.reduce(linearReducer, initialLinearState<(typeof steps)[number]>());
  it('saves before moving forward and only when the step is ready', () => {
    expect(run({ type: 'loaded', steps, startIndex: 0 }, { type: 'next', ready: false }).phase).toBe('idle');
    expect(run({ type: 'loaded', steps, startIndex: 0 }, { type: 'next', ready: true }, { type: 'saved' }).index).toBe(1);
    expect(run({ type: 'loaded', steps, startIndex: 0 }, { type: 'next', ready: true }, { type: 'saveFailed', message: 'No' })).toMatchObject({ index: 0, error: 'No' });
  });
  it('jumps forward only, and goes back unguarded', () => {
    expect(run({ type: 'loaded', steps, startIndex: 0 }, { type: 'jumpTo', index: 2 }).index).toBe(2);
    expect(run({ type: 'loaded', steps, startIndex: 2 }, { type: 'jumpTo', index: 0 }).index).toBe(2);
    expect(run({ type: 'loaded', steps, startIndex: 2 }, { type: 'back' }).index).toBe(1);
    expect(run({ type: 'loaded', steps, startIndex: 9 }).index).toBe(2);
  });
});
