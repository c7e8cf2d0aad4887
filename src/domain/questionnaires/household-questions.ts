// The questions solar and battery both ask: who owns the home and how it uses electricity. Apart from
// shared-questions.ts, which every questionnaire page downloads with its first question.
import { PEOPLE_AT_HOME_BANDS, TIME_AT_HOME_BANDS } from '../bands-beyond-boiler';
import { CUSTOMER_TYPES, YES_NO, choiceQuestion, choicesOf, numberQuestion, picture } from './choices';
import type { Choice, ChoiceQuestion, Question, Questionnaire, Step } from './types';
import { formatNumber } from '../number-format';

/** Someone who rents the home cannot agree to an installation (solar, battery). */
const RENTING: Choice = { value: 'Renting', label: 'I rent it', image: picture('renting'), also: { landlord: 'No' } };

const ELECTRIC_VEHICLE: readonly Choice[] = [
  { value: 'Yes', label: 'Yes, or getting one soon', image: picture('ev-charger') },
  { value: 'No', label: 'No', image: picture('answer-no') },
];

/** Yearly electricity a home can use, in kWh: wide enough for a flat up to a large house. */
const ELECTRICITY_KWH = { min: 500, max: 50000 } as const;

/** Solar and battery: someone who rents cannot agree to the installation, so Renting is a choice that ends the quote. */
export function ownershipWithRentingQuestion(id: string): ChoiceQuestion<'homeOwnership'> {
  return choiceQuestion(
    'homeOwnership',
    { title: 'Do you own the home?', missing: 'Select whether you own the home', summary: 'Ownership', choices: [...CUSTOMER_TYPES, RENTING] },
    id,
  );
}

/** How a home uses electricity (solar and battery): the yearly figure, or the estimate's inputs (quote-flows section 9). */
export function householdUsageQuestions(timeAtHomeHint: string): Record<string, Question<'electricityKnown' | 'electricityAnnual' | 'peopleAtHome' | 'electricVehicle' | 'timeAtHome'>> {
  return {
    electricityKnown: choiceQuestion('electricityKnown', {
      title: 'Do you know how much electricity you use in a year?',
      hint: 'It is on your annual statement from your energy supplier, in kWh.',
      missing: 'Select yes if you know your yearly electricity use',
      summary: 'Know yearly electricity use',
      choices: YES_NO,
    }),
    electricityAnnual: numberQuestion('electricityAnnual', {
      title: 'How much electricity do you use in a year?',
      hint: 'In kWh, from your annual statement. A typical home uses about 2,700 kWh.',
      unit: 'kWh',
      ...ELECTRICITY_KWH,
      missing: 'Enter how much electricity you use in a year',
      invalid: `Enter your yearly electricity use as a whole number of kWh between ${ELECTRICITY_KWH.min} and ${formatNumber(ELECTRICITY_KWH.max)}`,
      summary: 'Yearly electricity use (kWh)',
    }),
    peopleAtHome: choiceQuestion('peopleAtHome', {
      title: 'How many people live in your home?',
      missing: 'Select how many people live in your home',
      summary: 'People at home',
      choices: choicesOf(PEOPLE_AT_HOME_BANDS),
    }),
    electricVehicle: choiceQuestion('electricVehicle', {
      title: 'Do you charge an electric car at home?',
      missing: 'Select yes if you charge an electric car at home',
      summary: 'Electric car',
      choices: ELECTRIC_VEHICLE,
    }),
    timeAtHome: choiceQuestion('timeAtHome', {
      title: 'How much of the day is someone at home?',
      hint: timeAtHomeHint,
      missing: 'Select how much of the day someone is at home',
      summary: 'Time at home',
      choices: choicesOf(TIME_AT_HOME_BANDS),
    }),
  };
}

/** The household-usage transitions (quote-flows section 4, solar): a known yearly figure skips the estimate's questions. */
export function householdUsageTransitions(next: Step): Questionnaire['next'] {
  return {
    electricityKnown: (answers) => (answers.electricityKnown === 'Yes' ? 'electricityAnnual' : 'peopleAtHome'),
    electricityAnnual: next,
    peopleAtHome: 'electricVehicle',
    electricVehicle: 'timeAtHome',
    timeAtHome: next,
  };
}
