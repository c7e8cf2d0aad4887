// Every value a questionnaire can store is one the contract takes (decision 240): a choice's value
// and the fields it also sets, checked against QuoteAnswers in openapi.yaml.
import { describe, expect, it } from 'vitest';
import { answersSchemaName, contractRefusal, maybeAnswerField } from './answer-schemas.test-support';
import { QUESTIONNAIRES } from './questionnaires';
import type { QuoteType } from '../product-types';

// Stored for the wizard's own use and left out of the request body (features/quote/request-body.ts).
const NOT_SENT: Readonly<Record<string, readonly string[]>> = { radiators: ['Unknown'] };

// Fields the wizards store that the contract does not name: the address (sent as `customer`), and
// the boiler service's home ownership, which BoilerServiceAnswers (an open object) does not list;
// only its `landlord` is named there. Listed so a new unnamed field still fails.
const STORED_ONLY: Readonly<Record<string, readonly string[]>> = {
  '*': ['addressLine1', 'postTown'],
  'boiler-service': ['homeOwnership'],
};
const storedOnly = (type: QuoteType, field: string) => [...STORED_ONLY['*']!, ...(STORED_ONLY[type] ?? [])].includes(field);

describe('questionnaire choices follow the contract', () => {
  for (const [type, questionnaire] of Object.entries(QUESTIONNAIRES) as [QuoteType, (typeof QUESTIONNAIRES)[QuoteType]][]) {
    it(`${type}: every choice stores a value ${answersSchemaName(type)} takes`, () => {
      const refusals: string[] = [];
      for (const question of Object.values(questionnaire.questions)) {
        if (question.kind !== 'choice') continue;
        for (const choice of question.choices) {
          const stored = [[question.field, choice.value] as const, ...Object.entries(choice.also ?? {})];
          for (const [field, value] of stored) {
            if (storedOnly(type, field) || NOT_SENT[field]?.includes(value)) continue;
            const property = maybeAnswerField(answersSchemaName(type), field);
            const refusal = property ? contractRefusal(property, value) : `the contract has no field ${field}`;
            if (refusal) refusals.push(`${question.id} "${choice.label}" -> ${field}: ${refusal}`);
          }
        }
      }
      expect(refusals).toEqual([]);
    });
  }
});
