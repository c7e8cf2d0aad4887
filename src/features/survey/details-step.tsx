// The survey's customer details: the shared contact form. Lazy: react-hook-form, zod and the phone
// metadata load with it.
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm } from '@/ui/contact-details-form';

export default function DetailsStep(props: { defaultValues: ContactDetailsValues; loading: boolean; onSubmit: (details: ContactDetails) => void; pageTitle: string }) {
  // A survey is not an order: say what the address is for here.
  return <ContactDetailsForm {...props} submitLabel="Continue" emailHint="We’ll email you about your survey here." />;
}
