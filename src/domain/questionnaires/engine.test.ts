import { describe, expect, it } from 'vitest';
import { answer, checkAnswer, isReachable, nextStep, previousQuestion, progressOf, walk } from './engine';
import { answersToSend } from './answers-to-send';
import { normalisePostcode } from './postcode';
import { isOneOf, QUOTE_TYPES } from '../product-types';
import { QUESTIONNAIRES } from './questionnaires.testing';
import { heatPumpQuestionnaire } from './heat-pump';
import { boilerServiceQuestionnaire } from './boiler-service';
import { batteryQuestionnaire } from './battery';
import { evQuestionnaire } from './ev';
import { contactReasonOf, isQuestion, questionOf, REVIEW, type Answers } from './types';

describe('normalisePostcode', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['  sw1a   1aa ', 'SW1A 1AA'],
    ['M1 1AE', 'M1 1AE'],
    ['b338th', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['dn55 1pt', 'DN55 1PT'],
    ['EC1A 1BB', 'EC1A 1BB'],
  ])('accepts %j as %j', (text, expected) => {
    expect(normalisePostcode(text)).toBe(expected);
  });

  it.each(['', 'SW1A', '12345', 'SW1A 1A', 'SW1A 1AAA', 'Q1 1AA1', 'AAA1 1AA', 'SW1A-1AA', '1AA SW1'])('rejects %j', (text) => {
    expect(normalisePostcode(text)).toBeUndefined();
  });
});

describe('checkAnswer', () => {
  const postcode = questionOf(evQuestionnaire, 'postcode');
  const address = questionOf(boilerServiceQuestionnaire, 'postcode');
  const gasUsage = questionOf(heatPumpQuestionnaire, 'gasUsage');
  const solarSize = questionOf(batteryQuestionnaire, 'solarSystemSize');
  const fuel = questionOf(boilerServiceQuestionnaire, 'fuel');

  it('stores a postcode normalised, and says which error applies', () => {
    expect(checkAnswer(postcode, { postcode: 'sw1a1aa' })).toEqual({ ok: true, values: { postcode: 'SW1A 1AA' } });
    expect(checkAnswer(postcode, { postcode: '  ' })).toEqual({ ok: false, errors: [{ field: 'postcode', message: 'Enter a postcode' }] });
    expect(checkAnswer(postcode, { postcode: 'hello' })).toEqual({ ok: false, errors: [{ field: 'postcode', message: 'Enter a real UK postcode, like SW1A 1AA' }] });
  });

  it('an address needs its first line and a real postcode; the town is optional', () => {
    expect(checkAnswer(address, { addressLine1: ' 10 Downing Street ', postcode: 'sw1a 2aa' })).toEqual({
      ok: true,
      values: { addressLine1: '10 Downing Street', postTown: '', postcode: 'SW1A 2AA' },
    });
    expect(checkAnswer(address, {})).toEqual({
      ok: false,
      errors: [
        { field: 'addressLine1', message: 'Enter address line 1, typically the building and street' },
        { field: 'postcode', message: 'Enter a postcode' },
      ],
    });
    expect(checkAnswer(address, { addressLine1: '1 High St', postcode: 'ZZ' })).toEqual({ ok: false, errors: [{ field: 'postcode', message: 'Enter a real UK postcode, like SW1A 1AA' }] });
  });

  it('accepts whole numbers in range, with thousands commas', () => {
    expect(checkAnswer(gasUsage, { gasUsage: '12,000' })).toEqual({ ok: true, values: { gasUsage: '12000' } });
    expect(checkAnswer(gasUsage, { gasUsage: '999' })).toMatchObject({ ok: false });
    expect(checkAnswer(gasUsage, { gasUsage: '100001' })).toMatchObject({ ok: false });
    expect(checkAnswer(gasUsage, { gasUsage: '1.5e4' })).toMatchObject({ ok: false });
    expect(checkAnswer(gasUsage, { gasUsage: '12000.5' })).toMatchObject({ ok: false });
    expect(checkAnswer(gasUsage, {})).toEqual({ ok: false, errors: [{ field: 'gasUsage', message: 'Enter how much gas you use in a year' }] });
  });

  it('accepts decimals only where the question allows them, to its places', () => {
    expect(checkAnswer(solarSize, { solarSystemSize: '3.5' })).toEqual({ ok: true, values: { solarSystemSize: '3.5' } });
    expect(checkAnswer(solarSize, { solarSystemSize: '3.55' })).toMatchObject({ ok: false });
  });

  it('accepts only the listed choice values', () => {
    expect(checkAnswer(fuel, { fuelType: 'LPG' })).toEqual({ ok: true, values: { fuelType: 'LPG' } });
    expect(checkAnswer(fuel, { fuelType: 'Oil' })).toEqual({ ok: false, errors: [{ field: 'fuelType', message: 'Select the fuel your boiler uses' }] });
    expect(checkAnswer(fuel, {})).toEqual({ ok: false, errors: [{ field: 'fuelType', message: 'Select the fuel your boiler uses' }] });
  });
});

