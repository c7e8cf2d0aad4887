// What the customer chose and typed in the service checkout, per quote, in sessionStorage: a reload
// keeps the step, the dates, the upgrades and every field of the details form.
import type { ContactDetailsValues } from '@/domain/contact-details';
import type { ServiceStepKey } from '@/domain/steps/service';
import { atomWithStorage, createJSONStorage, useAtom } from '@/ui/state';
import type { ServiceUpgradeChoices } from './service-model';

export interface ServiceDraft {
  readonly preferredDate: string | null;
  readonly preferredDateCost: number;
  readonly alternativeDate: string | null;
  readonly upgrades: ServiceUpgradeChoices | null;
  readonly details: ContactDetailsValues | null;
  /** The step reached after the last successful save. */
  readonly reachedStep: ServiceStepKey | null;
}

export const EMPTY_SERVICE_DRAFT: ServiceDraft = { preferredDate: null, preferredDateCost: 0, alternativeDate: null, upgrades: null, details: null, reachedStep: null };

const storage = createJSONStorage<ServiceDraft>(() => sessionStorage);
const draftAtoms = new Map<string, ReturnType<typeof createDraftAtom>>();

function createDraftAtom(quoteId: string) {
  return atomWithStorage<ServiceDraft>(`service-draft:${quoteId}`, EMPTY_SERVICE_DRAFT, storage, { getOnInit: true });
}

export function useServiceDraft(quoteId: string) {
  let draftAtom = draftAtoms.get(quoteId);
  if (!draftAtom) {
    draftAtom = createDraftAtom(quoteId);
    draftAtoms.set(quoteId, draftAtom);
  }
  return useAtom(draftAtom);
}
