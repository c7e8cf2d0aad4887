import { describe, expect, it } from 'vitest';
import { evQuestionnaire as ev } from './ev';
import { answersToSend } from './answers-to-send';
import { run } from './questionnaires.testing';

describe('EV charger questionnaire (quote-flows section 4)', () => {
  it('driveway Yes goes to location, then distance, then postcode, then review', () => {
    const { steps, answers } = run(ev, [
      ['driveway', 'Yes'],
      ['location', 'Garage'],
      ['distance', '15'],
      ['postcode', 'ls1 4ap'],
    ]);
    expect(steps).toEqual(['location', 'distance', 'postcode', 'review']);
    expect(answersToSend(ev, answers)).toEqual({ driveway: 'Yes', location: 'Garage', distance: '15', postcode: 'LS1 4AP' });
  });

  it('driveway No goes to contact', () => {
    expect(run(ev, [['driveway', 'No']]).steps).toEqual(['contact:no-driveway']);
  });

  it('stores the distance bands 0-5, 6-15, 16-25, 25+ as 5, 15, 25, 30', () => {
    const distance = ev.questions.distance;
    expect(distance?.kind === 'choice' && distance.choices.map((c) => c.value)).toEqual(['5', '15', '25', '30']);
  });
});
