// Enquiry steps (purchase §2 "Enquiry steps", §4 "Enquiry"). Decision 059.
import type { KnownCustomer } from '../contact-details';
import type { StoredProductType } from '../product-types';
import type { StepDefinition } from './step-list';

export type EnquiryStepKey = 'details' | 'upgrades' | 'confirmation';

export interface EnquiryStepDefinition extends StepDefinition<EnquiryStepKey> {
  /** Text of the button that leaves the step, when the step has one. */
  readonly submitLabel: string | null;
}

export interface EnquiryStepsInput {
  readonly type: StoredProductType;
  /** Solar only: EV chargers, batteries or gateways are offered. */
  readonly upgradesOffered: boolean;
}

export function enquirySteps({ type, upgradesOffered }: EnquiryStepsInput): EnquiryStepDefinition[] {
  if (type !== 'solar') {
    return [
      { key: 'details', title: 'Contact details', clickable: true, submitLabel: 'Submit' },
      { key: 'confirmation', title: 'Enquiry confirmation', clickable: false, submitLabel: null },
    ];
  }
  return [
    { key: 'details', title: 'Enquiry details', clickable: true, submitLabel: 'Submit enquiry' },
    ...(upgradesOffered ? [{ key: 'upgrades' as const, title: 'Upgrades', clickable: true, submitLabel: null }] : []),
    { key: 'confirmation', title: 'Proposal confirmation', clickable: false, submitLabel: null },
  ];
}

export interface EnquiryLoad {
  readonly type: StoredProductType;
  readonly orderStatus: string | null | undefined;
  readonly customer: Pick<KnownCustomer, 'first_name' | 'contact_number' | 'email_address'> | null | undefined;
}

/** Whether the load goes straight to a later step; otherwise the flow fires its start event. */
export function enquiryStartIndex({ type, orderStatus, customer }: EnquiryLoad, stepCount: number): number {
  let index = (orderStatus ?? '').includes('PROPOSAL') ? 1 : 0;
  const customerKnown = Boolean(customer?.first_name && customer.contact_number && customer.email_address);
  if (type === 'solar' && customerKnown) index = 2;
  return Math.min(index, Math.max(0, stepCount - 1));
}
