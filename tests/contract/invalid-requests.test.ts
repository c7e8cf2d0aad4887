// (c) Requests that break the contract are refused with 4xx: Prism answers 422 problem+json, or the
// operation's own 422 example with the violations in the `sl-violations` header. Cases are derived
// from the spec (bad path enums, missing required query parameters, headers and body fields) plus
// hand-written bad values inside bodies.
import { describe, expect, it } from 'vitest';
import { mockSpecServed } from './mock-status';
import { loadDocument, operations, parametersOf, resolve, type OperationEntry, type Schema } from './openapi-document';
import { CSRF_HEADERS, answerSets, buildRequest, send, validRequests, validRequestsFor, type BuiltRequest, type ContractRequest } from './requests';

// The snapshot of the mock spec that Prism serves (global-setup.ts).
const document = loadDocument(await mockSpecServed());
const all = operations(document);
const byId = new Map(all.map((entry) => [entry.operation.operationId, entry]));
const label = (entry: OperationEntry) => `${entry.operation.operationId} (${entry.method.toUpperCase()} ${entry.path})`;

async function expectRefused(request: BuiltRequest) {
  const answer = await send(request);
  const text = await answer.text();
  const where = `${request.method} ${request.url}: ${answer.status} ${text.slice(0, 300)}`;
  expect(answer.status, where).toBe(422);
  const problemJson = answer.headers.get('content-type')?.startsWith('application/problem+json') ?? false;
  const violations = answer.headers.get('sl-violations');
  expect(problemJson || violations !== null, `${where}: neither problem+json nor sl-violations`).toBe(true);
}

function firstValidRequest(entry: OperationEntry): BuiltRequest {
  return validRequestsFor(document, entry)[0]!;
}

function withBody(entry: OperationEntry, change: (body: Record<string, unknown>) => void, base?: ContractRequest): BuiltRequest {
  const written = base ?? validRequests[entry.operation.operationId]![0]!;
  const body = structuredClone(written.json) as Record<string, unknown>;
  change(body);
  return buildRequest(document, entry, { ...written, json: body });
}

const badPathEnums = all.flatMap((entry) =>
  parametersOf(document, entry.operation)
    .filter((parameter) => parameter.in === 'path' && Array.isArray(resolve<Schema>(document, parameter.schema).enum))
    .map((parameter) => [`${label(entry)} with ${parameter.name}=loft-insulation`, entry, parameter.name] as const),
);

const missingQuery = all.flatMap((entry) =>
  parametersOf(document, entry.operation)
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => [`${label(entry)} without ?${parameter.name}`, entry, parameter.name] as const),
);

const missingHeaders = all.flatMap((entry) =>
  parametersOf(document, entry.operation)
    .filter((parameter) => parameter.in === 'header' && parameter.required)
    .map((parameter) => [`${label(entry)} without ${parameter.name}`, entry, parameter.name] as const),
);

const jsonBodies = all.filter((entry) => entry.operation.requestBody?.required && entry.operation.requestBody.content['application/json']);

