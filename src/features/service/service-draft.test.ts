import { describe, expect, it } from 'vitest';
import { contactDetailsValues } from '@/domain/contact-details';
import { bookedServiceDraft, type ServiceDraft } from './service-draft';

describe('the service draft once the service is booked (decision 442)', () => {
  it('keeps the dates and add-ons the confirmation shows, and none of the contact details', () => {
    const typed: ServiceDraft = {
      preferredDate: '2026-12-03',
      preferredDateCost: 2500,
      alternativeDate: '2026-12-05',
      upgrades: { bundle: null, certification: null, control: 3, filter: null, system_flush: null, radiator_valve: [], co_alarm: [71] },
      details: contactDetailsValues({ customer: { first_name: 'Ann', email_address: 'ann@example.co.uk', address_line_1: '1 High Street', postcode: 'LS6 2AB' } }),
      reachedStep: 'details',
    };
    expect(bookedServiceDraft(typed)).toEqual({ preferredDate: '2026-12-03', preferredDateCost: 2500, alternativeDate: '2026-12-05', upgrades: typed.upgrades, details: null, reachedStep: 'confirmation' });
  });
});
