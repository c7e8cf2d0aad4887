// Compiles each declared read (src/api/answer-reads.ts) of an answer's schema in openapi.yaml into the
// subset of JSON Schema src/api/answer-check.ts reads: references resolved, allOf merged, oneOf
// kept as anyOf (a branch cut to the fields read may match beside another), every keyword a value
// is checked by kept, and only the fields the page reads. A read the contract does not have stops
// the generation. Subschemas used more than once are written once.
import type { Reads } from '../src/api/answer-reads.ts';

type Node = Record<string, unknown>;
export interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, Node>; responses?: Record<string, Node> };
}

const KEPT = ['type', 'enum', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems'] as const;
const CHECKED_FORMATS = new Set(['date', 'date-time']);

/** The module file of a check in src/api/answer-checks/: `orderTracking` is `order-tracking.ts`. */
export const answerCheckFile = (name: string) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

export function operationById(contract: OpenApi, operationId: string): { method: string; path: string; operation: Node } {
  for (const [pathName, item] of Object.entries(contract.paths))
    for (const [method, operation] of Object.entries(item))
      if (isNode(operation) && operation.operationId === operationId) return { method: method.toUpperCase(), path: pathName, operation };
  throw new Error(`answer-reads.ts names ${operationId}, which openapi.yaml does not have`);
}

export function answerSchema(contract: OpenApi, operationId: string, status: number): Node {
  const { operation } = operationById(contract, operationId);
  let response = (operation.responses as Node | undefined)?.[String(status)];
  if (isNode(response) && typeof response.$ref === 'string') response = contract.components.responses?.[response.$ref.split('/').pop()!];
  const schema = isNode(response) && isNode(response.content) && isNode(response.content['application/json']) ? response.content['application/json'].schema : undefined;
  if (!isNode(schema)) throw new Error(`${operationId} has no JSON answer with status ${status}`);
  return schema;
}

function resolver(contract: OpenApi) {
  return (schema: Node): Node => {
    let current = schema;
    while (typeof current.$ref === 'string') {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = contract.components.schemas[name];
      if (!target) throw new Error(`unknown reference ${current.$ref}`);
      current = target;
    }
    return current;
  };
}

/** allOf of objects as one object: the properties and required fields of every part. */
function merged(parts: Node[]): Node {
  const properties: Record<string, Node> = {};
  const required: string[] = [];
  for (const part of parts) {
    for (const [key, value] of Object.entries((part.properties as Record<string, Node> | undefined) ?? {})) {
      properties[key] = properties[key] ? { allOf: [properties[key], value] } : value;
    }
    required.push(...((part.required as string[] | undefined) ?? []));
  }
  return { type: 'object', properties, required: [...new Set(required)] };
}

function compiler(contract: OpenApi) {
  const resolve = resolver(contract);

  function keywords(schema: Node): Node {
    const out: Node = {};
    for (const key of KEPT) if (schema[key] !== undefined) out[key] = schema[key];
    if (schema.const !== undefined) out.enum = [schema.const];
    if (typeof schema.format === 'string' && CHECKED_FORMATS.has(schema.format)) out.format = schema.format;
    return out;
  }

  /** `reads` true: the whole value; an object: those fields of it (through lists, maps and branches). */
  function compile(raw: Node, reads: Reads, at: string): Node {
    const schema = resolve(raw);
    if (schema.allOf) {
      const parts = (schema.allOf as Node[]).map(resolve);
      if (parts.every((part) => part.properties || part.type === 'object')) return compile({ ...merged(parts), ...keywords(schema) }, reads, at);
      return { ...keywords(schema), allOf: parts.map((part) => compile(part, reads, at)) };
    }
    const branches = (schema.oneOf ?? schema.anyOf) as Node[] | undefined;
    if (branches) {
      const resolved = branches.map(resolve);
      if (reads !== true) {
        const fields = Object.keys(reads);
        for (const field of fields)
          if (!resolved.some((branch) => hasField(branch, field))) throw new Error(`${at} reads ${field}, which no branch of the contract has`);
      }
      return { ...keywords(schema), anyOf: resolved.map((branch) => compile(branch, reads, at)) };
    }
    const out = keywords(schema);
    const types = typeof schema.type === 'string' ? [schema.type] : ((schema.type as string[] | undefined) ?? []);
    if (types.includes('array') && isNode(schema.items)) out.items = compile(schema.items, reads, `${at}[]`);
    if (types.includes('object') || schema.properties) {
      const properties = (schema.properties as Record<string, Node> | undefined) ?? {};
      const required = (schema.required as string[] | undefined) ?? [];
      if (reads === true) {
        if (Object.keys(properties).length) out.properties = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, compile(value, true, `${at}.${key}`)]));
        if (required.length) out.required = required;
        if (isNode(schema.additionalProperties)) out.additionalProperties = compile(schema.additionalProperties, true, `${at}.*`);
      } else if (!schema.properties && isNode(schema.additionalProperties)) {
        // A map (a calendar by date): the reads describe each value.
        out.additionalProperties = compile(schema.additionalProperties, reads, `${at}.*`);
      } else {
        const read = Object.keys(reads);
        for (const field of read) if (!properties[field]) throw new Error(`${at} reads ${field}, which the contract does not have`);
        if (read.length) out.properties = Object.fromEntries(read.map((field) => [field, compile(properties[field]!, reads[field]!, `${at}.${field}`)]));
        const requiredRead = required.filter((field) => read.includes(field));
        if (requiredRead.length) out.required = requiredRead;
      }
    } else if (reads !== true && Object.keys(reads).length && !types.includes('array') && !types.includes('null')) {
      throw new Error(`${at} reads fields of a value that has none`);
    }
    return out;
  }

  function hasField(schema: Node, field: string): boolean {
    const resolved = resolve(schema);
    if (isNode(resolved.properties) && field in resolved.properties) return true;
    if (isNode(resolved.items)) return hasField(resolved.items, field);
    return [...((resolved.allOf as Node[] | undefined) ?? []), ...((resolved.oneOf as Node[] | undefined) ?? [])].some((part) => hasField(part, field));
  }

  return compile;
}

