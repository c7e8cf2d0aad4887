import { describe, expect, it } from 'vitest';
import { firstProblem, type AnswerSchema } from './answer-check';

const priceMatch: AnswerSchema = {
  type: 'object',
  properties: {
    orderId: { type: 'string', minLength: 1, pattern: '^[A-Z0-9]+$' },
    step: { type: 'string', enum: ['evidence', 'review', 'complete'] },
    required: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
    url: { type: ['string', 'null'] },
    due: { type: 'string', format: 'date' },
    discount: { anyOf: [{ type: 'object', properties: { amount: { type: 'integer', minimum: 0, maximum: 100 } }, required: ['amount'] }, { type: 'null' }] },
  },
  required: ['orderId', 'step', 'required', 'url'],
};
const valid = { orderId: 'QB7K2M9X', step: 'evidence', required: [{ name: 'quote' }], url: null };

describe('a generated check names the first way an answer breaks it', () => {
  it('takes an answer with extra fields and optional fields left out', () => {
    expect(firstProblem(priceMatch, { ...valid, more: true })).toBeNull();
    expect(firstProblem(priceMatch, { ...valid, due: '2026-02-28', discount: null })).toBeNull();
  });

  it('tells a missing field from a wrong one, and says where', () => {
    expect(firstProblem(priceMatch, { step: 'evidence' })).toBe('orderId is missing');
    expect(firstProblem(priceMatch, 'Price match sent')).toBe('the answer is not an object');
    expect(firstProblem(priceMatch, { ...valid, url: 7 })).toBe('url is not a text or null');
    expect(firstProblem(priceMatch, { ...valid, required: [{ name: 'a' }, {}] })).toBe('required/1.name is missing');
  });

  it('holds enums, ranges, patterns, lengths and dates', () => {
    expect(firstProblem(priceMatch, { ...valid, step: 'done' })).toBe('step is not one of evidence, review, complete');
    expect(firstProblem(priceMatch, { ...valid, orderId: '' })).toBe('orderId is shorter than 1 characters');
    expect(firstProblem(priceMatch, { ...valid, orderId: 'qb7' })).toBe('orderId does not match ^[A-Z0-9]+$');
    expect(firstProblem(priceMatch, { ...valid, due: '2026-02-30' })).toBe('due is not a date');
    expect(firstProblem(priceMatch, { ...valid, discount: { amount: 101 } })).toBe('discount.amount is above 100');
    expect(firstProblem(priceMatch, { ...valid, discount: {} })).toBe('discount.amount is missing');
  });
});
