// Values from JSON Schema (OpenAPI 3.1 dialect): one documented-looking sample, a fast-check
// arbitrary of valid values, and the ways a valid value can be made invalid.
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './spec.ts';

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats.default(ajv);
// OpenAPI's own format names that JSON Schema does not define: any value of the type is fine.
for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(format, true);

// Inlined $refs make many equal copies of one component schema: compile each shape once.
const byObject = new WeakMap<JsonSchema, (value: unknown) => boolean>();
const byShape = new Map<string, (value: unknown) => boolean>();
/** Whether a value satisfies a schema (the contract's schema, $refs already inlined). */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  let validate = byObject.get(schema);
  if (!validate) {
    const { $schema: _dialect, ...rest } = schema;
    const shape = JSON.stringify(rest);
    validate = byShape.get(shape);
    if (!validate) {
      const check = ajv.compile(rest);
      validate = (candidate) => check(candidate) === true;
      byShape.set(shape, validate);
    }
    byObject.set(schema, validate);
  }
  return validate(value);
}

const compiled = new WeakMap<JsonSchema, ReturnType<typeof ajv.compile>>();
/** The first way a value breaks a schema, named by its keyword with where (dotted) and why; undefined when it conforms. */
export function firstViolation(schema: JsonSchema, value: unknown): { at: string; keyword: string; message: string } | undefined {
  let validate = compiled.get(schema);
  if (!validate) {
    const { $schema: _dialect, ...rest } = schema;
    validate = ajv.compile(rest);
    compiled.set(schema, validate);
  }
  if (validate(value)) return undefined;
  const error = validate.errors?.[0];
  const missing = error?.keyword === 'required' ? `.${String((error.params as { missingProperty?: string }).missingProperty)}` : '';
  return { at: `${(error?.instancePath ?? '').split('/').filter(Boolean).join('.')}${missing}`.replace(/^\./, ''), keyword: error?.keyword ?? 'contract', message: error?.message ?? 'does not match the schema' };
}

const types = (schema: JsonSchema): string[] => {
  if (Array.isArray(schema.type)) return schema.type.map(String);
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required) return ['object'];
  if (schema.items) return ['array'];
  return [];
};
const nonNullType = (schema: JsonSchema) => types(schema).find((t) => t !== 'null');
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const properties = (schema: JsonSchema): Record<string, JsonSchema> =>
  typeof schema.properties === 'object' && schema.properties !== null ? (schema.properties as Record<string, JsonSchema>) : {};
const requiredOf = (schema: JsonSchema): string[] => (Array.isArray(schema.required) ? schema.required.map(String) : []);
const alternatives = (schema: JsonSchema): JsonSchema[] | undefined =>
  (Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined) as JsonSchema[] | undefined;

/** allOf merged into one schema: enough for the object compositions contracts use. */
export function flatten(schema: JsonSchema): JsonSchema {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  return (allOf as JsonSchema[]).map(flatten).reduce<JsonSchema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...properties(merged), ...properties(part) },
      required: [...new Set([...requiredOf(merged), ...requiredOf(part)])],
    }),
    rest,
  );
}

const today = new Date();
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const FORMAT_SAMPLES: Record<string, string> = {
  date: isoDate(new Date(today.getTime() + 14 * 86_400_000)),
  'date-time': new Date(today.getTime() + 14 * 86_400_000).toISOString(),
  email: 'jo.bloggs@example.co.uk',
  uri: 'https://example.co.uk/quote',
  url: 'https://example.co.uk/quote',
  uuid: '0b6f1c3e-1f0a-4c1e-9a5e-3d2b1c0a9f8e',
  hostname: 'example.co.uk',
  ipv4: '192.0.2.10',
  time: '09:30:00Z',
};

