// What the customer typed in the survey's details form, per survey, in sessionStorage (decision 322):
// a reload keeps it; the server's customer data fills the form when this tab has no draft. Saving the
// details clears it (decision 442).
import type { ContactDetailsValues } from '@/domain/contact-details';
import { sessionDraft } from '@/ui/state';

/** The details typed for one survey, keyed by type and quote reference; null until the customer types. */
export const useSurveyDraft = sessionDraft<ContactDetailsValues | null>('survey-draft', null);
