// Boiler (quote-flows section 4, purchase-flows section 3): the spec fixes the apartment-floor, radiator and flue
// branches; the order of the rest is ours (decision 531).
import {
  BATHTUB_BANDS,
  BOILER_AGE_BANDS,
  BOILER_NEW_LOCATION_BANDS,
  FLUE_GROUND_DISTANCE_BANDS,
  FLUE_LENGTH_BANDS,
  FLUE_PROPERTY_DISTANCE_BANDS,
  FLUE_WINDOW_DISTANCE_BANDS,
  RADIATOR_BANDS,
  SHOWER_BANDS,
  WATER_FLOW_BANDS,
} from '../bands';
import { BACK_BOILER, CUSTOMER_TYPES, FLUE_EXITS, SYSTEM_TYPES, YES_NO, choiceQuestion, choicesOf } from './choices';
import { postcodeQuestion } from './postcode-question';
import { BOILER_FUELS, bedroomsQuestion, boilerWorkingQuestion, fuelQuestion, homeTypeQuestion } from './shared-questions';
import { REVIEW, contactStep, type Choice, type Questionnaire, type FieldsOf, type QuestionHelp } from './types';
import type { BoilerAnswers } from '@/shared/contract-types';

/** How to measure a flue distance: a diagram under /images/measure/ and a sentence. */
const measure = (picture: string, alt: string, text: string): QuestionHelp => ({ picture: `/images/measure/${picture}.svg`, alt, text });

/** Radiators by band, or not known: then the count is left for the survey and not sent. */
const RADIATOR_CHOICES: readonly Choice[] = [...choicesOf(RADIATOR_BANDS), { value: 'Unknown', label: 'I don’t know' }];

/** Where the new boiler goes and what it adds (purchase §9), in whole pounds: a question page loads no currency formatter. */
const NEW_LOCATION_CHOICES: readonly Choice[] = BOILER_NEW_LOCATION_BANDS.map((band) => ({
  value: band.value,
  label: band.label,
  description: band.surchargePence > 0 ? `Adds £${band.surchargePence / 100}` : 'No extra cost',
}));

/** A boiler's tank follows from its type: combis have none (the flow is then the tap's). */
const BOILER_SYSTEM_TYPES: readonly Choice[] = [
  ...SYSTEM_TYPES.map((choice) => ({ ...choice, also: { hasTank: choice.value === 'Combi' ? 'No' : 'Yes' } })),
  { ...BACK_BOILER, also: { hasTank: 'Yes' } },
];

