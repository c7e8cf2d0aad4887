// The negative requests' values: each breaks exactly the keyword it is named after, so a report
// line "pattern broken at query.postcode" means the postcode broke its pattern and nothing else; and
// the tricky values drawn with fast-check are each refused by their schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conforms, MUTATION_RULES, mutationsOf, scalarMutations } from '../../../scripts/contract-check/schema-values.ts';
import { bodySlots, parameterSlots } from '../../../scripts/contract-check/tricky.ts';
import type { JsonSchema } from '../../../scripts/contract-check/spec.ts';

const KEYWORDS: Record<string, string[]> = { minimum: ['minimum', 'exclusiveMinimum'], maximum: ['maximum', 'exclusiveMaximum'] };
const without = (schema: JsonSchema, rule: string) => Object.fromEntries(Object.entries(schema).filter(([keyword]) => !(KEYWORDS[rule] ?? [rule]).includes(keyword)));

describe('negative values', () => {
  it.each([
    [{ type: 'string', pattern: '^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$' }, ['type', 'pattern']],
    [{ type: 'string', minLength: 4, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }, ['type', 'pattern', 'minLength', 'maxLength']],
    [{ type: 'integer', minimum: 1, maximum: 5 }, ['type', 'minimum', 'maximum']],
    [{ type: 'number', exclusiveMinimum: 0 }, ['type', 'minimum']],
    [{ type: 'string', enum: ['boiler', 'solar'] }, ['type', 'enum']],
    [{ type: 'string', format: 'date' }, ['type', 'format']],
  ] as [JsonSchema, string[]][])('%j breaks %j, each alone', (schema, rules) => {
    const mutations = scalarMutations(schema);
    expect(mutations.map((m) => m.rule)).toEqual(rules);
    for (const mutation of mutations.filter((m) => m.rule !== 'type')) {
      const value = mutation.apply(undefined);
      expect(conforms(schema, value), `${mutation.rule}: ${JSON.stringify(value)}`).toBe(false);
      expect(conforms(without(schema, mutation.rule), value), `${mutation.rule}: ${JSON.stringify(value)}`).toBe(true);
    }
  });

  it('adds an unexpected property where the object is closed, and only there', () => {
    const closed: JsonSchema = { type: 'object', additionalProperties: false, required: ['postcode'], properties: { postcode: { type: 'string' } } };
    const unexpected = mutationsOf(closed).find((m) => m.rule === 'additionalProperties')!;
    expect(unexpected.at).toBe('unexpected_property');
    expect(conforms(closed, unexpected.apply({ postcode: 'LS6 2AB' }))).toBe(false);
    expect(mutationsOf({ ...closed, additionalProperties: true }).some((m) => m.rule === 'additionalProperties')).toBe(false);
  });

  it('reaches optional and nested properties, required ones first', () => {
    const schema: JsonSchema = {
      type: 'object',
      required: ['quote_id'],
      properties: { note: { type: 'string', maxLength: 3 }, quote_id: { type: 'string', minLength: 1 }, address: { type: 'object', required: ['postcode'], properties: { postcode: { type: 'string', pattern: '^[A-Z]+$' } } } },
    };
    const mutations = mutationsOf(schema);
    expect(mutations.filter((m) => m.rule === 'required').map((m) => m.at)).toEqual(['quote_id', 'address.postcode']);
    const pattern = mutations.find((m) => m.rule === 'pattern')!;
    expect(pattern.at).toBe('address.postcode');
    expect(conforms(schema, pattern.apply({ quote_id: 'Q1' }))).toBe(false);
    expect(new Set(mutations.map((m) => m.rule))).toEqual(new Set(MUTATION_RULES.filter((rule) => !['enum', 'format', 'minimum', 'maximum', 'additionalProperties'].includes(rule))));
  });
});

describe('tricky invalid values', () => {
  it('draws, for a date, other formats, impossible dates and a date-time, each refused by the schema', () => {
    const schema: JsonSchema = { type: 'string', format: 'date' };
    const [slot] = parameterSlots(schema, 'query', 'date', '2026-03-12').filter((s) => s.trickyClass === 'date');
    expect(slot!.firsts).toEqual(['12/03/2026', '2026-02-30', '2026-03-12T09:00:00Z']);
    for (const value of fc.sample(slot!.values, { numRuns: 50, seed: 1 })) expect(conforms(schema, value), String(value)).toBe(false);
  });

  it('draws numbers one past their range, numbers as strings in a JSON body, enum values in another case and with spaces', () => {
    const schema: JsonSchema = { type: 'object', properties: { count: { type: 'integer', minimum: 1, maximum: 5 }, kind: { type: 'string', enum: ['boiler', 'solar'] } } };
    const slots = bodySlots(schema, { count: 3, kind: 'boiler' }, true);
    expect(slots.map((s) => `${s.trickyClass} ${s.at}`)).toEqual(['range count', 'as-string count', 'case kind', 'spaces kind']);
    expect(slots.map((s) => s.firsts)).toEqual([[0, 6], ['3'], ['BOILER', 'Boiler'], [' boiler']]);
    // A query is text: no number is "sent as a string" there.
    expect(parameterSlots({ type: 'integer', minimum: 1 }, 'query', 'count', 3).map((s) => s.trickyClass)).toEqual(['range']);
  });
});
