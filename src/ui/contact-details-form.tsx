// The contact-details step's form (purchase §5) on the form pattern; its validation loads on first focus or submit (decision 958).
import { useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';
import { Button } from './button';
import { HeadingLegend, PostcodeField, TextAreaField, TextField } from './fields';
import { FormErrorSummary, boundField, lazyResolver, useSubmitForm, type SummaryField } from './form';
import { loadOnce } from './load-once';
import './contact-details-form.css';

export type { ContactDetails, ContactDetailsValues } from '@/domain/contact-details';

export interface ContactDetailsSections {
  /** Landlord mode: also ask for the landlord's address. */
  landlord?: boolean;
  /** EV checkout: also ask for the vehicle. */
  vehicle?: boolean;
  comments?: boolean;
}

/** A field path such as "customer.email_address". */
export type ContactDetailsField = FieldPath<ContactDetailsValues>;

export const ORDER_CONFIRMATION_EMAIL_HINT = 'We’ll send your order confirmation here.';
const SUBMIT_BUTTON_ID = 'contact-details-submit';

/** The input id for a field path: "customer.email_address" -> "customer-email_address". */
export function contactFieldId(field: ContactDetailsField): string {
  return field.replace(/\./g, '-');
}

/** Each field in page order (the summary's order), with its name there ("First name: Required"); the landlord's lines say whose. */
const CONTACT_FIELDS: ReadonlyArray<readonly [ContactDetailsField, string]> = [
  ['customer.first_name', 'First name'],
  ['customer.last_name', 'Last name'],
  ['customer.email_address', 'Email address'],
  ['customer.contact_number', 'Phone number'],
  ['customer.address_line_1', 'Address line 1'],
  ['customer.address_line_2', 'Address line 2'],
  ['customer.address_line_3', 'Address line 3'],
  ['customer.post_town', 'Town or city'],
  ['customer.county', 'County'],
  ['customer.postcode', 'Postcode'],
  ['landlord.address_line_1', 'Landlord’s address line 1'],
  ['landlord.address_line_2', 'Landlord’s address line 2'],
  ['landlord.address_line_3', 'Landlord’s address line 3'],
  ['landlord.post_town', 'Landlord’s town or city'],
  ['landlord.county', 'Landlord’s county'],
  ['landlord.postcode', 'Landlord’s postcode'],
  ['vehicle.vehicle_make', 'Vehicle make'],
  ['vehicle.vehicle_registration', 'Registration number'],
  ['vehicle.vehicle_year', 'Year of manufacture'],
  ['comments', 'Comments'],
];

function visibleContactFields({ landlord = false, vehicle = false, comments = false }: ContactDetailsSections, address: 'full' | 'postcode') {
  return CONTACT_FIELDS.filter(([field]) => {
    if (field.startsWith('landlord.')) return landlord;
    if (field.startsWith('vehicle.')) return vehicle;
    if (field === 'comments') return comments;
    return address === 'full' || !/address_line|post_town|county/.test(field);
  });
}

/** Address lines, town, county and postcode; the landlord's copy gets its own autofill section. */
function AddressFields({ field, section }: { field: (name: ContactDetailsField) => ReturnType<typeof boundField>; section: 'customer' | 'landlord' }) {
  // "section-landlord" keeps the browser from filling the landlord's address with the customer's.
  const prefix = section === 'landlord' ? 'section-landlord ' : '';
  return (
    <>
      <TextField {...field(`${section}.address_line_1`)} label="Address line 1" autoComplete={`${prefix}address-line1`} spellCheck={false} />
      <TextField {...field(`${section}.address_line_2`)} label="Address line 2 (optional)" autoComplete={`${prefix}address-line2`} spellCheck={false} />
      <TextField {...field(`${section}.address_line_3`)} label="Address line 3 (optional)" autoComplete={`${prefix}address-line3`} spellCheck={false} />
      <TextField {...field(`${section}.post_town`)} label="Town or city (optional)" autoComplete={`${prefix}address-level2`} className="ui-input--town" spellCheck={false} />
      <TextField {...field(`${section}.county`)} label="County (optional)" autoComplete={`${prefix}address-level1`} className="ui-input--town" spellCheck={false} />
      <PostcodeField {...field(`${section}.postcode`)} autoComplete={`${prefix}postal-code`} />
    </>
  );
}

export interface ContactDetailsFormProps {
  /** What the form starts with: build it with contactDetailsValues() from the order or a saved draft. */
  defaultValues: ContactDetailsValues;
  /** Called with the parsed, normalised details after a valid submit, and the <form> element. */
  onSubmit: (details: ContactDetails, formElement: HTMLFormElement | null) => void | Promise<void>;
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
  /** Today, for the vehicle year range (tests pass a fixed day). */
  today?: Date;
  /** Content between the fields and the button (e.g. a privacy note). */
  children?: ReactNode;
  /** The email field's hint: what the flow sends there (an enquiry gets a proposal, not an order confirmation). */
  emailHint?: string;
}

/** Said when the validation code cannot be loaded (offline, or a deploy replaced it). */
export const VALIDATION_UNAVAILABLE_MESSAGE = 'Your details could not be checked. Check your connection and try again.';

// One load per page; a failed load is forgotten, so the next focus or submit tries again.
const validation = loadOnce(() => import('./contact-details-validation'));

/** GOV.UK-style contact details, with the spec's messages from src/domain. */
export function ContactDetailsForm({
  defaultValues,
  onSubmit,
  submitLabel,
  loading = false,
  extraSections = {},
  address = 'full',
  serverErrors,
  onChange,
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
  const { setError, subscribe, submitWith } = form;

  useEffect(() => {
    if (!serverErrors) return;
    for (const [field] of CONTACT_FIELDS) {
      const message = serverErrors[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [serverErrors, setError]);

  // The latest onChange, without subscribing again each time a page passes a new one.
  const changed = useEffectEvent((values: ContactDetailsValues) => onChange?.(values));
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ values }) => changed(values) }), [subscribe]);

  const summaryFields = visibleContactFields(extraSections, address).map(([name, label]): SummaryField<ContactDetailsValues> => ({ name, fieldId: contactFieldId(name), label }));
  const field = (name: ContactDetailsField) => boundField(form, name, contactFieldId(name));

  return (
    // The customer's first focus in the form starts loading the validation, so it is there by submit.
    <form className="ui-contact-form" noValidate onSubmit={submitWith(onSubmit)} onFocus={() => void validation.load().catch(() => {})}>
      <FormErrorSummary form={form} fields={summaryFields} rootFieldId={SUBMIT_BUTTON_ID} />
      <fieldset className="ui-fieldset">
        <HeadingLegend>Your details</HeadingLegend>
        <TextField {...field('customer.first_name')} label="First name" autoComplete="given-name" spellCheck={false} />
        <TextField {...field('customer.last_name')} label="Last name" autoComplete="family-name" spellCheck={false} />
        <TextField
          {...field('customer.email_address')}
          label="Email address"
          hint={emailHint}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          autoCapitalize="none"
        />
        <TextField
          {...field('customer.contact_number')}
          label="Phone number"
          hint="A UK number, like 07700 900123 or 020 7946 0000."
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className="ui-input--phone"
        />
      </fieldset>

      <fieldset className="ui-fieldset">
        <HeadingLegend>{address === 'full' ? 'Installation address' : 'Your postcode'}</HeadingLegend>
        {address === 'full' ? <AddressFields field={field} section="customer" /> : <PostcodeField {...field('customer.postcode')} autoComplete="postal-code" />}
      </fieldset>

      {landlord && (
        <fieldset className="ui-fieldset">
          <HeadingLegend>Landlord’s address</HeadingLegend>
          <p className="ui-hint">Where the landlord lives or receives post, if it is not the address above.</p>
          <AddressFields field={field} section="landlord" />
        </fieldset>
      )}

      {vehicle && (
        <fieldset className="ui-fieldset">
          <HeadingLegend>Your vehicle</HeadingLegend>
          <TextField {...field('vehicle.vehicle_make')} label="Vehicle make" hint="For example, Tesla or Nissan." />
          <TextField
            {...field('vehicle.vehicle_registration')}
            label="Registration number"
            hint="For example, AB12 CDE."
            autoCapitalize="characters"
            spellCheck={false}
            className="ui-input--registration"
          />
          <TextField {...field('vehicle.vehicle_year')} label="Year of manufacture" hint="For example, 2021." inputMode="numeric" maxLength={4} className="ui-input--year" />
        </fieldset>
      )}

      {comments && <TextAreaField {...field('comments')} label="Comments (optional)" hint="Anything we should know before we visit, like parking or access." rows={4} />}

      {children}

      <div className="ui-contact-form__actions">
        {/* Disabled only while saving (purchase §5 as read in docs/spec-coverage.md); a missing field shows in the error summary. */}
        <Button id={SUBMIT_BUTTON_ID} type="submit" block loading={loading} loadingText="Saving your details">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

