// What the customer chose and typed in a checkout, per quote, in this tab's sessionStorage
// (decision 160), under `checkout-draft:<type>:<quote>`: a reload keeps the add-ons, the date and the
// contact details.
import type { ContactDetailsValues } from '@/domain/contact-details';
import { sessionDraft } from '@/ui/state';
import type { Choices } from './checkout-model';

export interface CheckoutDraft {
  readonly choices: Choices | null;
  readonly fittingDate: string | null;
  readonly details: ContactDetailsValues | null;
}

export const EMPTY_DRAFT: CheckoutDraft = { choices: null, fittingDate: null, details: null };

/** The draft of one checkout, keyed by `${type}:${quote reference}` (checkoutDraftKey). */
export const useCheckoutDraft = sessionDraft<CheckoutDraft>('checkout-draft', EMPTY_DRAFT);

/**
 * The draft's key: the type and the quote reference the server answered. Before the load answers
 * there is no quote yet: the key then names the type alone, which is read (empty) but never written.
 */
export function checkoutDraftKey(type: string, quoteId: string | null): string {
  return `${type}:${quoteId ?? ''}`;
}
