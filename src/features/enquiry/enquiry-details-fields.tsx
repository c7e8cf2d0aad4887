// What the enquiry's details step shows beside the contact details, whoever holds the values: the
// step's form (enquiry-details-step.tsx) or the box the page paints before the form has loaded
// (enquiry-details-box.tsx, decision 630). Battery and solar also ask for the energy provider and
// tariff (decision 181).
import type { TariffUpdate } from '@/api/contract-types';
import type { ContactDetailsSections } from '@/ui/contact-details-fields';
import { TextField, type FieldBinding } from '@/ui/fields';

export const ENQUIRY_DETAILS_SECTIONS: ContactDetailsSections = { comments: true };
export const ENQUIRY_EMAIL_HINT = 'We’ll send your proposal here.';

export const TARIFF_FIELDS = ['energy_provider', 'tariff_name'] as const satisfies readonly (keyof TariffUpdate)[];
export type TariffField = (typeof TARIFF_FIELDS)[number];

export const tariffFieldId = (name: TariffField) => `tariff-${name}`;

export interface TariffFieldsProps {
  field: (name: TariffField) => { id: string; error?: string | undefined } & FieldBinding;
  /** The tariff's check could not load: said where the customer is looking. */
  unavailableMessage?: string | undefined;
}

export function TariffFields({ field, unavailableMessage }: TariffFieldsProps) {
  return (
    <fieldset className="ui-fieldset">
      <legend className="ui-legend">
        <h2>Your electricity supply</h2>
      </legend>
      <p className="ui-hint">Optional. Your tariff helps us work out your savings. You can find both on your electricity bill.</p>
      {unavailableMessage && <p className="ui-error-message">{unavailableMessage}</p>}
      <TextField {...field('energy_provider')} label="Energy provider (optional)" hint="For example, Octopus Energy or British Gas." autoComplete="off" maxLength={100} />
      <TextField {...field('tariff_name')} label="Tariff name (optional)" hint="For example, Flexible Octopus or Economy 7." autoComplete="off" maxLength={100} />
    </fieldset>
  );
}
