// Builds requests to the mock from the contract: hand-written valid requests where an operation
// needs a body or a value no schema can invent, and values derived from the parameter schemas
// otherwise, so a new operation is covered automatically (or fails loudly until it gets a request).
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { QUOTE_ANSWER_SETS as answerSets } from '../../fixtures/answers';
import { parametersOf, resolve, type OpenApiDocument, type OperationEntry, type Parameter, type Schema } from './openapi-document';

export { answerSets };

export interface ContractRequest {
  /** Shown in the test name when an operation has several requests. */
  label?: string;
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  json?: unknown;
  multipart?: Record<string, string | Blob>;
}

const customerDetails = {
  first_name: 'Amelia',
  last_name: 'Hughes',
  email_address: 'amelia.hughes@example.co.uk',
  contact_number: '07700 900123',
  address_line_1: '14 Elm Grove',
  address_line_2: null,
  address_line_3: null,
  post_town: 'Leeds',
  county: 'West Yorkshire',
  postcode: 'LS6 2AB',
};

const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

/** Valid requests per operationId; missing path, query and header values are derived from the schemas. */
export const validRequests: Record<string, ContractRequest[]> = {
  recordJourney: [{ json: { url: '/quote/boiler/results/QB7K2M9X' } }],
  updateSolarResults: [{ json: { panels: 12, electricity_usage: 3500, quote_id: 'QS0LAR12' } }],
  submitQuoteAnswers: Object.entries(answerSets).map(([type, answers]) => ({ label: type, path: { type }, json: answers })),
  repriceQuote: Object.entries(answerSets).map(([type, answers]) => ({ label: type, path: { type }, json: answers })),
  saveQuote: [
    { label: 'with consent', json: { email_address: 'amelia.hughes@example.co.uk', contact_consent: true } },
    { label: 'email only', json: { email_address: 'amelia.hughes@example.co.uk' } },
  ],
  requestCallback: [
    { label: 'check' },
    { label: 'book', json: { first_name: 'Amelia', contact_number: '07700 900123', preferred_time: 'morning' } },
  ],
  storeSurveyImage: [
    { path: { type: 'boiler' }, multipart: { _method: 'PATCH', user: '880', file: photo(), name: 'boiler_front', product: '101' } },
  ],
  updateSurveyCustomer: [{ path: { type: 'boiler', product: 101 }, json: { customer: customerDetails } }],
  addEvVehicle: [
    { json: { quote_id: 'QE2N6W4Z', quote_items: { vehicle_make: 'Kia', vehicle_registration: 'MA24 XYZ', vehicle_year: 2024 } } },
  ],
  applyCheckoutDiscount: [{ query: { code: 'SAVE100', product: 101, step: 'upgrades' } }],
  loadCheckout: [{ label: 'latest quote' }, { label: 'chosen product', query: { product: 101 } }],
  updateBatteryTariff: [{ json: { energy_provider: 'Octopus Energy', tariff_name: 'Intelligent Octopus Go' } }],
  updateSolarTariff: [{ json: { energy_provider: 'British Gas', tariff_name: 'Standard Variable' } }],
  submitEnquiry: [
    { path: { type: 'solar' }, json: { customer: customerDetails, comments: 'South-facing roof.', contact_preference: 'email' } },
  ],
  getCalendar: [{ query: { date: '2026-12-01', type: 'boiler', postcode: 'LS62AB' } }],
  createOrder: [{ json: { quote_id: 'QB7K2M9X', fitting_date: '2026-12-03', fitting_date_cost: 0, product: 101, step: 'calendar' } }],
  addOrderItems: [
    {
      label: 'boiler checkout',
      json: { order: 5012, warranty: 1, bundle: null, control: 21, filter: 31, radiator_valve: [51, 51], system_flush: null },
    },
    { label: 'solar enquiry', json: { order: 5013, warranty: null, ev_charger: 81, battery: 82, gateway: null } },
    { label: 'service checkout', json: { order: 6001, filter: 31, co_alarm: [71] } },
  ],
  saveLandlordAddress: [{ json: { quote_id: 'QB7K2M9X', address_line_1: '2 Park Row', post_town: 'Leeds', postcode: 'LS1 5HD' } }],
  addLandlordOrderItems: [{ json: { order: 5012, certification: 41 } }],
  loadOrderPayment: [{ query: { amount: 62375, pending: true } }],
  uploadOrderDocuments: [
    { label: 'load' },
    { label: 'load one type', query: { type: 'documents' } },
    { label: 'upload', multipart: { _method: 'PATCH', user: '880', file: photo(), name: 'boiler_front' } },
  ],
  loadOrder: [{ label: 'load' }, { label: 'after a payment', query: { pending: true } }],
  updateOrder: [{ json: { customer: customerDetails, comments: 'Parking on the drive is fine.', step: 'details' } }],
  createStripeIntent: [
    { label: 'deposit', json: { quote_id: 'QB7K2M9X', payment: 'deposit' } },
    { label: 'part payment', json: { quote_id: 'QB7K2M9X', payment: 'part', amount: 62375 } },
  ],
  startV12FinanceApplication: [
    {
      json: {
        quote_id: 'QB7K2M9X', payment: 5237, deposit: 62375, first_name: 'Amelia', last_name: 'Hughes',
        contact_number: '07700 900123', email_address: 'amelia.hughes@example.co.uk', product: 101, loan_id: 1102,
      },
    },
  ],
  applyServiceDiscount: [{ query: { code: 'WINTER25' } }],
  updateServiceCustomer: [
    {
      json: {
        quote_id: 'QS9D1F5G',
        customer: { first_name: 'Priya', last_name: 'Shah', email_address: 'priya.shah@example.co.uk', contact_number: '020 7946 0321', postcode: 'E1 6AN' },
        comments: null,
      },
    },
  ],
  saveServiceDates: [
    { label: 'preferred', json: { quote_id: 'QS9D1F5G', preferred_date: '2026-12-08', preferred_date_cost: 0 } },
    { label: 'alternative', json: { quote_id: 'QS9D1F5G', preferred_date: '2026-12-08', preferred_date_cost: 0, alternative_date: '2026-12-10' } },
  ],
  choosePlan: [{ json: { quote_id: 'QB7K2M9X', plan_id: 2, price: 1499 } }],
  completePriceMatch: [{ json: { url: 'www.example-boilers.co.uk/worcester-greenstar-4000' } }],
  priceMatchDocuments: [
    { label: 'load' },
    { label: 'upload', multipart: { _method: 'PATCH', file: photo(), name: 'competitor_quote' } },
  ],
};

