// The details step of every enquiry (lazy: it brings react-hook-form, zod and the phone metadata).
// Battery and solar also ask for the energy provider and tariff (decision 181).
import { useState } from 'react';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsForm, type ContactDetailsField } from '@/ui/contact-details-form';
import { TextField } from '@/ui/fields';
import { TARIFF_BOTH_OR_NEITHER_MESSAGE, tariffProblem } from './enquiry-model';
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

export default function EnquiryDetailsStep({ defaultValues, submitLabel, loading, tariff, onTariffChange, onChange, onSubmit, serverErrors, pageTitle }: EnquiryDetailsStepProps) {
  const [tariffError, setTariffError] = useState<{ field: keyof TariffUpdate } | null>(null);

  const submit = (details: ContactDetails) => {
    const problem = tariff ? tariffProblem(tariff) : null;
    if (problem) {
      setTariffError({ field: problem });
      document.getElementById(`tariff-${problem}`)?.focus();
      return;
    }
    setTariffError(null);
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
          <TextField
            id="tariff-energy_provider"
            label="Energy provider (optional)"
            hint="For example, Octopus Energy or British Gas."
            autoComplete="off"
            maxLength={100}
            value={tariff.energy_provider}
            error={tariffError?.field === 'energy_provider' ? TARIFF_BOTH_OR_NEITHER_MESSAGE : undefined}
            onChange={(energy_provider) => onTariffChange({ ...tariff, energy_provider })}
          />
          <TextField
            id="tariff-tariff_name"
            label="Tariff name (optional)"
            hint="For example, Flexible Octopus or Economy 7."
            autoComplete="off"
            maxLength={100}
            value={tariff.tariff_name}
            error={tariffError?.field === 'tariff_name' ? TARIFF_BOTH_OR_NEITHER_MESSAGE : undefined}
            onChange={(tariff_name) => onTariffChange({ ...tariff, tariff_name })}
          />
        </fieldset>
      )}
    </ContactDetailsForm>
  );
}
