import { describe, expect, it } from 'vitest';
import { heatPumpQuestionnaire as heatPump } from './heat-pump';
import { nextStep } from './engine';
import { answersToSend } from './answers-to-send';
import { run } from './questionnaires.testing';
import { numberAnswerText, questionOf, type NumberQuestion } from './types';

const start = [
  ['postcode', { addressLine1: '1 High Street', postcode: 'SW1A 1AA' }],
  ['homeType', 'Semi-detached'],
] as const;

describe('heat pump questionnaire (quote-flows section 4)', () => {
  it('asks build age then floor area when neither is known, through to gas known Yes -> gas usage -> review', () => {
    const { steps, answers } = run(heatPump, [
      ...start,
      ['buildAge', '1967-1982'],
      ['floorArea', '95'],
      ['bedrooms', '3'],
      ['bathrooms', '1'],
      ['systemType', 'Combi'],
      ['boilerAge', '19'],
      ['gasKnown', 'Yes'],
      ['gasUsage', '11500'],
    ]);
    expect(steps).toEqual(['homeType', 'buildAge', 'floorArea', 'bedrooms', 'bathrooms', 'systemType', 'boilerAge', 'gasKnown', 'gasUsage', 'review']);
    expect(answersToSend(heatPump, answers)).toMatchObject({ landlord: 'No', gasUsage: '11500', floorArea: '95', addressLine1: '1 High Street', postcode: 'SW1A 1AA' });
  });

  it('gas known No goes straight to the generating step (via check your answers)', () => {
    expect(nextStep(heatPump, 'gasKnown', { gasKnown: 'No' })).toBe('review');
  });

  it('Apartment goes to contact', () => {
    expect(run(heatPump, [start[0], ['homeType', 'Apartment']]).steps).toEqual(['homeType', 'contact:heat-pump-apartment']);
  });

  it('skips build age when it is already valid, then asks floor area when it is missing', () => {
    expect(nextStep(heatPump, 'homeType', { homeType: 'Detached', buildAge: 'Before 1900' })).toBe('floorArea');
  });

  it('skips build age and floor area when both are known: straight to bedrooms', () => {
    expect(nextStep(heatPump, 'homeType', { homeType: 'Detached', buildAge: 'After 2006', floorArea: '140' })).toBe('bedrooms');
  });

  it('after build age: floor area if missing, else bedrooms', () => {
    expect(nextStep(heatPump, 'buildAge', { buildAge: '1930-1949' })).toBe('floorArea');
    expect(nextStep(heatPump, 'buildAge', { buildAge: '1930-1949', floorArea: '80' })).toBe('bedrooms');
  });

  it('an invalid build age or floor area is asked again, not skipped', () => {
    expect(nextStep(heatPump, 'homeType', { homeType: 'Terraced', buildAge: '1850' })).toBe('buildAge');
    expect(nextStep(heatPump, 'buildAge', { buildAge: '1930-1949', floorArea: '5' })).toBe('floorArea');
  });

  it('offers the eight build-age bands', () => {
    const question = heatPump.questions.buildAge;
    expect(question?.kind === 'choice' && question.choices.map((c) => c.label)).toEqual([
      'After 2006', '1996 to 2006', '1983 to 1995', '1967 to 1982', '1950 to 1966', '1930 to 1949', '1900 to 1929', 'Before 1900',
    ]);
  });
});

describe('a number answer as the review reads it back', () => {
  it('keeps its unit and groups thousands', () => {
    const floorArea = questionOf(heatPump, 'floorArea') as NumberQuestion;
    expect(numberAnswerText(floorArea, 1)).toBe('1 m²');
    expect(numberAnswerText(floorArea, 1250)).toBe('1,250 m²');
  });
});