export interface DeclaredRead {
  readonly operation: string;
  readonly status: number;
  readonly reads: Reads;
}

/** Each declared read's compiled schema, by its name in answer-reads.ts. */
export function compileReads(contract: OpenApi, declared: Readonly<Record<string, DeclaredRead>>): Record<string, Node> {
  const compile = compiler(contract);
  return Object.fromEntries(Object.entries(declared).map(([name, { operation, status, reads }]) => [name, compile(answerSchema(contract, operation, status), reads, name)]));
}

/**
 * The source of each src/api/answer-checks/<name>.ts: one module per check, so a page's chunk holds
 * only the checks its calls use. Subschemas met more than once in a check are written once.
 */
export function compileAnswerChecks(contract: OpenApi, declared: Readonly<Record<string, DeclaredRead>>): Record<string, string> {
  const compiled = compileReads(contract, declared);
  return Object.fromEntries(Object.entries(compiled).map(([name, schema]) => [name, checkModule(name, declared[name]!, schema)]));
}

const children = (schema: Node): Node[] =>
  Object.entries(schema).flatMap(([key, value]) =>
    key === 'properties' ? Object.values(value as Record<string, Node>) : key === 'anyOf' || key === 'allOf' ? (value as Node[]) : key === 'items' || key === 'additionalProperties' ? [value as Node] : [],
  );

function checkModule(name: string, { operation, status }: DeclaredRead, schema: Node): string {
  const counts = new Map<string, number>();
  const count = (node: Node) => {
    children(node).forEach(count);
    const text = JSON.stringify(node);
    if (text.length > 60) counts.set(text, (counts.get(text) ?? 0) + 1);
  };
  count(schema);
  const names = new Map<string, string>();
  const lines: string[] = [];
  const key = (field: string) => (/^[A-Za-z_$][\w$]*$/.test(field) ? field : JSON.stringify(field));
  const emit = (node: Node, top = false): string => {
    const text = JSON.stringify(node);
    const known = names.get(text);
    if (known) return known;
    const entries = Object.entries(node).map(([keyword, value]) => {
      if (keyword === 'properties') return `properties: { ${Object.entries(value as Record<string, Node>).map(([field, child]) => `${key(field)}: ${emit(child)}`).join(', ')} }`;
      if (keyword === 'anyOf' || keyword === 'allOf') return `${keyword}: [${(value as Node[]).map((child) => emit(child)).join(', ')}]`;
      if (keyword === 'items' || keyword === 'additionalProperties') return `${keyword}: ${emit(value as Node)}`;
      return `${keyword}: ${JSON.stringify(value)}`;
    });
    const body = `{ ${entries.join(', ')} }`;
    if (!top && (counts.get(text) ?? 0) > 1) {
      const shared = `part${names.size + 1}`;
      names.set(text, shared);
      lines.push(`const ${shared}: AnswerSchema = ${body};`);
      return shared;
    }
    return body;
  };
  const exported = `/** The ${status} answer of ${operation}, cut to the fields the pages read. */\nexport const ${name}: AnswerCheck<Answer<'${operation}', ${status}>> = ${emit(schema, true)};`;
  return [
    '// Generated by `npm run generate` (scripts/generate-answer-checks.ts) from openapi.yaml and',
    '// src/api/answer-reads.ts: do not edit.',
    `import type { Answer, AnswerCheck${lines.length ? ', AnswerSchema' : ''} } from '../answer-check';`,
    '',
    ...lines,
    ...(lines.length ? [''] : []),
    exported,
    '',
  ].join('\n');
}
