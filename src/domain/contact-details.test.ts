import { describe, expect, it } from 'vitest';
import {
  COMMENTS_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  INVALID_REGISTRATION_MESSAGE,
  REQUIRED_MESSAGE,
  contactDetailsValues,
  customerWithGivenAddress,
  customerWithGivenEmail,
  normaliseRegistration,
  tooLongMessage,
  vehicleYearMessage,
} from './contact-details';
import { contactDetailsSchema, customerSchema, vehicleSchema } from './contact-details-schema';

const VALID_CUSTOMER = {
  first_name: ' Amelia ',
  last_name: 'Hughes',
  email_address: 'amelia.hughes@example.co.uk',
  contact_number: '07700 900123',
  address_line_1: '12 Park Road',
  address_line_2: '',
  address_line_3: '',
  post_town: 'Leeds',
  county: '',
  postcode: 'ls62ab',
};

/** Each failing path and its first message, as the form shows them. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const byPath: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
}

describe('customerSchema (purchase §5)', () => {
  it('parses a valid customer: trims, normalises the postcode, empty optional fields become null', () => {
    expect(customerSchema.parse(VALID_CUSTOMER)).toEqual({
      first_name: 'Amelia',
      last_name: 'Hughes',
      email_address: 'amelia.hughes@example.co.uk',
      contact_number: '07700 900123',
      address_line_1: '12 Park Road',
      address_line_2: null,
      address_line_3: null,
      post_town: 'Leeds',
      county: null,
      postcode: 'LS6 2AB',
    });
  });

  it('every required field empty (or only spaces) says "Required", once per field', () => {
    const blank = { ...VALID_CUSTOMER, first_name: '', last_name: '  ', email_address: '', contact_number: '', address_line_1: '', postcode: '' };
    const result = customerSchema.safeParse(blank);
    expect(messages(result)).toEqual({
      first_name: REQUIRED_MESSAGE,
      last_name: REQUIRED_MESSAGE,
      email_address: REQUIRED_MESSAGE,
      contact_number: REQUIRED_MESSAGE,
      address_line_1: REQUIRED_MESSAGE,
      postcode: REQUIRED_MESSAGE,
    });
    expect(result.error?.issues).toHaveLength(6);
  });

  it('optional fields may be empty', () => {
    expect(customerSchema.safeParse({ ...VALID_CUSTOMER, post_town: '', county: '' }).success).toBe(true);
  });

  it.each(['amelia', 'amelia@', '@example.com', 'amelia@example', 'a b@example.com'])('email %s is "Invalid email"', (email) => {
    expect(messages(customerSchema.safeParse({ ...VALID_CUSTOMER, email_address: email }))).toEqual({ email_address: INVALID_EMAIL_MESSAGE });
  });

  it.each(['0770090012', '12345', '+33 6 12 34 56 78', 'phone me'])('phone %s is "Invalid phone number"', (phone) => {
    expect(messages(customerSchema.safeParse({ ...VALID_CUSTOMER, contact_number: phone }))).toEqual({ contact_number: INVALID_PHONE_MESSAGE });
  });

  it.each(['+44 7700 900123', '020 7946 0000'])('phone %s is valid and kept as typed', (phone) => {
    expect(customerSchema.parse({ ...VALID_CUSTOMER, contact_number: phone }).contact_number).toBe(phone);
  });

  it.each([
    ['sw1a1aa', 'SW1A 1AA'],
    ['SW1A 1AA', 'SW1A 1AA'],
    [' sw1a  1aa ', 'SW1A 1AA'],
    ['m11ae', 'M1 1AE'],
    ['B338TH', 'B33 8TH'],
  ])('postcode %s becomes %s', (typed, normalised) => {
    expect(customerSchema.parse({ ...VALID_CUSTOMER, postcode: typed }).postcode).toBe(normalised);
  });

  it.each(['SW1A', '12345', 'SW1A 1A', 'SW1A 1AAA', 'ZZ'])('postcode %s is not a UK postcode', (postcode) => {
    expect(messages(customerSchema.safeParse({ ...VALID_CUSTOMER, postcode }))).toEqual({ postcode: INVALID_POSTCODE_MESSAGE });
  });

  it('refuses names longer than the API accepts', () => {
    expect(messages(customerSchema.safeParse({ ...VALID_CUSTOMER, first_name: 'A'.repeat(101) }))).toEqual({ first_name: tooLongMessage('First name', 100) });
  });
});

describe('vehicleSchema', () => {
  const today = new Date(2026, 10, 22);
  const schema = vehicleSchema(today);

  it('parses make, registration (normalised) and year (a number)', () => {
    expect(schema.parse({ vehicle_make: 'Tesla', vehicle_registration: 'ab12 cde', vehicle_year: '2024' })).toEqual({ vehicle_make: 'Tesla', vehicle_registration: 'AB12CDE', vehicle_year: 2024 });
  });

  it.each(['AB12CDE', 'A123 BCD', 'ABC 123D', 'ABZ 1234', '1234 AB'])('accepts registration %s', (registration) => {
    expect(normaliseRegistration(registration)).toBeDefined();
  });

  it.each(['AB12CDEF', '12345678', 'AB-12', '!!'])('rejects registration %s', (registration) => {
    expect(messages(schema.safeParse({ vehicle_make: 'Kia', vehicle_registration: registration, vehicle_year: '2024' }))).toEqual({ vehicle_registration: INVALID_REGISTRATION_MESSAGE });
  });

  it.each(['1989', '2028', '24', '20x4', '2024.5'])('year %s is outside 1990 to next year', (year) => {
    expect(messages(schema.safeParse({ vehicle_make: 'Kia', vehicle_registration: 'AB12CDE', vehicle_year: year }))).toEqual({ vehicle_year: vehicleYearMessage(2027) });
  });

  it('accepts next year and 1990', () => {
    expect(schema.safeParse({ vehicle_make: 'Kia', vehicle_registration: 'AB12CDE', vehicle_year: '2027' }).success).toBe(true);
    expect(schema.safeParse({ vehicle_make: 'Kia', vehicle_registration: 'AB12CDE', vehicle_year: '1990' }).success).toBe(true);
  });

  it('every field is required', () => {
    expect(messages(schema.safeParse({ vehicle_make: '', vehicle_registration: '', vehicle_year: '' }))).toEqual({
      vehicle_make: REQUIRED_MESSAGE,
      vehicle_registration: REQUIRED_MESSAGE,
      vehicle_year: REQUIRED_MESSAGE,
    });
  });
});

describe('contactDetailsSchema', () => {
  const values = contactDetailsValues({ customer: VALID_CUSTOMER });

  it('ignores sections the flow did not ask for', () => {
    expect(contactDetailsSchema().parse(values)).toMatchObject({ landlord: undefined, vehicle: undefined, comments: undefined });
  });

  it('landlord mode requires the landlord address line 1 and postcode', () => {
    expect(messages(contactDetailsSchema({ landlord: true }).safeParse(values))).toEqual({ 'landlord.address_line_1': REQUIRED_MESSAGE, 'landlord.postcode': REQUIRED_MESSAGE });
  });

  it('comments are optional, limited, and empty becomes null', () => {
    const schema = contactDetailsSchema({ comments: true });
    expect(schema.parse(values).comments).toBeNull();
    expect(schema.parse({ ...values, comments: ' Side gate ' }).comments).toBe('Side gate');
    expect(messages(schema.safeParse({ ...values, comments: 'x'.repeat(COMMENTS_MAX_LENGTH + 1) }))).toEqual({ comments: tooLongMessage('Comments', COMMENTS_MAX_LENGTH) });
  });

  it("the service checkout's customer needs no address lines", () => {
    const serviceValues = contactDetailsValues({ customer: { ...VALID_CUSTOMER, address_line_1: '' } });
    expect(contactDetailsSchema({ address: 'postcode' }).parse(serviceValues).customer).toEqual({
      first_name: 'Amelia',
      last_name: 'Hughes',
      email_address: 'amelia.hughes@example.co.uk',
      contact_number: '07700 900123',
      postcode: 'LS6 2AB',
    });
  });

  it('fills blanks from what the server knows (nulls and numbers become text)', () => {
    const filled = contactDetailsValues({ customer: { first_name: 'Amelia', last_name: null }, vehicle: { vehicle_year: 2024 } });
    expect(filled.customer.first_name).toBe('Amelia');
    expect(filled.customer.last_name).toBe('');
    expect(filled.vehicle.vehicle_year).toBe('2024');
  });
});

describe('the customer a details form starts from (decision 540)', () => {
  const server = { first_name: 'Amelia', email_address: 'amelia@example.co.uk', address_line_1: '9 Elm Road', post_town: 'Bristol', postcode: 'BS1 4DJ' };

  it('the postcode typed in the questionnaire is never replaced by the server’s; lines of that other address are dropped', () => {
    expect(customerWithGivenAddress(server, { postcode: 'LS6 2AB' })).toEqual({
      ...server,
      address_line_1: null,
      address_line_2: null,
      address_line_3: null,
      post_town: null,
      county: null,
      postcode: 'LS6 2AB',
    });
  });

  it('the questionnaire’s address lines win; the server’s lines stay when they are for the same postcode', () => {
    const given = { address_line_1: '1 High Street', post_town: 'Leeds', postcode: 'LS6 2AB' };
    expect(customerWithGivenAddress(server, given)).toMatchObject({ first_name: 'Amelia', address_line_1: '1 High Street', address_line_2: null, post_town: 'Leeds', postcode: 'LS6 2AB' });
    expect(customerWithGivenAddress(server, { postcode: 'bs14dj' })).toEqual(server);
  });

  it('nothing given leaves the server’s customer; no customer yet starts from the given address', () => {
    expect(customerWithGivenAddress(server, null)).toEqual(server);
    expect(contactDetailsValues({ customer: customerWithGivenAddress(null, { address_line_1: '1 High Street', postcode: 'LS6 2AB' }) }).customer).toMatchObject({
      first_name: '',
      address_line_1: '1 High Street',
      postcode: 'LS6 2AB',
    });
  });
});

describe('customerWithGivenEmail: the saved-quote email offered at Contact details', () => {
  it('fills an email the server does not have, and never replaces one it has', () => {
    expect(customerWithGivenEmail(null, 'jo@example.co.uk')).toEqual({ email_address: 'jo@example.co.uk' });
    expect(customerWithGivenEmail({ first_name: 'Jo', email_address: ' ' }, 'jo@example.co.uk')).toEqual({ first_name: 'Jo', email_address: 'jo@example.co.uk' });
    expect(customerWithGivenEmail({ email_address: 'server@example.co.uk' }, 'jo@example.co.uk')).toEqual({ email_address: 'server@example.co.uk' });
    expect(customerWithGivenEmail({ first_name: 'Jo' }, null)).toEqual({ first_name: 'Jo' });
  });
});
