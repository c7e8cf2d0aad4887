// What the customer typed and how far they got, per quote, in sessionStorage (decision 180): a
// reload keeps the step and every field; another tab or a later visit starts from the server's data.
import type { ContactDetailsValues } from '@/domain/contact-details';
import type { EnquiryStepKey } from '@/domain/steps/enquiry';
import { atomWithStorage, createJSONStorage, useAtom } from '@/ui/state';
import type { TariffValues, UpgradeChoices } from './enquiry-model';

export interface EnquiryDraft {
  readonly details: ContactDetailsValues | null;
  readonly tariff: TariffValues | null;
  readonly upgrades: UpgradeChoices | null;
  /** The furthest step reached after a successful save. */
  readonly reachedStep: EnquiryStepKey | null;
  /** From the enquiry submit: the confirmation asks for photos. */
  readonly imagesRequired: boolean | null;
}

export const EMPTY_DRAFT: EnquiryDraft = { details: null, tariff: null, upgrades: null, reachedStep: null, imagesRequired: null };

export const DRAFT_KEY_PREFIX = 'enquiry-draft:';

const storage = createJSONStorage<EnquiryDraft>(() => sessionStorage);
const draftAtoms = new Map<string, ReturnType<typeof createDraftAtom>>();

function createDraftAtom(key: string) {
  return atomWithStorage<EnquiryDraft>(`${DRAFT_KEY_PREFIX}${key}`, EMPTY_DRAFT, storage, { getOnInit: true });
}

/** The draft of one enquiry, keyed by type and quote reference. */
export function useEnquiryDraft(key: string) {
  let draftAtom = draftAtoms.get(key);
  if (!draftAtom) {
    draftAtom = createDraftAtom(key);
    draftAtoms.set(key, draftAtom);
  }
  return useAtom(draftAtom);
}
