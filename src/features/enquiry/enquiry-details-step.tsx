// The details step of every enquiry (lazy: it brings react-hook-form, zod and the phone metadata).
// Battery and solar also ask for the energy provider and tariff (decision 181).
import { useEffect, useRef } from 'react';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm, VALIDATION_UNAVAILABLE_MESSAGE, type ContactDetailsField } from '@/ui/contact-details-form';
import { TextField } from '@/ui/fields';
import { boundField, lazyResolver, useSubmitForm } from '@/ui/form';
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

const TARIFF_FIELDS = ['energy_provider', 'tariff_name'] as const;
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
      extraSections={{ comments: true }}
      onChange={onChange}
      serverErrors={serverErrors}
      pageTitle={pageTitle}
      emailHint="We’ll send your proposal here."
    >
      {tariff && (
        <fieldset className="ui-fieldset">
          <legend className="ui-legend">
            <h2>Your electricity supply</h2>
          </legend>
          <p className="ui-hint">Optional. Your tariff helps us work out your savings. You can find both on your electricity bill.</p>
          {/* The tariff's check could not load: say so where the customer is looking. */}
          {tariffForm.formState.errors.root?.message && <p className="ui-error-message">{tariffForm.formState.errors.root.message}</p>}
          <TextField
            {...boundField(tariffForm, 'energy_provider', 'tariff-energy_provider')}
            label="Energy provider (optional)"
            hint="For example, Octopus Energy or British Gas."
            autoComplete="off"
            maxLength={100}
          />
          <TextField
            {...boundField(tariffForm, 'tariff_name', 'tariff-tariff_name')}
            label="Tariff name (optional)"
            hint="For example, Flexible Octopus or Economy 7."
            autoComplete="off"
            maxLength={100}
          />
        </fieldset>
      )}
    </ContactDetailsForm>
  );
}
