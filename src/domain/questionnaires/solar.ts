// Solar (quote-flows section 4): ownership (Renting -> contact); home type (Apartment -> contact);
// electricityKnown (Yes -> annual amount; No -> people at home, EV, time at home); bird proofing;
// then generating. The postcode comes first: the roof is found from it.
import { PEOPLE_AT_HOME_BANDS, TIME_AT_HOME_BANDS } from '../bands';
import { CUSTOMER_TYPES, ELECTRICITY_KWH, ELECTRIC_VEHICLE, HOME_TYPES, RENTING, YES_NO, choicesOf, picture } from './choices';
import { BIRD_PROOFING_PENCE_PER_PANEL } from '../constants';
import { formatPence } from '../money';
import { addressQuestion } from './postcode-question';
import { REVIEW, contactStep, unknownQuestion, type Questionnaire } from './types';

export const solarQuestionnaire: Questionnaire = {
  type: 'solar',
  product: 'solar panels',
  first: 'postcode',
  questions: {
    postcode: addressQuestion('What is the address of the home?', 'We use it to find your roof and the home’s Energy Performance Certificate.'),
    ownership: {
      id: 'ownership',
      kind: 'choice',
      field: 'homeOwnership',
      title: 'Do you own the home?',
      missing: 'Select whether you own the home',
      summary: 'Ownership',
      choices: [...CUSTOMER_TYPES, RENTING],
    },
    homeType: {
      id: 'homeType',
      kind: 'choice',
      field: 'homeType',
      title: 'What type of home is it?',
      missing: 'Select the type of home',
      summary: 'Type of home',
      choices: HOME_TYPES,
    },
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
      hint: 'On a typical weekday. Panels make most electricity in the middle of the day.',
      missing: 'Select how much of the day someone is at home',
      summary: 'Time at home',
      choices: choicesOf(TIME_AT_HOME_BANDS),
    },
    birdProofing: {
      id: 'birdProofing',
      kind: 'choice',
      field: 'birdProofing',
      title: 'Would you like bird proofing around the panels?',
      hint: `A mesh that stops pigeons nesting under the panels. It costs ${formatPence(BIRD_PROOFING_PENCE_PER_PANEL)} per panel.`,
      missing: 'Select yes if you would like bird proofing',
      summary: 'Bird proofing',
      choices: [
        { value: 'Yes', label: 'Yes, add bird proofing', image: picture('answer-yes') },
        { value: 'No', label: 'No thanks', image: picture('answer-no') },
      ],
    },
  },
  edge(questionId, answers) {
    switch (questionId) {
      case 'postcode':
        return 'ownership';
      case 'ownership':
        return answers.homeOwnership === 'Renting' ? contactStep('renting') : 'homeType';
      case 'homeType':
        return answers.homeType === 'Apartment' ? contactStep('solar-apartment') : 'electricityKnown';
      case 'electricityKnown':
        return answers.electricityKnown === 'Yes' ? 'electricityAnnual' : 'peopleAtHome';
      case 'electricityAnnual':
        return 'birdProofing';
      case 'peopleAtHome':
        return 'electricVehicle';
      case 'electricVehicle':
        return 'timeAtHome';
      case 'timeAtHome':
        return 'birdProofing';
      case 'birdProofing':
        return REVIEW;
      default:
        throw unknownQuestion('solar', questionId);
    }
  },
};
