// EV charger (quote-flows section 4).
import { EV_DISTANCE_BANDS } from '../bands-beyond-boiler';
import { choiceQuestion, choicesOf, picture } from './choices';
import { REVIEW, contactStep, type Questionnaire, type FieldsOf } from './types';
import { postcodeQuestion } from './postcode-question';
import type { EvAnswers } from '@/shared/contract-types';

export const evQuestionnaire: Questionnaire<FieldsOf<EvAnswers>> = {
  type: 'ev',
  first: 'driveway',
  questions: {
    driveway: choiceQuestion('driveway', {
      title: 'Do you have a driveway or other off-street parking?',
      hint: 'The charger has to be next to where you park, on your own land.',
      missing: 'Select yes if you have off-street parking',
      summary: 'Off-street parking',
      choices: [
        { value: 'Yes', label: 'Yes', image: picture('driveway') },
        { value: 'No', label: 'No', image: picture('answer-no') },
      ],
    }),
    location: choiceQuestion('location', {
      title: 'Where would you like the charger?',
      missing: 'Select where you would like the charger',
      summary: 'Charger location',
      choices: [
        { value: 'House wall', label: 'On an outside wall of the house' },
        { value: 'Garage', label: 'In or on a garage' },
        { value: 'Post', label: 'On a post by the parking space' },
      ],
    }),
    distance: choiceQuestion('distance', {
      title: 'How far is that spot from your fuse box?',
      hint: 'Roughly, following the walls: this is the length of cable we need to run.',
      missing: 'Select how far the charger is from your fuse box',
      summary: 'Distance from the fuse box',
      choices: choicesOf(EV_DISTANCE_BANDS),
    }),
    postcode: postcodeQuestion('Where would we fit the charger?'),
  },
  next: {
    driveway: (answers) => (answers.driveway === 'Yes' ? 'location' : contactStep('no-driveway')),
    location: 'distance',
    distance: 'postcode',
    postcode: REVIEW,
  },
};