/** A deterministic value for a schema: documented examples first, then the simplest valid value. */
export function sampleOf(rawSchema: JsonSchema): unknown {
  const schema = flatten(rawSchema);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const options = alternatives(schema);
  if (options?.[0]) return sampleOf(options[0]);
  switch (nonNullType(schema)) {
    case 'object': {
      const props = properties(schema);
      return Object.fromEntries(Object.entries(props).map(([key, sub]) => [key, sampleOf(sub)]));
    }
    case 'array': {
      const item = sampleOf((schema.items as JsonSchema | undefined) ?? {});
      return Array.from({ length: Math.max(1, num(schema.minItems) ?? 1) }, () => item);
    }
    case 'integer':
      return Math.max(num(schema.minimum) ?? 1, num(schema.exclusiveMinimum) !== undefined ? num(schema.exclusiveMinimum)! + 1 : 1);
    case 'number':
      return num(schema.minimum) ?? 1;
    case 'boolean':
      return true;
    case 'string': {
      if (typeof schema.format === 'string' && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format];
      if (typeof schema.pattern === 'string') return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: 1 })[0];
      return 'x'.repeat(Math.max(1, num(schema.minLength) ?? 4));
    }
    case 'null':
      return null;
    default:
      return 'x';
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = num(schema.minLength) ?? 0;
  const maxLength = num(schema.maxLength) ?? Math.max(minLength, 24);
  switch (schema.format) {
    case 'date':
      return fc.date({ min: today, max: new Date(today.getTime() + 365 * 86_400_000), noInvalidDate: true }).map(isoDate);
    case 'date-time':
      return fc.date({ min: today, max: new Date(today.getTime() + 365 * 86_400_000), noInvalidDate: true }).map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    case 'binary':
      return fc.constant('contract-check upload');
  }
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= maxLength);
  // Printable text: what a person types into a form, so a backend's own rules are exercised, not its byte parsing.
  return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-\'.'), minLength, maxLength });
}

/** fast-check arbitrary of values that satisfy the schema (checked with ajv, so composition is safe). */
export function arbitraryOf(rawSchema: JsonSchema): fc.Arbitrary<unknown> {
  const schema = flatten(rawSchema);
  return unchecked(schema).filter((value) => conforms(rawSchema, value));
}

function unchecked(rawSchema: JsonSchema): fc.Arbitrary<unknown> {
  const schema = flatten(rawSchema);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  const options = alternatives(schema);
  if (options && options.length > 0) return fc.oneof(...options.map((option) => unchecked({ ...schema, oneOf: undefined, anyOf: undefined, ...option })));
  const kinds = types(schema);
  const nullable = kinds.includes('null');
  const base = ((): fc.Arbitrary<unknown> => {
    switch (nonNullType(schema)) {
      case 'object': {
        const props = properties(schema);
        const required = requiredOf(schema).filter((key) => key in props);
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, sub] of Object.entries(props)) model[key] = unchecked(sub);
        return fc.record(model, { requiredKeys: required });
      }
      case 'array':
        return fc.array(unchecked((schema.items as JsonSchema | undefined) ?? {}), {
          minLength: num(schema.minItems) ?? 0,
          maxLength: num(schema.maxItems) ?? Math.max(num(schema.minItems) ?? 0, 3),
        });
      case 'integer':
        return fc.integer({
          min: num(schema.minimum) ?? (num(schema.exclusiveMinimum) !== undefined ? num(schema.exclusiveMinimum)! + 1 : 0),
          max: num(schema.maximum) ?? (num(schema.exclusiveMaximum) !== undefined ? num(schema.exclusiveMaximum)! - 1 : 1_000_000),
        });
      case 'number':
        return fc.double({ min: num(schema.minimum) ?? 0, max: num(schema.maximum) ?? 1_000_000, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'string':
        return stringArbitrary(schema);
      case 'null':
        return fc.constant(null);
      default:
        return fc.constant(sampleOf(schema));
    }
  })();
  return nullable ? fc.option(base, { nil: null }) : base;
}

/** The schema keywords a negative request breaks, one class each, named by the keyword. */
export const MUTATION_RULES = ['required', 'type', 'enum', 'format', 'pattern', 'minimum', 'maximum', 'minLength', 'maxLength', 'additionalProperties'] as const;
export type MutationRule = (typeof MUTATION_RULES)[number];

