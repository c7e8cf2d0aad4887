// (a) Every example in the contract, and in the mock spec Prism serves (openapi.yaml plus the
// generated named scenarios), is valid against its schema; every JSON response Prism may serve has
// a `default` example.
import { describe, expect, it } from 'vitest';
import { mockSpecServed } from './mock-status';
import {
  SPEC_PATH,
  loadDocument,
  operations,
  parametersOf,
  resolve,
  responsesOf,
  schemaValidator,
  type JsonObject,
  type MediaType,
  type OpenApiDocument,
  type Schema,
} from './openapi-document';

interface ExampleCase {
  where: string;
  schema: Schema;
  value: unknown;
}

function mediaExamples(document: OpenApiDocument, where: string, media: MediaType): ExampleCase[] {
  if (!media.schema) return [];
  return Object.entries(media.examples ?? {}).map(([name, example]) => ({
    where: `${where} example "${name}"`,
    schema: media.schema!,
    value: resolve<JsonObject>(document, example).value,
  }));
}

/** JSON Schema `examples` arrays anywhere inside a schema (properties, items, allOf, ...). */
function schemaKeywordExamples(where: string, node: unknown): ExampleCase[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaKeywordExamples(`${where}[${index}]`, item));
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as JsonObject;
  const own = Array.isArray(schema.examples)
    ? schema.examples.map((value, index) => ({ where: `${where}.examples[${index}]`, schema, value }))
    : [];
  const nested = Object.entries(schema)
    .filter(([key]) => key !== 'examples')
    .flatMap(([key, child]) => schemaKeywordExamples(`${where}.${key}`, child));
  return [...own, ...nested];
}

function collectExamples(document: OpenApiDocument): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const { method, path, operation } of operations(document)) {
    const label = `${method.toUpperCase()} ${path}`;
    for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
      cases.push(...mediaExamples(document, `${label} request ${type}`, media));
    }
    for (const [status, response] of responsesOf(document, operation)) {
      for (const [type, media] of Object.entries(response.content ?? {})) {
        cases.push(...mediaExamples(document, `${label} ${status} ${type}`, media));
      }
    }
    for (const parameter of parametersOf(document, operation)) {
      const { example } = parameter as unknown as JsonObject;
      if (example !== undefined) cases.push({ where: `${label} parameter ${parameter.name}`, schema: parameter.schema, value: example });
    }
  }
  cases.push(...schemaKeywordExamples('components.schemas', document.components.schemas));
  return cases;
}

describe.each([
  ['openapi.yaml', SPEC_PATH],
  ['.mock/openapi.yaml (the snapshot Prism serves)', await mockSpecServed()],
])('examples of %s', (_label, file) => {
  const document = loadDocument(file);
  const validator = schemaValidator(document);
  const cases = collectExamples(document);

  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((example) => [example.where, example] as const))('%s is valid', (_where, example) => {
    const { valid, errors } = validator.validate(example.schema, example.value);
    expect(errors).toBe('');
    expect(valid).toBe(true);
  });

  it('gives every JSON response a "default" example and never the singular `example`', () => {
    const problems: string[] = [];
    for (const { method, path, operation } of operations(document)) {
      for (const [status, response] of responsesOf(document, operation)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          const where = `${method.toUpperCase()} ${path} ${status} ${type}`;
          if (type !== 'application/json') problems.push(`${where}: JSON responses use application/json`);
          if ('example' in media) problems.push(`${where}: uses example, not examples`);
          if (!media.examples?.default) problems.push(`${where}: has no default example`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the validator itself', () => {
  const document = loadDocument(SPEC_PATH);
  const validator = schemaValidator(document);
  const order = { $ref: '#/components/schemas/Order' };

  it('refuses money that is not integer pence', () => {
    const example = resolve<JsonObject>(document, { $ref: '#/components/examples/OrderResponse' }).value as { order: JsonObject };
    expect(validator.validate(order, example.order).valid).toBe(true);
    expect(validator.validate(order, { ...example.order, total: 2590.5 }).valid).toBe(false);
  });

  it('refuses an answer set that matches no quote type', () => {
    const answers = { $ref: '#/components/schemas/QuoteAnswers' };
    expect(validator.validate(answers, { quoteType: 'ev', postcode: 'M20 2RN', distance: 15 }).valid).toBe(true);
    expect(validator.validate(answers, { quoteType: 'ev', postcode: 'M20 2RN', distance: 12 }).valid).toBe(false);
    expect(validator.validate(answers, { quoteType: 'loft', postcode: 'M20 2RN' }).valid).toBe(false);
  });
});
