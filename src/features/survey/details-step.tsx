// The survey's customer details: the shared contact form.
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm } from '@/ui/contact-details-form';

export interface DetailsStepProps {
  defaultValues: ContactDetailsValues;
  loading: boolean;
  /** Each change, for the tab's draft (a reload keeps what was typed). */
  onChange: (values: ContactDetailsValues) => void;
  onSubmit: (details: ContactDetails) => void;
  pageTitle: string;
}

export default function DetailsStep(props: DetailsStepProps) {
  // A survey is not an order: say what the address is for here.
  return <ContactDetailsForm {...props} submitLabel="Continue" emailHint="We’ll email you about your survey here." />;
}