describe('requests that break the contract are refused', () => {
  it.each(badPathEnums)('%s', async (_name, entry, parameterName) => {
    const written = validRequests[entry.operation.operationId]?.[0] ?? {};
    await expectRefused(buildRequest(document, entry, { ...written, path: { ...written.path, [parameterName]: 'loft-insulation' } }));
  });

  it.each(missingQuery)('%s', async (_name, entry, parameterName) => {
    const request = firstValidRequest(entry);
    const url = new URL(request.url, 'http://contract.local');
    url.searchParams.delete(parameterName);
    await expectRefused({ ...request, url: `${url.pathname}${url.search}` });
  });

  it.each(missingHeaders)('%s', async (_name, entry, headerName) => {
    const request = firstValidRequest(entry);
    const headers = { ...request.headers };
    delete headers[headerName];
    await expectRefused({ ...request, headers });
  });

  it.each(jsonBodies.map((entry) => [`${label(entry)} with an empty body object`, entry] as const))('%s', async (_name, entry) => {
    const request = firstValidRequest(entry);
    await expectRefused({ ...request, body: '{}' });
  });

  const entryOf = (operationId: string) => byId.get(operationId)!;
  const badBodies: [string, () => BuiltRequest][] = [
    ['createOrder with an unknown step', () => withBody(entryOf('createOrder'), (body) => (body.step = 'shipping'))],
    ['createOrder with a price in pounds', () => withBody(entryOf('createOrder'), (body) => (body.fitting_date_cost = 49.5))],
    ['createOrder without fitting_date', () => withBody(entryOf('createOrder'), (body) => delete body.fitting_date)],
    ['updateOrder with an invalid email', () => withBody(entryOf('updateOrder'), (body) => ((body.customer as Record<string, unknown>).email_address = 'amelia'))],
    ['createStripeIntent with an unknown payment kind', () => withBody(entryOf('createStripeIntent'), (body) => (body.payment = 'everything'))],
    ['addOrderItems with a non-numeric order', () => withBody(entryOf('addOrderItems'), (body) => (body.order = 'five'))],
    ['submitQuoteAnswers with an unknown fuel', () => withBody(entryOf('submitQuoteAnswers'), (body) => (body.fuelType = 'Coal'), { path: { type: 'boiler' }, json: answerSets.boiler })],
    ['submitQuoteAnswers with an EV distance outside the bands', () => withBody(entryOf('submitQuoteAnswers'), (body) => (body.distance = 12), { path: { type: 'ev' }, json: answerSets.ev })],
    ['submitQuoteAnswers with an unknown quoteType', () => withBody(entryOf('submitQuoteAnswers'), (body) => (body.quoteType = 'loft'), { path: { type: 'ev' }, json: answerSets.ev })],
    ['saveQuote with an invalid email', () => withBody(entryOf('saveQuote'), (body) => (body.email_address = 'amelia'))],
    ['saveQuote without an email', () => withBody(entryOf('saveQuote'), (body) => delete body.email_address)],
    ['saveServiceDates with a badly formed date', () => withBody(entryOf('saveServiceDates'), (body) => (body.preferred_date = '08/12/2026'))],
    ['addEvVehicle without the registration', () => withBody(entryOf('addEvVehicle'), (body) => delete (body.quote_items as Record<string, unknown>).vehicle_registration)],
  ];
  it.each(badBodies)('%s', async (_name, build) => {
    await expectRefused(build());
  });

  const uploads: [string, string, string][] = [
    ['uploadOrderDocuments', 'file', 'upload'],
    ['priceMatchDocuments', 'name', 'upload'],
    ['storeSurveyImage', 'product', ''],
  ];
  it.each(uploads)('%s without the %s form field', async (operationId, field, requestLabel) => {
    const entry = entryOf(operationId);
    const written = validRequests[operationId]!.find((request) => (request.label ?? '') === requestLabel)!;
    const multipart = { ...written.multipart };
    delete multipart[field];
    await expectRefused(buildRequest(document, entry, { ...written, multipart }));
  });

  it.each(uploads)('%s with a method override other than PATCH', async (operationId, _field, requestLabel) => {
    const entry = entryOf(operationId);
    const written = validRequests[operationId]!.find((request) => (request.label ?? '') === requestLabel)!;
    await expectRefused(buildRequest(document, entry, { ...written, multipart: { ...written.multipart, _method: 'PUT' } }));
  });

  it('refuses a request without the CSRF header with 401', async () => {
    const request = firstValidRequest(entryOf('recordJourney'));
    const headers = { ...request.headers };
    for (const name of Object.keys(CSRF_HEADERS)) delete headers[name];
    const answer = await send({ ...request, headers });
    expect(answer.status).toBe(401);
  });
});
