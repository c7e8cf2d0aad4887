// The requests the check builds for one operation: the documented examples with their identifiers,
// fast-check-generated valid requests, the valid variants (every oneOf branch, enum value and postcode
// shape) and the negative requests (each required field, header, enum, format, pattern, range and
// length broken alone), each the same on every run but the generated ones.
import fc from 'fast-check';
import { arbitraryOf, branchesOf, conforms, flatten, mutationsOf, sampleOf, scalarMutations, variantSlots, type Mutation, type Slot } from './schema-values.ts';
import type { JsonSchema, MediaContent, Operation, Parameter } from './spec.ts';
import type { Dependency, PlannedRequest } from './types.ts';
import { isIdentifier, bodyProperties, branchProperties, type IdentifierSources, preferredAnswer, seeded, identifierValue, fittingBindings } from './identifiers.ts';

export const serialise = (value: unknown) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

function exampleOf(parameter: Parameter): unknown {
  return parameter.examples.find((value) => conforms(parameter.schema, value)) ?? sampleOf(parameter.schema);
}

/** Values that must be fresh on every request (an idempotency key reused would replay an answer). */
export const isIdempotencyKey = (parameter: Parameter) => parameter.in === 'header' && /idempotency/i.test(parameter.name);
export const isFreshEveryTime = (parameter: Parameter) => isIdempotencyKey(parameter) || (parameter.in === 'header' && parameter.schema.format === 'uuid');

/** Path, query and body identifiers a request fills from the journey (for the one-answer rule). */
function journeyNames(operation: Operation, body: PlannedRequest['body'], sources: IdentifierSources, pathNames: Set<string>) {
  const wanted: { name: string; schema: JsonSchema }[] = [];
  const fixed = (name: string, where: string, schema: JsonSchema) => seeded(name, schema, sources) !== undefined || sources.binding?.values.has(`${where}.${name}`);
  for (const p of operation.parameters) if ((p.in === 'path' || p.in === 'query') && isIdentifier(p.name, p.schema, pathNames) && !fixed(p.name, p.in, p.schema)) wanted.push(p);
  if (body && typeof body.value === 'object' && body.value !== null) {
    for (const [name, schema] of Object.entries(branchProperties(body.media))) {
      if (name in (body.value as object) && isIdentifier(name, schema, pathNames) && !fixed(name, 'body', schema)) wanted.push({ name, schema });
    }
  }
  return wanted;
}

function baseParameters(operation: Operation, sources: IdentifierSources, journey: string[], needs: Dependency[], preferred: number | undefined) {
  const values: Record<'path' | 'query' | 'header', Record<string, unknown>> = { path: {}, query: {}, header: {} };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || (!parameter.required && parameter.in !== 'query')) continue;
    const given = seeded(parameter.name, parameter.schema, sources) !== undefined || sources.binding?.values.has(`${parameter.in}.${parameter.name}`);
    if (!parameter.required && parameter.examples.length === 0 && !given) continue;
    const fromJourney = parameter.in !== 'header' ? identifierValue(parameter.name, parameter.in, parameter.schema, operation, sources, preferred) : undefined;
    if (fromJourney) journey.push(`${parameter.in}.${fromJourney.note}`);
    // Only an identifier ties this request to the answer that gave it (a postcode seen in a quote does not).
    if (fromJourney?.dependency && (fromJourney.dependency.linked || parameter.in === 'path' || /(_id|Id)$/.test(parameter.name))) needs.push(fromJourney.dependency);
    values[parameter.in][parameter.name] = fromJourney ? fromJourney.value : exampleOf(parameter);
  }
  return values;
}

function withJourneyIdentifiers(body: unknown, media: MediaContent, operation: Operation, sources: IdentifierSources, pathNames: Set<string>, journey: string[], needs: Dependency[], preferred: number | undefined): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const props = branchProperties(media);
  const result: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const [name, schema] of Object.entries(props)) {
    const linked = sources.binding?.values.has(`body.${name}`);
    if (!linked && (!(name in result) || !(isIdentifier(name, schema, pathNames) || name in sources.params))) continue;
    const found = identifierValue(name, 'body', schema, operation, sources, preferred);
    if (found) {
      result[name] = found.value;
      journey.push(`body.${found.note}`);
      if (found.dependency) needs.push(found.dependency);
    }
  }
  return result;
}