/** One way to break a valid value, with where and how, for the report. */
export interface Mutation {
  /** Dotted path inside the value ("" is the value itself). */
  at: string;
  rule: MutationRule;
  apply: (value: unknown) => unknown;
}

const WRONG_TYPE_VALUES: Record<string, unknown> = { string: 12345, integer: 'not-a-number', number: 'not-a-number', boolean: 'not-a-boolean', object: 'not-an-object', array: 'not-an-array' };
const PATTERN_BREAKERS = ['#not valid#', '!', 'not valid', '0', 'a', '-', 'ZZZZZZZZ'];
const RULE_KEYWORDS: Partial<Record<MutationRule, string[]>> = {
  pattern: ['pattern'],
  minimum: ['minimum', 'exclusiveMinimum'],
  maximum: ['maximum', 'exclusiveMaximum'],
  minLength: ['minLength'],
  maxLength: ['maxLength'],
};

/** A value that breaks only this rule's keywords when it can be found (so the report names the right rule), else undefined. */
function isolated(schema: JsonSchema, rule: MutationRule, candidates: unknown[]): unknown {
  const without = Object.fromEntries(Object.entries(schema).filter(([keyword]) => !(RULE_KEYWORDS[rule] ?? [rule]).includes(keyword)));
  return candidates.find((value) => !conforms(schema, value) && conforms(without, value));
}

/** Values of a scalar schema that each break one keyword: wrong type, outside the enum, bad format, pattern, range, length. */
export function scalarMutations(rawSchema: JsonSchema, at = ''): Mutation[] {
  const schema = flatten(rawSchema);
  if (alternatives(schema)) return []; // a wrong value for one alternative may be right for another
  const mutations: Mutation[] = [];
  const add = (rule: MutationRule, value: unknown) => {
    if (value !== undefined) mutations.push({ at, rule, apply: () => value });
  };
  const kind = nonNullType(schema);
  const nullable = types(schema).includes('null');
  if (kind && !nullable && kind in WRONG_TYPE_VALUES) add('type', WRONG_TYPE_VALUES[kind]);
  if (Array.isArray(schema.enum)) add('enum', kind === 'integer' || kind === 'number' ? 987_654_321 : 'not-in-the-list');
  if (kind === 'string' && typeof schema.format === 'string' && schema.format in FORMAT_SAMPLES) add('format', `not-a-valid-${String(schema.format)}`);
  if (kind === 'string' && typeof schema.pattern === 'string') add('pattern', isolated(schema, 'pattern', PATTERN_BREAKERS) ?? PATTERN_BREAKERS[0]);
  if (kind === 'integer' || kind === 'number') {
    const step = kind === 'integer' ? 1 : 0.5;
    const low = num(schema.minimum) !== undefined ? num(schema.minimum)! - step : num(schema.exclusiveMinimum);
    const high = num(schema.maximum) !== undefined ? num(schema.maximum)! + step : num(schema.exclusiveMaximum);
    if (low !== undefined) add('minimum', low);
    if (high !== undefined) add('maximum', high);
  }
  if (kind === 'string' && (num(schema.minLength) ?? 0) > 0) {
    const valid = String(sampleOf(schema));
    add('minLength', isolated(schema, 'minLength', [valid.slice(0, num(schema.minLength)! - 1), 'x'.repeat(num(schema.minLength)! - 1)]) ?? 'x'.repeat(num(schema.minLength)! - 1));
  }
  if (kind === 'string' && num(schema.maxLength) !== undefined) {
    const valid = String(sampleOf(schema));
    const long = (fill: string) => (valid + fill.repeat(num(schema.maxLength)! + 1)).slice(0, num(schema.maxLength)! + 1);
    add('maxLength', isolated(schema, 'maxLength', [long(valid.at(-1) ?? 'x'), long('x'), long('1')]) ?? long('x'));
  }
  return mutations;
}

const isClosed = (schema: JsonSchema) => schema.additionalProperties === false || schema.unevaluatedProperties === false;

