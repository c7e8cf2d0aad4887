// The contact-details step's fields (purchase §5) without react-hook-form: how each field looks and
// where it sits, whoever holds the values. The form (contact-details-form.tsx) binds them to
// react-hook-form; the box a page paints before the form's code has loaded (contact-details-box.tsx,
// decision 630) binds them to what the customer types meanwhile.
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { isDetailsSubmitDisabled, type ContactDetailsValues } from '@/domain/contact-details';
import { Button } from './button';
import { PostcodeField, TextAreaField, TextField, type FieldBinding } from './fields';
import { usePageTitle } from './page-title';
import './contact-details-form.css';

export interface ContactDetailsSections {
  /** Landlord mode: also ask for the landlord's address. */
  landlord?: boolean;
  /** EV checkout: also ask for the vehicle. */
  vehicle?: boolean;
  /** Offer a comments box. */
  comments?: boolean;
}

/** A field path such as "customer.email_address". */
export type ContactDetailsField = FieldPath<ContactDetailsValues>;

export const ORDER_CONFIRMATION_EMAIL_HINT = 'We’ll send your order confirmation here.';
export const SUBMIT_BUTTON_ID = 'contact-details-submit';

/** The input id for a field path: "customer.email_address" -> "customer-email_address". */
export function contactFieldId(field: ContactDetailsField): string {
  return field.replace(/\./g, '-');
}

/** A field's props: its input id, what it holds and its error message. */
export type ContactFieldProps = { id: string; error?: string | undefined } & FieldBinding;

// Summary order follows the page order.
export const CONTACT_FIELD_ORDER: readonly ContactDetailsField[] = [
  'customer.first_name',
  'customer.last_name',
  'customer.email_address',
  'customer.contact_number',
  'customer.address_line_1',
  'customer.address_line_2',
  'customer.address_line_3',
  'customer.post_town',
  'customer.county',
  'customer.postcode',
  'landlord.address_line_1',
  'landlord.address_line_2',
  'landlord.address_line_3',
  'landlord.post_town',
  'landlord.county',
  'landlord.postcode',
  'vehicle.vehicle_make',
  'vehicle.vehicle_registration',
  'vehicle.vehicle_year',
  'comments',
];

/** The fields the form shows, in page order. */
export function visibleContactFields({ landlord = false, vehicle = false, comments = false }: ContactDetailsSections, address: 'full' | 'postcode'): ContactDetailsField[] {
  return CONTACT_FIELD_ORDER.filter((field) => {
    if (field.startsWith('landlord.')) return landlord;
    if (field.startsWith('vehicle.')) return vehicle;
    if (field === 'comments') return comments;
    return address === 'full' || !/address_line|post_town|county/.test(field);
  });
}

/** Address lines, town, county and postcode; the landlord's copy gets its own autofill section. */
function AddressFields({ field, section }: { field: (name: ContactDetailsField) => ContactFieldProps; section: 'customer' | 'landlord' }) {
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

export interface ContactDetailsFieldsProps {
  /** Each field's props, by its path. */
  field: (name: ContactDetailsField) => ContactFieldProps;
  /** What the customer has typed so far: the submit button waits for the address (purchase §5). */
  customer: ContactDetailsValues['customer'];
  sections: ContactDetailsSections;
  address: 'full' | 'postcode';
  submitLabel: string;
  loading: boolean;
  emailHint: string;
  /** When given, the fields set the document title (an error summary adds "Error: "). */
  pageTitle?: string | undefined;
  /** The error summary, above the fields. */
  summary?: ReactNode;
  /** Content between the fields and the button (e.g. a privacy note). */
  children?: ReactNode;
}

/** Everything inside the contact-details form: the page title, the summary, the fieldsets and the submit button. */
export function ContactDetailsFields({ field, customer, sections, address, submitLabel, loading, emailHint, pageTitle, summary, children }: ContactDetailsFieldsProps) {
  const { landlord = false, vehicle = false, comments = false } = sections;
  return (
    <>
      {pageTitle !== undefined && <PageTitle title={pageTitle} />}
      {summary}

      <fieldset className="ui-fieldset">
        <legend className="ui-legend">
          <h2>Your details</h2>
        </legend>
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
        <legend className="ui-legend">
          <h2>{address === 'full' ? 'Installation address' : 'Your postcode'}</h2>
        </legend>
        {address === 'full' ? <AddressFields field={field} section="customer" /> : <PostcodeField {...field('customer.postcode')} autoComplete="postal-code" />}
      </fieldset>

      {landlord && (
        <fieldset className="ui-fieldset">
          <legend className="ui-legend">
            <h2>Landlord’s address</h2>
          </legend>
          <p className="ui-hint">Where the landlord lives or receives post, if it is not the installation address.</p>
          <AddressFields field={field} section="landlord" />
        </fieldset>
      )}

      {vehicle && (
        <fieldset className="ui-fieldset">
          <legend className="ui-legend">
            <h2>Your vehicle</h2>
          </legend>
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

      {comments && <TextAreaField {...field('comments')} label="Comments (optional)" hint="Anything the installer should know, like parking or access." rows={4} />}

      {children}

      <SubmitButton label={submitLabel} loading={loading} disabled={isDetailsSubmitDisabled({ customer }, loading, address)} addressRequired={address === 'full'} />
    </>
  );
}

function PageTitle({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function SubmitButton({ label, loading, disabled, addressRequired }: { label: string; loading: boolean; disabled: boolean; addressRequired: boolean }) {
  // purchase §5 disables the button until address line 1 and postcode are filled; say why, so a
  // disabled button is never a mystery (it stays in the tab order through aria-describedby's text).
  const waitingForAddress = disabled && !loading;
  return (
    <div className="ui-contact-form__actions">
      {waitingForAddress && (
        <p id="contact-details-submit-hint" className="ui-hint">
          {addressRequired ? 'Enter address line 1 and a postcode first.' : 'Enter a postcode first.'}
        </p>
      )}
      <Button
        id={SUBMIT_BUTTON_ID}
        type="submit"
        block
        loading={loading}
        loadingText="Saving your details"
        disabled={disabled && !loading}
        aria-describedby={waitingForAddress ? 'contact-details-submit-hint' : undefined}
      >
        {label}
      </Button>
    </div>
  );
}
