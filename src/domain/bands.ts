// Every answer band of the quote questionnaires, defined once (docs/decisions/240): the value
// stored in the answers and sent to POST /quote/results/{type} exactly as openapi.yaml spells it,
// the label the visitor reads, and the numbers behind the band. The questionnaires build their
// choices from these lists and estimates.ts reads these values, so nothing maps between two
// spellings. bands.test.ts fails the build when a value leaves the contract's enum.
// Numbers the spec names as constants come from constants.ts.
import {
  AIRCON_FIRST_FLOOR_WALL_SURCHARGE_PENCE,
  AIRCON_ROOM_MAX_M2,
  AIRCON_UNIT_DISTANCES_M,
  BOILER_AGE_STORED_VALUES,
  BOILER_RELOCATION_PENCE,
  EV_DISTANCE_STORED_METRES,
  FLUE_GROUND_THRESHOLD_CM,
  FLUE_PROPERTY_THRESHOLD_CM,
  FLUE_WINDOW_THRESHOLD_CM,
  WATER_FLOW_AVERAGE_UNDER_SECONDS,
  WATER_FLOW_FAST_UNDER_SECONDS,
} from './constants';
import type { Pence } from './money';

export interface AnswerBand<V extends string | number = string | number> {
  /** Stored in the answers and sent on the wire, as the contract spells it. */
  readonly value: V;
  /** What the visitor reads. */
  readonly label: string;
  readonly description?: string;
}

type ValueOf<Bands extends readonly AnswerBand[]> = Bands[number]['value'];

/** The band whose stored value is `value`, if any (answers are stored as text: "19" finds 19). */
export function bandOf<Band extends AnswerBand>(bands: readonly Band[], value: string | number | null | undefined): Band | undefined {
  if (value === null || value === undefined) return undefined;
  return bands.find((band) => String(band.value) === String(value));
}

// --- Home size (quote §5 "bedrooms 1-5+, bathrooms 1-3+, bathtubs 0-3+, showers 0-3+"). The
// contract stores the count and its top value means "or more" (bedrooms 5 = 5+).
export const BEDROOM_BANDS = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3' },
  { value: 4, label: '4' },
  { value: 5, label: '5 or more' },
] as const satisfies readonly AnswerBand<number>[];
export const BATHROOM_BANDS = [
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3 or more' },
] as const satisfies readonly AnswerBand<number>[];
const NONE_TO_THREE_OR_MORE = [
  { value: 0, label: 'None' },
  { value: 1, label: '1' },
  { value: 2, label: '2' },
  { value: 3, label: '3 or more' },
] as const satisfies readonly AnswerBand<number>[];
export const BATHTUB_BANDS = NONE_TO_THREE_OR_MORE;
export const SHOWER_BANDS = NONE_TO_THREE_OR_MORE;

// --- Boiler age (quote §9 "0-10 (stored 9), 11-20 (19), 21-25 (25), 26+ (29)").
const [AGE_0_10, AGE_11_20, AGE_21_25, AGE_26_PLUS] = BOILER_AGE_STORED_VALUES;
export const BOILER_AGE_BANDS = [
  { value: AGE_0_10, label: '0 to 10 years', maxYears: 10 },
  { value: AGE_11_20, label: '11 to 20 years', maxYears: 20 },
  { value: AGE_21_25, label: '21 to 25 years', maxYears: 25 },
  { value: AGE_26_PLUS, label: 'More than 25 years', maxYears: Infinity },
] as const satisfies readonly (AnswerBand<number> & { maxYears: number })[];
export type BoilerAge = ValueOf<typeof BOILER_AGE_BANDS>;

/** The stored boiler age for an age in years: 0-10 -> 9, 11-20 -> 19, 21-25 -> 25, 26+ -> 29. */
export function boilerAgeStoredValue(years: number): BoilerAge {
  return BOILER_AGE_BANDS.find((band) => years <= band.maxYears)?.value ?? AGE_26_PLUS;
}

// --- EV cable distance (quote §9 "0-5, 6-15, 16-25, 25+ metres (stored 5, 15, 25, 30)").
const [EV_5, EV_15, EV_25, EV_30] = EV_DISTANCE_STORED_METRES;
export const EV_DISTANCE_BANDS = [
  { value: EV_5, label: 'Up to 5 metres', maxMetres: 5 },
  { value: EV_15, label: '6 to 15 metres', maxMetres: 15 },
  { value: EV_25, label: '16 to 25 metres', maxMetres: 25 },
  { value: EV_30, label: 'More than 25 metres', maxMetres: Infinity },
] as const satisfies readonly (AnswerBand<number> & { maxMetres: number })[];
export type EvDistance = ValueOf<typeof EV_DISTANCE_BANDS>;

/** The stored EV cable distance for metres; fractions fall in the band they do not exceed (decision 053). */
export function evDistanceStoredValue(metres: number): EvDistance {
  return EV_DISTANCE_BANDS.find((band) => metres <= band.maxMetres)?.value ?? EV_30;
}

// --- Radiators (quote §9 "0-9, 10-15, 15+"): 15 is in 10-15 (decision 053).
export const RADIATOR_BANDS = [
  { value: '0-9', label: 'Up to 9', maxCount: 9 },
  { value: '10-15', label: '10 to 15', maxCount: 15 },
  { value: '15+', label: 'More than 15', maxCount: Infinity },
] as const satisfies readonly (AnswerBand<string> & { maxCount: number })[];
export type RadiatorBand = ValueOf<typeof RADIATOR_BANDS>;

