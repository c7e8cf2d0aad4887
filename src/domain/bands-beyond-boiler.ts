// The answer bands of the questionnaires beyond the boiler's, apart so a boiler quote loads bands.ts alone (decision 962).
import {
  AIRCON_FIRST_FLOOR_WALL_SURCHARGE_PENCE,
  AIRCON_ROOM_MAX_M2,
  AIRCON_UNIT_DISTANCES_M,
  EV_DISTANCE_STORED_METRES,
} from './constants';
import type { AnswerBand, ValueOf } from './bands';
import type { Pence } from './money';

// --- EV cable distance (quote §9 "0-5, 6-15, 16-25, 25+ metres (stored 5, 15, 25, 30)").
const [EV_5, EV_15, EV_25, EV_30] = EV_DISTANCE_STORED_METRES;
export const EV_DISTANCE_BANDS = [
  { value: EV_5, label: 'Up to 5 metres', maxMetres: 5 },
  { value: EV_15, label: '6 to 15 metres', maxMetres: 15 },
  { value: EV_25, label: '16 to 25 metres', maxMetres: 25 },
  { value: EV_30, label: 'More than 25 metres', maxMetres: Infinity },
] as const satisfies readonly (AnswerBand<number> & { maxMetres: number })[];
export type EvDistance = ValueOf<typeof EV_DISTANCE_BANDS>;

/** The stored EV cable distance for metres; fractions fall in the band they do not exceed (decision 240). */
export function evDistanceStoredValue(metres: number): EvDistance {
  return EV_DISTANCE_BANDS.find((band) => metres <= band.maxMetres)?.value ?? EV_30;
}

// --- Build age (quote §9), newest first as the spec lists them; "after 2006" starts at 2007.
export const BUILD_AGE_BANDS = [
  { value: 'After 2006', label: 'After 2006', fromYear: 2007 },
  { value: '1996-2006', label: '1996 to 2006', fromYear: 1996 },
  { value: '1983-1995', label: '1983 to 1995', fromYear: 1983 },
  { value: '1967-1982', label: '1967 to 1982', fromYear: 1967 },
  { value: '1950-1966', label: '1950 to 1966', fromYear: 1950 },
  { value: '1930-1949', label: '1930 to 1949', fromYear: 1930 },
  { value: '1900-1929', label: '1900 to 1929', fromYear: 1900 },
  { value: 'Before 1900', label: 'Before 1900', fromYear: -Infinity },
] as const satisfies readonly (AnswerBand<string> & { fromYear: number })[];
export type BuildAge = ValueOf<typeof BUILD_AGE_BANDS>;

/** The build-age band a construction year falls in. */
export function buildAgeBand(year: number): BuildAge {
  return BUILD_AGE_BANDS.find((band) => year >= band.fromYear)?.value ?? 'Before 1900';
}

// --- Aircon room size (purchase §9 "small up to 12 m2, medium 23, large 35, extra large 50").
export const AIRCON_ROOM_SIZE_BANDS = [
  { value: 'Small', label: 'Small', description: `Up to ${AIRCON_ROOM_MAX_M2.small} m², about a single bedroom`, maxM2: AIRCON_ROOM_MAX_M2.small },
  { value: 'Medium', label: 'Medium', description: `Up to ${AIRCON_ROOM_MAX_M2.medium} m², about a double bedroom`, maxM2: AIRCON_ROOM_MAX_M2.medium },
  { value: 'Large', label: 'Large', description: `Up to ${AIRCON_ROOM_MAX_M2.large} m², about a living room`, maxM2: AIRCON_ROOM_MAX_M2.large },
  {
    value: 'Extra large',
    label: 'Extra large',
    description: `Up to ${AIRCON_ROOM_MAX_M2.extraLarge} m², an open-plan space`,
    maxM2: AIRCON_ROOM_MAX_M2.extraLarge,
  },
] as const satisfies readonly (AnswerBand<string> & { maxM2: number })[];
export type AirconRoomSize = ValueOf<typeof AIRCON_ROOM_SIZE_BANDS>;

/** The smallest room size that holds the floor area; null above the largest (enquiry only). */
export function airconRoomSize(areaM2: number): AirconRoomSize | null {
  return AIRCON_ROOM_SIZE_BANDS.find((band) => areaM2 <= band.maxM2)?.value ?? null;
}

// --- Aircon pipe run (purchase §9 "Unit distances 5, 15, 25 m"), stored as the metres.
export const AIRCON_UNIT_DISTANCE_BANDS = AIRCON_UNIT_DISTANCES_M.map(
  (metres) => ({ value: metres, label: `Up to ${metres} metres` }) as const,
) satisfies readonly AnswerBand<number>[];

// --- Aircon outdoor unit (purchase §9 "on the first-floor wall adds £600; other locations are
// free"). The contract gives examples, not an enum: "Ground floor wall", "First floor wall".
export const AIRCON_OUTDOOR_UNIT_BANDS = [
  { value: 'Ground', label: 'On the ground', surchargePence: 0 },
  { value: 'Ground floor wall', label: 'On a ground-floor wall', surchargePence: 0 },
  {
    value: 'First floor wall',
    label: 'On a first-floor wall',
    description: 'Adds £600 for access equipment',
    surchargePence: AIRCON_FIRST_FLOOR_WALL_SURCHARGE_PENCE,
  },
  { value: 'Flat roof', label: 'On a flat roof', surchargePence: 0 },
] as const satisfies readonly (AnswerBand<string> & { surchargePence: Pence })[];
export type AirconOutdoorUnitLocation = ValueOf<typeof AIRCON_OUTDOOR_UNIT_BANDS>;

// --- Household size for the electricity estimate (quote §9 solar: 1-2, 3-4, 5+, unknown;
// purchase §9 battery: 2, 4, 5 or more, otherwise). Decision 240: one table for both.
const HOUSEHOLD_SIZE_BANDS = [
  { value: '1-2', label: '1 or 2 people', maxPeople: 2 },
  { value: '3-4', label: '3 or 4 people', maxPeople: 4 },
  { value: '5+', label: '5 or more people', maxPeople: Infinity },
] as const satisfies readonly (AnswerBand<string> & { maxPeople: number })[];
export const PEOPLE_AT_HOME_BANDS = [
  ...HOUSEHOLD_SIZE_BANDS,
  { value: "Don't know", label: 'I don’t know' },
] as const satisfies readonly AnswerBand<string>[];
export type PeopleAtHome = ValueOf<typeof PEOPLE_AT_HOME_BANDS>;

/** The people-at-home band for a head count. */
export function peopleAtHomeBand(people: number): ValueOf<typeof HOUSEHOLD_SIZE_BANDS> {
  return HOUSEHOLD_SIZE_BANDS.find((band) => people <= band.maxPeople)?.value ?? '5+';
}

// --- Time at home (quote §9 "+500 all day at home, 0 half day, -500 hardly home").
export const TIME_AT_HOME_BANDS = [
  { value: 'All day', label: 'Most of the day' },
  { value: 'Half day', label: 'About half the day' },
  { value: 'Hardly at home', label: 'Hardly ever' },
] as const satisfies readonly AnswerBand<string>[];
export type TimeAtHome = ValueOf<typeof TIME_AT_HOME_BANDS>;
