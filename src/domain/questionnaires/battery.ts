// Home battery: the answer list of purchase-flows section 3 (solarInstalled, solarOwnership,
// solarSystemSize, electricityKnown, electricityAnnual, homeType, homeOwnership, peopleAtHome,
// electricVehicle, timeAtHome, batteryLocation, landlord) in the order of
// docs/decisions/093-aircon-and-battery-question-order.md. Renting ends the online quote, as for solar.
import { PEOPLE_AT_HOME_BANDS, TIME_AT_HOME_BANDS } from '../bands';
import { CUSTOMER_TYPES, ELECTRICITY_KWH, ELECTRIC_VEHICLE, HOME_TYPES, RENTING, YES_NO, choicesOf, picture } from './choices';
import { postcodeQuestion } from './postcode-question';
import { REVIEW, contactStep, unknownQuestion, type Questionnaire } from './types';

/** A home solar system's size in kWp, one decimal place. */
export const SOLAR_SYSTEM_KWP = { min: 0.5, max: 30 } as const;

export const batteryQuestionnaire: Questionnaire = {
  type: 'battery',
  product: 'home battery',
  first: 'postcode',
  questions: {
    postcode: postcodeQuestion('What is the postcode of the home?'),
    homeOwnership: {
      id: 'homeOwnership',
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
    solarInstalled: {
      id: 'solarInstalled',
      kind: 'choice',
      field: 'solarInstalled',
      title: 'Do you have solar panels?',
      hint: 'A battery stores what your panels make during the day, or cheap night-time electricity.',
      missing: 'Select yes if you have solar panels',
      summary: 'Solar panels',
      choices: [
        { value: 'Yes', label: 'Yes', image: picture('solar') },
        { value: 'No', label: 'No', image: picture('answer-no') },
      ],
    },
    solarOwnership: {
      id: 'solarOwnership',
      kind: 'choice',
      field: 'solarOwnership',
      title: 'Do you own your solar panels?',
      missing: 'Select whether you own your solar panels',
      summary: 'Panels owned',
      choices: [
        { value: 'Owned', label: 'Yes, I own them' },
        { value: 'Leased', label: 'No, they are leased (a rent-a-roof scheme)' },
      ],
    },
    solarSystemSize: {
      id: 'solarSystemSize',
      kind: 'number',
      field: 'solarSystemSize',
      title: 'How big is your solar system?',
      hint: 'In kilowatts peak (kWp), on your installation certificate. Each panel is roughly 0.4 kWp.',
      unit: 'kWp',
      ...SOLAR_SYSTEM_KWP,
      decimals: 1,
      missing: 'Enter the size of your solar system',
      invalid: `Enter the size in kWp between ${SOLAR_SYSTEM_KWP.min} and ${SOLAR_SYSTEM_KWP.max}, like 3.5`,
      summary: 'Solar system size (kWp)',
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
      hint: 'On a typical weekday.',
      missing: 'Select how much of the day someone is at home',
      summary: 'Time at home',
      choices: choicesOf(TIME_AT_HOME_BANDS),
    },
    batteryLocation: {
      id: 'batteryLocation',
      kind: 'choice',
      field: 'batteryLocation',
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
    },
  },
  edge(questionId, answers) {
    switch (questionId) {
      case 'postcode':
        return 'homeOwnership';
      case 'homeOwnership':
        return answers.homeOwnership === 'Renting' ? contactStep('renting') : 'homeType';
      case 'homeType':
        return 'solarInstalled';
      case 'solarInstalled':
        return answers.solarInstalled === 'Yes' ? 'solarOwnership' : 'electricityKnown';
      case 'solarOwnership':
        return 'solarSystemSize';
      case 'solarSystemSize':
        return 'electricityKnown';
      case 'electricityKnown':
        return answers.electricityKnown === 'Yes' ? 'electricityAnnual' : 'peopleAtHome';
      case 'electricityAnnual':
        return 'batteryLocation';
      case 'peopleAtHome':
        return 'electricVehicle';
      case 'electricVehicle':
        return 'timeAtHome';
      case 'timeAtHome':
        return 'batteryLocation';
      case 'batteryLocation':
        return REVIEW;
      default:
        throw unknownQuestion('battery', questionId);
    }
  },
};
