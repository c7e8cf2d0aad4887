// What the customer typed and how far they got, per quote, in sessionStorage (decision 956); once sent it keeps
// nothing personal (decision 442).
import type { ContactDetailsValues } from '@/domain/contact-details';
import type { EnquiryStepKey } from '@/domain/steps/enquiry';
import { draftSession } from '@/ui/session-reducer';
import type { UpgradeChoices } from './enquiry-model';
import type { TariffUpdate } from '@/shared/contract-types';

export interface EnquiryDraft {
  readonly details: ContactDetailsValues | null;
  readonly tariff: TariffUpdate | null;
  readonly upgrades: UpgradeChoices | null;
  /** The furthest step reached after a successful save. */
  readonly reachedStep: EnquiryStepKey | null;
  /** From the enquiry submit: the confirmation asks for photos. */
  readonly imagesRequired: boolean | null;
}

export const EMPTY_DRAFT: EnquiryDraft = { details: null, tariff: null, upgrades: null, reachedStep: null, imagesRequired: null };

/** The draft of one enquiry, keyed by type and quote reference. */
export const useEnquiryDraft = draftSession<EnquiryDraft>('enquiry-draft', EMPTY_DRAFT);

/** The draft once the confirmation is reached: how far the customer got and whether photos are asked for, nothing they typed. */
export function sentEnquiryDraft(draft: EnquiryDraft): EnquiryDraft {
  return { ...EMPTY_DRAFT, reachedStep: 'confirmation', imagesRequired: draft.imagesRequired };
}
