// Solar (quote-flows section 4). The postcode comes first: the roof is found from it.
import { choiceQuestion, picture } from './choices';
import { BIRD_PROOFING_PENCE_PER_PANEL } from '../constants';
import { formatPence } from '../money';
import { addressQuestion } from './postcode-question';
import { householdUsageTransitions, householdUsageQuestions, ownershipWithRentingQuestion } from './household-questions';
import { homeTypeQuestion } from './shared-questions';
import { REVIEW, contactStep, type Questionnaire, type FieldsOf } from './types';
import type { SolarAnswers } from '@/shared/contract-types';

export const solarQuestionnaire: Questionnaire<FieldsOf<SolarAnswers>> = {
  type: 'solar',
  first: 'postcode',
  questions: {
    postcode: addressQuestion('What is the address of the home?', 'We use it to find your roof and the home’s Energy Performance Certificate.'),
    ownership: ownershipWithRentingQuestion('ownership'),
    homeType: homeTypeQuestion,
    ...householdUsageQuestions('On a typical weekday. Panels make most electricity in the middle of the day.'),
    birdProofing: choiceQuestion('birdProofing', {
      title: 'Would you like bird proofing around the panels?',
      hint: `A mesh that stops pigeons nesting under the panels. It costs ${formatPence(BIRD_PROOFING_PENCE_PER_PANEL)} per panel.`,
      missing: 'Select yes if you would like bird proofing',
      summary: 'Bird proofing',
      choices: [
        { value: 'Yes', label: 'Yes, add bird proofing', image: picture('answer-yes') },
        { value: 'No', label: 'No thanks', image: picture('answer-no') },
      ],
    }),
  },
  next: {
    postcode: 'ownership',
    ownership: (answers) => (answers.homeOwnership === 'Renting' ? contactStep('renting') : 'homeType'),
    homeType: (answers) => (answers.homeType === 'Apartment' ? contactStep('solar-apartment') : 'electricityKnown'),
    ...householdUsageTransitions('birdProofing'),
    birdProofing: REVIEW,
  },
};
