// The check call() runs on every 2xx answer (decision 710): it reads the generated answer-checks/ and names the first problem.
import type { ApiOperations } from '@/shared/contract-types';
import { isPlainObject, type PlainObject } from '@/domain/plain-object';

/** The JSON Schema keywords a generated check keeps (openapi.yaml's oneOf arrives as anyOf). */
export interface AnswerSchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: 'date' | 'date-time';
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly items?: AnswerSchema;
  readonly properties?: Readonly<Record<string, AnswerSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: AnswerSchema;
  readonly anyOf?: readonly AnswerSchema[];
  readonly allOf?: readonly AnswerSchema[];
}

/** The JSON body of an operation's answer with a status, as the generated types say. */
export type Answer<Operation extends keyof ApiOperations, Status extends number> = ApiOperations[Operation]['responses'] extends infer Responses
  ? Status extends keyof Responses
    ? Responses[Status] extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never
  : never;

/** A generated check of the answer `Data`; `Data` only ties a gateway's check to its call's type. */
export interface AnswerCheck<Data = unknown> extends AnswerSchema {
  readonly answer?: Data;
}

/** A call whose answer no page reads (a save that answers nothing the step uses). */
export const NOTHING_READ: AnswerCheck<never> = {};

const ANSWER = 'the answer';

/** Each JSON Schema type: how a problem names it, and the test a value of it passes. */
const TYPES: Readonly<Record<string, { readonly name: string; readonly is: (value: unknown) => boolean }>> = {
  string: { name: 'a text', is: (value) => typeof value === 'string' },
  integer: { name: 'a whole number', is: Number.isInteger },
  number: { name: 'a number', is: (value) => typeof value === 'number' && Number.isFinite(value) },
  boolean: { name: 'true or false', is: (value) => typeof value === 'boolean' },
  array: { name: 'a list', is: Array.isArray },
  object: { name: 'an object', is: isPlainObject },
  null: { name: 'null', is: (value) => value === null },
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt ]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

function isDate(text: string): boolean {
  const parts = DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  // Day 0 of the next month is the last day of this one.
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const FORMATS = {
  date: { test: isDate, name: 'a date' },
  'date-time': { test: (text: string) => DATE_TIME.test(text) && isDate(DATE_TIME.exec(text)![1]!), name: 'a date and time' },
} as const;

const inside = (at: string, key: string) => (at === ANSWER ? key : `${at}.${key}`);

function typeProblem(schema: AnswerSchema, value: unknown, at: string): string | null {
  if (schema.type === undefined) return null;
  const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
  if (types.some((type) => TYPES[type]?.is(value))) return null;
  if (value === undefined) return `${at} is missing`;
  return `${at} is not ${types.map((type) => TYPES[type]?.name ?? type).join(' or ')}`;
}

function scalarProblem(schema: AnswerSchema, value: unknown, at: string): string | null {
  if (schema.enum && !schema.enum.includes(value)) return `${at} is not one of ${schema.enum.join(', ')}`;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `${at} is below ${schema.minimum}`;
    if (schema.maximum !== undefined && value > schema.maximum) return `${at} is above ${schema.maximum}`;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return `${at} is not above ${schema.exclusiveMinimum}`;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return `${at} is not below ${schema.exclusiveMaximum}`;
  }
  if (typeof value === 'string') {
    // Characters as JSON Schema counts them (code points), not UTF-16 units.
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return `${at} is shorter than ${schema.minLength} characters`;
    if (schema.maxLength !== undefined && length > schema.maxLength) return `${at} is longer than ${schema.maxLength} characters`;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return `${at} does not match ${schema.pattern}`;
    const format = schema.format && FORMATS[schema.format];
    if (format && !format.test(value)) return `${at} is not ${format.name}`;
  }
  return null;
}

function listProblem(schema: AnswerSchema, value: readonly unknown[], at: string): string | null {
  if (schema.minItems !== undefined && value.length < schema.minItems) return `${at} has fewer than ${schema.minItems} items`;
  if (schema.maxItems !== undefined && value.length > schema.maxItems) return `${at} has more than ${schema.maxItems} items`;
  if (!schema.items) return null;
  for (const [index, item] of value.entries()) {
    const problem = firstProblem(schema.items, item, `${at}/${index}`);
    if (problem) return problem;
  }
  return null;
}

function objectProblem(schema: AnswerSchema, value: PlainObject, at: string): string | null {
  for (const key of schema.required ?? []) if (!(key in value)) return `${inside(at, key)} is missing`;
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const problem = key in value ? firstProblem(field, value[key], inside(at, key)) : null;
    if (problem) return problem;
  }
  if (schema.additionalProperties) {
    for (const [key, item] of Object.entries(value)) {
      if (schema.properties && key in schema.properties) continue;
      const problem = firstProblem(schema.additionalProperties, item, inside(at, key));
      if (problem) return problem;
    }
  }
  return null;
}

/** The first problem with `value` read at `at` ("order.status is not a text"), or null when the page can read it. */
export function firstProblem(schema: AnswerSchema, value: unknown, at = ANSWER): string | null {
  const problem = typeProblem(schema, value, at) ?? scalarProblem(schema, value, at);
  if (problem) return problem;
  if (Array.isArray(value)) {
    const inList = listProblem(schema, value, at);
    if (inList) return inList;
  } else if (isPlainObject(value)) {
    const inObject = objectProblem(schema, value, at);
    if (inObject) return inObject;
  }
  for (const part of schema.allOf ?? []) {
    const inPart = firstProblem(part, value, at);
    if (inPart) return inPart;
  }
  if (schema.anyOf) {
    const problems = schema.anyOf.map((branch) => firstProblem(branch, value, at));
    if (problems.includes(null)) return null;
    // The branch of the value's own type tells the page's problem best ("discount.discount_amount is missing").
    return problems.find((_, index) => typeProblem(schema.anyOf![index]!, value, at) === null) ?? problems[0]!;
  }
  return null;
}
