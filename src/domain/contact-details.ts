// The contact-details step (purchase §5): the spec's messages (else GOV.UK's), openapi.yaml's limits, the form's values
// and the parsed types, read from contact-details-schema.ts as types only: pages that only build form values load
// neither zod nor the phone metadata (decision 958).

import type * as z from 'zod/mini';
import type { addressSchema, customerSchema, serviceCustomerSchema, vehicleSchema } from './contact-details-schema';

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

/** A parsed address: trimmed, the postcode as "SW1A 1AA", empty optional lines null (the API's "not given"). */
export type AddressDetails = z.output<typeof addressSchema>;
/** Name, email, the phone number as typed (trimmed) and the address. */
export type CustomerDetails = z.output<typeof customerSchema>;
/** The service checkout asks only for the postcode (openapi ServiceCustomerDetails). */
export type ServiceCustomerDetails = z.output<typeof serviceCustomerSchema>;
/** The registration without spaces, upper case: "AB12CDE". */
export type VehicleDetails = z.output<ReturnType<typeof vehicleSchema>>;

/** What the customer typed: every field a string. */
export type AddressValues = Record<keyof AddressDetails, string>;
export type CustomerValues = Record<keyof CustomerDetails, string>;
export type VehicleValues = Record<keyof VehicleDetails, string>;
export interface ContactDetailsValues {
  customer: CustomerValues;
  landlord: AddressValues;
  vehicle: VehicleValues;
  comments: string;
}

/** What a valid submit gives the flow. Sections the flow did not ask for are undefined. */
export interface ContactDetails {
  customer: CustomerDetails | ServiceCustomerDetails;
  landlord: AddressDetails | undefined;
  vehicle: VehicleDetails | undefined;
  comments: string | null | undefined;
}

/** A customer or address as the server or the questionnaire knows it: any field may be missing or null. */
export type KnownCustomer = Partial<Record<keyof CustomerValues, string | null | undefined>>;
export type KnownAddress = Partial<Record<keyof AddressValues, string | null | undefined>>;

const ADDRESS_LINES = ['address_line_1', 'address_line_2', 'address_line_3', 'post_town', 'county'] as const;
const compactPostcode = (postcode: string | null | undefined) => (postcode ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * The server's customer with the address given in the questionnaire laid over it (decision 540): what the
 * customer typed wins, and the server's lines stay only for that postcode, as another address's would not belong.
 */
export function customerWithGivenAddress(server: KnownCustomer | null | undefined, given: KnownAddress | null | undefined): KnownCustomer {
  const known = server ?? {};
  const postcode = given?.postcode?.trim();
  if (!given || !postcode) return known;
  if (given.address_line_1?.trim()) return { ...known, ...Object.fromEntries(ADDRESS_LINES.map((line) => [line, given[line] ?? null])), postcode };
  if (compactPostcode(known.postcode) === compactPostcode(postcode)) return known;
  return { ...known, ...Object.fromEntries(ADDRESS_LINES.map((line) => [line, null])), postcode };
}

/** The server's customer with an email the customer gave earlier for this quote (the saved-quote popup) where the server has none. */
export function customerWithGivenEmail(server: KnownCustomer | null | undefined, email: string | null): KnownCustomer {
  const known = server ?? {};
  return email && !known.email_address?.trim() ? { ...known, email_address: email } : known;
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

function addressValues(known: KnownAddress): AddressValues {
  return {
    address_line_1: text(known.address_line_1),
    address_line_2: text(known.address_line_2),
    address_line_3: text(known.address_line_3),
    post_town: text(known.post_town),
    county: text(known.county),
    postcode: text(known.postcode),
  };
}

/** Blank form values, with anything the server or a saved draft already knows laid over them. */
export function contactDetailsValues(known: {
  customer?: KnownCustomer | null;
  landlord?: KnownAddress | null;
  vehicle?: Partial<Record<keyof VehicleValues, string | number | null | undefined>> | null;
  comments?: string | null;
} = {}): ContactDetailsValues {
  const customer = known.customer ?? {};
  const vehicle = known.vehicle ?? {};
  return {
    customer: {
      first_name: text(customer.first_name),
      last_name: text(customer.last_name),
      email_address: text(customer.email_address),
      contact_number: text(customer.contact_number),
      ...addressValues(customer),
    },
    landlord: addressValues(known.landlord ?? {}),
    vehicle: {
      vehicle_make: text(vehicle.vehicle_make),
      vehicle_registration: text(vehicle.vehicle_registration),
      vehicle_year: text(vehicle.vehicle_year),
    },
    comments: text(known.comments),
  };
}
