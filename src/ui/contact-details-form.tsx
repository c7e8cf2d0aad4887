// The contact-details step's form (purchase §5), shared by checkout, enquiry, service and survey.
// react-hook-form: only the details steps may import this module (never a file the home page or the
// quote wizard loads); a page whose first paint is this form shows its box (contact-details-box.tsx)
// until the customer's first focus (decision 630). Validation runs on submit only (decision 142); its
// code (zod and the phone metadata) loads on the form's first focus or submit (decision 260).
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import {
  CONTACT_FIELD_ORDER,
  ContactDetailsFields,
  ORDER_CONFIRMATION_EMAIL_HINT,
  SUBMIT_BUTTON_ID,
  contactFieldId, visibleContactFields, type ContactDetailsField, type ContactDetailsSections } from './contact-details-fields';
import { FormErrorSummary, boundField, lazyResolver, useSubmitForm, type SummaryField } from './form';
import { loadOnce } from './load-once';

export type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
export { ORDER_CONFIRMATION_EMAIL_HINT, contactFieldId, type ContactDetailsField, type ContactDetailsSections } from './contact-details-fields';

export interface ContactDetailsFormProps {
  /** What the form starts with: build it with contactDetailsValues() from the order or a saved draft. */
  defaultValues: ContactDetailsValues;
  /** Called with the parsed, normalised details after a valid submit. */
  onSubmit: (details: ContactDetails) => void | Promise<void>;
  submitLabel: string;
  /** The flow is saving: the button shows a spinner and is disabled (purchase §5). */
  loading?: boolean;
  extraSections?: ContactDetailsSections;
  /** 'postcode' for the service checkout, which needs no full address. */
  address?: 'full' | 'postcode';
  /** Messages the server gave for fields (e.g. a 422), shown like our own. */
  serverErrors?: Partial<Record<ContactDetailsField, string>>;
  /** Every change, so the flow can keep a draft and nothing typed is lost on a reload. */
  onChange?: (values: ContactDetailsValues) => void;
  /** When given, the form sets the document title (its error summary adds "Error: "). */
  pageTitle?: string;
  /** Today, for the vehicle year range (tests pass a fixed day). */
  today?: Date;
  /** Content between the fields and the button (e.g. a privacy note). */
  children?: ReactNode;
  /** The email field's hint: what the flow sends there (an enquiry gets a proposal, not an order confirmation). */
  emailHint?: string;
}

/** Each field's name in the error summary ("First name: Required"); the landlord's lines say whose. */
const SUMMARY_LABELS: Partial<Record<ContactDetailsField, string>> = {
  'customer.first_name': 'First name',
  'customer.last_name': 'Last name',
  'customer.email_address': 'Email address',
  'customer.contact_number': 'Phone number',
  'customer.address_line_1': 'Address line 1',
  'customer.address_line_2': 'Address line 2',
  'customer.address_line_3': 'Address line 3',
  'customer.post_town': 'Town or city',
  'customer.county': 'County',
  'customer.postcode': 'Postcode',
  'landlord.address_line_1': 'Landlord’s address line 1',
  'landlord.address_line_2': 'Landlord’s address line 2',
  'landlord.address_line_3': 'Landlord’s address line 3',
  'landlord.post_town': 'Landlord’s town or city',
  'landlord.county': 'Landlord’s county',
  'landlord.postcode': 'Landlord’s postcode',
  'vehicle.vehicle_make': 'Vehicle make',
  'vehicle.vehicle_registration': 'Registration number',
  'vehicle.vehicle_year': 'Year of manufacture',
  comments: 'Comments',
};

/** Said when the validation code cannot be loaded (offline, or a deploy replaced it). */
export const VALIDATION_UNAVAILABLE_MESSAGE = 'Your details could not be checked. Check your connection and try again.';

// One load per page; a failed load is forgotten, so the next focus or submit tries again.
const validation = loadOnce(() => import('./contact-details-validation'));

/**
 * GOV.UK-style contact details: labels above inputs, autofill tokens, validate on submit, an error
 * summary that takes focus and links to each field, values kept after a failed submit. The spec's
 * messages ("Required", "Invalid email", "Invalid phone number") come from src/domain.
 */
export function ContactDetailsForm({
  defaultValues,
  onSubmit,
  submitLabel,
  loading = false,
  extraSections = {},
  address = 'full',
  serverErrors,
  onChange,
  pageTitle,
  today,
  children,
  emailHint = ORDER_CONFIRMATION_EMAIL_HINT,
}: ContactDetailsFormProps) {
  const { landlord = false, vehicle = false, comments = false } = extraSections;
  const resolver = useMemo(
    () => lazyResolver(async () => (await validation.load()).contactDetailsResolver({ address, landlord, vehicle, comments, today }), VALIDATION_UNAVAILABLE_MESSAGE),
    [address, landlord, vehicle, comments, today],
  );
  const form = useSubmitForm<ContactDetailsValues, ContactDetails>({ defaultValues, resolver });
  const { control, setError, subscribe, submitWith } = form;

  useEffect(() => {
    if (!serverErrors) return;
    for (const field of CONTACT_FIELD_ORDER) {
      const message = serverErrors[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [serverErrors, setError]);

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onChangeRef.current?.(values),
      }),
    [subscribe],
  );

  const customer = useWatch({ control, name: 'customer' });
  const sections = { landlord, vehicle, comments };
  const summaryFields = visibleContactFields(sections, address).map((name): SummaryField<ContactDetailsValues> => ({ name, fieldId: contactFieldId(name), label: SUMMARY_LABELS[name] }));

  return (
    // The customer's first focus in the form starts loading the validation, so it is there by submit.
    <form className="ui-contact-form" noValidate onSubmit={submitWith(onSubmit)} onFocus={() => void validation.load().catch(() => {})}>
      <ContactDetailsFields
        field={(name) => boundField(form, name, contactFieldId(name))}
        customer={customer}
        sections={sections}
        address={address}
        submitLabel={submitLabel}
        loading={loading}
        emailHint={emailHint}
        pageTitle={pageTitle}
        summary={<FormErrorSummary form={form} fields={summaryFields} rootFieldId={SUBMIT_BUTTON_ID} />}
      >
        {children}
      </ContactDetailsFields>
    </form>
  );
}
