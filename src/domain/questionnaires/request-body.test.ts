import { describe, expect, it } from 'vitest';
import { QUOTE_TYPES } from '../product-types';
import { boilerServiceQuestionnaire } from './boiler-service';
import { answersToSend } from './answers-to-send';
import { QUESTIONNAIRES } from './questionnaires.testing';
import { toRequestBody } from './request-body';
import { run } from './questionnaires.testing';

describe('toRequestBody', () => {
  it('names the answer set, turns numeric answers into numbers and leaves the rest as text', () => {
    expect(toRequestBody('ev', { driveway: 'Yes', location: 'Garage', distance: '15', postcode: 'LS1 4AP' })).toEqual({
      quoteType: 'ev', driveway: 'Yes', location: 'Garage', distance: 15, postcode: 'LS1 4AP',
    });
  });

  it('sends the address as the customer, and a heat pump as not let unless the customer said so', () => {
    expect(toRequestBody('heat-pump', { addressLine1: '1 High St', postTown: '', postcode: 'SW1A 1AA', floorArea: '95' })).toEqual({
      quoteType: 'heat-pump', postcode: 'SW1A 1AA', landlord: 'No', floorArea: 95,
      customer: { address_line_1: '1 High St', post_town: null, postcode: 'SW1A 1AA' },
    });
    expect(toRequestBody('solar', { addressLine1: '4 Mill Lane', postTown: 'Leeds', postcode: 'LS6 2AB', landlord: 'Yes' })).toEqual({
      quoteType: 'solar', landlord: 'Yes', customer: { address_line_1: '4 Mill Lane', post_town: 'Leeds', postcode: 'LS6 2AB' },
    });
  });

  it('leaves out unknown radiators (the count is for the survey) and a value the question does not offer', () => {
    expect(toRequestBody('boiler', { radiators: 'Unknown', bedrooms: '5', postcode: 'M1 1AE' })).toEqual({ quoteType: 'boiler', bedrooms: 5, postcode: 'M1 1AE' });
    expect(toRequestBody('boiler', { homeType: 'Castle', fuelType: 'Coal', valves: 'many', postcode: 'M1 1AE' })).toEqual({ quoteType: 'boiler', postcode: 'M1 1AE' });
  });

  it('keeps decimals', () => {
    expect(toRequestBody('battery', { solarSystemSize: '3.5' })).toEqual({ quoteType: 'battery', solarSystemSize: 3.5 });
  });

  it('"Is your boiler working?" Yes is sent as boilerBroken No, and No as Yes (quote-flows section 4)', () => {
    const toWorking = (working: string) =>
      run(boilerServiceQuestionnaire, [['fuel', 'Gas'], ['property', 'Residential'], ['systemType', 'Combi'], ['working', working]]).answers;
    expect(toRequestBody('boiler-service', answersToSend(boilerServiceQuestionnaire, toWorking('Yes')))).toMatchObject({ boilerBroken: 'No' });
    expect(toRequestBody('boiler-service', toWorking('No'))).toMatchObject({ boilerBroken: 'Yes' });
    expect(toRequestBody('boiler', { boilerWorking: 'Yes' })).toMatchObject({ boilerBroken: 'No' });
    expect(toRequestBody('boiler', {})).not.toHaveProperty('boilerBroken', expect.anything());
  });

  for (const type of QUOTE_TYPES) {
    it(`${type}: every number a question takes is sent as that number`, () => {
      const numbers = Object.values(QUESTIONNAIRES[type].questions).filter((question) => question.kind === 'number');
      const answers = Object.fromEntries(numbers.map((question) => [question.field, String(question.max)]));
      const sent = Object.fromEntries(numbers.map((question) => [question.field, question.max]));
      expect(toRequestBody(type, answers)).toMatchObject(sent);
    });
  }
});
