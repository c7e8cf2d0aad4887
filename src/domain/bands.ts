// Every answer band of the quote questionnaires, defined once (decision 240): the value stored and sent as
// openapi.yaml spells it, the label the visitor reads and the numbers behind it, so nothing maps between spellings.
import {
  BOILER_AGE_STORED_VALUES,
  BOILER_RELOCATION_PENCE,
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

export type ValueOf<Bands extends readonly AnswerBand[]> = Bands[number]['value'];

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

// --- Radiators (quote §9 "0-9, 10-15, 15+"): 15 is in 10-15 (decision 240).
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
export const FLUE_GROUND_DISTANCE_BANDS = [
  { value: 'Less than 2m', label: 'Less than 2 metres', closer: true },
  { value: '2m or more', label: '2 metres or more', closer: false },
] as const satisfies readonly (AnswerBand<string> & { closer: boolean })[];
export const FLUE_PROPERTY_DISTANCE_BANDS = FLUE_GROUND_DISTANCE_BANDS;
export const FLUE_WINDOW_DISTANCE_BANDS = [
  { value: 'Less than 30cm', label: 'Less than 30 cm', closer: true },
  { value: '30cm or more', label: '30 cm or more', closer: false },
] as const satisfies readonly (AnswerBand<string> & { closer: boolean })[];

const FLUE_DISTANCES = {
  ground: { thresholdCm: FLUE_GROUND_THRESHOLD_CM, bands: FLUE_GROUND_DISTANCE_BANDS },
  property: { thresholdCm: FLUE_PROPERTY_THRESHOLD_CM, bands: FLUE_PROPERTY_DISTANCE_BANDS },
  window: { thresholdCm: FLUE_WINDOW_THRESHOLD_CM, bands: FLUE_WINDOW_DISTANCE_BANDS },
} as const;
type FlueDistanceKind = keyof typeof FLUE_DISTANCES;

/** True when the flue is closer than the spec's threshold for that distance (a regulation concern). */
export function isFlueCloserThanThreshold(kind: FlueDistanceKind, distanceCm: number): boolean {
  return distanceCm < FLUE_DISTANCES[kind].thresholdCm;
}

/** The stored answer for a measured flue distance, e.g. ground 150 cm -> "Less than 2m". */
export function flueDistanceBand(kind: FlueDistanceKind, distanceCm: number): string {
  const closer = isFlueCloserThanThreshold(kind, distanceCm);
  return FLUE_DISTANCES[kind].bands.find((band) => band.closer === closer)!.value;
}

// --- Water flow per pint glass (purchase §9 "fast under 5 s, average under 10 s, slow over 10 s").
// Exactly 10 s counts as slow (decision 240).
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