describe('answer', () => {
  it('stores the fields a choice also sets, and keeps earlier answers', () => {
    const result = answer(boilerServiceQuestionnaire, 'customerType', { homeOwnership: 'Tenant-occupied' }, { fuelType: 'Gas' });
    expect(result).toEqual({ ok: true, answers: { fuelType: 'Gas', homeOwnership: 'Tenant-occupied', landlord: 'Yes' } });
  });

  it('leaves the answers alone when the answer is invalid', () => {
    expect(answer(boilerServiceQuestionnaire, 'fuel', { fuelType: '' }, {})).toMatchObject({ ok: false });
  });
});

describe('walk, previousQuestion and isReachable', () => {
  const answers = { fuelType: 'Gas', propertyType: 'Residential', systemType: 'Combi' };

  it('walks answered questions and stops at the first unanswered one', () => {
    expect(walk(boilerServiceQuestionnaire, answers)).toEqual({ path: ['fuel', 'property', 'systemType'], end: 'working' });
  });

  it('ends at a contact step when an answer ends the quote', () => {
    expect(walk(boilerServiceQuestionnaire, { ...answers, propertyType: 'Commercial' })).toEqual({ path: ['fuel', 'property'], end: 'contact:commercial-property' });
  });

  it('Back goes to the previous question on the path, and from review or contact to the last answered', () => {
    expect(previousQuestion(boilerServiceQuestionnaire, 'fuel', answers)).toBeUndefined();
    expect(previousQuestion(boilerServiceQuestionnaire, 'systemType', answers)).toBe('property');
    expect(previousQuestion(boilerServiceQuestionnaire, 'working', answers)).toBe('systemType');
    expect(previousQuestion(boilerServiceQuestionnaire, 'contact:commercial-property', { ...answers, propertyType: 'Commercial' })).toBe('property');
    expect(previousQuestion(boilerServiceQuestionnaire, REVIEW, answers)).toBe('systemType');
  });

  it('a question off the path cannot be shown', () => {
    expect(isReachable(boilerServiceQuestionnaire, 'working', answers)).toBe(true);
    expect(isReachable(boilerServiceQuestionnaire, 'property', answers)).toBe(true);
    expect(isReachable(boilerServiceQuestionnaire, 'postcode', answers)).toBe(false);
  });

  it('answersToSend drops answers from abandoned branches and adds defaults', () => {
    const sent = answersToSend(heatPumpQuestionnaire, {
      addressLine1: '1 Acacia Avenue', postcode: 'SW1A 1AA', homeType: 'Detached', buildAge: '1983-1995', floorArea: '120', bedrooms: '3', bathrooms: '1',
      systemType: 'Combi', boilerAge: '19', gasKnown: 'No', gasUsage: '12000',
    });
    expect(sent.gasUsage).toBeUndefined();
    expect(sent).toMatchObject({ landlord: 'No', gasKnown: 'No', floorArea: '120', addressLine1: '1 Acacia Avenue' });
  });
});