/** A valid value for a parameter schema; enumerations give every value when `all` is set. */
function valuesFor(document: OpenApiDocument, schemaOrRef: Schema, all: boolean, where: string): (string | number | boolean)[] {
  const schema = resolve<Schema>(document, schemaOrRef);
  if (Array.isArray(schema.enum)) return (all ? schema.enum : schema.enum.slice(0, 1)) as (string | number | boolean)[];
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return [schema.examples[0] as string];
  if (schema.format === 'uuid') return [randomUUID()];
  if (schema.format === 'date') return ['2026-12-01'];
  if (schema.type === 'integer' || schema.type === 'number') return [typeof schema.minimum === 'number' ? schema.minimum : 1];
  if (schema.type === 'boolean') return [true];
  throw new Error(`${where}: no value can be derived from the schema; add a request to validRequests`);
}

export interface BuiltRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

export const CSRF_HEADERS = { 'X-CSRF-TOKEN': 'contract-test-token' };

export function buildRequest(document: OpenApiDocument, entry: OperationEntry, request: ContractRequest): BuiltRequest {
  const { operation } = entry;
  const parameters = parametersOf(document, operation);
  const derive = (parameter: Parameter) =>
    valuesFor(document, parameter.schema, false, `${operation.operationId} ${parameter.in} ${parameter.name}`)[0]!;

  const pathValues: Record<string, string | number | boolean> = { ...request.path };
  const query = new URLSearchParams();
  const headers: Record<string, string> = { ...CSRF_HEADERS, ...request.headers };
  for (const parameter of parameters) {
    if (parameter.in === 'path') pathValues[parameter.name] ??= derive(parameter);
    if (parameter.in === 'query') {
      const given = request.query?.[parameter.name];
      if (given !== undefined) query.set(parameter.name, String(given));
      else if (parameter.required) query.set(parameter.name, String(derive(parameter)));
    }
    if (parameter.in === 'header' && parameter.required) headers[parameter.name] ??= String(derive(parameter));
  }
  for (const [name, value] of Object.entries(request.query ?? {})) if (!query.has(name)) query.set(name, String(value));

  const path = entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(pathValues[name])));
  const url = `${path}${query.size > 0 ? `?${query}` : ''}`;

  let body: string | FormData | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.multipart)) {
      if (value instanceof Blob) form.append(name, value, 'photo.jpg');
      else form.append(name, value);
    }
    body = form;
  } else if (operation.requestBody?.required) {
    throw new Error(`${operation.operationId} requires a body; add a request to validRequests`);
  }
  return { label: request.label ?? '', method: entry.method.toUpperCase(), url, headers, body };
}

/** The valid requests of an operation: the hand-written ones, or one per value of its first enum path parameter. */
export function validRequestsFor(document: OpenApiDocument, entry: OperationEntry): BuiltRequest[] {
  const written = validRequests[entry.operation.operationId];
  if (written) return written.map((request) => buildRequest(document, entry, request));
  const enumerated = parametersOf(document, entry.operation).find(
    (parameter) => parameter.in === 'path' && Array.isArray(resolve<Schema>(document, parameter.schema).enum),
  );
  if (!enumerated) return [buildRequest(document, entry, {})];
  return valuesFor(document, enumerated.schema, true, enumerated.name).map((value) =>
    buildRequest(document, entry, { label: `${enumerated.name}=${value}`, path: { [enumerated.name]: value as string } }),
  );
}

export function send(request: Pick<BuiltRequest, 'method' | 'url' | 'headers' | 'body'>): Promise<Response> {
  return fetch(`${inject('mockBaseUrl')}${request.url}`, { method: request.method, headers: request.headers, body: request.body });
}
