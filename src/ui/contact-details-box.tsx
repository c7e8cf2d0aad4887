// The contact-details form's box: the same fields, title and button without react-hook-form, for a
// page whose first paint is the details form (decision 630). The customer's first focus loads the
// form, which takes the box's place with what was typed (src/ui/load-on-first-focus.ts).
import type { ReactNode } from 'react';
import type { ContactDetailsValues } from '@/domain/contact-details';
import { ContactDetailsFields, ORDER_CONFIRMATION_EMAIL_HINT, contactFieldId, type ContactDetailsField, type ContactDetailsSections, type ContactFieldProps } from './contact-details-fields';
import type { FormBoxProps } from './load-on-first-focus';

export interface ContactDetailsBoxProps {
  /** From useFormOnFirstFocus: the focus that loads the form, and a submit made before it arrived. */
  boxProps: FormBoxProps;
  /** What the box shows: the form's starting values, then what the customer typed. */
  values: ContactDetailsValues;
  onChange: (values: ContactDetailsValues) => void;
  submitLabel: string;
  loading?: boolean;
  extraSections?: ContactDetailsSections;
  address?: 'full' | 'postcode';
  pageTitle?: string;
  emailHint?: string;
  children?: ReactNode;
}

type Section = Exclude<keyof ContactDetailsValues, 'comments'>;

/** The value at a field path. */
function valueAt(values: ContactDetailsValues, name: ContactDetailsField): string {
  if (name === 'comments') return values.comments;
  const [section, key] = name.split('.') as [Section, string];
  return (values[section] as unknown as Record<string, string>)[key] ?? '';
}

/** The values with one field changed. */
function withValueAt(values: ContactDetailsValues, name: ContactDetailsField, value: string): ContactDetailsValues {
  if (name === 'comments') return { ...values, comments: value };
  const [section, key] = name.split('.') as [Section, string];
  return { ...values, [section]: { ...values[section], [key]: value } };
}

export function ContactDetailsBox({ boxProps, values, onChange, submitLabel, loading = false, extraSections = {}, address = 'full', pageTitle, emailHint = ORDER_CONFIRMATION_EMAIL_HINT, children }: ContactDetailsBoxProps) {
  const field = (name: ContactDetailsField): ContactFieldProps => ({ id: contactFieldId(name), value: valueAt(values, name), onChange: (value) => onChange(withValueAt(values, name, value)) });
  return (
    <form className="ui-contact-form" noValidate {...boxProps}>
      <ContactDetailsFields
        field={field}
        customer={values.customer}
        sections={extraSections}
        address={address}
        submitLabel={submitLabel}
        loading={loading}
        emailHint={emailHint}
        pageTitle={pageTitle}
      >
        {children}
      </ContactDetailsFields>
    </form>
  );
}
