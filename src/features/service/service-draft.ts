// What the customer chose and typed in the service checkout, per quote, in sessionStorage; once booked it keeps
// nothing personal (decision 442).
import type { ContactDetailsValues } from '@/domain/contact-details';
import type { ServiceStepKey } from '@/domain/steps/service';
import { draftSession } from '@/ui/session-reducer';
import type { ServiceUpgradeChoices } from './service-model';

export interface ServiceDraft {
  readonly preferredDate: string | null;
  readonly preferredDateCost: number;
  readonly alternativeDate: string | null;
  readonly upgrades: ServiceUpgradeChoices | null;
  readonly details: ContactDetailsValues | null;
  /** The step reached after the last successful save. */
  readonly reachedStep: ServiceStepKey | null;
  /** The customer ticked the express request to visit inside the cancellation period (absent in a draft kept before it was). */
  readonly expressRequest?: boolean;
}

export const EMPTY_SERVICE_DRAFT: ServiceDraft = { preferredDate: null, preferredDateCost: 0, alternativeDate: null, upgrades: null, details: null, reachedStep: null };

/** The draft of one service checkout, keyed by quote reference (`service-draft:<quote>`). */
export const useServiceDraft = draftSession<ServiceDraft>('service-draft', EMPTY_SERVICE_DRAFT);

/** The draft once the service is booked: the step, dates and add-ons the confirmation shows, nothing the customer typed. */
export function bookedServiceDraft(draft: ServiceDraft): ServiceDraft {
  const { preferredDate, preferredDateCost, alternativeDate, upgrades } = draft;
  return { ...EMPTY_SERVICE_DRAFT, preferredDate, preferredDateCost, alternativeDate, upgrades, reachedStep: 'confirmation' };
}
