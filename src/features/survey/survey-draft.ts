// What the customer typed in the survey's details form, per survey, in sessionStorage (decision 322):
// a reload keeps it; the server's customer data fills the form when this tab has no draft. Saving the
// details clears it (decision 442).
import type { ContactDetailsValues } from '@/domain/contact-details';
import type { SurveyStepKey } from '@/domain/steps/survey';
import { linearSession } from '@/ui/session-reducer';

/** The steps of one survey and the details typed (null until the customer types), keyed by type and quote reference. */
export const useSurveySession = linearSession<SurveyStepKey, ContactDetailsValues | null>('survey-draft', null);