export function radiatorBand(count: number): RadiatorBand {
  return RADIATOR_BANDS.find((band) => count <= band.maxCount)?.value ?? '15+';
}

// --- Flue length (quote §9 "under 1 m, 1-2, 2-3, 3+ m"): a boundary belongs to the longer band.
export const FLUE_LENGTH_BANDS = [
  { value: 'Under 1m', label: 'Under 1 metre', underMetres: 1 },
  { value: '1-2m', label: '1 to 2 metres', underMetres: 2 },
  { value: '2-3m', label: '2 to 3 metres', underMetres: 3 },
  { value: '3m+', label: 'More than 3 metres', underMetres: Infinity },
] as const satisfies readonly (AnswerBand<string> & { underMetres: number })[];
export type FlueLength = ValueOf<typeof FLUE_LENGTH_BANDS>;

export function flueLengthBand(metres: number): FlueLength {
  return FLUE_LENGTH_BANDS.find((band) => metres < band.underMetres)?.value ?? '3m+';
}

// --- Flue distances (quote §9 "Flue ground and property threshold 2 m; window threshold 30 cm").
// Each question asks whether the flue is closer than its threshold; "closer" is strictly below.
export const FLUE_THRESHOLDS_CM = {
  ground: FLUE_GROUND_THRESHOLD_CM,
  property: FLUE_PROPERTY_THRESHOLD_CM,
  window: FLUE_WINDOW_THRESHOLD_CM,
} as const;
export type FlueDistanceKind = keyof typeof FLUE_THRESHOLDS_CM;

export const FLUE_GROUND_DISTANCE_BANDS = [
  { value: 'Less than 2m', label: 'Less than 2 metres', closer: true },
  { value: '2m or more', label: '2 metres or more', closer: false },
] as const satisfies readonly (AnswerBand<string> & { closer: boolean })[];
export const FLUE_PROPERTY_DISTANCE_BANDS = FLUE_GROUND_DISTANCE_BANDS;
export const FLUE_WINDOW_DISTANCE_BANDS = [
  { value: 'Less than 30cm', label: 'Less than 30 cm', closer: true },
  { value: '30cm or more', label: '30 cm or more', closer: false },
] as const satisfies readonly (AnswerBand<string> & { closer: boolean })[];

const FLUE_DISTANCE_BANDS = {
  ground: FLUE_GROUND_DISTANCE_BANDS,
  property: FLUE_PROPERTY_DISTANCE_BANDS,
  window: FLUE_WINDOW_DISTANCE_BANDS,
} as const;

/** True when the flue is closer than the spec's threshold for that distance (a regulation concern). */
export function isFlueCloserThanThreshold(kind: FlueDistanceKind, distanceCm: number): boolean {
  return distanceCm < FLUE_THRESHOLDS_CM[kind];
}

/** The stored answer for a measured flue distance, e.g. ground 150 cm -> "Less than 2m". */
export function flueDistanceBand(kind: FlueDistanceKind, distanceCm: number): string {
  const closer = isFlueCloserThanThreshold(kind, distanceCm);
  return FLUE_DISTANCE_BANDS[kind].find((band) => band.closer === closer)!.value;
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

// --- Water flow per pint glass (purchase §9 "fast under 5 s, average under 10 s, slow over 10 s").
// Exactly 10 s counts as slow (decision 053).
export const WATER_FLOW_BANDS = [
  { value: 'Fast', label: `Under ${WATER_FLOW_FAST_UNDER_SECONDS} seconds`, underSeconds: WATER_FLOW_FAST_UNDER_SECONDS },
  {
    value: 'Average',
    label: `${WATER_FLOW_FAST_UNDER_SECONDS} to ${WATER_FLOW_AVERAGE_UNDER_SECONDS} seconds`,
    underSeconds: WATER_FLOW_AVERAGE_UNDER_SECONDS,
  },
  { value: 'Slow', label: `More than ${WATER_FLOW_AVERAGE_UNDER_SECONDS} seconds`, underSeconds: Infinity },
] as const satisfies readonly (AnswerBand<string> & { underSeconds: number })[];
export type WaterFlow = ValueOf<typeof WATER_FLOW_BANDS>;

/** Water flow band from the seconds a pint glass takes to fill. */
export function waterFlowFromPintGlassSeconds(seconds: number): WaterFlow {
  return WATER_FLOW_BANDS.find((band) => seconds < band.underSeconds)?.value ?? 'Slow';
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

// --- New boiler location (purchase §9 "same room £495, same floor £795, another floor £895,
// loft £895"); staying in the same place is free.
export const BOILER_NEW_LOCATION_BANDS = [
  { value: 'Same place', label: 'In the same place', surchargePence: 0 },
  { value: 'Same room', label: 'Somewhere else in the same room', surchargePence: BOILER_RELOCATION_PENCE.sameRoom },
  { value: 'Same floor', label: 'Another room on the same floor', surchargePence: BOILER_RELOCATION_PENCE.sameFloor },
  { value: 'Another floor', label: 'A room on another floor', surchargePence: BOILER_RELOCATION_PENCE.anotherFloor },
  { value: 'Loft', label: 'In the loft', surchargePence: BOILER_RELOCATION_PENCE.loft },
] as const satisfies readonly (AnswerBand<string> & { surchargePence: Pence })[];
export type BoilerNewLocation = ValueOf<typeof BOILER_NEW_LOCATION_BANDS>;

// --- Household size for the electricity estimate (quote §9 solar: 1-2, 3-4, 5+, unknown;
// purchase §9 battery: 2, 4, 5 or more, otherwise). Decision 055: one table for both.
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
