// Where a request's identifiers come from, strongest first: --param, the contract's links (values that
// belong together from one answer), then earlier answers by name; and the order the operations run in
// so that what one needs was made before.
import { linkSources, type Binding, type LinkedValues } from './links.ts';
import { branchesOf, conforms, flatten } from './schema-values.ts';
import type { Contract, JsonSchema, MediaContent, Operation } from './spec.ts';
import type { Dependency } from './types.ts';

/** One scalar of one answer; `answer` numbers the answers, so values that belong together are taken together. */
interface Harvested { value: unknown; from: Operation; answer: number; requestId: string; pointer: string }
type Harvest = Map<string, Harvested[]>;

export const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
const singular = (name: string) => (name.endsWith('s') ? name.slice(0, -1) : name);

/** The answer keys that may carry the value of a parameter or body field called `name`. */
export function candidateKeys(name: string): string[] {
  const key = snake(name);
  const base = key.endsWith('_id') ? key.slice(0, -3) : key;
  return [...new Set([name, key, `${base}_id`, `${base}.id`, `${base}.${base}_id`, `${base}.${key}`])];
}

/** Every scalar in an answer, under its own key and "parent.key" (array parents singular; an empty list gives nothing), with its JSON pointer. */
export function harvest(body: unknown, from: { operation: Operation; answer: number; requestId: string }, into: Harvest, parent = '', at = '', depth = 0): void {
  if (depth > 5 || typeof body !== 'object' || body === null) return;
  if (Array.isArray(body)) {
    if (body.length > 0) harvest(body[0], from, into, singular(parent), `${at}/0`, depth + 1);
    return;
  }
  for (const [key, value] of Object.entries(body)) {
    const here = `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (typeof value === 'string' || typeof value === 'number') {
      const found: Harvested = { value, from: from.operation, answer: from.answer, requestId: from.requestId, pointer: here };
      for (const name of parent ? [key, `${parent}.${key}`] : [key]) into.set(name, [...(into.get(name) ?? []), found]);
    } else {
      harvest(value, from, into, key, here, depth + 1);
    }
  }
}

/** Keys an operation's documented answers provide, from the schema (used to order the journey). */
export function providedKeys(operation: Operation): Set<string> {
  const keys = new Set<string>();
  const walk = (schema: JsonSchema, parent: string, depth: number) => {
    if (depth > 5) return;
    if (schema.items && typeof schema.items === 'object') walk(schema.items as JsonSchema, singular(parent), depth + 1);
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const [key, sub] of Object.entries(props)) {
      keys.add(key);
      if (parent) keys.add(`${parent}.${key}`);
      walk(sub, key, depth + 1);
    }
    for (const part of [...((schema.allOf ?? []) as JsonSchema[]), ...((schema.oneOf ?? []) as JsonSchema[]), ...((schema.anyOf ?? []) as JsonSchema[])]) walk(part, parent, depth + 1);
  };
  for (const response of operation.responses) if (response.status.startsWith('2')) for (const content of response.contents) walk(content.schema, '', 0);
  return keys;
}

export function identifierNames(contract: Contract): Set<string> {
  return new Set(contract.operations.flatMap((op) => op.parameters.filter((p) => p.in === 'path').map((p) => p.name)));
}
/** An identifier names one thing the backend holds; a value from a list (a product type) is none. */
export const isIdentifier = (name: string, schema: JsonSchema, pathNames: Set<string>) => !Array.isArray(flatten(schema).enum) && (pathNames.has(name) || /(_id|Id)$/.test(name));

export const bodyProperties = (media: MediaContent) => (flatten(media.schema).properties ?? {}) as Record<string, JsonSchema>;
/** Body fields of every branch (a oneOf body's fields are its branches' fields). */
export const branchProperties = (media: MediaContent) => Object.assign({}, ...branchesOf(media.schema).map((branch) => (branch.properties ?? {}) as Record<string, JsonSchema>)) as Record<string, JsonSchema>;

function neededKeys(operation: Operation, pathNames: Set<string>): string[] {
  const names = operation.parameters.filter((p) => (p.in === 'path' || p.in === 'query') && isIdentifier(p.name, p.schema, pathNames)).map((p) => p.name);
  for (const content of operation.requestBody?.contents ?? []) {
    names.push(...Object.entries(bodyProperties(content)).filter(([name, schema]) => isIdentifier(name, schema, pathNames)).map(([name]) => name));
  }
  return names.flatMap(candidateKeys);
}

/**
 * Journey order: an operation runs after the operations its links come from (the contract says so),
 * and where it can, after those whose answers provide the identifiers it needs by name; deletions
 * run last so nothing needed is gone.
 */
export function journeyOrder(contract: Contract): Operation[] {
  const pathNames = identifierNames(contract);
  const provides = new Map(contract.operations.map((op) => [op, providedKeys(op)]));
  const needs = new Map(contract.operations.map((op) => [op, neededKeys(op, pathNames)]));
  const linkedFrom = new Map(contract.operations.map((op) => [op, linkSources(contract, op).filter((source) => source !== op && source.method !== 'delete')]));
  const ordered: Operation[] = [];
  const pending = contract.operations.filter((op) => op.method !== 'delete');
  const linksDone = (op: Operation) => linkedFrom.get(op)!.every((source) => !pending.includes(source) || source === op);
  const namesDone = (op: Operation) => pending.every((other) => other === op || !needs.get(op)!.some((key) => provides.get(other)!.has(key)));
  while (pending.length > 0) {
    // Names can form cycles (a quote answer needs and gives quote_id); links never wait on them.
    const ready = pending.find((op) => linksDone(op) && namesDone(op)) ?? pending.find(linksDone) ?? pending[0]!;
    ordered.push(ready);
    pending.splice(pending.indexOf(ready), 1);
  }
  return [...ordered, ...contract.operations.filter((op) => op.method === 'delete')];
}

function pathSegments(path: string) {
  return new Set(path.split('/').filter((segment) => segment && !segment.startsWith('{')));
}

const jsonType = (value: unknown) => (typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value);
/** Whether a value has the JSON type its schema asks for (an integer where a string is wanted does not). */
function typeFits(schema: JsonSchema, value: unknown): boolean {
  const wanted = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : [];
  const actual = jsonType(value);
  return wanted.length === 0 || wanted.includes(actual) || (actual === 'integer' && wanted.includes('number'));
}

/** Where the check gets identifiers, strongest first: --param, OpenAPI links, earlier answers by name. */
export interface IdentifierSources {
  params: Record<string, string>;
  /** --param names that fitted at least one parameter or field. */
  paramsUsed: Set<string>;
  linked: LinkedValues;
  /** The binding each request being planned takes its linked values from (latest that fits wholly). */
  binding?: Binding;
  harvested: Harvest;
  /** Answers harvested so far. */
  answers: number;
  warnings: Set<string>;
}

/** Journey values are read as the schema wants them (a number in a path is text). */
const asSchemaType = (schema: JsonSchema, value: unknown) => (schema.type === 'integer' || schema.type === 'number' ? value : String(value));

/** The harvested value for a name that fits its schema, preferring one answer for the whole request, then its own JSON type, then answers from related paths. */
function journeyValue(name: string, schema: JsonSchema, operation: Operation, harvested: Harvest, preferred: number | undefined): { value: unknown; note: string; typeFits: boolean; found: Harvested } | undefined {
  const segments = pathSegments(operation.path);
  let best: { value: unknown; note: string; score: number; typeFits: boolean; found: Harvested } | undefined;
  for (const key of candidateKeys(name)) {
    for (const [index, found] of (harvested.get(key) ?? []).entries()) {
      const value = asSchemaType(schema, found.value);
      if (!conforms(schema, value)) continue;
      const fits = typeFits(schema, found.value);
      const shared = [...pathSegments(found.from.path)].filter((segment) => segments.has(segment)).length;
      // The request's answer first, own type next, related paths next, then the latest answer.
      const score = (found.answer === preferred ? 100_000_000 : 0) + (fits ? 1_000_000 : 0) + shared * 10_000 + index;
      if (!best || score >= best.score) best = { value, note: `${name} <- ${key} from ${found.from.id}`, score, typeFits: fits, found };
    }
  }
  return best;
}

/**
 * The one answer a request's journey identifiers should come from: the latest that provides the
 * most of them (a quote reference and a product it offered come from the same results answer).
 */
export function preferredAnswer(wanted: { name: string; schema: JsonSchema }[], harvested: Harvest): number | undefined {
  const provided = new Map<number, Set<string>>();
  for (const { name, schema } of wanted) {
    for (const key of candidateKeys(name)) {
      for (const found of harvested.get(key) ?? []) {
        if (conforms(schema, asSchemaType(schema, found.value))) provided.set(found.answer, (provided.get(found.answer) ?? new Set()).add(name));
      }
    }
  }
  let best: number | undefined;
  for (const [answer, names] of provided) if (best === undefined || names.size > provided.get(best)!.size || (names.size === provided.get(best)!.size && answer > best)) best = answer;
  return best;
}

/** A --param value read as its schema's type (a number where the schema wants one). */
function seededValue(schema: JsonSchema, raw: string): unknown {
  const wantsNumber = schema.type === 'integer' || schema.type === 'number';
  return wantsNumber && raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
}

/** The --param value for a parameter or field, only where it fits that one's schema (a `type` of another list is another thing). */
export function seeded(name: string, schema: JsonSchema, sources: IdentifierSources): unknown {
  const raw = sources.params[name];
  if (raw === undefined) return undefined;
  const value = seededValue(schema, raw);
  if (!conforms(schema, value)) return undefined;
  sources.paramsUsed.add(name);
  return value;
}

type Where = 'path' | 'query' | 'body';

/** The value an identifier takes, the note that says where it came from and what it depends on; warns where the value looks wrong. */
export function identifierValue(name: string, where: Where, schema: JsonSchema, operation: Operation, sources: IdentifierSources, preferred: number | undefined): { value: unknown; note: string; dependency?: Dependency } | undefined {
  const given = seeded(name, schema, sources);
  if (given !== undefined) return { value: given, note: `${name} <- --param ${name}` };
  const linked = sources.binding?.values.get(`${where}.${name}`);
  if (linked) return { value: linked.value, note: linked.note, dependency: { where, name, value: linked.value, requestId: linked.requestId, expression: linked.expression, linked: true } };
  const found = journeyValue(name, schema, operation, sources.harvested, preferred);
  if (found && !found.typeFits && where === 'path') {
    sources.warnings.add(
      `${operation.id}: path parameter {${name}} (${describeSchema(schema)}) is filled from a value of another type (${found.note}). ` +
        `If your backend finds it by another field, declare an OpenAPI link in the contract or pass --param ${name}=VALUE.`,
    );
  }
  return found && { value: found.value, note: found.note, dependency: { where, name, value: found.value, requestId: found.found.requestId, expression: `$response.body#${found.found.pointer}`, linked: false } };
}

/** The schema a binding's key ("path.type", "body.product") must fit in this operation, if it takes that key. */
function keySchema(operation: Operation, key: string): JsonSchema | undefined {
  const [where, name] = key.split('.', 2) as [string, string];
  if (where === 'body') return Object.assign({}, ...(operation.requestBody?.contents ?? []).map((c) => branchProperties(c)))[name] as JsonSchema | undefined;
  return operation.parameters.find((p) => p.in === where && p.name === name)?.schema;
}

/**
 * The bindings whose every value fits this operation, newest first, each set of values once (a solar
 * quote's type is no checkout type, so its reference is not taken either); warns for links that never fit.
 */
function fittingOf(operation: Operation, bindings: Binding[], sources: IdentifierSources): Binding[] {
  const seen = new Set<string>();
  const fitting = [...bindings].reverse().filter((binding) => {
    const key = JSON.stringify([...binding.values].map(([name, linked]) => [name, linked.value]));
    if (seen.has(key)) return false;
    seen.add(key);
    return [...binding.values].every(([name, linked]) => {
      const schema = keySchema(operation, name);
      return schema !== undefined && conforms(schema, asSchemaType(schema, linked.value));
    });
  });
  const last = bindings.at(-1);
  if (fitting.length === 0 && last) {
    const [, misfit] = [...last.values].find(([key, linked]) => !conforms(keySchema(operation, key) ?? {}, linked.value)) ?? [];
    if (misfit) sources.warnings.add(`${misfit.note} gave ${JSON.stringify(misfit.value)}, which does not fit ${operation.id}; not used.`);
  }
  return fitting;
}

/**
 * What a request may take from the links that feed it, newest first: one fitting binding of each link
 * (the quote and the product the results offered from one answer, a day the calendar offered from
 * another), the i-th of each, or its oldest when it has fewer.
 */
export function fittingBindings(operation: Operation, sources: IdentifierSources): Binding[] {
  const byLink = new Map<string, Binding[]>();
  for (const binding of sources.linked.get(operation.id) ?? []) byLink.set(binding.link, [...(byLink.get(binding.link) ?? []), binding]);
  const groups = [...byLink.values()].map((bindings) => fittingOf(operation, bindings, sources)).filter((group) => group.length > 0);
  const count = Math.max(0, ...groups.map((group) => group.length));
  return Array.from({ length: count }, (_, i) => {
    const chosen = groups.map((group) => group[Math.min(i, group.length - 1)]!);
    return { answer: chosen[0]!.answer, link: chosen.map((binding) => binding.link).join(' + '), values: new Map(chosen.flatMap((binding) => [...binding.values])) };
  });
}

const describeSchema = (schema: JsonSchema) => [schema.type, schema.format, schema.pattern ? `pattern ${String(schema.pattern)}` : undefined].filter(Boolean).join(', ') || 'any';
