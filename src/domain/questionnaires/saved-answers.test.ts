import { describe, expect, it } from 'vitest';
import { boilerQuestionnaire as boiler } from './boiler';
import { boilerServiceQuestionnaire as boilerService } from './boiler-service';
import { walk } from './engine';
import { answersToSend } from './answers-to-send';
import { heatPumpQuestionnaire as heatPump } from './heat-pump';
import { toRequestBody } from './request-body';
import { storedAnswersOf } from './saved-answers';
import { run } from './questionnaires.testing';
import { REVIEW, type Questionnaire } from './types';

/** A boiler priced through the external-wall flue path, as the questionnaire stores it. */
const priced = run(boiler, [
  ['fuelType', 'Gas'],
  ['systemType', 'Combi'],
  ['waterFlow', 'Fast'],
  ['boilerWorking', 'Yes'],
  ['boilerAge', '19'],
  ['currentBoilerLocation', 'Kitchen'],
  ['newLocation', 'Same place'],
  ['homeOwnership', 'Landlord'],
  ['homeType', 'Terraced'],
  ['radiators', '10-15'],
  ['bedrooms', '3'],
  ['bathtubs', '1'],
  ['showers', '2'],
  ['flueExit', 'External Wall'],
  ['flueLength', '1-2m'],
  ['flueWindowDistance', '30cm or more'],
  ['flueGroundDistance', '2m or more'],
  ['fluePropertyDistance', 'Less than 2m'],
  ['flueUnderStructure', 'No'],
  ['postcode', 'm11ae'],
]).answers;
const pricedBody = toRequestBody('boiler', answersToSend(boiler, priced));

describe('storedAnswersOf: a saved quote’s answers as the questionnaire stores them (decision 955)', () => {
  it('gives back every answer a boiler was priced with, so the questionnaire walks to check your answers', () => {
    const stored = storedAnswersOf(boiler, JSON.parse(JSON.stringify(pricedBody)));
    expect(stored).toEqual(answersToSend(boiler, priced));
    // The numbers come back as the text a question stores, "Is your boiler working?" as the customer answered it.
    expect(stored).toMatchObject({ boilerAge: '19', bedrooms: '3', boilerWorking: 'Yes', hasTank: 'No', landlord: 'Yes', postcode: 'M1 1AE' });
    expect(walk(boiler, stored).end).toBe(REVIEW);
  });

  it('drops fields no question stores and values a question would refuse, keeping the rest', () => {
    const tampered = {
      ...pricedBody,
      valves: 'many',
      isAdmin: true,
      fuelType: 'Coal',
      systemType: { toString: () => 'Combi' },
      bedrooms: 99,
      boilerAge: '19; drop table',
      hasTank: 'Maybe',
      landlord: 'Perhaps',
      boilerBroken: 'Sometimes',
    };
    const stored = storedAnswersOf(boiler, tampered);
    for (const field of ['valves', 'isAdmin', 'fuelType', 'systemType', 'bedrooms', 'boilerAge', 'hasTank', 'landlord', 'boilerWorking']) expect(stored).not.toHaveProperty(field);
    expect(stored).toMatchObject({ waterFlow: 'Fast', newLocation: 'Same place', postcode: 'M1 1AE', radiators: '10-15' });
    // A dropped answer is asked again: the walk stops at the first one.
    expect(walk(boiler, stored).end).toBe('fuelType');
  });

  it('gives nothing for answers of another quote type, or for something that is not answers', () => {
    expect(storedAnswersOf(boiler, { ...pricedBody, quoteType: 'ev' })).toEqual({});
    expect(storedAnswersOf(boiler, null)).toEqual({});
    expect(storedAnswersOf(boiler, ['Gas'])).toEqual({});
    expect(storedAnswersOf(boiler, 'boiler')).toEqual({});
  });

  it('reads the address from `customer`, and boilerBroken Yes as "Is your boiler working?" No', () => {
    const stored = storedAnswersOf(boilerService, {
      quoteType: 'boiler-service',
      fuelType: 'Gas',
      propertyType: 'Residential',
      systemType: 'Combi',
      boilerBroken: 'Yes',
      customer: { address_line_1: '4 Mill Lane', post_town: null, postcode: 'ls62ab' },
    });
    expect(stored).toMatchObject({ boilerWorking: 'No', addressLine1: '4 Mill Lane', postTown: '', postcode: 'LS6 2AB' });
  });
});

const resumed = (questionnaire: Questionnaire, saved: unknown) => {
  const answers = storedAnswersOf(questionnaire, saved);
  return { answers, body: toRequestBody(questionnaire.type, answersToSend(questionnaire, answers)) };
};

describe('answers taken over from a saved quote', () => {
  it('post what the review would post for the same answers: the saved body, re-priced as it was', () => {
    const { answers, body } = resumed(boiler, JSON.parse(JSON.stringify(pricedBody)));
    expect(body).toEqual(pricedBody);
    expect(answers).toEqual(answersToSend(boiler, priced));
  });

  it('a heat pump keeps its address for this tab and its default of not let', () => {
    const { body } = resumed(heatPump, { quoteType: 'heat-pump', floorArea: 95, landlord: 'No', customer: { address_line_1: '1 High St', post_town: 'Leeds', postcode: 'LS1 4AP' }, postcode: 'LS1 4AP' });
    expect(body).toMatchObject({ quoteType: 'heat-pump', landlord: 'No', customer: { address_line_1: '1 High St', post_town: 'Leeds', postcode: 'LS1 4AP' } });
  });
});