/**
 * A body that names its kind (a oneOf's discriminator, e.g. `quoteType`) goes to the path of that
 * kind: a boiler body to /quote/results/boiler, never to /quote/results/aircon.
 */
function alignedPath(operation: Operation, path: Record<string, unknown>, body: PlannedRequest['body']): Record<string, unknown> {
  const discriminator = body && (body.media.schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const kind = discriminator && typeof body.value === 'object' && body.value !== null ? (body.value as Record<string, unknown>)[discriminator] : undefined;
  if (typeof kind !== 'string') return path;
  const parameter = operation.parameters.find((p) => p.in === 'path' && Array.isArray(flatten(p.schema).enum) && (flatten(p.schema).enum as unknown[]).includes(kind));
  return parameter ? { ...path, [parameter.name]: kind } : path;
}

/** The kind a discriminated body must have when the journey fixed the path's kind (a quote's own type). */
function fixedKind(operation: Operation, planned: Pick<PlannedRequest, 'path' | 'needs' | 'body'>): { discriminator: string; kind: unknown } | undefined {
  const discriminator = planned.body && (planned.body.media.schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  if (!discriminator) return undefined;
  const parameter = operation.parameters.find((p) => p.in === 'path' && Array.isArray(flatten(p.schema).enum) && planned.needs.some((n) => n.where === 'path' && n.name === p.name));
  return parameter && { discriminator, kind: planned.path[parameter.name] };
}

const ofKind = (value: unknown, discriminator: string, kind: unknown) => typeof value === 'object' && value !== null && (value as Record<string, unknown>)[discriminator] === kind;

/** A body of the kind the journey fixed: the example if it is of that kind, else another example or a sample of that branch. */
function bodyOfKind(media: MediaContent, discriminator: string, kind: unknown, current: unknown): unknown {
  if (ofKind(current, discriminator, kind)) return current;
  const candidates = [...media.examples.map((e) => e.value), ...branchesOf(media.schema).map((branch) => sampleOf(branch))];
  return candidates.find((value) => ofKind(value, discriminator, kind) && conforms(media.schema, value)) ?? current;
}

/** The requests built from the documented examples, identifiers from the `older`-th fitting binding (0: the newest). */
export function exampleRequests(operation: Operation, sources: IdentifierSources, pathNames: Set<string>, older = 0): PlannedRequest[] {
  const contents = operation.requestBody?.contents ?? [];
  const binding = fittingBindings(operation, sources)[older];
  if (binding) sources.binding = binding;
  const plan = (label: string, body?: PlannedRequest['body']): PlannedRequest => {
    const journey: string[] = [];
    const needs: Dependency[] = [];
    const preferred = preferredAnswer(journeyNames(operation, body, sources, pathNames), sources.harvested);
    const params = baseParameters(operation, sources, journey, needs, preferred);
    let finalBody = body && { media: body.media, value: withJourneyIdentifiers(body.value, body.media, operation, sources, pathNames, journey, needs, preferred) };
    const fixed = fixedKind(operation, { path: params.path, needs, ...(finalBody ? { body: finalBody } : {}) });
    if (fixed && finalBody && !ofKind(finalBody.value, fixed.discriminator, fixed.kind)) {
      const value = bodyOfKind(finalBody.media, fixed.discriminator, fixed.kind, finalBody.value);
      finalBody = { media: finalBody.media, value: withJourneyIdentifiers(value, finalBody.media, operation, sources, pathNames, [], [], preferred) };
    }
    return { kind: 'example', label, path: fixed ? params.path : alignedPath(operation, params.path, finalBody), query: params.query, headers: params.header, ...(finalBody ? { body: finalBody } : {}), journey, needs };
  };
  try {
    if (contents.length === 0) return [plan('documented parameters')];
    const withBody = contents.flatMap((media) =>
      media.examples.length > 0
        ? media.examples.map((example) => plan(`example "${example.name}"${contents.length > 1 ? ` (${media.mediaType})` : ''}`, { media, value: example.value }))
        : [plan(`sample from schema (${media.mediaType})`, { media, value: sampleOf(media.schema) })],
    );
    // An optional body may be left out (a load that also takes an upload): that request is valid too.
    return operation.requestBody?.required ? withBody : [...withBody, plan('without the optional body')];
  } finally {
    delete sources.binding;
  }
}

/** Arbitrary of whole valid requests: identifiers fixed from the journey, everything else generated. */
export function validRequestArbitrary(operation: Operation, base: PlannedRequest): fc.Arbitrary<PlannedRequest> {
  const params: Record<'path' | 'query', Record<string, fc.Arbitrary<unknown>>> = { path: {}, query: {} };
  const required: Record<'path' | 'query', string[]> = { path: [], query: [] };
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    // An identifier from the journey stays (a random one would only find nothing); the rest is fuzzed.
    const fromJourney = base.journey.some((note) => note.startsWith(`${parameter.in}.${parameter.name} `));
    params[parameter.in][parameter.name] = fromJourney ? fc.constant(base[parameter.in][parameter.name]) : arbitraryOf(parameter.schema);
    if (parameter.required) required[parameter.in].push(parameter.name);
  }
  const media = base.body?.media;
  const fixed = fixedKind(operation, base);
  const body = media ? arbitraryOf(media.schema).filter((value) => !fixed || ofKind(value, fixed.discriminator, fixed.kind)) : fc.constant(undefined);
  return fc.record({
    path: fc.record(params.path, { requiredKeys: required.path }),
    query: fc.record(params.query, { requiredKeys: required.query }),
    body,
  }).map(({ path, query, body: generatedBody }) => {
    const finalBody = media ? { media, value: withIdentifiersFrom(base, generatedBody) } : undefined;
    return { ...base, kind: 'generated-valid' as const, label: 'generated', path: fixed ? path : alignedPath(operation, path, finalBody), query, ...(finalBody ? { body: finalBody } : {}) };
  });
}

/** Keeps the journey's identifiers (which the base body already carries) in another body. */
function withIdentifiersFrom(base: PlannedRequest, other: unknown): unknown {
  const baseBody = base.body?.value;
  if (typeof other !== 'object' || other === null || typeof baseBody !== 'object' || baseBody === null) return other;
  const carried = new Set(base.journey.filter((note) => note.startsWith('body.')).map((note) => note.slice('body.'.length).split(' ')[0]!));
  const result = { ...(other as Record<string, unknown>) };
  for (const [key, value] of Object.entries(baseBody)) if ((carried.has(key) || /(_id|Id)$/.test(key)) && key in result) result[key] = value;
  return result;
}

/** One valid body per branch of a oneOf body (the base itself for its own branch), identifiers kept, each with its name. */
export function bodyBranches(operation: Operation, base: PlannedRequest): { name: string; schema: JsonSchema; request: PlannedRequest }[] {
  if (!base.body) return [];
  const { media } = base.body;
  const branches = branchesOf(media.schema);
  const discriminator = (media.schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  // A quote's own type fixes the branch: its reference at another type's address is another thing.
  const fixed = fixedKind(operation, base);
  return branches.flatMap((schema, index) => {
    const candidates = [base.body!.value, ...media.examples.map((e) => e.value), sampleOf(schema)].map((value) => withIdentifiersFrom(base, value));
    const value = candidates.find((candidate) => conforms(schema, candidate) && conforms(media.schema, candidate));
    if (value === undefined || (fixed && !ofKind(value, fixed.discriminator, fixed.kind))) return [];
    const kind = discriminator && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[discriminator] : undefined;
    const name = branches.length === 1 ? '' : kind !== undefined ? `${discriminator}=${String(kind)}` : `branch ${index + 1}`;
    const body = { media, value };
    return [{ name, schema, request: { ...base, path: fixed ? base.path : alignedPath(operation, base.path, body), body } }];
  });
}

export const setAt = (value: unknown, at: string[], replacement: unknown): unknown => {
  if (at.length === 0) return replacement;
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...record, [at[0]!]: setAt(record[at[0]!], at.slice(1), replacement) };
};
const getAt = (value: unknown, at: string[]): unknown => at.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);

