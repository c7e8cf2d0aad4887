// Answer bands for the quote questionnaires: what the visitor picks and what is stored.
// Numbers that the spec names as constants come from constants.ts; the option lists that the
// spec states as bands (bedrooms, radiators, flue length, build age) are named here, once.
import {
  AIRCON_ROOM_MAX_M2,
  AIRCON_UNIT_DISTANCES_M,
  BOILER_AGE_STORED_VALUES,
  EV_DISTANCE_STORED_METRES,
  FLUE_GROUND_THRESHOLD_CM,
  FLUE_PROPERTY_THRESHOLD_CM,
  FLUE_WINDOW_THRESHOLD_CM,
  WATER_FLOW_AVERAGE_UNDER_SECONDS,
  WATER_FLOW_FAST_UNDER_SECONDS,
} from './constants';

export interface AnswerBand<V extends string | number = string> {
  readonly label: string;
  readonly value: V;
}

// quote §5 "Answer choices: bedrooms 1-5+, bathrooms 1-3+, bathtubs 0-3+, showers 0-3+."
export const BEDROOM_BANDS: readonly AnswerBand[] = [
  { label: '1', value: '1' },
  { label: '2', value: '2' },
  { label: '3', value: '3' },
  { label: '4', value: '4' },
  { label: '5+', value: '5+' },
];
export const BATHROOM_BANDS: readonly AnswerBand[] = [
  { label: '1', value: '1' },
  { label: '2', value: '2' },
  { label: '3+', value: '3+' },
];
const ZERO_TO_THREE_PLUS: readonly AnswerBand[] = [
  { label: '0', value: '0' },
  { label: '1', value: '1' },
  { label: '2', value: '2' },
  { label: '3+', value: '3+' },
];
export const BATHTUB_BANDS = ZERO_TO_THREE_PLUS;
export const SHOWER_BANDS = ZERO_TO_THREE_PLUS;

// quote §9 "Boiler age bands: 0-10 (stored 9), 11-20 (19), 21-25 (25), 26+ (29)."
const [AGE_0_10, AGE_11_20, AGE_21_25, AGE_26_PLUS] = BOILER_AGE_STORED_VALUES;
export const BOILER_AGE_BANDS: readonly AnswerBand<number>[] = [
  { label: '0-10 years', value: AGE_0_10 },
  { label: '11-20 years', value: AGE_11_20 },
  { label: '21-25 years', value: AGE_21_25 },
  { label: '26+ years', value: AGE_26_PLUS },
];

// quote §9 "EV distance bands: 0-5, 6-15, 16-25, 25+ metres (stored 5, 15, 25, 30)."
const [EV_5, EV_15, EV_25, EV_30] = EV_DISTANCE_STORED_METRES;
export const EV_DISTANCE_BANDS: readonly AnswerBand<number>[] = [
  { label: '0-5 metres', value: EV_5 },
  { label: '6-15 metres', value: EV_15 },
  { label: '16-25 metres', value: EV_25 },
  { label: '25+ metres', value: EV_30 },
];

// quote §9 "Radiators: 0-9, 10-15, 15+."
export const RADIATOR_BANDS: readonly AnswerBand[] = [
  { label: '0-9', value: '0-9' },
  { label: '10-15', value: '10-15' },
  { label: '15+', value: '15+' },
];

// quote §9 "Flue length: under 1 m, 1-2, 2-3, 3+ m."
export const FLUE_LENGTH_BANDS: readonly AnswerBand[] = [
  { label: 'Under 1 metre', value: 'under-1m' },
  { label: '1-2 metres', value: '1-2m' },
  { label: '2-3 metres', value: '2-3m' },
  { label: '3+ metres', value: '3m+' },
];

// quote §9 "Flue ground and property threshold 2 m; window threshold 30 cm." Each flue distance
// question asks whether the flue is closer than its threshold.
export const FLUE_THRESHOLDS_CM = {
  ground: FLUE_GROUND_THRESHOLD_CM,
  property: FLUE_PROPERTY_THRESHOLD_CM,
  window: FLUE_WINDOW_THRESHOLD_CM,
} as const;
export type FlueDistanceKind = keyof typeof FLUE_THRESHOLDS_CM;

/** True when the flue is closer than the spec's threshold for that distance (a regulation concern). */
export function isFlueCloserThanThreshold(kind: FlueDistanceKind, distanceCm: number): boolean {
  return distanceCm < FLUE_THRESHOLDS_CM[kind];
}

// quote §9 "Build age bands: after 2006, 1996-2006, 1983-1995, 1967-1982, 1950-1966, 1930-1949,
// 1900-1929, before 1900." Newest first, as the spec lists them.
export const BUILD_AGE_BANDS: readonly AnswerBand[] = [
  { label: 'After 2006', value: 'after-2006' },
  { label: '1996-2006', value: '1996-2006' },
  { label: '1983-1995', value: '1983-1995' },
  { label: '1967-1982', value: '1967-1982' },
  { label: '1950-1966', value: '1950-1966' },
  { label: '1930-1949', value: '1930-1949' },
  { label: '1900-1929', value: '1900-1929' },
  { label: 'Before 1900', value: 'before-1900' },
];

/** The build-age band a construction year falls in. */
export function buildAgeBand(year: number): AnswerBand {
  const bounds: readonly [minYear: number, index: number][] = [
    [2007, 0], [1996, 1], [1983, 2], [1967, 3], [1950, 4], [1930, 5], [1900, 6],
  ];
  const match = bounds.find(([minYear]) => year >= minYear);
  return BUILD_AGE_BANDS[match ? match[1] : 7]!;
}

