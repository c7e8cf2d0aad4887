// Answers checked against openapi.yaml in development and tests only (decision 710); ajv and the spec load on the first answer.
// A 2xx answer that breaks its schema becomes a 502, which every flow already handles, and is reported.
import type { Middleware } from 'openapi-fetch';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { isPlainObject, type PlainObject } from '@/domain/plain-object';
import { errorReporter } from './error-reporting';

export const CONTRACT_VIOLATION_STATUS = 502;

export interface ContractViolation {
  /** "POST /quote/results/{type}" */
  operation: string;
  status: number;
  /** Each broken rule as "<where in the body> <what is wrong>". */
  problems: string[];
}

export class ContractViolationError extends Error {
  override name = 'ContractViolationError';
  constructor(readonly violation: ContractViolation) {
    super(contractViolationMessage(violation));
  }
}

const MAX_PROBLEMS_SHOWN = 3;

export function contractViolationMessage({ operation, status, problems }: ContractViolation): string {
  const shown = problems.slice(0, MAX_PROBLEMS_SHOWN).join('; ');
  const more = problems.length > MAX_PROBLEMS_SHOWN ? ` (and ${problems.length - MAX_PROBLEMS_SHOWN} more)` : '';
  return `The server's ${status} answer to ${operation} does not match the API contract: ${shown}${more}.`;
}

type ViolationListener = (violation: ContractViolation) => void;
const listeners = new Set<ViolationListener>();

/** Called on every contract violation; returns the unsubscribe function. */
export function onContractViolation(listener: ViolationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SPEC_ID = 'openapi.json';

export interface ResponseValidators {
  /** The validator of the JSON body of this operation's answer with this status, if the contract has one. */
  validatorFor(method: string, schemaPath: string, status: number): ValidateFunction | null;
}

/** References inside the spec point at `openapi.json#/...`, so inline schemas resolve them through ajv. */
function anchorReferences(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(anchorReferences);
  if (!isPlainObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${SPEC_ID}${value}` : anchorReferences(value),
    ]),
  );
}

function resolveLocal(document: PlainObject, node: unknown): unknown {
  let current = node;
  // A response may itself be a `#/components/responses/...` reference.
  while (isPlainObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((parent, key) => (isPlainObject(parent) ? parent[key] : undefined), document);
  }
  return current;
}

function jsonSchemaOf(response: unknown): unknown {
  if (!isPlainObject(response) || !isPlainObject(response.content)) return undefined;
  const media = Object.entries(response.content).find(([type]) => type === 'application/json' || type.endsWith('+json'));
  return media && isPlainObject(media[1]) ? media[1].schema : undefined;
}

/** Compiles validators from the parsed openapi.yaml (pure: the tests give it the document). */
export async function createResponseValidators(document: PlainObject): Promise<ResponseValidators> {
  const [{ Ajv2020 }, { default: addFormats }] = await Promise.all([import('ajv/dist/2020.js'), import('ajv-formats')]);
  // OpenAPI adds keywords (example, discriminator, x-*) that are not JSON Schema: not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(anchorReferences(document) as PlainObject, SPEC_ID);
  const cache = new Map<string, ValidateFunction | null>();
  const paths = isPlainObject(document.paths) ? document.paths : {};

  return {
    validatorFor(method, schemaPath, status) {
      const key = `${method} ${schemaPath} ${status}`;
      if (!cache.has(key)) {
        const operation = isPlainObject(paths[schemaPath]) ? (paths[schemaPath] as PlainObject)[method.toLowerCase()] : undefined;
        const responses = isPlainObject(operation) && isPlainObject(operation.responses) ? operation.responses : {};
        const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
        const schema = jsonSchemaOf(resolveLocal(document, response));
        cache.set(key, schema === undefined ? null : ajv.compile(anchorReferences(schema) as PlainObject));
      }
      return cache.get(key) ?? null;
    },
  };
}

function describe(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => `${error.instancePath || 'the body'} ${error.message ?? 'is invalid'}`);
}

async function loadContract(): Promise<PlainObject> {
  const [{ default: text }, { parse }] = await Promise.all([import('../../openapi.yaml?raw'), import('yaml')]);
  return parse(text) as PlainObject;
}

let sharedValidators: Promise<ResponseValidators> | null = null;

/** The openapi-fetch middleware; `loadValidators` compiles openapi.yaml once unless a test gives its own. */
export function responseCheckMiddleware(
  loadValidators: () => Promise<ResponseValidators> = () => (sharedValidators ??= loadContract().then(createResponseValidators)),
): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      // Error answers are read by serverMessage(), which tolerates any body; no content, nothing to check.
      if (!response.ok || response.status === 204) return undefined;
      const operation = `${request.method} ${schemaPath}`;
      const validate = (await loadValidators()).validatorFor(request.method, schemaPath, response.status);
      if (!validate) return undefined;

      let problems: string[];
      const text = await response.clone().text();
      try {
        problems = validate(JSON.parse(text)) ? [] : describe(validate.errors);
      } catch {
        problems = [`the body is not JSON (starts "${text.slice(0, 40)}")`];
      }
      if (problems.length === 0) return undefined;

      const violation: ContractViolation = { operation, status: response.status, problems };
      const error = new ContractViolationError(violation);
      errorReporter().captureException(error, { ...violation });
      for (const listener of listeners) listener(violation);
      return new Response(JSON.stringify({ message: error.message }), {
        status: CONTRACT_VIOLATION_STATUS,
        statusText: 'Contract violation',
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
}
