import { describe, expect, it } from 'vitest';
import { airconQuestionnaire as aircon } from './aircon';
import { answersToSend } from './answers-to-send';
import { run } from './questionnaires.testing';

describe('aircon questionnaire (purchase-flows section 3 answers)', () => {
  it('asks every aircon answer in order and ends at review', () => {
    const { steps, answers } = run(aircon, [
      ['propertyType', 'House'],
      ['location', 'Bedroom'],
      ['propertyFloor', '1'],
      ['roomSize', 'Medium'],
      ['sunlight', 'High'],
      ['indoorUnitWall', 'Yes'],
      ['outdoorUnitLocation', 'First floor wall'],
      ['unitDistance', '5'],
      ['propertyDistance', '1m or more'],
      ['postcode', 'NW1 6XE'],
    ]);
    expect(steps).toEqual(['location', 'propertyFloor', 'roomSize', 'sunlight', 'indoorUnitWall', 'outdoorUnitLocation', 'unitDistance', 'propertyDistance', 'postcode', 'review']);
    expect(Object.keys(answersToSend(aircon, answers)).sort()).toEqual(
      ['postcode', 'propertyType', 'location', 'propertyFloor', 'roomSize', 'sunlight', 'indoorUnitWall', 'outdoorUnitLocation', 'unitDistance', 'propertyDistance'].sort(),
    );
  });

  it('a commercial property goes to contact', () => {
    expect(run(aircon, [['propertyType', 'Commercial']]).steps).toEqual(['contact:commercial-property']);
  });

  it('uses floors 0-3, the four room sizes and unit distances 5, 15, 25', () => {
    const values = (id: string) => {
      const question = aircon.questions[id];
      return question?.kind === 'choice' ? question.choices.map((c) => c.value) : [];
    };
    expect(values('propertyFloor')).toEqual(['0', '1', '2', '3']);
    expect(values('roomSize')).toEqual(['Small', 'Medium', 'Large', 'Extra large']);
    expect(values('unitDistance')).toEqual(['5', '15', '25']);
  });
});
