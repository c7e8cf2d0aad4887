// Every answer the pages read (src/api/answer-reads.ts, a new one included): each answer the contract
// allows is taken, and each one-field break of the contract in a field the page reads is refused.
// The contract's own validator (ajv over openapi.yaml) is the judge of what the contract allows.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createExampleSource } from '../fixtures/examples.ts';
import { injectExamples, type OpenApiDocument } from '../fixtures/inject-examples.ts';
import { firstProblem, type AnswerSchema } from '../src/api/answer-check.ts';
import { ANSWER_READS } from '../src/api/answer-reads.ts';
import { answerSchema, compileReads, operationById, type OpenApi } from './answer-checks-compile.ts';

type Node = Record<string, unknown>;
type Schema = Node;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const contract = parse(readFileSync(path.resolve(import.meta.dirname, '..', 'openapi.yaml'), 'utf8')) as OpenApi & Node;
/** Every generated check by its name (one module each). */
const checks: Readonly<Record<string, AnswerSchema>> = Object.assign({}, ...Object.values(import.meta.glob<Record<string, AnswerSchema>>('../src/api/answer-checks/*.ts', { eager: true })));
const READS = Object.entries(ANSWER_READS);
/** What the app runs on an answer: the generated check of this read. */
const refused = (name: string, value: unknown) => firstProblem(checks[name]!, value);

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
const SPEC = 'https://contract.local/openapi.json';
ajv.addSchema({ $id: SPEC, components: contract.components }, SPEC);
const anchored = (schema: unknown): Schema =>
  JSON.parse(JSON.stringify(schema), (key, value) => (key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${SPEC}${value}` : value)) as Schema;
const resolve = (schema: Schema): Schema => {
  let current = schema;
  while (typeof current.$ref === 'string') current = contract.components.schemas[current.$ref.split('/').pop()!]!;
  return current;
};
/** allOf of objects read as one object. */
function flat(raw: Schema): Schema {
  const schema = resolve(raw);
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = (schema.allOf as Schema[]).map(flat);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
  };
}
const typesOf = (schema: Schema): string[] => (typeof schema.type === 'string' ? [schema.type] : ((schema.type as string[] | undefined) ?? []));
const branchesOf = (schema: Schema) => (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;

// ---- Contract-valid answers -------------------------------------------------------------------

/** A plain valid value of a schema: `full` fills every optional field and picks no null. */
function sample(raw: Schema, full: boolean): unknown {
  const schema = flat(raw);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return (full ? schema.enum.find((value) => value !== null) : schema.enum[0]) ?? null;
  const branches = branchesOf(schema);
  if (branches) {
    const nullBranch = branches.find((branch) => resolve(branch).type === 'null');
    return !full && nullBranch ? null : sample(branches.find((branch) => resolve(branch).type !== 'null') ?? branches[0]!, full);
  }
  const types = typesOf(schema);
  if (!full && types.includes('null')) return null;
  const type = types.find((candidate) => candidate !== 'null') ?? 'object';
  const minimum = (schema.minimum as number | undefined) ?? 0;
  switch (type) {
    case 'string':
      return stringSample(schema);
    case 'integer':
    case 'number':
      return Math.max(minimum, Math.min(1, (schema.maximum as number | undefined) ?? 1));
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.max((schema.minItems as number | undefined) ?? 0, full ? 1 : 0);
      return Array.from({ length: count }, () => sample(schema.items as Schema, full));
    }
    default: {
      const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const keys = Object.keys(properties).filter((key) => full || required.has(key));
      const value: Node = Object.fromEntries(keys.map((key) => [key, sample(properties[key]!, full)]));
      if (isNode(schema.additionalProperties) && full) value['2026-12-01'] = sample(schema.additionalProperties, full);
      return value;
    }
  }
}

function stringSample(schema: Schema): string {
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'date-time') return '2026-12-01T09:30:00Z';
  if (schema.format === 'uri') return 'https://example.com/file.jpg';
  if (schema.format === 'email') return 'sam@example.com';
  if (schema.format === 'uuid') return '6b1f3d6e-2f43-4c55-9a1e-1b2c3d4e5f60';
  if (typeof schema.pattern === 'string') return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0]!;
  return 'a'.repeat(Math.max(1, (schema.minLength as number | undefined) ?? 1));
}

/** The full sample once with each enum value and each oneOf branch at every place it occurs. */
function everyChoice(raw: Schema): unknown[] {
  const schema = flat(raw);
  const base = sample(schema, true);
  if (Array.isArray(schema.enum)) return schema.enum;
  const branches = branchesOf(schema);
  if (branches) return branches.flatMap((branch) => [sample(branch, true), ...everyChoice(branch)]);
  if (typesOf(schema).includes('array') && schema.items) return everyChoice(schema.items as Schema).map((item) => [item]);
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  return Object.entries(properties).flatMap(([key, child]) => everyChoice(child).map((value) => ({ ...(base as Node), [key]: value })));
}

/** Any valid value, as fast-check draws it (the validator drops the rare draw a oneOf makes ambiguous). */
function arbitrary(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = flat(raw);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const branches = branchesOf(schema);
  if (branches) return fc.oneof(...branches.map((branch) => arbitrary(branch, depth)));
  const types = typesOf(schema);
  const options = (types.length ? types : ['object']).map((type): fc.Arbitrary<unknown> => {
    const min = schema.minimum as number | undefined;
    const max = schema.maximum as number | undefined;
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return fc.integer({ min: min ?? -1_000_000, max: max ?? 10_000_000 });
      case 'number':
        return fc.double({ min: min ?? -1_000_000, max: max ?? 10_000_000, noNaN: true, noDefaultInfinity: true });
      case 'string':
        if (schema.format === 'date') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
        if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
        if (schema.format || schema.pattern) return fc.constant(stringSample(schema));
        return fc.string({ minLength: (schema.minLength as number | undefined) ?? 0, maxLength: Math.min(20, (schema.maxLength as number | undefined) ?? 20) });
      case 'array':
        return fc.array(arbitrary(schema.items as Schema, depth + 1), { minLength: (schema.minItems as number | undefined) ?? 0, maxLength: depth > 2 ? 1 : 3 });
      default: {
        const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
        const required = (schema.required as string[] | undefined) ?? [];
        const record = fc.record(Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, arbitrary(child, depth + 1)])), {
          requiredKeys: required.filter((key) => key in properties),
        });
        if (!isNode(schema.additionalProperties) || Object.keys(properties).length) return record;
        return fc.dictionary(fc.constantFrom('2026-12-01', '2026-12-02'), arbitrary(schema.additionalProperties, depth + 1), { maxKeys: 2 });
      }
    }
  });
  return options.length === 1 ? options[0]! : fc.oneof(...options);
}

function namedExamples(operation: string, status: number): unknown[] {
  const { operation: declared } = operationById(contract, operation);
  const media = ((declared.responses as Node)[String(status)] as Node | undefined)?.content as Node | undefined;
  const examples = (media?.['application/json'] as Node | undefined)?.examples as Record<string, Node> | undefined;
  return Object.values(examples ?? {}).map((example) =>
    typeof example.$ref === 'string' ? (contract.components as unknown as Node & { examples: Record<string, Node> }).examples[example.$ref.split('/').pop()!]!.value : example.value,
  );
}

const fixtures = injectExamples(contract as unknown as OpenApiDocument, createExampleSource({ seed: 4242, today: new Date(2026, 10, 22, 9, 30) })).written;

// ---- One break of the contract in a field the page reads ---------------------------------------

interface Break {
  readonly where: string;
  readonly value: unknown;
}

/** Each single change of `value` (valid) at a place the check reads, by what its schema forbids. */
function breaks(check: AnswerSchema, full: Schema, value: unknown, where: string): Break[] {
  const out: Break[] = [];
  const schema = flat(full);
  const branches = branchesOf(schema);
  if (branches) {
    // Break the value inside the branch it is: the one the contract validates it by.
    const branch = branches.find((candidate) => ajv.validate(anchored(candidate), value));
    const readBranch = check.anyOf?.[branches.indexOf(branch!)];
    return branch && readBranch ? breaks(readBranch, branch, value, where) : out;
  }
  const types = typesOf(schema);
  const replace = (replacement: unknown, what: string) => out.push({ where: `${where} ${what}`, value: replacement });
  if (!types.includes('null') && value !== null) replace(null, 'null');
  if (typeof value === 'string') {
    replace(7, 'a number');
    if (Array.isArray(schema.enum)) replace('not-one-of-them', 'outside the enum');
    if (schema.format === 'date' || schema.format === 'date-time') replace('31/12/2026', 'not a date');
    if (typeof schema.minLength === 'number' && schema.minLength > 0) replace('', 'too short');
    if (typeof schema.maxLength === 'number') replace('a'.repeat(schema.maxLength + 1), 'too long');
    if (typeof schema.pattern === 'string') replace(' not matching! ', 'not matching the pattern');
  } else if (typeof value === 'number') {
    replace(String(value), 'a text');
    if (Array.isArray(schema.enum)) replace(-999_999, 'outside the enum');
    if (typeof schema.minimum === 'number') replace(schema.minimum - 1, 'below the minimum');
    if (typeof schema.maximum === 'number') replace(schema.maximum + 1, 'above the maximum');
    if (types.includes('integer') && !types.includes('number')) replace(value + 0.5, 'not whole');
  } else if (typeof value === 'boolean') {
    replace('true', 'a text');
  } else if (Array.isArray(value)) {
    replace({}, 'an object');
    if (check.items && value.length > 0)
      for (const broken of breaks(check.items, schema.items as Schema, value[0], `${where}/0`)) out.push({ where: broken.where, value: [broken.value, ...value.slice(1)] });
  } else if (isNode(value)) {
    replace([], 'a list');
    const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const field of check.required ?? []) {
      const { [field]: _dropped, ...rest } = value;
      out.push({ where: `${where}.${field} left out`, value: rest });
    }
    for (const [field, readField] of Object.entries(check.properties ?? {})) {
      if (!(field in value) || !properties[field]) continue;
      for (const broken of breaks(readField, properties[field], value[field], `${where}.${field}`)) out.push({ where: broken.where, value: { ...value, [field]: broken.value } });
    }
    if (check.additionalProperties && isNode(schema.additionalProperties))
      for (const [key, item] of Object.entries(value))
        for (const broken of breaks(check.additionalProperties, schema.additionalProperties, item, `${where}.${key}`)) out.push({ where: broken.where, value: { ...value, [key]: broken.value } });
  }
  return out;
}

describe('the answer checks are the contract, cut to what the pages read', () => {
  it('are generated from openapi.yaml and answer-reads.ts as they stand', () => {
    expect(Object.keys(checks).sort()).toEqual(Object.keys(ANSWER_READS).sort());
    expect(JSON.parse(JSON.stringify(checks))).toEqual(compileReads(contract, ANSWER_READS));
  });

  describe.each(READS)('%s', (name, { operation, status }) => {
    const full = answerSchema(contract, operation, status);
    const valid = ajv.compile(anchored(full));
    const expectTaken = (value: unknown) => {
      expect(valid(value), `${JSON.stringify(valid.errors)} in ${JSON.stringify(value).slice(0, 200)}`).toBe(true);
      expect(refused(name, value)).toBeNull();
    };

    it('takes the named examples and the fixtures of every scenario', () => {
      const written = [...namedExamples(operation, status), ...fixtures.filter((fixture) => fixture.operationId === operation && fixture.status === String(status)).map((fixture) => fixture.value)];
      expect(written.length).toBeGreaterThan(0);
      written.forEach(expectTaken);
    });

    it('takes the least answer: every optional field left out, every nullable field null', () => {
      expectTaken(sample(full, false));
    });

    it('takes every enum value and every oneOf branch, with every optional field there', () => {
      const choices = [sample(full, true), ...everyChoice(full)].filter((choice) => valid(choice));
      expect(choices.length).toBeGreaterThan(0);
      choices.forEach(expectTaken);
    });

    it('takes any answer drawn from the schema', () => {
      fc.assert(
        fc.property(arbitrary(full), (value) => {
          fc.pre(valid(value));
          return refused(name, value) === null;
        }),
        { numRuns: 60 },
      );
    });

    it('refuses each break of the contract in a field the page reads, one at a time', () => {
      const bases = [sample(full, true), sample(full, false)];
      const broken = bases.flatMap((base) => breaks(checks[name]!, full, base, 'answer')).filter((change) => !valid(change.value));
      expect(broken.length).toBeGreaterThan(0);
      const taken = broken.filter((change) => refused(name, change.value) === null).map((change) => change.where);
      expect(taken).toEqual([]);
    });
  });
});