/**
 * Valid requests that vary what is not an identifier, the same on every run: every oneOf branch,
 * every value of every enum (in the body and the query) and every postcode shape, so a server error
 * on one valid value is found at the defaults. Variant i takes value i of each enum at once, so an
 * operation needs as many variants as its longest enum, not one per value.
 */
export function variantRequests(operation: Operation, base: PlannedRequest, pathNames: Set<string>): PlannedRequest[] {
  const discriminator = base.body && (base.body.media.schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const querySlots: (Slot & { parameter: Parameter })[] = operation.parameters
    .filter((p) => p.in === 'query' && p.name in base.query && !isIdentifier(p.name, p.schema, pathNames))
    .flatMap((p) => variantSlots(p.schema, p.name).map((slot) => ({ ...slot, parameter: p })));
  const branches = base.body ? bodyBranches(operation, base) : [{ name: '', schema: {}, request: base }];
  const variants: PlannedRequest[] = [];
  let postcodeTurn = 0;
  const seen = new Set([JSON.stringify([base.path, base.query, base.body?.value])]);
  branches.forEach(({ name, schema, request }, branchIndex) => {
    const bodySlots = base.body ? variantSlots(schema).filter((slot) => slot.at.length > 0 && !isIdentifier(slot.at.at(-1)!, {}, pathNames) && slot.at.join('.') !== discriminator) : [];
    const slots: { slot: Slot; parameter?: Parameter }[] = [...bodySlots.map((slot) => ({ slot })), ...querySlots.map(({ parameter, ...slot }) => ({ slot, parameter }))];
    const postcodes = Math.max(0, ...slots.filter((s) => s.slot.kind === 'postcode').map((s) => s.slot.values.length));
    let count = Math.max(1, ...slots.filter((s) => s.slot.kind === 'enum').map((s) => s.slot.values.length));
    // The last branch with a postcode takes what the others left of the postcode shapes.
    const laterPostcodes = branches.slice(branchIndex + 1).some((b) => variantSlots(b.schema).some((s) => s.kind === 'postcode'));
    if (postcodes > 0 && !laterPostcodes) count = Math.max(count, postcodes - postcodeTurn);
    for (let i = 0; i < count; i++) {
      let body = request.body?.value;
      const query = { ...request.query };
      const changes: string[] = [];
      const turn = postcodeTurn;
      for (const { slot, parameter } of slots) {
        const value = slot.values[(slot.kind === 'postcode' ? turn : i) % slot.values.length];
        if (parameter) {
          if (conforms(parameter.schema, value) && query[parameter.name] !== value) {
            query[parameter.name] = value;
            changes.push(`${parameter.name}=${String(value)}`);
          }
        } else if (getAt(body, slot.at) !== value) {
          const changed = setAt(body, slot.at, value);
          // A value another field rules out (an if/then, a dependent field) is left as it was.
          if (conforms(base.body!.media.schema, changed)) {
            body = changed;
            changes.push(`${slot.at.join('.')}=${String(value)}`);
          }
        }
      }
      if (slots.some((s) => s.slot.kind === 'postcode')) postcodeTurn++;
      const planned: PlannedRequest = { ...request, kind: 'variant', label: `variant${name ? ` ${name}` : ''}${changes.length > 0 ? `: ${changes.join(', ')}` : ''}`, query, ...(request.body ? { body: { media: request.body.media, value: body } } : {}) };
      const key = JSON.stringify([planned.path, planned.query, planned.body?.value]);
      if (seen.has(key)) continue;
      seen.add(key);
      variants.push(planned);
    }
  });
  return variants;
}

type Located = Mutation & { in: 'path' | 'query' | 'header' | 'body' };

/** A parameter value as the server reads it from the URL or a header: numbers and booleans parsed. */
export function asReceived(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if ((schema.type === 'integer' || schema.type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (schema.type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function parameterMutations(operation: Operation): Located[] {
  const mutations: Located[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    if (parameter.required && parameter.in !== 'path') mutations.push({ in: parameter.in, at: parameter.name, rule: 'required', apply: () => undefined });
    if (!parameter.required && parameter.in !== 'query') continue;
    for (const mutation of scalarMutations(parameter.schema, parameter.name)) {
      const sent = String(mutation.apply(undefined));
      if (mutation.rule === 'type' && parameter.schema.type === 'string') continue; // any text is a string
      // On the wire every parameter is text: keep only values that still break the schema once read back,
      // and never an empty path segment (that is another route, not an invalid value).
      if (conforms(parameter.schema, asReceived(parameter.schema, sent)) || (parameter.in === 'path' && sent === '')) continue;
      mutations.push({ ...mutation, in: parameter.in, apply: () => sent });
    }
  }
  return mutations;
}

/** A form body (multipart, urlencoded) as the server reads it: every field is text, numbers and booleans parsed where the schema wants them. */
export function formAsReceived(media: MediaContent, value: unknown): unknown {
  if (!/^(multipart\/|application\/x-www-form-urlencoded)/.test(media.mediaType) || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const props = bodyProperties(media);
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, asReceived(props[name] ?? {}, serialise(field))]));
}

function applyMutation(request: PlannedRequest, mutation: Located): PlannedRequest | undefined {
  if (mutation.in === 'body') {
    if (!request.body) return undefined;
    const value = mutation.apply(request.body.value);
    // Only a request that really breaks the schema, as the server reads it, is an invalid request.
    if (conforms(request.body.media.schema, formAsReceived(request.body.media, value))) return undefined;
    return { ...request, body: { ...request.body, value } };
  }
  const location = mutation.in === 'header' ? 'headers' : mutation.in;
  const params = { ...request[location] };
  const value = mutation.apply(params[mutation.at]);
  if (value === undefined) delete params[mutation.at];
  else params[mutation.at] = value;
  return { ...request, [location]: params };
}

const mutationLabel = (mutation: Located, branch = '') => `${mutation.rule} broken at ${mutation.in}.${mutation.at || '(whole body)'}${branch ? ` (${branch})` : ''}`;

/**
 * The negative coverage of one operation, the same on every run whatever the seed: every parameter
 * and header mutation, and in the body every required field, enum, format, pattern, range and
 * length, in every oneOf branch (applied to a valid body of that branch) and every allOf part. A
 * wrong JSON type is tried once per branch (any typed field shows whether types are checked).
 */
export function negativeRequests(operation: Operation, base: PlannedRequest): { planned: PlannedRequest; label: string }[] {
  const negatives: { planned: PlannedRequest; label: string }[] = [];
  const seen = new Set<string>();
  const add = (planned: PlannedRequest | undefined, label: string) => {
    if (!planned || seen.has(label)) return;
    seen.add(label);
    negatives.push({ planned: { ...planned, kind: 'negative', label }, label });
  };
  for (const mutation of parameterMutations(operation)) add(applyMutation(base, mutation), mutationLabel(mutation));
  for (const { name, schema, request } of bodyBranches(operation, base)) {
    let typed = false;
    for (const inner of mutationsOf(schema)) {
      if (inner.rule === 'type' && typed) continue;
      const mutation: Located = { ...inner, in: 'body' };
      const planned = applyMutation(request, mutation);
      if (!planned) continue;
      if (inner.rule === 'type') typed = true;
      add(planned, mutationLabel(mutation, name));
    }
  }
  return negatives;
}
