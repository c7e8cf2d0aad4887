// Answer choice lists several questionnaires share, with the values the quote stores
// (quote-flows and purchase-flows sections 9).
import type { Choice } from './types';

/** A picture-card image: the shared ones in /images, ours in /images/answers. */
const picture = (name: string) => `/images/${name}.svg`;

export const YES_NO: readonly Choice[] = [
  { value: 'Yes', label: 'Yes', image: picture('answer-yes') },
  { value: 'No', label: 'No', image: picture('answer-no') },
];

/** Home types of the yearly-savings table (quote-flows section 9). */
export const HOME_TYPES: readonly Choice[] = [
  { value: 'Detached', label: 'Detached', image: picture('home-detached') },
  { value: 'Semi-detached', label: 'Semi-detached', image: picture('home-semi-detached') },
  { value: 'Terraced', label: 'Terraced', image: picture('home-terraced') },
  { value: 'Bungalow', label: 'Bungalow', image: picture('home-bungalow') },
  { value: 'Apartment', label: 'Flat or apartment', image: picture('home-apartment') },
];

/**
 * Customer types (purchase-flows sections 1 and 6): a tenant-occupied home is treated as a
 * landlord's, so both set landlord = Yes.
 */
export const CUSTOMER_TYPES: readonly Choice[] = [
  { value: 'Homeowner', label: 'I own it and live there', image: picture('owner'), also: { landlord: 'No' } },
  { value: 'Tenant-occupied', label: 'I own it and tenants live there', image: picture('landlord'), also: { landlord: 'Yes' } },
  { value: 'Landlord', label: 'I am the landlord', image: picture('landlord'), also: { landlord: 'Yes' } },
];

/** Someone who rents the home cannot agree to an installation (solar, battery). */
export const RENTING: Choice = { value: 'Renting', label: 'I rent it', image: picture('renting'), also: { landlord: 'No' } };

export const BEDROOMS: readonly Choice[] = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3' },
  { value: '4', label: '4' },
  { value: '5', label: '5 or more' },
];

export const BATHROOMS: readonly Choice[] = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3 or more' },
];

/** Bathtubs and showers: 0-3+ (quote-flows section 5). */
export const ZERO_TO_THREE_PLUS: readonly Choice[] = [
  { value: '0', label: 'None' },
  { value: '1', label: '1' },
  { value: '2', label: '2' },
  { value: '3', label: '3 or more' },
];

/** Boiler age bands and their stored values: 0-10 (9), 11-20 (19), 21-25 (25), 26+ (29). */
export const BOILER_AGES: readonly Choice[] = [
  { value: '9', label: '0 to 10 years' },
  { value: '19', label: '11 to 20 years' },
  { value: '25', label: '21 to 25 years' },
  { value: '29', label: 'More than 25 years' },
];

/** Build-age bands (quote-flows section 9), newest first. */
export const BUILD_AGES: readonly Choice[] = [
  { value: 'After 2006', label: 'After 2006' },
  { value: '1996-2006', label: '1996 to 2006' },
  { value: '1983-1995', label: '1983 to 1995' },
  { value: '1967-1982', label: '1967 to 1982' },
  { value: '1950-1966', label: '1950 to 1966' },
  { value: '1930-1949', label: '1930 to 1949' },
  { value: '1900-1929', label: '1900 to 1929' },
  { value: 'Before 1900', label: 'Before 1900' },
];

/** Heating systems a boiler can be. */
export const SYSTEM_TYPES: readonly Choice[] = [
  { value: 'Combi', label: 'Combi boiler', description: 'Hot water straight from the tap, no tank', image: picture('boiler-white') },
  { value: 'System', label: 'System boiler', description: 'A hot water cylinder, no tanks in the loft', image: picture('cylinder') },
  { value: 'Regular', label: 'Regular boiler', description: 'A hot water cylinder and tanks in the loft', image: picture('boiler-grey') },
];

export const BACK_BOILER: Choice = {
  value: 'Back Boiler',
  label: 'Back boiler',
  description: 'Behind a fire or fireplace',
  image: picture('boiler-black'),
};

/** People at home, in the estimate's bands: 1-2, 3-4, 5+ (the contract's PeopleAtHome). */
export const PEOPLE_AT_HOME: readonly Choice[] = [
  { value: '1-2', label: '1 or 2 people' },
  { value: '3-4', label: '3 or 4 people' },
  { value: '5+', label: '5 or more people' },
];

/** Time at home: all day adds 500 kWh, half the day 0, hardly ever takes 500 off. */
export const TIME_AT_HOME: readonly Choice[] = [
  { value: 'All day', label: 'Most of the day' },
  { value: 'Half day', label: 'About half the day' },
  { value: 'Hardly at home', label: 'Hardly ever' },
];

export const ELECTRIC_VEHICLE: readonly Choice[] = [
  { value: 'Yes', label: 'Yes, or getting one soon', image: picture('ev-charger') },
  { value: 'No', label: 'No', image: picture('answer-no') },
];

/** Yearly electricity a home can use, in kWh: wide enough for a flat up to a large house. */
export const ELECTRICITY_KWH = { min: 500, max: 50000 } as const;

export { picture };
