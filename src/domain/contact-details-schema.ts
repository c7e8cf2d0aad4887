// The contact-details step's rules (purchase §5) as zod schemas: parsing trims, normalises the postcode and
// turns empty optional fields into null. zod/mini, a third of classic zod's bytes, loads only here (decision 958).
import * as z from 'zod/mini';
import { getYear } from 'date-fns';
import {
  ADDRESS_LINE_MAX_LENGTH,
  COMMENTS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  INVALID_REGISTRATION_MESSAGE,
  NAME_MAX_LENGTH,
  REQUIRED_MESSAGE,
  VEHICLE_MAKE_MAX_LENGTH,
  VEHICLE_YEAR_MIN,
  normaliseRegistration,
  tooLongMessage,
  vehicleYearMessage,
} from './contact-details';
import { isValidGbPhoneNumber } from './phone';
import { normalisePostcode } from './questionnaires/postcode';

/** Trimmed; empty (or only spaces) says "Required" and nothing else. */
function trimmedRequired() {
  return z.string().check(z.trim(), z.minLength(1, { error: REQUIRED_MESSAGE, abort: true }));
}

function requiredText(what: string, maxLength: number) {
  return trimmedRequired().check(z.maxLength(maxLength, { error: tooLongMessage(what, maxLength) }));
}

function optionalText(what: string, maxLength: number) {
  return z.pipe(
    z.string().check(z.trim(), z.maxLength(maxLength, { error: tooLongMessage(what, maxLength) })),
    z.transform((text) => (text === '' ? null : text)),
  );
}

/** Required, and what `normalise` makes of it; `invalid` when it makes nothing. */
function normalisedText(normalise: (text: string) => string | undefined, invalid: string) {
  return z.pipe(
    trimmedRequired(),
    z.transform((text: string, context) => {
      const normalised = normalise(text);
      if (normalised) return normalised;
      context.issues.push({ code: 'custom', message: invalid, input: text });
      return z.NEVER;
    }),
  );
}

/** Required, a UK postcode in any case with or without the space; parses to "SW1A 1AA". */
export const postcodeSchema = normalisedText(normalisePostcode, INVALID_POSTCODE_MESSAGE);

export const emailSchema = z.pipe(
  trimmedRequired().check(z.maxLength(EMAIL_MAX_LENGTH, { error: tooLongMessage('Email address', EMAIL_MAX_LENGTH), abort: true })),
  z.email({ error: INVALID_EMAIL_MESSAGE }),
);

/** Kept as typed (trimmed): the API stores "a GB phone number as the customer typed it". */
export const phoneSchema = trimmedRequired().check(z.refine(isValidGbPhoneNumber, { error: INVALID_PHONE_MESSAGE }));

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

/** The EV checkout's vehicle; the latest year is next year's models, so it depends on today. */
export function vehicleSchema(today: Date) {
  const maxYear = getYear(today) + 1;
  const yearError = { error: vehicleYearMessage(maxYear) };
  return z.object({
    vehicle_make: requiredText('Vehicle make', VEHICLE_MAKE_MAX_LENGTH),
    vehicle_registration: normalisedText(normaliseRegistration, INVALID_REGISTRATION_MESSAGE),
    vehicle_year: z.pipe(
      z.pipe(trimmedRequired().check(z.regex(/^\d{4}$/, { ...yearError, abort: true })), z.transform(Number)),
      z.int().check(z.gte(VEHICLE_YEAR_MIN, yearError), z.lte(maxYear, yearError)),
    ),
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

const ignored = z.pipe(z.unknown(), z.transform(() => undefined));

/** The details step's schema for what the flow asks: a section that is off is not validated, so never blocks. */
export function contactDetailsSchema({ address = 'full', landlord = false, vehicle = false, comments = false, today = new Date() }: ContactDetailsOptions = {}) {
  return z.object({
    customer: address === 'full' ? customerSchema : serviceCustomerSchema,
    landlord: landlord ? addressSchema : ignored,
    vehicle: vehicle ? vehicleSchema(today) : ignored,
    comments: comments ? commentsSchema : ignored,
  });
}
