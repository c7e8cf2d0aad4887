// The contact-details step's rules (purchase §5) as zod schemas, with their messages. The spec's
// texts ("Required", "Invalid email", "Invalid phone number") win; messages the spec does not fix
// follow GOV.UK. Field limits follow openapi.yaml (CustomerDetails, Address, EvVehicleRequest).
// Form values are the strings the customer typed; parsing trims them, normalises the postcode and
// turns empty optional fields into null (the API's "not given").
import { z } from 'zod';
import { getYear } from 'date-fns';
import { isValidGbPhoneNumber } from './phone';
import { normalisePostcode } from './questionnaires/postcode';

// purchase §5
export const REQUIRED_MESSAGE = 'Required';
export const INVALID_EMAIL_MESSAGE = 'Invalid email';
export const INVALID_PHONE_MESSAGE = 'Invalid phone number';
// Not fixed by the spec: GOV.UK wording.
export const INVALID_POSTCODE_MESSAGE = 'Enter a real UK postcode, like SW1A 1AA';
export const INVALID_REGISTRATION_MESSAGE = 'Enter a registration number in the correct format, like AB12 CDE';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 255;
export const ADDRESS_LINE_MAX_LENGTH = 255;
export const VEHICLE_MAKE_MAX_LENGTH = 60;
export const COMMENTS_MAX_LENGTH = 2000;
/** The first year of a mass-market electric car we would fit a charger for (openapi: minimum 1990). */
export const VEHICLE_YEAR_MIN = 1990;

export function tooLongMessage(what: string, maxLength: number): string {
  return `${what} must be ${maxLength} characters or fewer`;
}

export function vehicleYearMessage(maxYear: number): string {
  return `Year must be between ${VEHICLE_YEAR_MIN} and ${maxYear}`;
}

function requiredText(what: string, maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, { error: REQUIRED_MESSAGE, abort: true })
    .max(maxLength, { error: tooLongMessage(what, maxLength) });
}

function optionalText(what: string, maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, { error: tooLongMessage(what, maxLength) })
    .transform((text) => (text === '' ? null : text));
}

/** Required, a UK postcode in any case with or without the space; parses to "SW1A 1AA". */
export const postcodeSchema = z
  .string()
  .trim()
  .min(1, { error: REQUIRED_MESSAGE, abort: true })
  .transform((text, context) => {
    const postcode = normalisePostcode(text);
    if (postcode) return postcode;
    context.issues.push({ code: 'custom', message: INVALID_POSTCODE_MESSAGE, input: text });
    return z.NEVER;
  });

export const emailSchema = z
  .string()
  .trim()
  .min(1, { error: REQUIRED_MESSAGE, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: tooLongMessage('Email address', EMAIL_MAX_LENGTH), abort: true })
  .pipe(z.email({ error: INVALID_EMAIL_MESSAGE }));

/** Kept as typed (trimmed): the API stores "a GB phone number as the customer typed it". */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, { error: REQUIRED_MESSAGE, abort: true })
  .refine(isValidGbPhoneNumber, { error: INVALID_PHONE_MESSAGE });

export const addressShape = {
  address_line_1: requiredText('Address line 1', ADDRESS_LINE_MAX_LENGTH),
  address_line_2: optionalText('Address line 2', ADDRESS_LINE_MAX_LENGTH),
  address_line_3: optionalText('Address line 3', ADDRESS_LINE_MAX_LENGTH),
  post_town: optionalText('Town or city', ADDRESS_LINE_MAX_LENGTH),
  county: optionalText('County', ADDRESS_LINE_MAX_LENGTH),
  postcode: postcodeSchema,
};

/** A UK address (customer's or landlord's): line 1 and postcode required. */
export const addressSchema = z.object(addressShape);

export const contactShape = {
  first_name: requiredText('First name', NAME_MAX_LENGTH),
  last_name: requiredText('Last name', NAME_MAX_LENGTH),
  email_address: emailSchema,
  contact_number: phoneSchema,
};

/** purchase §5: the customer of the checkout and enquiry details steps. */
export const customerSchema = z.object({ ...contactShape, ...addressShape });

/** The service checkout asks only for the postcode (openapi ServiceCustomerDetails). */
export const serviceCustomerSchema = z.object({ ...contactShape, postcode: postcodeSchema });

// UK registration formats, compared without spaces: current (AB12CDE), prefix (A123BCD), suffix
// (ABC123D), dateless and Northern Ireland (ABC1234, 1234AB).
const UK_REGISTRATION_FORMATS = [
  /^[A-Z]{2}\d{2}[A-Z]{3}$/,
  /^[A-Z]\d{1,3}[A-Z]{3}$/,
  /^[A-Z]{3}\d{1,3}[A-Z]$/,
  /^[A-Z]{1,3}\d{1,4}$/,
  /^\d{1,4}[A-Z]{1,3}$/,
];

/** "ab12 cde" -> "AB12CDE" when it is a UK registration, else undefined. */
export function normaliseRegistration(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return UK_REGISTRATION_FORMATS.some((format) => format.test(compact)) ? compact : undefined;
}

