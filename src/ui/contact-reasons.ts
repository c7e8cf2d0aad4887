// Why a customer was sent to /contact?reason=<key> (purchase §8).
export const CONTACT_REASONS = {
  'commercial-property': 'We can only quote online for homes. For a commercial property, our team will price the work with you.',
  'back-boiler': 'Replacing a back boiler needs a survey before we can give a price, so our team will arrange this with you.',
  'boiler-not-working': 'As your boiler is not working, our team will look at the fault with you before booking a service.',
  'heat-pump-apartment': 'Heat pumps in flats and apartments need a survey of the building first, so our team will talk it through with you.',
  'solar-apartment': 'Solar panels on flats and apartments need the building owner’s agreement and a survey, so our team will talk it through with you.',
  'high-floor': 'Installing on the third floor or higher needs extra planning, so our team will price it with you.',
  'renting': 'As you rent your home, the owner needs to arrange this work. Our team can explain how it works for landlords.',
  'no-driveway': 'A home charger needs off-street parking. Our team can talk through other options with you.',
  'order-tracking': 'We could not show your order’s progress just now. Our team can tell you where it has got to: have your order reference from your confirmation email ready.',
} as const;

export type ContactReason = keyof typeof CONTACT_REASONS;

/** The contact page's heading for a reason: a quote to talk through, or an order we could not show. */
export function contactReasonHeading(reason: string | null): string {
  return reason === 'order-tracking' ? 'We could not show your order' : 'We need to talk this through with you';
}

export function contactReasonText(reason: string | null): string | null {
  return reason !== null && Object.hasOwn(CONTACT_REASONS, reason) ? CONTACT_REASONS[reason as ContactReason] : null;
}