// purchase §9 "Water flow per pint glass: fast under 5 s, average under 10 s, slow over 10 s."
// Exactly 10 s counts as slow (docs/decisions/053).
export type WaterFlow = 'fast' | 'average' | 'slow';
export const WATER_FLOW_BANDS: readonly AnswerBand<WaterFlow>[] = [
  { label: `Under ${WATER_FLOW_FAST_UNDER_SECONDS} seconds`, value: 'fast' },
  { label: `${WATER_FLOW_FAST_UNDER_SECONDS}-${WATER_FLOW_AVERAGE_UNDER_SECONDS} seconds`, value: 'average' },
  { label: `Over ${WATER_FLOW_AVERAGE_UNDER_SECONDS} seconds`, value: 'slow' },
];

/** Water flow band from the seconds a pint glass takes to fill. */
export function waterFlowFromPintGlassSeconds(seconds: number): WaterFlow {
  if (seconds < WATER_FLOW_FAST_UNDER_SECONDS) return 'fast';
  if (seconds < WATER_FLOW_AVERAGE_UNDER_SECONDS) return 'average';
  return 'slow';
}

// purchase §9 "Room sizes: small up to 12 m2, medium 23, large 35, extra large 50."
export type AirconRoomSize = keyof typeof AIRCON_ROOM_MAX_M2;
export const AIRCON_ROOM_SIZE_BANDS: readonly AnswerBand<AirconRoomSize>[] = [
  { label: `Small (up to ${AIRCON_ROOM_MAX_M2.small} m²)`, value: 'small' },
  { label: `Medium (up to ${AIRCON_ROOM_MAX_M2.medium} m²)`, value: 'medium' },
  { label: `Large (up to ${AIRCON_ROOM_MAX_M2.large} m²)`, value: 'large' },
  { label: `Extra large (up to ${AIRCON_ROOM_MAX_M2.extraLarge} m²)`, value: 'extraLarge' },
];

/** The smallest room-size band that holds the floor area; null above the largest (enquiry only). */
export function airconRoomSize(areaM2: number): AirconRoomSize | null {
  const band = AIRCON_ROOM_SIZE_BANDS.find(({ value }) => areaM2 <= AIRCON_ROOM_MAX_M2[value]);
  return band ? band.value : null;
}

// purchase §9 "Unit distances 5, 15, 25 m." Stored as the metre value.
export const AIRCON_UNIT_DISTANCE_BANDS: readonly AnswerBand<number>[] = AIRCON_UNIT_DISTANCES_M.map(
  (metres) => ({ label: `Up to ${metres} metres`, value: metres }),
);

// Solar (quote §9) and battery (purchase §9) electricity estimates band the household size as
// 1-2, 3-4 and 5+ people; the battery answers store the band's top (2, 4, 5). docs/decisions/055.
export type PeopleAtHome = 2 | 4 | 5 | 'unknown';
export const PEOPLE_AT_HOME_BANDS: readonly AnswerBand<PeopleAtHome>[] = [
  { label: '1-2 people', value: 2 },
  { label: '3-4 people', value: 4 },
  { label: '5 or more people', value: 5 },
  { label: "I don't know", value: 'unknown' },
];

/** The people-at-home band for a head count. */
export function peopleAtHomeBand(people: number): Exclude<PeopleAtHome, 'unknown'> {
  if (people <= 2) return 2;
  if (people <= 4) return 4;
  return 5;
}

// quote §9 "+500 all day at home, 0 half day, -500 hardly home".
export type TimeAtHome = 'allDay' | 'halfDay' | 'hardlyHome';
export const TIME_AT_HOME_BANDS: readonly AnswerBand<TimeAtHome>[] = [
  { label: 'All day', value: 'allDay' },
  { label: 'Half the day', value: 'halfDay' },
  { label: 'Hardly ever', value: 'hardlyHome' },
];

/** The stored boiler-age value for an age in years: 0-10 -> 9, 11-20 -> 19, 21-25 -> 25, 26+ -> 29. */
export function boilerAgeStoredValue(years: number): number {
  if (years <= 10) return AGE_0_10;
  if (years <= 20) return AGE_11_20;
  if (years <= 25) return AGE_21_25;
  return AGE_26_PLUS;
}

/** The stored EV cable distance for metres: 0-5 -> 5, 6-15 -> 15, 16-25 -> 25, over 25 -> 30. */
export function evDistanceStoredValue(metres: number): number {
  if (metres <= 5) return EV_5;
  if (metres <= 15) return EV_15;
  if (metres <= 25) return EV_25;
  return EV_30;
}

/** The radiator band for a count (15 is in 10-15; "15+" means more than 15). */
export function radiatorBand(count: number): string {
  if (count <= 9) return RADIATOR_BANDS[0]!.value;
  if (count <= 15) return RADIATOR_BANDS[1]!.value;
  return RADIATOR_BANDS[2]!.value;
}

/** The flue-length band for a length in metres (a boundary belongs to the longer band). */
export function flueLengthBand(metres: number): string {
  const index = metres < 1 ? 0 : metres < 2 ? 1 : metres < 3 ? 2 : 3;
  return FLUE_LENGTH_BANDS[index]!.value;
}
