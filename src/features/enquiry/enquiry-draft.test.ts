import { describe, expect, it } from 'vitest';
import { contactDetailsValues } from '@/domain/contact-details';
import { sentEnquiryDraft, type EnquiryDraft } from './enquiry-draft';

const typed: EnquiryDraft = {
  details: contactDetailsValues({ customer: { first_name: 'Ann', last_name: 'Example', email_address: 'ann@example.co.uk', contact_number: '07545 156855', address_line_1: '1 High Street', postcode: 'LS6 2AB' } }),
  tariff: { energy_provider: 'Octopus Energy', tariff_name: 'Agile Octopus' },
  upgrades: null,
  reachedStep: 'upgrades',
  imagesRequired: true,
};

describe('the enquiry draft once the enquiry is sent (decision 442)', () => {
  it('keeps the confirmation step and the photo prompt, and nothing the customer typed', () => {
    const sent = sentEnquiryDraft(typed);
    expect(sent).toEqual({ details: null, tariff: null, upgrades: null, reachedStep: 'confirmation', imagesRequired: true });
    for (const value of ['Ann', 'ann@example.co.uk', '07545 156855', '1 High Street', 'LS6 2AB', 'Octopus']) expect(JSON.stringify(sent)).not.toContain(value);
  });
});
