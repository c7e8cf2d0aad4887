// Estimates and surcharges the quote flows show (quote §9, purchase §9). Money in pence.
// Answers come in as the contract stores them (bands.ts, docs/decisions/240): no mapping.
import { BOILER_NEW_LOCATION_BANDS, type BoilerNewLocation } from './bands';
import { AIRCON_OUTDOOR_UNIT_BANDS, type AirconOutdoorUnitLocation, type PeopleAtHome, type TimeAtHome } from './bands-beyond-boiler';
import {
  BIRD_PROOFING_PENCE_PER_PANEL,
  EFFICIENCY_GRADE_B_BELOW_AGE,
  EFFICIENCY_GRADE_D_BELOW_AGE,
  EFFICIENCY_GRADE_E_BELOW_AGE,
  EFFICIENCY_SCORES,
  ELECTRICITY_KWH_5_OR_MORE_PEOPLE,
  ELECTRICITY_KWH_ALL_DAY_AT_HOME,
  ELECTRICITY_KWH_EV_EXTRA,
  ELECTRICITY_KWH_HALF_DAY_AT_HOME,
  ELECTRICITY_KWH_HARDLY_HOME,
  ELECTRICITY_KWH_PEOPLE_UNKNOWN,
  ELECTRICITY_KWH_UP_TO_2_PEOPLE,
  ELECTRICITY_KWH_UP_TO_4_PEOPLE,
  YEARLY_SAVINGS_PENCE,
} from './constants';
import type { Pence } from './money';

/** The solar and battery answers the estimate reads, as SolarAnswers / BatteryAnswers store them. */
export interface ElectricityEstimateInput {
  /** Not answered counts as not known (2500 kWh, "otherwise" in purchase §9). */
  readonly peopleAtHome: PeopleAtHome | null;
  readonly electricVehicle: 'Yes' | 'No' | null;
  /** Not asked when the annual usage is known; null adds nothing. */
  readonly timeAtHome: TimeAtHome | null;
}

const BASE_KWH: Record<PeopleAtHome, number> = {
  '1-2': ELECTRICITY_KWH_UP_TO_2_PEOPLE,
  '3-4': ELECTRICITY_KWH_UP_TO_4_PEOPLE,
  '5+': ELECTRICITY_KWH_5_OR_MORE_PEOPLE,
  "Don't know": ELECTRICITY_KWH_PEOPLE_UNKNOWN,
};
const TIME_AT_HOME_KWH: Record<TimeAtHome, number> = {
  'All day': ELECTRICITY_KWH_ALL_DAY_AT_HOME,
  'Half day': ELECTRICITY_KWH_HALF_DAY_AT_HOME,
  'Hardly at home': ELECTRICITY_KWH_HARDLY_HOME,
};

/** Yearly electricity use in kWh for the solar and battery quotes (one table, decision 240). */
export function estimateElectricityKwh({ peopleAtHome, electricVehicle, timeAtHome }: ElectricityEstimateInput): number {
  return (
    (peopleAtHome ? BASE_KWH[peopleAtHome] : ELECTRICITY_KWH_PEOPLE_UNKNOWN) +
    (electricVehicle === 'Yes' ? ELECTRICITY_KWH_EV_EXTRA : 0) +
    (timeAtHome ? TIME_AT_HOME_KWH[timeAtHome] : 0)
  );
}

/** Bird proofing for a number of solar panels, £20 each. */
export function birdProofingCost(panels: number): Pence {
  return Math.max(0, Math.floor(panels)) * BIRD_PROOFING_PENCE_PER_PANEL;
}

export type EfficiencyGrade = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G';

/** quote §9's grade of the stored boiler age (quote_items.boiler_age) or an exact age in years. */
export function efficiencyGrade(boilerAgeYears: number | null | undefined): EfficiencyGrade {
  if (boilerAgeYears === null || boilerAgeYears === undefined || !Number.isFinite(boilerAgeYears)) return 'G';
  if (boilerAgeYears <= 0) return 'A';
  if (boilerAgeYears < EFFICIENCY_GRADE_B_BELOW_AGE) return 'B';
  if (boilerAgeYears < EFFICIENCY_GRADE_D_BELOW_AGE) return 'D';
  if (boilerAgeYears < EFFICIENCY_GRADE_E_BELOW_AGE) return 'E';
  return 'F';
}

/** The efficiency score of the grades the age rule gives, best first (decision 056); none for G. */
export function efficiencyScore(grade: EfficiencyGrade): number | null {
  const gradesInOrder: readonly EfficiencyGrade[] = ['A', 'B', 'D', 'E', 'F'];
  const index = gradesInOrder.indexOf(grade);
  return index < 0 ? null : (EFFICIENCY_SCORES[index] ?? null);
}

export type SavingsHomeType = keyof typeof YEARLY_SAVINGS_PENCE;

/** Yearly savings in pence from replacing a boiler of the grade; A-C save nothing. */
export function yearlySavings(homeType: SavingsHomeType, grade: EfficiencyGrade): Pence {
  if (grade === 'A' || grade === 'B' || grade === 'C') return 0;
  return YEARLY_SAVINGS_PENCE[homeType][grade];
}

/** The outdoor unit on a first-floor wall adds £600; other locations are free. */
export function airconOutdoorUnitSurcharge(location: AirconOutdoorUnitLocation): Pence {
  return AIRCON_OUTDOOR_UNIT_BANDS.find((band) => band.value === location)?.surchargePence ?? 0;
}

/** Moving the boiler: same room £495, same floor £795, another floor £895, loft £895; staying put is free. */
export function boilerRelocationSurcharge(location: BoilerNewLocation): Pence {
  return BOILER_NEW_LOCATION_BANDS.find((band) => band.value === location)?.surchargePence ?? 0;
}

/** The price a customer compares and pays: the product's price plus the quote's compulsory relocation (no drip pricing, decision 830). */
export function comparedPrice(productPrice: Pence, relocation: Pence): Pence {
  return productPrice + relocation;
}
