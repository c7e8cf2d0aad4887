import { describe, expect, it } from 'vitest';
import { fields, flag, listOf, nullable, oneOf, optional, text, wholeNumber } from './shape';

const priceMatch = fields({ orderId: text, step: oneOf('evidence', 'review', 'complete'), required: listOf(fields({ name: text })), url: nullable(text) });

describe('shape checks name the first field a page would misread', () => {
  it('accepts the shape with extra fields it does not read', () => {
    expect(priceMatch({ orderId: 'QB7K2M9X', step: 'evidence', required: [{ name: 'quote', extra: 1 }], url: null, more: true })).toBeNull();
  });

  it('refuses an answer with none of the fields, and says which one it met first', () => {
    expect(priceMatch({ unexpected: true })).toBe('orderId is not a text');
    expect(priceMatch('Price match sent')).toBe('the answer is not an object');
    expect(priceMatch(undefined)).toBe('the answer is not an object');
  });

  it('names the place inside lists and objects', () => {
    expect(priceMatch({ orderId: 'Q', step: 'evidence', required: [{ name: 'a' }, { name: 7 }], url: null })).toBe('required/1.name is not a text');
    expect(priceMatch({ orderId: 'Q', step: 'done', required: [], url: null })).toBe('step is not one of evidence, review, complete');
    expect(fields({ order: fields({ total: wholeNumber }) })({ order: { total: '£12.00' } })).toBe('order.total is not a whole number');
  });

  it('tells null from missing: nullable needs the field, optional does not', () => {
    expect(fields({ url: nullable(text) })({})).toBe('url is not a text');
    expect(fields({ url: optional(text) })({})).toBeNull();
    expect(fields({ paid: flag })({ paid: 'yes' })).toBe('paid is not true or false');
  });
});
