// Home battery: the answers of purchase-flows section 3 in decision 093's order. Renting ends the online quote, as for solar.
import { choiceQuestion, numberQuestion, picture } from './choices';
import { postcodeQuestion } from './postcode-question';
import { householdUsageTransitions, householdUsageQuestions, ownershipWithRentingQuestion } from './household-questions';
import { homeTypeQuestion } from './shared-questions';
import { REVIEW, contactStep, type Questionnaire, type FieldsOf } from './types';
import type { BatteryAnswers } from '@/shared/contract-types';

/** A home solar system's size in kWp, one decimal place. */
export const SOLAR_SYSTEM_KWP = { min: 0.5, max: 30 } as const;

export const batteryQuestionnaire: Questionnaire<FieldsOf<BatteryAnswers>> = {
  type: 'battery',
  first: 'postcode',
  questions: {
    postcode: postcodeQuestion('What is the postcode of the home?'),
    homeOwnership: ownershipWithRentingQuestion('homeOwnership'),
    homeType: homeTypeQuestion,
    solarInstalled: choiceQuestion('solarInstalled', {
      title: 'Do you have solar panels?',
      hint: 'A battery stores what your panels make during the day, or cheap night-time electricity.',
      missing: 'Select yes if you have solar panels',
      summary: 'Solar panels',
      choices: [
        { value: 'Yes', label: 'Yes', image: picture('solar') },
        { value: 'No', label: 'No', image: picture('answer-no') },
      ],
    }),
    solarOwnership: choiceQuestion('solarOwnership', {
      title: 'Do you own your solar panels?',
      missing: 'Select whether you own your solar panels',
      summary: 'Panels owned',
      choices: [
        { value: 'Owned', label: 'Yes, I own them' },
        { value: 'Leased', label: 'No, they are leased (a rent-a-roof scheme)' },
      ],
    }),
    solarSystemSize: numberQuestion('solarSystemSize', {
      title: 'How big is your solar system?',
      hint: 'In kilowatts peak (kWp), on your installation certificate. Each panel is roughly 0.4\u00a0kWp.',
      unit: 'kWp',
      ...SOLAR_SYSTEM_KWP,
      decimals: 1,
      missing: 'Enter the size of your solar system',
      invalid: `Enter the size in kWp between ${SOLAR_SYSTEM_KWP.min} and ${SOLAR_SYSTEM_KWP.max}, like 3.5`,
      summary: 'Solar system size (kWp)',
    }),
    ...householdUsageQuestions('On a typical weekday.'),
    batteryLocation: choiceQuestion('batteryLocation', {
      title: 'Where would you like the battery?',
      hint: 'It is about the size of a small suitcase and needs a dry place near your fuse box or inverter.',
      missing: 'Select where you would like the battery',
      summary: 'Battery location',
      choices: [
        { value: 'Garage', label: 'In a garage' },
        { value: 'Utility room', label: 'In a utility room or cupboard' },
        { value: 'Loft', label: 'In the loft' },
        { value: 'Outside wall', label: 'On an outside wall' },
      ],
    }),
  },
  next: {
    postcode: 'homeOwnership',
    homeOwnership: (answers) => (answers.homeOwnership === 'Renting' ? contactStep('renting') : 'homeType'),
    homeType: 'solarInstalled',
    solarInstalled: (answers) => (answers.solarInstalled === 'Yes' ? 'solarOwnership' : 'electricityKnown'),
    solarOwnership: 'solarSystemSize',
    solarSystemSize: 'electricityKnown',
    ...householdUsageTransitions('batteryLocation'),
    batteryLocation: REVIEW,
  },
};
