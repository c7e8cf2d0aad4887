// Boiler service (quote-flows section 4). Who owns the home sets landlord, for the gas safety record.
import { BACK_BOILER, CUSTOMER_TYPES, SYSTEM_TYPES, choiceQuestion, picture } from './choices';
import { addressQuestion } from './postcode-question';
import { SERVICE_FUELS, boilerWorkingQuestion, fuelQuestion } from './shared-questions';
import { REVIEW, contactStep, type Questionnaire, type FieldsOf } from './types';
import type { BoilerServiceAnswers } from '@/shared/contract-types';

export const boilerServiceQuestionnaire: Questionnaire<FieldsOf<BoilerServiceAnswers>> = {
  type: 'boiler-service',
  first: 'fuel',
  questions: {
    fuel: fuelQuestion('fuel', SERVICE_FUELS),
    property: choiceQuestion('propertyType', {
      title: 'What kind of property is the boiler in?',
      missing: 'Select the kind of property',
      summary: 'Property',
      choices: [
        { value: 'Residential', label: 'A home', image: picture('home-semi-detached') },
        { value: 'Commercial', label: 'A business or commercial property', image: picture('answers/commercial') },
      ],
    }, 'property'),
    systemType: choiceQuestion('systemType', {
      title: 'What type of boiler do you have?',
      missing: 'Select the type of boiler',
      summary: 'Boiler type',
      choices: [...SYSTEM_TYPES, BACK_BOILER],
    }),
    working: boilerWorkingQuestion('working', 'A service keeps a working boiler safe; a broken one needs a repair visit.'),
    postcode: addressQuestion('What is the address of the property?', 'Where our engineer will service the boiler.'),
    customerType: choiceQuestion('homeOwnership', {
      title: 'Who owns the property?',
      hint: 'Landlords need a gas safety record every 12 months; we can add one to the service.',
      missing: 'Select who owns the property',
      summary: 'Ownership',
      choices: CUSTOMER_TYPES,
    }, 'customerType'),
  },
  next: {
    fuel: 'property',
    property: (answers) => (answers.propertyType === 'Commercial' ? contactStep('commercial-property') : 'systemType'),
    systemType: (answers) => (answers.systemType === 'Back Boiler' ? contactStep('back-boiler') : 'working'),
    working: (answers) => (answers.boilerWorking === 'Yes' ? 'postcode' : contactStep('boiler-not-working')),
    postcode: 'customerType',
    customerType: REVIEW,
  },
};
