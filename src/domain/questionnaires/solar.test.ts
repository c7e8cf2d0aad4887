import { describe, expect, it } from 'vitest';
import { solarQuestionnaire as solar } from './solar';
import { answersToSend } from './answers-to-send';
import { run } from './questionnaires.testing';

const start = [
  ['postcode', { addressLine1: '5 Park Row', postcode: 'BS1 4DJ' }],
  ['ownership', 'Homeowner'],
  ['homeType', 'Detached'],
] as const;

describe('solar questionnaire (quote-flows section 4)', () => {
  it('electricity known No: people at home, EV, time at home, bird proofing, then review', () => {
    const { steps, answers } = run(solar, [
      ...start,
      ['electricityKnown', 'No'],
      ['peopleAtHome', '3-4'],
      ['electricVehicle', 'Yes'],
      ['timeAtHome', 'Half day'],
      ['birdProofing', 'Yes'],
    ]);
    expect(steps).toEqual(['ownership', 'homeType', 'electricityKnown', 'peopleAtHome', 'electricVehicle', 'timeAtHome', 'birdProofing', 'review']);
    expect(answersToSend(solar, answers)).toMatchObject({ landlord: 'No', peopleAtHome: '3-4', birdProofing: 'Yes' });
  });

  it('electricity known Yes: the annual amount, then bird proofing', () => {
    const { steps, answers } = run(solar, [...start, ['electricityKnown', 'Yes'], ['electricityAnnual', '3,200'], ['birdProofing', 'No']]);
    expect(steps.slice(3)).toEqual(['electricityAnnual', 'birdProofing', 'review']);
    expect(answers.electricityAnnual).toBe('3200');
  });

  it('Renting goes to contact', () => {
    expect(run(solar, [['postcode', { addressLine1: '5 Park Row', postcode: 'BS1 4DJ' }], ['ownership', 'Renting']]).steps.at(-1)).toBe('contact:renting');
  });

  it('Apartment goes to contact', () => {
    expect(run(solar, [['postcode', { addressLine1: '5 Park Row', postcode: 'BS1 4DJ' }], ['ownership', 'Landlord'], ['homeType', 'Apartment']]).steps.at(-1)).toBe('contact:solar-apartment');
  });

  it('a tenant-occupied home is treated as a landlord', () => {
    expect(run(solar, [['postcode', { addressLine1: '5 Park Row', postcode: 'BS1 4DJ' }], ['ownership', 'Tenant-occupied']]).answers.landlord).toBe('Yes');
  });
});
