// The details step of every enquiry (decision 958); battery and solar also ask for the energy provider and tariff
// (decision 181), checked from what their boxes show once the details are valid.
import { useEffect, useEffectEvent } from 'react';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm, VALIDATION_UNAVAILABLE_MESSAGE, type ContactDetailsField } from '@/ui/contact-details-form';
import { HeadingLegend, TextField } from '@/ui/fields';
import { boundField, lazyResolver, takeShownValues, useSubmitForm } from '@/ui/form';
import { EMPTY_TARIFF } from './enquiry-model';
import type { TariffUpdate } from '@/shared/contract-types';

const TARIFF_FIELDS = ['energy_provider', 'tariff_name'] as const satisfies readonly (keyof TariffUpdate)[];
const tariffFieldId = (name: keyof TariffUpdate) => `tariff-${name}`;

export interface EnquiryDetailsStepProps {
  defaultValues: ContactDetailsValues;
  submitLabel: string;
  loading: boolean;
  /** Battery and solar: the tariff fields, with what is known so far. */
  tariff: TariffUpdate | null;
  onTariffChange: (tariff: TariffUpdate) => void;
  onChange: (values: ContactDetailsValues) => void;
  /** The details and, where it is asked, the tariff, as the boxes showed them. */
  onSubmit: (details: ContactDetails, tariff: TariffUpdate | null) => void;
  serverErrors?: Partial<Record<ContactDetailsField, string>>;
}

const tariffResolver = lazyResolver(async () => (await import('./tariff-validation')).tariffResolver, VALIDATION_UNAVAILABLE_MESSAGE);

export function EnquiryDetailsStep({ defaultValues, submitLabel, loading, tariff, onTariffChange, onChange, onSubmit, serverErrors }: EnquiryDetailsStepProps) {
  const tariffForm = useSubmitForm<TariffUpdate>({ defaultValues: tariff ?? EMPTY_TARIFF, resolver: tariffResolver });
  const { subscribe, trigger, getFieldState, getValues, setFocus } = tariffForm;
  const tariffChanged = useEffectEvent((values: TariffUpdate) => onTariffChange(values));
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => tariffChanged(values) }), [subscribe]);

  const submit = async (details: ContactDetails, formElement: HTMLFormElement | null) => {
    if (!tariff) return onSubmit(details, null);
    if (formElement) takeShownValues(tariffForm, formElement);
    if (!(await trigger())) {
      const problem = TARIFF_FIELDS.find((field) => getFieldState(field).invalid);
      if (problem) setFocus(problem);
      return;
    }
    onSubmit(details, getValues());
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
      emailHint="We’ll send your proposal here."
    >
      {tariff && (
        <fieldset className="ui-fieldset">
          <HeadingLegend>Your electricity supply (optional)</HeadingLegend>
          {/* One answer of two parts: optional as a pair, so neither field says "(optional)" alone (decision 932). */}
          <p className="ui-hint">Give both your energy provider and your tariff name, or leave both empty. Your tariff helps us work out your savings. You can find both on your electricity bill.</p>
          {/* The tariff's check could not load: said where the customer is looking. */}
          {tariffForm.formState.errors.root?.message && <p className="ui-error-message">{tariffForm.formState.errors.root.message}</p>}
          <TextField {...boundField(tariffForm, 'energy_provider', tariffFieldId('energy_provider'))} label="Energy provider" hint="For example, Octopus Energy or British Gas." autoComplete="off" maxLength={100} />
          <TextField {...boundField(tariffForm, 'tariff_name', tariffFieldId('tariff_name'))} label="Tariff name" hint="For example, Flexible Octopus or Economy 7." autoComplete="off" maxLength={100} />
        </fieldset>
      )}
    </ContactDetailsForm>
  );
}
