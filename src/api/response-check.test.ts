// The boundary check through openapi-fetch with a fake fetch: valid answers pass untouched, a
// broken or non-JSON answer becomes a 502 with a clear message, is reported and announced.
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import createClient from 'openapi-fetch';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiPaths } from '@/shared/contract-types';
import { setErrorReporter } from './error-reporting';
import { api, idempotencyHeader } from './client';
import {
  CONTRACT_VIOLATION_STATUS,
  ContractViolationError,
  createResponseValidators,
  onContractViolation,
  responseCheckMiddleware,
} from './response-check';

// The app client's base is relative (/api) as in a browser, and openapi-fetch takes `Request` when
// the client is created: give Node's Request an origin before the imports run.
vi.hoisted(() => {
  const NodeRequest = globalThis.Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://shop.test') : input, init);
    }
  };
});

type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed YAML document
const contract = parse(readFileSync(resolvePath(process.cwd(), 'openapi.yaml'), 'utf8')) as Node;
const validators = createResponseValidators(contract);
const validResults = structuredClone(contract.components.examples.ResultsResponse.value) as Node;
const resultsBody = { quoteType: 'boiler', postcode: 'LS6 2AB' } as const;

const answering = (body: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));

function checkedClient(fetchImpl: (request: Request) => Promise<Response>) {
  const client = createClient<ApiPaths>({ baseUrl: 'http://shop.test/api', fetch: fetchImpl });
  client.use(responseCheckMiddleware(() => validators));
  return client;
}

function reporterSpy() {
  const captureException = vi.fn();
  setErrorReporter({ addBreadcrumb: () => {}, captureException });
  return captureException;
}

afterEach(() => {
  setErrorReporter(null);
  vi.unstubAllGlobals();
});

describe('responseCheckMiddleware', () => {
  it('lets an answer that keeps the contract through unchanged', async () => {
    const captureException = reporterSpy();
    const client = checkedClient(answering(JSON.stringify(validResults)));
    const { data, error } = await client.POST('/quote/results/{type}', { params: { path: { type: 'boiler' }, header: idempotencyHeader() }, body: resultsBody });
    expect(error).toBeUndefined();
    expect(data).toEqual(validResults);
    expect(captureException).not.toHaveBeenCalled();
  });

  it('turns an answer that breaks the schema into a 502 naming the operation and the broken rule', async () => {
    const captureException = reporterSpy();
    const heard = vi.fn();
    const stopListening = onContractViolation(heard);
    const broken = structuredClone(validResults);
    broken.products[0].price_after_discount = '1,999.00'; // pounds as text instead of integer pence
    const client = checkedClient(answering(JSON.stringify(broken)));

    const { data, error, response } = await client.POST('/quote/results/{type}', { params: { path: { type: 'boiler' }, header: idempotencyHeader() }, body: resultsBody });
    stopListening();

    expect(data).toBeUndefined();
    expect(response.status).toBe(CONTRACT_VIOLATION_STATUS);
    expect(error?.message).toBe(
      "The server's 200 answer to POST /quote/results/{type} does not match the API contract: /products/0/price_after_discount must be integer.",
    );
    expect(captureException).toHaveBeenCalledOnce();
    expect(captureException.mock.calls[0]?.[0]).toBeInstanceOf(ContractViolationError);
    expect(heard).toHaveBeenCalledWith({
      operation: 'POST /quote/results/{type}',
      status: 200,
      problems: ['/products/0/price_after_discount must be integer'],
    });
  });

  it('reports a missing required field and caps the message at three problems', async () => {
    reporterSpy();
    const { products: _products, quote: _quote, status: _status, source: _source, ...missingFour } = validResults;
    const client = checkedClient(answering(JSON.stringify(missingFour)));
    const { error } = await client.POST('/quote/results/{type}', { params: { path: { type: 'boiler' }, header: idempotencyHeader() }, body: resultsBody });
    expect(error?.message).toMatch(/the body must have required property 'products'.*\(and 1 more\)\.$/);
  });

  it('turns malformed JSON into a 502 instead of a parse error thrown at the feature', async () => {
    const captureException = reporterSpy();
    const client = checkedClient(answering('{"products": [ {"id": 1,'));
    const { error, response } = await client.POST('/quote/results/{type}', { params: { path: { type: 'boiler' }, header: idempotencyHeader() }, body: resultsBody });
    expect(response.status).toBe(CONTRACT_VIOLATION_STATUS);
    expect(error?.message).toContain('the body is not JSON (starts "{"products": [ {"id": 1,")');
    expect(captureException).toHaveBeenCalledOnce();
  });

  it('leaves error answers and empty answers to the features', async () => {
    const captureException = reporterSpy();
    const unprocessable = checkedClient(answering('{"message":"Postcode not covered"}', 422));
    const { error, response } = await unprocessable.POST('/quote/results/{type}', { params: { path: { type: 'boiler' }, header: idempotencyHeader() }, body: resultsBody });
    expect(response.status).toBe(422);
    expect(error).toEqual({ message: 'Postcode not covered' });

    const recorded = checkedClient(vi.fn(async () => new Response(null, { status: 204 })));
    const journey = await recorded.POST('/journey', { params: { header: idempotencyHeader() }, body: { url: '/quote/boiler' } });
    expect(journey.response.status).toBe(204);
    expect(captureException).not.toHaveBeenCalled();
  });
});

describe('the app client in development and tests', () => {
  it('checks answers against the real openapi.yaml', async () => {
    reporterSpy();
    vi.stubGlobal('fetch', answering(JSON.stringify({ ...validResults, next_available: -1 })));
    const { error } = await api.POST('/quote/results/{type}', { params: { path: { type: 'boiler' }, header: idempotencyHeader() }, body: resultsBody });
    expect(error?.message).toContain('/next_available must be >= 0');
  });
});

describe('the contract examples', () => {
  // Every documented 2xx JSON example must pass the check, or the check (or the example) is wrong.
  const resolve = (node: Node): Node =>
    typeof node?.$ref === 'string'
      ? resolve(node.$ref.slice(2).split('/').reduce((parent: Node, key: string) => parent[key.replace(/~1/g, '/')], contract))
      : node;
  const cases: Array<[string, string, string, string, unknown]> = [];
  for (const [path, item] of Object.entries(contract.paths as Node)) {
    for (const [method, operation] of Object.entries(item as Node)) {
      for (const [status, response] of Object.entries((operation as Node).responses ?? {})) {
        if (!status.startsWith('2')) continue;
        const media = resolve(response as Node).content?.['application/json'];
        for (const [name, example] of Object.entries((media?.examples ?? {}) as Node)) {
          cases.push([method.toUpperCase(), path, status, name, resolve(example as Node).value]);
        }
      }
    }
  }

  it('has examples to check', () => expect(cases.length).toBeGreaterThan(20));

  it.each(cases)('%s %s %s example %s keeps the schema', async (method, path, status, _name, value) => {
    const validate = (await validators).validatorFor(method, path, Number(status));
    expect(validate, 'a validator for a documented JSON answer').not.toBeNull();
    validate!(value);
    expect(validate!.errors ?? []).toEqual([]);
  });
});
