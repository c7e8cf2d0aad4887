// Reads an OpenAPI document and validates values against its schemas (Ajv, JSON Schema 2020-12,
// the dialect of OpenAPI 3.1), resolving the document's own `#/components/...` references.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SPEC_PATH = path.join(repoRoot, 'openapi.yaml');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type JsonObject = { [key: string]: unknown };
export type Schema = JsonObject;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface MediaType {
  schema?: Schema;
  examples?: Record<string, JsonObject>;
}

export interface Response {
  description: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  parameters?: JsonObject[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, JsonObject>;
}

export interface OperationEntry {
  method: HttpMethod;
  path: string;
  operation: Operation;
}

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: JsonObject;
}

export function loadDocument(file: string): OpenApiDocument {
  return parse(readFileSync(file, 'utf8'), { maxAliasCount: -1 }) as OpenApiDocument;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (possibly a chain of them) to the object it names. */
export function resolve<T>(document: OpenApiDocument, value: unknown): T {
  let current: unknown = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${String(current.$ref)}`);
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local references are used in the contract, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
    if (current === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return current as T;
}

/** Every operation in document order, which is the order Prism matches paths in. */
export function operations(document: OpenApiDocument): OperationEntry[] {
  return Object.entries(document.paths).flatMap(([pathTemplate, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => ({ method, path: pathTemplate, operation: item[method]! })),
  );
}

export function parametersOf(document: OpenApiDocument, operation: Operation): Parameter[] {
  return (operation.parameters ?? []).map((parameter) => resolve<Parameter>(document, parameter));
}

export function responsesOf(document: OpenApiDocument, operation: Operation): [status: string, Response][] {
  return Object.entries(operation.responses).map(([status, response]) => [status, resolve<Response>(document, response)]);
}

export function successStatus(document: OpenApiDocument, operation: Operation): [status: number, Response] {
  const success = responsesOf(document, operation).find(([status]) => /^2\d\d$/.test(status));
  if (!success) throw new Error(`${operation.operationId} documents no 2xx response`);
  return [Number(success[0]), success[1]];
}

/** Rewrites `#/...` references so they point into the document registered under `documentId`. */
function anchorReferences(value: unknown, documentId: string): unknown {
  if (Array.isArray(value)) return value.map((item) => anchorReferences(item, documentId));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith('#/') ? `${documentId}${item}` : anchorReferences(item, documentId),
    ]),
  );
}

export interface SchemaValidator {
  /** Validates `value` against `schema` (any schema of the document, inline or a reference). */
  validate(schema: Schema, value: unknown): { valid: boolean; errors: string };
}

export function schemaValidator(document: OpenApiDocument): SchemaValidator {
  const documentId = 'https://contract.local/openapi.json';
  // strict off: OpenAPI keywords (discriminator, xml, externalDocs) are annotations here, and the
  // oneOf + const quoteType of the answer sets already makes them exclusive.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: documentId, components: anchorReferences(document.components, documentId) });
  const compiled = new WeakMap<Schema, ValidateFunction>();
  return {
    validate(schema, value) {
      let validateFn = compiled.get(schema);
      if (!validateFn) {
        validateFn = ajv.compile(anchorReferences(schema, documentId) as Schema);
        compiled.set(schema, validateFn);
      }
      const valid = validateFn(value) as boolean;
      return { valid, errors: valid ? '' : ajv.errorsText(validateFn.errors, { separator: '\n' }) };
    },
  };
}
