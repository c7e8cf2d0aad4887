// Air conditioning: the answers of purchase-flows section 3 in decision 093's order. A business property ends the online quote.
import { AIRCON_OUTDOOR_UNIT_BANDS, AIRCON_ROOM_SIZE_BANDS, AIRCON_UNIT_DISTANCE_BANDS } from '../bands-beyond-boiler';
import { YES_NO, choiceQuestion, choicesOf, picture } from './choices';
import { postcodeQuestion } from './postcode-question';
import { REVIEW, contactStep, type Questionnaire, type FieldsOf } from './types';
import type { AirconAnswers } from '@/shared/contract-types';

export const airconQuestionnaire: Questionnaire<FieldsOf<AirconAnswers>> = {
  type: 'aircon',
  first: 'propertyType',
  questions: {
    propertyType: choiceQuestion('propertyType', {
      title: 'What type of property is it for?',
      missing: 'Select the type of property',
      summary: 'Property',
      choices: [
        { value: 'House', label: 'A house', image: picture('home-detached') },
        { value: 'Bungalow', label: 'A bungalow', image: picture('home-bungalow') },
        { value: 'Flat', label: 'A flat or apartment', image: picture('home-apartment') },
        { value: 'Commercial', label: 'A business or commercial property', image: picture('answers/commercial') },
      ],
    }),
    location: choiceQuestion('location', {
      title: 'Which room would you like to cool?',
      missing: 'Select the room you would like to cool',
      summary: 'Room',
      choices: [
        { value: 'Bedroom', label: 'A bedroom' },
        { value: 'Living room', label: 'A living room' },
        { value: 'Home office', label: 'A home office' },
        { value: 'Kitchen', label: 'A kitchen' },
        { value: 'Conservatory', label: 'A conservatory' },
        { value: 'Other', label: 'Another room' },
      ],
    }),
    propertyFloor: choiceQuestion('propertyFloor', {
      title: 'Which floor is the room on?',
      missing: 'Select which floor the room is on',
      summary: 'Floor',
      choices: [
        { value: '0', label: 'Ground floor' },
        { value: '1', label: 'First floor' },
        { value: '2', label: 'Second floor' },
        { value: '3', label: 'Third floor or higher' },
      ],
    }),
    roomSize: choiceQuestion('roomSize', {
      title: 'How big is the room?',
      missing: 'Select how big the room is',
      summary: 'Room size',
      choices: choicesOf(AIRCON_ROOM_SIZE_BANDS),
    }),
    sunlight: choiceQuestion('sunlight', {
      title: 'How much sun does the room get?',
      hint: 'A sunny room needs a more powerful unit.',
      missing: 'Select how much sun the room gets',
      summary: 'Sunlight',
      choices: [
        { value: 'High', label: 'Lots: sun for most of the day' },
        { value: 'Medium', label: 'Some: sun for part of the day' },
        { value: 'Low', label: 'Little: mostly shaded' },
      ],
    }),
    indoorUnitWall: choiceQuestion('indoorUnitWall', {
      title: 'Can the indoor unit go on an outside wall?',
      hint: 'On an outside wall the pipes go straight through to the outdoor unit.',
      missing: 'Select yes if the indoor unit can go on an outside wall',
      summary: 'Indoor unit on an outside wall',
      choices: YES_NO,
    }),
    outdoorUnitLocation: choiceQuestion('outdoorUnitLocation', {
      title: 'Where can the outdoor unit go?',
      missing: 'Select where the outdoor unit can go',
      summary: 'Outdoor unit',
      choices: choicesOf(AIRCON_OUTDOOR_UNIT_BANDS),
    }),
    unitDistance: choiceQuestion('unitDistance', {
      title: 'How far apart will the indoor and outdoor units be?',
      hint: 'Following the route the pipes would take.',
      missing: 'Select how far apart the units will be',
      summary: 'Distance between units',
      choices: choicesOf(AIRCON_UNIT_DISTANCE_BANDS),
    }),
    propertyDistance: choiceQuestion('propertyDistance', {
      title: 'How far will the outdoor unit be from your boundary?',
      hint: 'Planning rules allow an outdoor unit without permission only if it is at least 1 metre from the boundary.',
      missing: 'Select how far the outdoor unit will be from your boundary',
      summary: 'Outdoor unit to boundary',
      choices: [
        { value: 'Less than 1m', label: 'Less than 1 metre' },
        { value: '1m or more', label: '1 metre or more' },
      ],
    }),
    postcode: postcodeQuestion('What is the postcode of the property?'),
  },
  next: {
    propertyType: (answers) => (answers.propertyType === 'Commercial' ? contactStep('commercial-property') : 'location'),
    location: 'propertyFloor',
    propertyFloor: 'roomSize',
    roomSize: 'sunlight',
    sunlight: 'indoorUnitWall',
    indoorUnitWall: 'outdoorUnitLocation',
    outdoorUnitLocation: 'unitDistance',
    unitDistance: 'propertyDistance',
    propertyDistance: 'postcode',
    postcode: REVIEW,
  },
};
