// The survey's customer details: the shared contact form. Lazy: react-hook-form, zod and the phone
// metadata load with it.
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm } from '@/ui/contact-details-form';

export default function DetailsStep(props: { defaultValues: ContactDetailsValues; loading: boolean; onSubmit: (details: ContactDetails) => void; pageTitle: string }) {
  return <ContactDetailsForm {...props} submitLabel="Continue" />;
}
