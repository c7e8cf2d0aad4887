// Every answer a questionnaire can store is sent, and sent as a value the contract takes (decision
// 240): each choice's value and the fields it also sets, through the request body, checked against
// QuoteAnswers in openapi.yaml itself.
import { describe, expect, it } from 'vitest';
import { answersSchemaName, contractRefusal, maybeAnswerField } from './answer-schemas.testing';
import { QUESTIONNAIRES } from './questionnaires.testing';
import { toRequestBody } from './request-body';
import type { AnswerField, Answers } from './types';
import { QUOTE_TYPES } from '../product-types';

/** The body field a stored field is sent as: the address lines go in `customer`. */
const SENT_AS: Partial<Record<AnswerField, string>> = { boilerWorking: 'boilerBroken', addressLine1: 'customer', postTown: 'customer' };

// Stored for the wizard's own use and left out of the request body.
const NOT_SENT: Partial<Record<AnswerField, readonly string[]>> = { radiators: ['Unknown'] };

describe('questionnaire choices follow the contract', () => {
  for (const type of QUOTE_TYPES) {
    it(`${type}: every choice is sent as a value ${answersSchemaName(type)} takes`, () => {
      const problems: string[] = [];
      for (const question of Object.values(QUESTIONNAIRES[type].questions)) {
        if (question.kind !== 'choice') continue;
        for (const choice of question.choices) {
          const stored: Answers = { [question.field]: choice.value, ...choice.also };
          const body: Readonly<Record<string, unknown>> = toRequestBody(type, stored);
          for (const [field, value] of Object.entries(stored) as [AnswerField, string][]) {
            if (NOT_SENT[field]?.includes(value)) continue;
            const sentAs = SENT_AS[field] ?? field;
            const sent = body[sentAs];
            if (sent === undefined) problems.push(`${question.id} "${choice.label}" -> ${field} ${value} is not sent`);
            if (typeof sent !== 'string' && typeof sent !== 'number') continue;
            const property = maybeAnswerField(answersSchemaName(type), sentAs);
            const refusal = property ? contractRefusal(property, sent) : `the contract has no field ${sentAs}`;
            if (refusal) problems.push(`${question.id} "${choice.label}" -> ${sentAs}: ${refusal}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
