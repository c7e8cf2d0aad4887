// The details step: the shared contact form with the postcode only (the engineer has the address
// from the quote), comments, and the landlord's address for landlords.
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm } from '@/ui/contact-details-form';

export interface DetailsStepProps {
  defaultValues: ContactDetailsValues;
  landlord: boolean;
  loading: boolean;
  onChange: (values: ContactDetailsValues) => void;
  onSubmit: (details: ContactDetails) => void;
  pageTitle: string;
}

export default function DetailsStep({ defaultValues, landlord, loading, onChange, onSubmit, pageTitle }: DetailsStepProps) {
  return (
    <ContactDetailsForm
      defaultValues={defaultValues}
      address="postcode"
      extraSections={{ landlord, comments: true }}
      submitLabel="Continue"
      loading={loading}
      onChange={onChange}
      onSubmit={onSubmit}
      pageTitle={pageTitle}
    />
  );
}
