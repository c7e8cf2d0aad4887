import { describe, expect, it } from 'vitest';
import { boilerQuestionnaire as boiler } from './boiler';
import { nextStep } from './engine';
import { answersToSend } from './answers-to-send';
import { run } from './questionnaires.testing';

const toHome = [
  ['fuelType', 'Gas'],
  ['systemType', 'Combi'],
  ['waterFlow', 'Fast'],
  ['boilerWorking', 'Yes'],
  ['boilerAge', '19'],
  ['currentBoilerLocation', 'Kitchen'],
  ['newLocation', 'Same place'],
  ['homeOwnership', 'Homeowner'],
] as const;

const toFlue = [
  ...toHome,
  ['homeType', 'Terraced'],
  ['radiators', '10-15'],
  ['bedrooms', '3'],
  ['bathtubs', '1'],
  ['showers', '2'],
] as const;

describe('boiler questionnaire', () => {
  it('a combi, through the external-wall flue path: flue length, window, ground, property, structure, postcode, review', () => {
    const { steps, answers } = run(boiler, [
      ...toFlue,
      ['flueExit', 'External Wall'],
      ['flueLength', '1-2m'],
      ['flueWindowDistance', '30cm or more'],
      ['flueGroundDistance', '2m or more'],
      ['fluePropertyDistance', 'Less than 2m'],
      ['flueUnderStructure', 'No'],
      ['postcode', 'm11ae'],
    ]);
    expect(steps).toEqual([
      'systemType', 'waterFlow', 'boilerWorking', 'boilerAge', 'currentBoilerLocation', 'newLocation', 'homeOwnership', 'homeType',
      'radiators', 'bedrooms', 'bathtubs', 'showers', 'flueExit', 'flueLength', 'flueWindowDistance', 'flueGroundDistance',
      'fluePropertyDistance', 'flueUnderStructure', 'postcode', 'review',
    ]);
    expect(answersToSend(boiler, answers)).toMatchObject({ hasTank: 'No', newLocation: 'Same place', landlord: 'No', postcode: 'M1 1AE', boilerWorking: 'Yes' });
    expect(answersToSend(boiler, answers)).not.toHaveProperty('valves');
  });

  it('flue through the roof: roof type, then postcode', () => {
    const { steps } = run(boiler, [...toFlue, ['flueExit', 'Roof'], ['roofType', 'Pitched'], ['postcode', 'SW1A 1AA']]);
    expect(steps.slice(-3)).toEqual(['roofType', 'postcode', 'review']);
  });

  it('apartment floor 1 and 2 continue; 3+ goes to contact', () => {
    const toFloor = [...toHome, ['homeType', 'Apartment']] as const;
    expect(run(boiler, toFloor).steps.at(-1)).toBe('apartmentFloor');
    expect(run(boiler, [...toFloor, ['apartmentFloor', '1']]).steps.at(-1)).toBe('radiators');
    expect(run(boiler, [...toFloor, ['apartmentFloor', '2']]).steps.at(-1)).toBe('radiators');
    expect(run(boiler, [...toFloor, ['apartmentFloor', '3']]).steps.at(-1)).toBe('contact:high-floor');
  });

  it('unknown radiators goes to bedrooms, and so does a known count: valves are not asked, checkout sells them (decision 531)', () => {
    expect(nextStep(boiler, 'radiators', { radiators: 'Unknown' })).toBe('bedrooms');
    expect(nextStep(boiler, 'radiators', { radiators: '0-9' })).toBe('bedrooms');
    expect(nextStep(boiler, 'radiators', { radiators: '15+' })).toBe('bedrooms');
    expect(Object.keys(boiler.questions)).not.toContain('valves');
  });

  it('bedrooms, bathtubs, showers, then flue exit', () => {
    expect(nextStep(boiler, 'bedrooms', {})).toBe('bathtubs');
    expect(nextStep(boiler, 'bathtubs', {})).toBe('showers');
    expect(nextStep(boiler, 'showers', {})).toBe('flueExit');
  });

  it('a system or regular boiler is asked about switching to a combi; only a combi needs the water flow', () => {
    expect(nextStep(boiler, 'systemType', { systemType: 'Regular' })).toBe('convertToCombi');
    expect(nextStep(boiler, 'convertToCombi', { convertToCombi: 'Yes' })).toBe('waterFlow');
    expect(nextStep(boiler, 'convertToCombi', { convertToCombi: 'No' })).toBe('boilerWorking');
    const { answers } = run(boiler, [['fuelType', 'Oil'], ['systemType', 'System']]);
    expect(answers.hasTank).toBe('Yes');
  });

  it('a back boiler goes to contact', () => {
    expect(nextStep(boiler, 'systemType', { systemType: 'Back Boiler' })).toBe('contact:back-boiler');
  });

  it('a new boiler in the loft asks whether the loft is suitable', () => {
    expect(nextStep(boiler, 'newLocation', { newLocation: 'Loft' })).toBe('loftSuitable');
    expect(nextStep(boiler, 'loftSuitable', { loftSuitable: 'No' })).toBe('homeOwnership');
    expect(nextStep(boiler, 'newLocation', { newLocation: 'Same floor' })).toBe('homeOwnership');
  });

  it('each new location says what it adds to the price (purchase §9)', () => {
    const question = boiler.questions.newLocation;
    const described = question?.kind === 'choice' ? question.choices.map((choice) => [choice.value, choice.description]) : [];
    expect(described).toEqual([
      ['Same place', 'No extra cost'],
      ['Same room', 'Adds £495'],
      ['Same floor', 'Adds £795'],
      ['Another floor', 'Adds £895'],
      ['Loft', 'Adds £895'],
    ]);
  });

  it.each([
    ['Homeowner', 'No'],
    ['Tenant-occupied', 'Yes'],
    ['Landlord', 'Yes'],
  ])('customer type %s sets landlord %s', (customerType, landlord) => {
    const { answers } = run(boiler, [...toHome.slice(0, 7), ['homeOwnership', customerType]]);
    expect(answers.landlord).toBe(landlord);
  });

  it('uses the spec bands: boiler age 9/19/25/29, bedrooms 1-5+, baths and showers 0-3+, radiators, flue lengths, water flow', () => {
    const values = (id: string) => {
      const question = boiler.questions[id];
      return question?.kind === 'choice' ? question.choices.map((c) => c.value) : [];
    };
    expect(values('boilerAge')).toEqual(['9', '19', '25', '29']);
    expect(values('bedrooms')).toEqual(['1', '2', '3', '4', '5']);
    expect(values('bathtubs')).toEqual(['0', '1', '2', '3']);
    expect(values('showers')).toEqual(['0', '1', '2', '3']);
    expect(values('radiators')).toEqual(['0-9', '10-15', '15+', 'Unknown']);
    expect(values('flueLength')).toEqual(['Under 1m', '1-2m', '2-3m', '3m+']);
    expect(values('flueWindowDistance')).toEqual(['Less than 30cm', '30cm or more']);
    expect(values('flueGroundDistance')).toEqual(['Less than 2m', '2m or more']);
    expect(values('fluePropertyDistance')).toEqual(['Less than 2m', '2m or more']);
    expect(values('waterFlow')).toEqual(['Fast', 'Average', 'Slow']);
  });
});