export const boilerQuestionnaire: Questionnaire<FieldsOf<BoilerAnswers>> = {
  type: 'boiler',
  first: 'fuelType',
  questions: {
    fuelType: fuelQuestion('fuelType', BOILER_FUELS),
    systemType: choiceQuestion('systemType', {
      title: 'What type of boiler do you have?',
      missing: 'Select the type of boiler',
      summary: 'Boiler type',
      choices: BOILER_SYSTEM_TYPES,
    }),
    convertToCombi: choiceQuestion('convertToCombi', {
      title: 'Would you like to switch to a combi boiler?',
      hint: 'A combi heats water as you use it, so the hot water cylinder and loft tanks go.',
      missing: 'Select yes if you would like to switch to a combi boiler',
      summary: 'Switch to a combi',
      choices: YES_NO,
    }),
    waterFlow: choiceQuestion('waterFlow', {
      title: 'How long does your kitchen cold tap take to fill a pint glass?',
      hint: 'Turn the tap fully on. A combi can only deliver hot water as fast as the mains supplies it.',
      missing: 'Select how long the tap takes to fill a pint glass',
      summary: 'Water flow (pint glass)',
      choices: choicesOf(WATER_FLOW_BANDS),
    }),
    boilerWorking: boilerWorkingQuestion('boilerWorking'),
    boilerAge: choiceQuestion('boilerAge', {
      title: 'How old is your boiler?',
      missing: 'Select how old your boiler is',
      summary: 'Boiler age',
      choices: choicesOf(BOILER_AGE_BANDS),
    }),
    currentBoilerLocation: choiceQuestion('currentBoilerLocation', {
      title: 'Where is your boiler now?',
      missing: 'Select where your boiler is now',
      summary: 'Boiler is in',
      choices: [
        { value: 'Kitchen', label: 'Kitchen' },
        { value: 'Utility room', label: 'Utility room' },
        { value: 'Airing cupboard', label: 'Airing cupboard' },
        { value: 'Bathroom', label: 'Bathroom' },
        { value: 'Bedroom', label: 'Bedroom' },
        { value: 'Loft', label: 'Loft' },
        { value: 'Garage', label: 'Garage' },
        { value: 'Other', label: 'Somewhere else' },
      ],
    }),
    newLocation: choiceQuestion('newLocation', {
      title: 'Where would you like the new boiler?',
      hint: 'Moving a boiler needs new pipework, so it adds to the price. The prices we show you include it.',
      missing: 'Select where you would like the new boiler',
      summary: 'New boiler goes',
      choices: NEW_LOCATION_CHOICES,
    }),
    loftSuitable: choiceQuestion('loftSuitable', {
      title: 'Is your loft boarded, with a fixed ladder and a light?',
      hint: 'Regulations need safe access to a boiler in a loft.',
      missing: 'Select yes if your loft is boarded with a fixed ladder and a light',
      summary: 'Loft ready for a boiler',
      choices: YES_NO,
    }),
    homeOwnership: choiceQuestion('homeOwnership', {
      title: 'Who owns the home?',
      hint: 'Landlords need a gas safety record every 12 months; we can add one at checkout.',
      missing: 'Select who owns the home',
      summary: 'Ownership',
      choices: CUSTOMER_TYPES,
    }),
    homeType: homeTypeQuestion,
    apartmentFloor: choiceQuestion('apartmentFloor', {
      title: 'Which floor is your flat on?',
      hint: 'The flue has to come out somewhere our engineers can reach safely.',
      missing: 'Select which floor your flat is on',
      summary: 'Flat is on',
      choices: [
        { value: '1', label: 'Ground or first floor' },
        { value: '2', label: 'Second floor' },
        { value: '3', label: 'Third floor or higher' },
      ],
    }),
    radiators: choiceQuestion('radiators', {
      title: 'How many radiators do you have?',
      hint: 'Count towel rails too.',
      missing: 'Select how many radiators you have',
      summary: 'Radiators',
      choices: RADIATOR_CHOICES,
    }),
    bedrooms: bedroomsQuestion,
    bathtubs: choiceQuestion('bathtubs', {
      title: 'How many baths does your home have?',
      missing: 'Select how many baths your home has',
      summary: 'Baths',
      choices: choicesOf(BATHTUB_BANDS),
    }),
    showers: choiceQuestion('showers', {
      title: 'How many showers does your home have?',
      hint: 'Count showers over a bath and separate shower cubicles.',
      missing: 'Select how many showers your home has',
      summary: 'Showers',
      choices: choicesOf(SHOWER_BANDS),
    }),
    flueExit: choiceQuestion('flueExit', {
      title: 'Where does the boiler’s flue come out?',
      hint: 'The flue is the pipe that takes fumes outside.',
      missing: 'Select where the flue comes out',
      summary: 'Flue comes out through',
      choices: FLUE_EXITS,
    }),
    flueLength: choiceQuestion('flueLength', {
      title: 'How long is the flue from the boiler to the outside wall?',
      missing: 'Select how long the flue is',
      summary: 'Flue length',
      help: measure('flue-length', 'A boiler on an inside wall with its flue pipe running across to the outside wall, measured along the pipe from the top of the boiler to the outside wall.', 'Measure along the flue pipe, bends included, from where it leaves the top of the boiler to where it goes into the outside wall.'),
      choices: choicesOf(FLUE_LENGTH_BANDS),
    }),
    flueWindowDistance: choiceQuestion('flueWindowDistance', {
      title: 'How far is the flue from the nearest window or door?',
      missing: 'Select how far the flue is from the nearest window or door',
      summary: 'Flue to window or door',
      help: measure('flue-window', 'The outside wall with the end of the flue and a window beside it, measured from the flue end to the nearest edge of the window.', 'Outside, measure from the end of the flue to the nearest edge of a window or door that opens, or an air vent, whichever is closest.'),
      choices: choicesOf(FLUE_WINDOW_DISTANCE_BANDS),
    }),
    flueGroundDistance: choiceQuestion('flueGroundDistance', {
      title: 'How high is the flue above the ground?',
      missing: 'Select how high the flue is above the ground',
      summary: 'Flue above the ground',
      help: measure('flue-ground', 'The outside wall with the end of the flue, measured straight down from the flue end to the ground.', 'Outside, measure straight down from the bottom of the flue end to the ground, path or decking below it.'),
      choices: choicesOf(FLUE_GROUND_DISTANCE_BANDS),
    }),
    fluePropertyDistance: choiceQuestion('fluePropertyDistance', {
      title: 'How far is the flue from a neighbouring building or boundary?',
      missing: 'Select how far the flue is from a neighbouring building or boundary',
      summary: 'Flue to neighbouring building',
      help: measure('flue-property', 'Your home’s wall with the flue coming out, and a neighbouring building facing it, measured from the flue end across to the neighbour.', 'Outside, measure straight out from the end of the flue to the nearest wall, fence or boundary it faces.'),
      choices: choicesOf(FLUE_PROPERTY_DISTANCE_BANDS),
    }),
    flueUnderStructure: choiceQuestion('flueUnderStructure', {
      title: 'Is the flue under a balcony, carport or other structure?',
      missing: 'Select yes if the flue is under a structure',
      summary: 'Flue under a structure',
      help: measure('flue-structure', 'The end of the flue on an outside wall with a balcony or carport roof above it, an arrow pointing up from the flue to the roof.', 'Outside, look up from the end of the flue: a balcony, carport, porch roof or deep eaves above it counts.'),
      choices: YES_NO,
    }),
    roofType: choiceQuestion('roofType', {
      title: 'What kind of roof does the flue go through?',
      missing: 'Select the kind of roof',
      summary: 'Roof',
      choices: [
        { value: 'Pitched', label: 'A sloping (pitched) roof' },
        { value: 'Flat', label: 'A flat roof' },
      ],
    }),
    postcode: postcodeQuestion('What is the postcode of the home?'),
  },
  next: {
    fuelType: 'systemType',
    systemType: (answers) => {
      if (answers.systemType === 'Back Boiler') return contactStep('back-boiler');
      return answers.systemType === 'Combi' ? 'waterFlow' : 'convertToCombi';
    },
    convertToCombi: (answers) => (answers.convertToCombi === 'Yes' ? 'waterFlow' : 'boilerWorking'),
    waterFlow: 'boilerWorking',
    boilerWorking: 'boilerAge',
    boilerAge: 'currentBoilerLocation',
    currentBoilerLocation: 'newLocation',
    newLocation: (answers) => (answers.newLocation === 'Loft' ? 'loftSuitable' : 'homeOwnership'),
    loftSuitable: 'homeOwnership',
    homeOwnership: 'homeType',
    homeType: (answers) => (answers.homeType === 'Apartment' ? 'apartmentFloor' : 'radiators'),
    apartmentFloor: (answers) => (answers.apartmentFloor === '3' ? contactStep('high-floor') : 'radiators'),
    // Known or not, bedrooms follow: new radiator valves are an extra chosen at checkout, not a
    // question the price does not use (decision 531).
    radiators: 'bedrooms',
    bedrooms: 'bathtubs',
    bathtubs: 'showers',
    showers: 'flueExit',
    flueExit: (answers) => (answers.flueExit === 'Roof' ? 'roofType' : 'flueLength'),
    flueLength: 'flueWindowDistance',
    flueWindowDistance: 'flueGroundDistance',
    flueGroundDistance: 'fluePropertyDistance',
    fluePropertyDistance: 'flueUnderStructure',
    flueUnderStructure: 'postcode',
    roofType: 'postcode',
    postcode: REVIEW,
  },
};
