// Contact details (purchase §5): the shared form, starting from what the questionnaire gave (decision 540).
import { useState } from 'react';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm } from '@/ui/contact-details-form';
import { StepBack, type StepNav } from './step-actions';

export interface DetailsStepProps {
  /** What is known when the step opens: the details typed before, else the order's and the quote's. */
  readonly initialValues: ContactDetailsValues;
  readonly landlord: boolean;
  readonly vehicle: boolean;
  readonly onType: (values: ContactDetailsValues) => void;
  readonly onSubmit: (details: ContactDetails) => void;
  readonly nav: StepNav;
}

export default function DetailsStep({ initialValues, landlord, vehicle, onType, onSubmit, nav }: DetailsStepProps) {
  // The form starts once from what is known; later changes live in the form and the kept state.
  const [defaultValues] = useState(initialValues);
  return (
    <div>
      <ContactDetailsForm
        defaultValues={defaultValues}
        onSubmit={onSubmit}
        onChange={onType}
        submitLabel="Continue"
        loading={nav.saving}
        extraSections={{ landlord, vehicle, comments: true }}
      />
      <StepBack nav={nav} />
    </div>
  );
}
