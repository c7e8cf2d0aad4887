// Invalid values that hand-written validators often let through, drawn with fast-check so a failure
// shrinks to the smallest value the server accepts: dates in other formats, impossible dates and a
// date-time where a date is asked; numbers one past their range; numbers and booleans sent as
// strings; enum values in another case; values with spaces around them. Each is kept only where the
// schema refuses it, so a server that accepts one breaks the contract.
import fc from 'fast-check';
import { conforms, flatten } from './schema-values.ts';
import type { JsonSchema } from './spec.ts';

/** The families of invalid values, one fast-check property each per operation. */
export const TRICKY_CLASSES = ['date', 'range', 'as-string', 'case', 'spaces'] as const;
export type TrickyClass = (typeof TRICKY_CLASSES)[number];

export const TRICKY_MEANING: Record<TrickyClass, string> = {
  date: 'a date in another format, an impossible date, or a date-time where a date is asked',
  range: 'a number past its minimum or maximum',
  'as-string': 'a number or a boolean sent as a string',
  case: 'an enum value in another case',
  spaces: 'a value with spaces around it',
};

/** One place a tricky value can go: a parameter, or a field of the body (dotted path). */
export interface TrickySlot {
  in: 'path' | 'query' | 'body';
  at: string;
  trickyClass: TrickyClass;
  /** Values the schema refuses, smallest first when shrunk. */
  values: fc.Arbitrary<unknown>;
  /** The first values tried, whatever the seed: one of each kind this slot has. */
  firsts: unknown[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const day = fc.record({ year: fc.integer({ min: 2026, max: 2030 }), month: fc.integer({ min: 1, max: 12 }), date: fc.integer({ min: 1, max: 28 }) });
type Day = { year: number; month: number; date: number };
const iso = ({ year, month, date }: Day) => `${year}-${pad(month)}-${pad(date)}`;

/** Dates a lenient parser (Date.parse, a framework's "date" cast) reads, none of them an RFC 3339 full-date. */
function dateLookalikes(wantsDateTime: boolean): { values: fc.Arbitrary<string>; firsts: string[] } {
  const impossible = fc
    .record({ year: fc.integer({ min: 2026, max: 2030 }), month: fc.constantFrom(2, 4, 6, 9, 11), past: fc.integer({ min: 1, max: 2 }) })
    .map(({ year, month, past }) => `${year}-${pad(month)}-${pad(daysIn(year, month) + past)}`);
  const shapes = [
    day.map((d) => `${pad(d.date)}/${pad(d.month)}/${d.year}`),
    day.map((d) => `${d.year}/${pad(d.month)}/${pad(d.date)}`),
    day.map((d) => `${pad(d.month)}-${pad(d.date)}-${d.year}`),
    impossible,
    wantsDateTime ? day.map((d) => `${iso(d)}T09:00:00`) : day.map((d) => `${iso(d)}T09:00:00Z`),
  ];
  return { values: fc.oneof(...shapes), firsts: wantsDateTime ? ['2026-03-12', '2026-03-12T09:00:00', '2026-02-30T09:00:00Z'] : ['12/03/2026', '2026-02-30', '2026-03-12T09:00:00Z'] };
}

const CASES: ((text: string) => string)[] = [(t) => t.toUpperCase(), (t) => t.charAt(0).toUpperCase() + t.slice(1), (t) => t.toLowerCase()];
const SPACES: ((text: string) => string)[] = [(t) => ` ${t}`, (t) => `${t} `, (t) => ` ${t} `];

/** The tricky slots of one scalar schema at one place; `json` says whether a value keeps its JSON type there (a JSON body does, a query does not). */
function scalarSlots(rawSchema: JsonSchema, where: TrickySlot['in'], at: string, json: boolean, valid: unknown): TrickySlot[] {
  const schema = flatten(rawSchema);
  const refused = (value: unknown) => !conforms(rawSchema, value);
  const slots: TrickySlot[] = [];
  const add = (trickyClass: TrickyClass, values: fc.Arbitrary<unknown>, firsts: unknown[]) => {
    const kept = firsts.filter(refused);
    slots.push({ in: where, at, trickyClass, values: values.filter(refused), firsts: kept });
  };
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'string' && (schema.format === 'date' || schema.format === 'date-time')) {
    const { values, firsts } = dateLookalikes(schema.format === 'date-time');
    add('date', values, firsts);
  }
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
    const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
    const past = [
      ...(min !== undefined ? [fc.nat(3).map((k) => min - 1 - k)] : []),
      ...(max !== undefined ? [fc.nat(3).map((k) => max + 1 + k)] : []),
    ];
    if (past.length > 0) add('range', fc.oneof(...past), [...(min !== undefined ? [min - 1] : []), ...(max !== undefined ? [max + 1] : [])]);
    if (json && typeof valid === 'number') add('as-string', fc.constant(String(valid)), [String(valid)]);
  }
  if (type === 'boolean' && json && typeof valid === 'boolean') add('as-string', fc.constant(String(valid)), [String(valid)]);
  const choices = Array.isArray(schema.enum) ? schema.enum.filter((v): v is string => typeof v === 'string') : [];
  if (choices.length > 0) {
    add('case', fc.tuple(fc.constantFrom(...choices), fc.constantFrom(...CASES)).map(([value, change]) => change(value)), CASES.map((change) => change(choices[0]!)));
  }
  const text = choices[0] ?? (typeof valid === 'string' && valid !== '' ? valid : undefined);
  if (type === 'string' && text !== undefined && (choices.length > 0 || schema.pattern !== undefined || schema.format !== undefined)) {
    add('spaces', fc.tuple(fc.constantFrom(...(choices.length > 0 ? choices : [text])), fc.constantFrom(...SPACES)).map(([value, change]) => change(value)), [` ${text}`]);
  }
  return slots.filter((slot) => slot.firsts.length > 0);
}

/** The tricky slots of a body: every scalar field the valid body carries, at any depth of its objects. */
export function bodySlots(rawSchema: JsonSchema, body: unknown, json: boolean, at = '', depth = 0): TrickySlot[] {
  if (depth > 4 || typeof body !== 'object' || body === null || Array.isArray(body)) return [];
  const schema = flatten(rawSchema);
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(body as Record<string, unknown>).flatMap(([key, value]) => {
    const sub = props[key];
    if (!sub) return [];
    const here = at ? `${at}.${key}` : key;
    return typeof value === 'object' && value !== null ? bodySlots(sub, value, json, here, depth + 1) : scalarSlots(sub, 'body', here, json, value);
  });
}

/** The tricky slots of a path or query parameter (sent as text). */
export function parameterSlots(schema: JsonSchema, where: 'path' | 'query', name: string, valid: unknown): TrickySlot[] {
  return scalarSlots(schema, where, name, false, valid);
}