/** The EV checkout's vehicle; the latest year is next year's models, so it depends on today. */
export function vehicleSchema(today: Date) {
  const maxYear = getYear(today) + 1;
  return z.object({
    vehicle_make: requiredText('Vehicle make', VEHICLE_MAKE_MAX_LENGTH),
    vehicle_registration: z
      .string()
      .trim()
      .min(1, { error: REQUIRED_MESSAGE, abort: true })
      .transform((text, context) => {
        const registration = normaliseRegistration(text);
        if (registration) return registration;
        context.issues.push({ code: 'custom', message: INVALID_REGISTRATION_MESSAGE, input: text });
        return z.NEVER;
      }),
    vehicle_year: z
      .string()
      .trim()
      .min(1, { error: REQUIRED_MESSAGE, abort: true })
      .regex(/^\d{4}$/, { error: vehicleYearMessage(maxYear), abort: true })
      .transform(Number)
      .pipe(z.number().int().min(VEHICLE_YEAR_MIN, { error: vehicleYearMessage(maxYear) }).max(maxYear, { error: vehicleYearMessage(maxYear) })),
  });
}

export const commentsSchema = optionalText('Comments', COMMENTS_MAX_LENGTH);

export interface ContactDetailsOptions {
  /** 'postcode' for the service checkout, which needs no full address. Default 'full'. */
  address?: 'full' | 'postcode';
  /** Landlord mode: also the landlord's address. */
  landlord?: boolean;
  /** EV checkout: also the vehicle; needs `today` for the year range. */
  vehicle?: boolean;
  /** A free-text comments box. */
  comments?: boolean;
  today?: Date;
}

/**
 * The details step's schema, composed from what the flow asks for. Sections that are off are not
 * validated (a hidden landlord address never blocks the customer).
 */
export function contactDetailsSchema({ address = 'full', landlord = false, vehicle = false, comments = false, today = new Date() }: ContactDetailsOptions = {}) {
  return z.object({
    customer: address === 'full' ? customerSchema : serviceCustomerSchema,
    landlord: landlord ? addressSchema : z.unknown().transform(() => undefined),
    vehicle: vehicle ? vehicleSchema(today) : z.unknown().transform(() => undefined),
    comments: comments ? commentsSchema : z.unknown().transform(() => undefined),
  });
}

export type ContactDetailsSchema = ReturnType<typeof contactDetailsSchema>;
/** What the customer typed: every field a string. */
export interface AddressValues {
  address_line_1: string;
  address_line_2: string;
  address_line_3: string;
  post_town: string;
  county: string;
  postcode: string;
}
export interface CustomerValues extends AddressValues {
  first_name: string;
  last_name: string;
  email_address: string;
  contact_number: string;
}
export interface VehicleValues {
  vehicle_make: string;
  vehicle_registration: string;
  vehicle_year: string;
}
export interface ContactDetailsValues {
  customer: CustomerValues;
  landlord: AddressValues;
  vehicle: VehicleValues;
  comments: string;
}

/** What a valid submit gives the flow. Sections the flow did not ask for are undefined. */
export interface ContactDetails {
  customer: z.output<typeof customerSchema> | z.output<typeof serviceCustomerSchema>;
  landlord: z.output<typeof addressSchema> | undefined;
  vehicle: z.output<ReturnType<typeof vehicleSchema>> | undefined;
  comments: string | null | undefined;
}

export const EMPTY_ADDRESS: AddressValues = { address_line_1: '', address_line_2: '', address_line_3: '', post_town: '', county: '', postcode: '' };

/** Blank form values, with anything the server or a saved draft already knows laid over them. */
export function contactDetailsValues(known: {
  customer?: Partial<Record<keyof CustomerValues, string | null | undefined>> | null;
  landlord?: Partial<Record<keyof AddressValues, string | null | undefined>> | null;
  vehicle?: Partial<Record<keyof VehicleValues, string | number | null | undefined>> | null;
  comments?: string | null;
} = {}): ContactDetailsValues {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  const customer = known.customer ?? {};
  const landlord = known.landlord ?? {};
  const vehicle = known.vehicle ?? {};
  return {
    customer: {
      first_name: text(customer.first_name),
      last_name: text(customer.last_name),
      email_address: text(customer.email_address),
      contact_number: text(customer.contact_number),
      address_line_1: text(customer.address_line_1),
      address_line_2: text(customer.address_line_2),
      address_line_3: text(customer.address_line_3),
      post_town: text(customer.post_town),
      county: text(customer.county),
      postcode: text(customer.postcode),
    },
    landlord: {
      address_line_1: text(landlord.address_line_1),
      address_line_2: text(landlord.address_line_2),
      address_line_3: text(landlord.address_line_3),
      post_town: text(landlord.post_town),
      county: text(landlord.county),
      postcode: text(landlord.postcode),
    },
    vehicle: {
      vehicle_make: text(vehicle.vehicle_make),
      vehicle_registration: text(vehicle.vehicle_registration),
      vehicle_year: text(vehicle.vehicle_year),
    },
    comments: text(known.comments),
  };
}

/**
 * purchase §5: "The details step button is disabled while the step is loading or when address
 * line 1 or postcode is empty."
 */
export function isDetailsSubmitDisabled(values: Pick<ContactDetailsValues, 'customer'>, loading: boolean, address: 'full' | 'postcode' = 'full'): boolean {
  if (loading) return true;
  if (address === 'full' && values.customer.address_line_1.trim() === '') return true;
  return values.customer.postcode.trim() === '';
}