/** The ways to break a value of this schema: every scalar mutation, a required property dropped, an unexpected property where the object is closed. */
export function mutationsOf(rawSchema: JsonSchema, at = ''): Mutation[] {
  const schema = flatten(rawSchema);
  const options = alternatives(schema);
  if (options) {
    // Each branch's own ways to break, once per place and rule; the caller keeps only the values the whole schema refuses.
    const { oneOf: _oneOf, anyOf: _anyOf, ...shared } = schema;
    const seen = new Set<string>();
    return options.flatMap((option) => mutationsOf({ ...shared, ...option }, at)).filter((m) => !seen.has(`${m.at} ${m.rule}`) && Boolean(seen.add(`${m.at} ${m.rule}`)));
  }
  const mutations = scalarMutations(schema, at);
  if (nonNullType(schema) !== 'object') return mutations;
  const props = properties(schema);
  if (isClosed(schema)) {
    mutations.push({
      at: at ? `${at}.unexpected_property` : 'unexpected_property',
      rule: 'additionalProperties',
      apply: (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, unexpected_property: 'contract-check' } : value),
    });
  }
  const required = requiredOf(schema);
  for (const key of required) {
    mutations.push({
      at: at ? `${at}.${key}` : key,
      rule: 'required',
      apply: (value) => {
        if (typeof value !== 'object' || value === null) return value;
        const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
        return rest;
      },
    });
  }
  // Required properties first: they are in every valid body, so their mutations always apply.
  const keys = [...required.filter((key) => key in props), ...Object.keys(props).filter((key) => !required.includes(key))];
  for (const key of keys) {
    for (const inner of mutationsOf(props[key]!, at ? `${at}.${key}` : key)) {
      mutations.push({
        ...inner,
        apply: (value) => {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
          const record = value as Record<string, unknown>;
          const current = key in record ? record[key] : sampleOf(props[key]!);
          return { ...record, [key]: inner.apply(current) };
        },
      });
    }
  }
  return mutations;
}

/** The branches of a oneOf/anyOf schema, each merged with the keywords beside it; the schema itself when it has none. */
export function branchesOf(rawSchema: JsonSchema): JsonSchema[] {
  const schema = flatten(rawSchema);
  const options = alternatives(schema);
  if (!options) return [schema];
  const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...shared } = schema;
  return options.map((option) => flatten({ ...shared, ...option }));
}

/**
 * Valid UK postcodes of every shape (A9 9AA, A99 9AA, AA9 9AA, AA99 9AA, A9A 9AA, AA9A 9AA), from
 * each nation, lower case and without the space: the values a valid request varies a postcode over.
 */
export const UK_POSTCODES = ['LS6 2AB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'EC1A 1BB', 'EH1 2NG', 'CF10 1EP', 'BT7 1NN', 'IV2 3HG', 'sw1a1aa'];

/** A place in a value where a valid request can take other values (every enum, every postcode), and those values. */
export interface Slot {
  at: string[];
  values: unknown[];
  /** Enum slots are varied within each body; the postcodes across the operation's requests. */
  kind: 'enum' | 'postcode';
}

/** The slots of a schema: enums and postcodes in it and its nested objects (not inside arrays). */
export function variantSlots(rawSchema: JsonSchema, name = '', at: string[] = [], depth = 0): Slot[] {
  if (depth > 4) return [];
  const schema = flatten(rawSchema);
  const options = alternatives(schema);
  if (options) {
    // A nullable object or scalar (oneOf [X, null]) varies as X; real alternatives are the caller's to pick.
    const nonNull = options.filter((option) => nonNullType(flatten(option)) !== undefined || !types(flatten(option)).includes('null'));
    return nonNull.length === 1 ? variantSlots(nonNull[0]!, name, at, depth + 1) : [];
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 1) return [{ at, values: schema.enum as unknown[], kind: 'enum' }];
  if (nonNullType(schema) === 'string' && /postcode/i.test(name)) {
    const values = UK_POSTCODES.filter((postcode) => conforms(schema, postcode));
    return values.length > 1 ? [{ at, values, kind: 'postcode' }] : [];
  }
  if (nonNullType(schema) !== 'object') return [];
  return Object.entries(properties(schema)).flatMap(([key, sub]) => variantSlots(sub, key, [...at, key], depth + 1));
}
