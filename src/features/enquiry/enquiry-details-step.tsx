// The details step of every enquiry, on the form pattern: it brings react-hook-form, so the page
// paints its box and loads it on the customer's first focus (enquiry-details-box.tsx, decision 630).
// Battery and solar also ask for the energy provider and tariff (decision 181).
import { useEffect, useRef } from 'react';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm, VALIDATION_UNAVAILABLE_MESSAGE, type ContactDetailsField } from '@/ui/contact-details-form';
import { boundField, lazyResolver, useSubmitForm } from '@/ui/form';
import { ENQUIRY_DETAILS_SECTIONS, ENQUIRY_EMAIL_HINT, TARIFF_FIELDS, TariffFields, tariffFieldId } from './enquiry-details-fields';
import { EMPTY_TARIFF } from './enquiry-model';
import type { TariffUpdate } from '@/api/contract-types';

export interface EnquiryDetailsStepProps {
  defaultValues: ContactDetailsValues;
  submitLabel: string;
  loading: boolean;
  /** Battery and solar: the tariff fields, with what is known so far. */
  tariff: TariffUpdate | null;
  onTariffChange: (tariff: TariffUpdate) => void;
  onChange: (values: ContactDetailsValues) => void;
  onSubmit: (details: ContactDetails) => void;
  serverErrors?: Partial<Record<ContactDetailsField, string>>;
  pageTitle: string;
}

const tariffResolver = lazyResolver(async () => (await import('./tariff-validation')).tariffResolver, VALIDATION_UNAVAILABLE_MESSAGE);

export default function EnquiryDetailsStep({ defaultValues, submitLabel, loading, tariff, onTariffChange, onChange, onSubmit, serverErrors, pageTitle }: EnquiryDetailsStepProps) {
  // The tariff's fields sit inside the details form; they are checked once the details are valid.
  const tariffForm = useSubmitForm<TariffUpdate>({ defaultValues: tariff ?? EMPTY_TARIFF, resolver: tariffResolver });
  const { subscribe, trigger, getFieldState, setFocus } = tariffForm;
  const onTariffChangeRef = useRef(onTariffChange);
  useEffect(() => {
    onTariffChangeRef.current = onTariffChange;
  });
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => onTariffChangeRef.current(values) }), [subscribe]);

  const submit = async (details: ContactDetails) => {
    if (tariff && !(await trigger())) {
      const problem = TARIFF_FIELDS.find((field) => getFieldState(field).invalid);
      if (problem) setFocus(problem);
      return;
    }
    onSubmit(details);
  };

  return (
    <ContactDetailsForm
      defaultValues={defaultValues}
      onSubmit={submit}
      submitLabel={submitLabel}
      loading={loading}
      extraSections={ENQUIRY_DETAILS_SECTIONS}
      onChange={onChange}
      serverErrors={serverErrors}
      pageTitle={pageTitle}
      emailHint={ENQUIRY_EMAIL_HINT}
    >
      {tariff && <TariffFields field={(name) => boundField(tariffForm, name, tariffFieldId(name))} unavailableMessage={tariffForm.formState.errors.root?.message} />}
    </ContactDetailsForm>
  );
}
