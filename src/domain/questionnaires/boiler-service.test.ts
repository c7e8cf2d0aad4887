import { describe, expect, it } from 'vitest';
import { boilerServiceQuestionnaire as service } from './boiler-service';
import { answersToSend } from './answers-to-send';
import { run } from './questionnaires.testing';

describe('boiler service questionnaire (quote-flows section 4)', () => {
  it('fuel, property, system type, working Yes -> postcode, then who owns it, then review', () => {
    const { steps, answers } = run(service, [
      ['fuel', 'LPG'],
      ['property', 'Residential'],
      ['systemType', 'System'],
      ['working', 'Yes'],
      ['postcode', { addressLine1: '2 Castle Street', postTown: 'Cardiff', postcode: 'CF10 1EP' }],
      ['customerType', 'Homeowner'],
    ]);
    expect(steps).toEqual(['property', 'systemType', 'working', 'postcode', 'customerType', 'review']);
    expect(answersToSend(service, answers)).toEqual({
      fuelType: 'LPG', propertyType: 'Residential', systemType: 'System', boilerWorking: 'Yes', addressLine1: '2 Castle Street', postTown: 'Cardiff', postcode: 'CF10 1EP',
      homeOwnership: 'Homeowner', landlord: 'No',
    });
  });

  it('"Is your boiler working?" stores the answer as asked: Yes, it is working is boilerWorking Yes', () => {
    const working = service.questions.working;
    expect(working?.field).toBe('boilerWorking');
    expect(working?.kind === 'choice' && working.choices.map((c) => [c.label, c.value])).toEqual([
      ['Yes, it is working', 'Yes'],
      ['No, it has broken down', 'No'],
    ]);
  });

  it('offers only Gas and LPG', () => {
    const fuel = service.questions.fuel;
    expect(fuel?.kind === 'choice' && fuel.choices.map((c) => c.value)).toEqual(['Gas', 'LPG']);
  });

  it('Commercial goes to contact', () => {
    expect(run(service, [['fuel', 'Gas'], ['property', 'Commercial']]).steps.at(-1)).toBe('contact:commercial-property');
  });

  it('Back Boiler goes to contact', () => {
    expect(run(service, [['fuel', 'Gas'], ['property', 'Residential'], ['systemType', 'Back Boiler']]).steps.at(-1)).toBe('contact:back-boiler');
  });

  it('not working goes to contact', () => {
    expect(run(service, [['fuel', 'Gas'], ['property', 'Residential'], ['systemType', 'Combi'], ['working', 'No']]).steps.at(-1)).toBe('contact:boiler-not-working');
  });

  it.each([
    ['Homeowner', 'No'],
    ['Tenant-occupied', 'Yes'],
    ['Landlord', 'Yes'],
  ])('customer type %s sets landlord %s', (customerType, landlord) => {
    const { answers } = run(service, [
      ['fuel', 'Gas'], ['property', 'Residential'], ['systemType', 'Combi'], ['working', 'Yes'], ['postcode', { addressLine1: '1 High Street', postcode: 'SW1A 1AA' }], ['customerType', customerType],
    ]);
    expect(answers.landlord).toBe(landlord);
  });
});
