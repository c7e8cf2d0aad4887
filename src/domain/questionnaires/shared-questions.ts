// Questions that several questionnaires ask in the same words, defined once.
import { BEDROOM_BANDS, PEOPLE_AT_HOME_BANDS, TIME_AT_HOME_BANDS } from '../bands';
import { CUSTOMER_TYPES, ELECTRICITY_KWH, ELECTRIC_VEHICLE, HOME_TYPES, RENTING, YES_NO, choicesOf, picture } from './choices';
import type { Answers, Choice, ChoiceQuestion, Question, Step } from './types';
import type { YesNo } from '@/api/contract-types';

export const homeTypeQuestion: ChoiceQuestion<'homeType'> = {
  id: 'homeType',
  kind: 'choice',
  field: 'homeType',
  title: 'What type of home is it?',
  missing: 'Select the type of home',
  summary: 'Type of home',
  choices: HOME_TYPES,
};

/** Solar and battery: someone who rents cannot agree to the installation, so Renting is a choice that ends the quote. */
export function ownershipWithRentingQuestion(id: string): ChoiceQuestion<'homeOwnership'> {
  return {
    id,
    kind: 'choice',
    field: 'homeOwnership',
    title: 'Do you own the home?',
    missing: 'Select whether you own the home',
    summary: 'Ownership',
    choices: [...CUSTOMER_TYPES, RENTING],
  };
}

export const bedroomsQuestion: ChoiceQuestion<'bedrooms'> = {
  id: 'bedrooms',
  kind: 'choice',
  field: 'bedrooms',
  title: 'How many bedrooms does your home have?',
  missing: 'Select how many bedrooms your home has',
  summary: 'Bedrooms',
  choices: choicesOf(BEDROOM_BANDS),
};

/**
 * "Is your boiler working?": the answer is stored as asked (`boilerWorking`, Yes when it works); the
 * request sends the contract's `boilerBroken`, its opposite (quote-flows section 4; decision 550).
 */
export function boilerWorkingQuestion(id: string, hint?: string): ChoiceQuestion<'boilerWorking'> {
  return {
    id,
    kind: 'choice',
    field: 'boilerWorking',
    title: 'Is your boiler working?',
    ...(hint ? { hint } : {}),
    missing: 'Select yes if your boiler is working',
    summary: 'Boiler working',
    choices: [
      { value: 'Yes', label: 'Yes, it is working', image: picture('answer-yes') },
      { value: 'No', label: 'No, it has broken down', image: picture('answer-no') },
    ] satisfies readonly Choice<YesNo>[],
  };
}

export const FUELS = {
  gas: { value: 'Gas', label: 'Mains gas', image: picture('fuel-gas') },
  lpg: { value: 'LPG', label: 'LPG (bottled or tank gas)', image: picture('fuel-lpg') },
  oil: { value: 'Oil', label: 'Oil', image: picture('fuel-oil') },
} as const satisfies Record<string, Choice>;

/** The fuels a boiler quote covers. */
export const BOILER_FUELS = [FUELS.gas, FUELS.lpg, FUELS.oil] as const;
/** A service covers gas and LPG boilers only. */
export const SERVICE_FUELS = [FUELS.gas, FUELS.lpg] as const;

export function fuelQuestion(id: string, fuels: readonly Choice[]): ChoiceQuestion<'fuelType'> {
  return {
    id,
    kind: 'choice',
    field: 'fuelType',
    title: 'What fuel does your boiler use?',
    missing: 'Select the fuel your boiler uses',
    summary: 'Fuel',
    choices: fuels,
  };
}

/**
 * How a home uses electricity (solar and battery): the yearly figure when it is known, otherwise
 * the estimate's inputs (quote-flows section 9: people, an electric car, time at home).
 */
export function householdUsageQuestions(timeAtHomeHint: string): Record<string, Question<'electricityKnown' | 'electricityAnnual' | 'peopleAtHome' | 'electricVehicle' | 'timeAtHome'>> {
  return {
    electricityKnown: {
      id: 'electricityKnown',
      kind: 'choice',
      field: 'electricityKnown',
      title: 'Do you know how much electricity you use in a year?',
      hint: 'It is on your annual statement from your energy supplier, in kWh.',
      missing: 'Select yes if you know your yearly electricity use',
      summary: 'Know yearly electricity use',
      choices: YES_NO,
    },
    electricityAnnual: {
      id: 'electricityAnnual',
      kind: 'number',
      field: 'electricityAnnual',
      title: 'How much electricity do you use in a year?',
      hint: 'In kWh, from your annual statement. A typical home uses about 2,700 kWh.',
      unit: 'kWh',
      ...ELECTRICITY_KWH,
      missing: 'Enter how much electricity you use in a year',
      invalid: `Enter your yearly electricity use as a whole number of kWh between ${ELECTRICITY_KWH.min} and ${ELECTRICITY_KWH.max.toLocaleString('en-GB')}`,
      summary: 'Yearly electricity use (kWh)',
    },
    peopleAtHome: {
      id: 'peopleAtHome',
      kind: 'choice',
      field: 'peopleAtHome',
      title: 'How many people live in your home?',
      missing: 'Select how many people live in your home',
      summary: 'People at home',
      choices: choicesOf(PEOPLE_AT_HOME_BANDS),
    },
    electricVehicle: {
      id: 'electricVehicle',
      kind: 'choice',
      field: 'electricVehicle',
      title: 'Do you charge an electric car at home?',
      missing: 'Select yes if you charge an electric car at home',
      summary: 'Electric car',
      choices: ELECTRIC_VEHICLE,
    },
    timeAtHome: {
      id: 'timeAtHome',
      kind: 'choice',
      field: 'timeAtHome',
      title: 'How much of the day is someone at home?',
      hint: timeAtHomeHint,
      missing: 'Select how much of the day someone is at home',
      summary: 'Time at home',
      choices: choicesOf(TIME_AT_HOME_BANDS),
    },
  };
}

/**
 * The household-usage edges (quote-flows section 4, solar): a known yearly figure goes straight to
 * `next`; otherwise people at home, then the electric car, then time at home, then `next`.
 * Undefined for a question outside the group.
 */
export function householdUsageEdge(questionId: string, answers: Answers, next: Step): Step | undefined {
  switch (questionId) {
    case 'electricityKnown':
      return answers.electricityKnown === 'Yes' ? 'electricityAnnual' : 'peopleAtHome';
    case 'peopleAtHome':
      return 'electricVehicle';
    case 'electricVehicle':
      return 'timeAtHome';
    case 'electricityAnnual':
    case 'timeAtHome':
      return next;
    default:
      return undefined;
  }
}
