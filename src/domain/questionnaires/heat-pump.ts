// Heat pump (quote-flows section 4). The postcode comes first so the quote has a place.
import { BATHROOM_BANDS, BOILER_AGE_BANDS } from '../bands';
import { BUILD_AGE_BANDS } from '../bands-beyond-boiler';
import { BACK_BOILER, SYSTEM_TYPES, YES_NO, choiceQuestion, choicesOf, numberQuestion, picture } from './choices';
import { isAnswered } from './engine';
import { addressQuestion } from './postcode-question';
import { bedroomsQuestion, homeTypeQuestion } from './shared-questions';
import { REVIEW, contactStep, questionOf, type Questionnaire, type FieldsOf } from './types';
import type { HeatPumpAnswers } from '@/shared/contract-types';
import { formatNumber } from '../number-format';

/** Heated floor area in square metres: a one-bed flat to a large country house. */
export const FLOOR_AREA_M2 = { min: 20, max: 1000 } as const;
/** Yearly gas use in kWh. */
export const GAS_USAGE_KWH = { min: 1000, max: 100000 } as const;

export const heatPumpQuestionnaire: Questionnaire<FieldsOf<HeatPumpAnswers>> = {
  type: 'heat-pump',
  first: 'postcode',
  defaults: { landlord: 'No' },
  questions: {
    postcode: addressQuestion('What is the address of the home?', 'We use it to find the home’s Energy Performance Certificate.'),
    homeType: homeTypeQuestion,
    buildAge: choiceQuestion('buildAge', {
      title: 'When was your home built?',
      hint: 'A best guess is fine. Newer homes keep heat in better.',
      missing: 'Select when your home was built',
      summary: 'Built',
      choices: choicesOf(BUILD_AGE_BANDS),
    }),
    floorArea: numberQuestion('floorArea', {
      title: 'What is the floor area of your home?',
      hint: 'In square metres, all floors added together. Your Energy Performance Certificate shows it.',
      unit: 'm²',
      ...FLOOR_AREA_M2,
      missing: 'Enter the floor area of your home',
      invalid: `Enter the floor area as a whole number of square metres between ${FLOOR_AREA_M2.min} and ${FLOOR_AREA_M2.max}`,
      summary: 'Floor area (m²)',
    }),
    bedrooms: bedroomsQuestion,
    bathrooms: choiceQuestion('bathrooms', {
      title: 'How many bathrooms does your home have?',
      hint: 'Count en-suites, not separate toilets.',
      missing: 'Select how many bathrooms your home has',
      summary: 'Bathrooms',
      choices: choicesOf(BATHROOM_BANDS),
    }),
    systemType: choiceQuestion('systemType', {
      title: 'How is your home heated now?',
      missing: 'Select how your home is heated now',
      summary: 'Current heating',
      choices: [
        ...SYSTEM_TYPES,
        BACK_BOILER,
        { value: 'Other', label: 'Something else', description: 'Storage heaters, a warm-air system or no central heating', image: picture('answer-unknown') },
      ],
    }),
    boilerAge: choiceQuestion('boilerAge', {
      title: 'How old is your current boiler or heating system?',
      missing: 'Select how old your heating system is',
      summary: 'Heating system age',
      choices: choicesOf(BOILER_AGE_BANDS),
    }),
    gasKnown: choiceQuestion('gasKnown', {
      title: 'Do you know how much gas you use in a year?',
      hint: 'It is on your annual statement from your energy supplier, in kWh.',
      missing: 'Select yes if you know your yearly gas use',
      summary: 'Know yearly gas use',
      choices: YES_NO,
    }),
    gasUsage: numberQuestion('gasUsage', {
      title: 'How much gas do you use in a year?',
      hint: 'In kWh, from your annual statement. A typical home uses about 11,500 kWh.',
      unit: 'kWh',
      ...GAS_USAGE_KWH,
      missing: 'Enter how much gas you use in a year',
      invalid: `Enter your yearly gas use as a whole number of kWh between ${formatNumber(GAS_USAGE_KWH.min)} and ${formatNumber(GAS_USAGE_KWH.max)}`,
      summary: 'Yearly gas use (kWh)',
    }),
  },
  next: {
    postcode: 'homeType',
    homeType: (answers) => (answers.homeType === 'Apartment' ? contactStep('heat-pump-apartment') : 'buildAge'),
    buildAge: 'floorArea',
    floorArea: 'bedrooms',
    bedrooms: 'bathrooms',
    bathrooms: 'systemType',
    systemType: 'boilerAge',
    boilerAge: 'gasKnown',
    gasKnown: (answers) => (answers.gasKnown === 'Yes' ? 'gasUsage' : REVIEW),
    gasUsage: REVIEW,
  },
  skip(questionId, answers) {
    // Build age is skipped when already valid; floor area is asked only when missing.
    return (questionId === 'buildAge' || questionId === 'floorArea') && isAnswered(questionOf(heatPumpQuestionnaire, questionId), answers);
  },
};
