import { describe, expect, it } from 'vitest';
import { furthestReached, shownIndex } from './step-list';
import { enquiryStartIndex, enquirySteps } from './enquiry';
import { PLANS_STEPS, plansStartIndex } from './plans';
import { isCompetitorUrl } from '../competitor-url';
import { isEvidenceComplete } from '../price-match-evidence';
import { serviceStartIndex, serviceStepReady, serviceSteps } from './service';
import { SURVEY_STEPS, isSurveyComplete, surveyStartIndex } from './survey';

describe('shownIndex: the step a flow shows for its address', () => {
  const reach = (furthest: number, opening = 0, finished = false) => ({ furthest, opening, finished });
  it('the step the address names while it is reachable, else the furthest reachable', () => {
    expect(shownIndex(4, 1, false, reach(2))).toBe(1);
    expect(shownIndex(4, 3, false, reach(2))).toBe(2);
    expect(shownIndex(4, -1, false, reach(2))).toBe(2);
  });
  it('no step named: the opening step as the flow opens (a jump), the first step afterwards', () => {
    expect(shownIndex(4, null, true, reach(3, 2))).toBe(2);
    expect(shownIndex(4, null, false, reach(3, 2))).toBe(0);
    expect(shownIndex(4, null, true, reach(0, 0))).toBe(0);
  });
  it('a finished flow shows its last step only', () => {
    expect(shownIndex(3, 0, false, reach(0, 0, true))).toBe(2);
    expect(shownIndex(3, null, true, reach(1, 0, true))).toBe(2);
  });
});

describe('furthestReached: how far a linear flow may go', () => {
  const keys = ['a', 'b', 'c', 'd'] as const;
  it('the later of the load’s start and the step its saves reached in this tab', () => {
    expect(furthestReached(keys, null, 0)).toBe(0);
    expect(furthestReached(keys, 'c', 1)).toBe(2);
    expect(furthestReached(keys, 'a', 3)).toBe(3);
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
