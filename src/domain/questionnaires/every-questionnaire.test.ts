// Every questionnaire, driven from its own table rather than one worked example: seeded random walks
// that between them take every answer of every question, each priced walk sent and taken back from a
// saved quote unchanged, and the answer sets the mock and the contract tests send (fixtures/answers.ts)
// answering every question their walk asks. A question added to any type fails here until the request
// body, the saved answers and the fixtures all know it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUOTE_ANSWER_SETS } from '../../../fixtures/answers';
import { QUOTE_TYPES } from '../product-types';
import { answersToSend } from './answers-to-send';
import { answer, nextStep, walk } from './engine';
import { QUESTIONNAIRES } from './questionnaires.testing';
import { toRequestBody } from './request-body';
import { storedAnswersOf } from './saved-answers';
import { isQuestion, questionOf, REVIEW, type Answers, type Draft, type Question, type Questionnaire } from './types';

const WALKS_PER_TYPE = 400;

/** What a customer may type for a typed question: the lowest and highest numbers it takes, a real postcode and address. */
function typedDrafts(question: Exclude<Question, { kind: 'choice' }>): Draft[] {
  switch (question.kind) {
    case 'postcode':
      return [{ [question.field]: 'ls6 2ab' }];
    case 'number':
      return [{ [question.field]: String(question.min) }, { [question.field]: String(question.max) }];
    case 'address':
      return [{ [question.lineField]: '4 Mill Lane', [question.townField]: 'Leeds', [question.field]: 'LS6 2AB' }];
  }
}

const draftsOf = (question: Question): Draft[] => (question.kind === 'choice' ? question.choices.map((choice) => ({ [question.field]: choice.value })) : typedDrafts(question));

interface Walked {
  readonly answers: Answers;
  readonly end: string;
  /** Each question asked, with the index of the answer taken. */
  readonly taken: readonly (readonly [string, number])[];
}

/** A customer's walk from the first question, taking the answer `pick` names at each, until the questionnaire ends. */
function walkWith(questionnaire: Questionnaire, pick: (options: number) => number): Walked {
  let answers: Answers = {};
  let step = questionnaire.first;
  const taken: [string, number][] = [];
  while (isQuestion(questionnaire, step)) {
    if (taken.length > 60) throw new Error(`${questionnaire.type}: no end after ${taken.length} questions`);
    const drafts = draftsOf(questionOf(questionnaire, step));
    const index = pick(drafts.length);
    const answered = answer(questionnaire, step, drafts[index]!, answers);
    if (!answered.ok) throw new Error(`${questionnaire.type} ${step}: ${JSON.stringify(drafts[index])} refused: ${answered.errors.map((e) => e.message).join('; ')}`);
    taken.push([step, index]);
    answers = answered.answers;
    step = nextStep(questionnaire, step, answers);
  }
  return { answers, end: step, taken };
}

/** The walks of one seed, the same on every run. */
function walksOf(questionnaire: Questionnaire): Walked[] {
  const random = fc.sample(fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), { numRuns: WALKS_PER_TYPE, seed: 20261129 });
  return random.map((numbers) => {
    let at = 0;
    return walkWith(questionnaire, (options) => numbers[at++]! % options);
  });
}

describe('every questionnaire, from its own questions', () => {
  for (const type of QUOTE_TYPES) {
    const questionnaire = QUESTIONNAIRES[type];
    const walks = walksOf(questionnaire);

    it(`${type}: the walks take every answer of every question, and each one ends at check your answers or a contact page`, () => {
      const untaken = Object.values(questionnaire.questions).flatMap((question) =>
        draftsOf(question).flatMap((draft, index) => (walks.some((w) => w.taken.some(([id, i]) => id === question.id && i === index)) ? [] : [`${question.id} ${JSON.stringify(draft)}`])),
      );
      expect(untaken, 'answers no walk took (a question or answer no customer can reach)').toEqual([]);
      for (const { end } of walks) expect(end === REVIEW || end.startsWith('contact:'), end).toBe(true);
    });

    it(`${type}: every priced walk is sent, and comes back from a saved quote as the same answers, walking to check your answers`, () => {
      const priced = walks.filter((w) => w.end === REVIEW);
      expect(priced.length).toBeGreaterThan(0);
      for (const { answers } of priced) {
        const sent = answersToSend(questionnaire, answers);
        const body = JSON.parse(JSON.stringify(toRequestBody(type, sent))) as Record<string, unknown>;
        expect(body.quoteType).toBe(type);
        const stored = storedAnswersOf(questionnaire, body);
        expect(stored, JSON.stringify(body)).toEqual(sent);
        expect(walk(questionnaire, stored).end).toBe(REVIEW);
      }
    });

    it(`${type}: the answer set the mock and the contract tests send (fixtures/answers.ts) answers every question its walk asks`, () => {
      const stored = storedAnswersOf(questionnaire, QUOTE_ANSWER_SETS[type]);
      const { end } = walk(questionnaire, stored);
      expect(end, `fixtures/answers.ts ${type} stops at the question "${end}"`).toBe(REVIEW);
    });
  }
});