describe('progressOf', () => {
  const answers = { fuelType: 'Gas', propertyType: 'Residential', systemType: 'Combi' };

  it('counts the answered path, then the path of the first answers that keep the quote online, and says it is an estimate while a branch lies ahead', () => {
    // fuel, property, systemType answered; working (Yes -> postcode, No -> contact) then postcode, customer.
    expect(progressOf(boilerServiceQuestionnaire, 'working', answers)).toEqual({ position: 4, total: 6, estimated: true });
    expect(progressOf(boilerServiceQuestionnaire, 'fuel', {})).toEqual({ position: 1, total: 6, estimated: true });
  });

  it('is exact once every branch ahead is decided: from check your answers, Back shows the true count', () => {
    const all = { ...answers, boilerWorking: 'Yes', addressLine1: '1 High St', postcode: 'LS6 2AB', homeOwnership: 'Homeowner', landlord: 'No' };
    expect(walk(boilerServiceQuestionnaire, all).end).toBe(REVIEW);
    expect(progressOf(boilerServiceQuestionnaire, 'postcode', all)).toEqual({ position: 5, total: 6, estimated: false });
  });

  it('follows the branch an answer took: a boiler that is not a combi adds the switch question', () => {
    const combi = progressOf(QUESTIONNAIRES.boiler, 'waterFlow', { fuelType: 'Gas', systemType: 'Combi' });
    const system = progressOf(QUESTIONNAIRES.boiler, 'convertToCombi', { fuelType: 'Gas', systemType: 'System' });
    expect(combi.position).toBe(3);
    expect(system.position).toBe(3);
    expect(system.total).toBeGreaterThan(combi.total);
  });
});

describe('every questionnaire', () => {
  it('exists for every route type, and only for those', () => {
    expect(Object.keys(QUESTIONNAIRES).sort()).toEqual([...QUOTE_TYPES].sort());
    expect(isOneOf(QUOTE_TYPES, 'heat-pump')).toBe(true);
    expect(isOneOf(QUOTE_TYPES, 'heat_pump')).toBe(false);
  });

  for (const questionnaire of Object.values(QUESTIONNAIRES)) {
    describe(questionnaire.type, () => {
      const ids = Object.keys(questionnaire.questions);

      it('each question is filed under its own id', () => {
        for (const id of ids) expect(questionOf(questionnaire, id).id).toBe(id);
      });

      it('every answer leads to a question, review or a contact reason, and every question is reachable', () => {
        const reached = new Set([questionnaire.first]);
        const queue = [questionnaire.first];
        while (queue.length > 0) {
          const id = queue.shift()!;
          const question = questionOf(questionnaire, id);
          const samples = question.kind === 'choice' ? question.choices.map((c) => c.value) : question.kind === 'number' ? [String(question.min)] : ['SW1A 1AA'];
          for (const value of samples) {
            const step = nextStep(questionnaire, id, { [question.field]: value });
            expect(isQuestion(questionnaire, step) || step === REVIEW || /^contact:[a-z-]+$/.test(step), `${id}=${value} -> ${step}`).toBe(true);
            if (isQuestion(questionnaire, step) && !reached.has(step)) {
              reached.add(step);
              queue.push(step);
            }
          }
        }
        expect([...reached].sort()).toEqual([...ids].sort());
      });

      it('walked to the end, each answer moves the progress on by one, never past its total, and the last question is the last of an exact count', () => {
        let answers: Answers = {};
        let step: string = questionnaire.first;
        let position = 0;
        while (isQuestion(questionnaire, step)) {
          const progress = progressOf(questionnaire, step, answers);
          expect(progress.position, step).toBe(position + 1);
          expect(progress.position).toBeLessThanOrEqual(progress.total);
          position = progress.position;
          const question = questionOf(questionnaire, step);
          const draft = question.kind === 'choice' ? { [question.field]: question.choices.find((choice) => !contactReasonOf(nextStep(questionnaire, step, { ...answers, [question.field]: choice.value })))!.value } : question.kind === 'number' ? { [question.field]: String(question.min) } : question.kind === 'address' ? { [question.lineField]: '1 High St', [question.field]: 'SW1A 1AA' } : { [question.field]: 'SW1A 1AA' };
          const result = answer(questionnaire, step, draft, answers);
          if (!result.ok) throw new Error(step);
          answers = result.answers;
          const next = nextStep(questionnaire, step, answers);
          if (!isQuestion(questionnaire, next)) expect(progressOf(questionnaire, step, answers)).toEqual({ position, total: position, estimated: false });
          step = next;
        }
        expect(step).toBe(REVIEW);
      });

      it('has exactly one postcode question', () => {
        expect(ids.filter((id) => ['postcode', 'address'].includes(questionOf(questionnaire, id).kind))).toEqual(['postcode']);
      });

      it('every choice has a unique value and every question a title, summary and message', () => {
        for (const id of ids) {
          const question = questionOf(questionnaire, id);
          expect(question.title.endsWith('?'), id).toBe(true);
          expect(question.summary && question.missing).toBeTruthy();
          if (question.kind === 'choice') {
            const values = question.choices.map((c) => c.value);
            expect(new Set(values).size).toBe(values.length);
          }
        }
      });
    });
  }
});
