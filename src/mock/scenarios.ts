// Named mock scenarios, each chosen for a whole journey and served by Prism as named examples that
// fixtures/ writes (docs/mock-scenarios.md lists them; fixtures/mock-coverage.test.ts checks them against openapi.yaml).
import { isOneOf, QUOTE_TYPES, type QuoteType } from '../domain/product-types.ts';

/** Scenarios with data of their own (every 2xx answer has an example of each), each with what a person sees when they choose it. */
const DATA_SCENARIOS = {
  homeowner: 'A homeowner with the usual data (the default).',
  'landlord-certifications': 'A landlord: quote landlord Yes, landlord address, and gas safety certifications offered.',
  'boiler-all-addons': 'Every add-on list is filled (bundles, controls, filters, flushes, valves, CO alarms, certifications).',
  'finance-declined': 'The order page shows the Declined step (status FINANCE_DECLINED).',
  'order-unauthorised': 'The order page answers 401, so the app redirects to checkout.',
  'discount-invalid': 'A discount code is refused with a server message (422).',
  'discount-invalid-no-message': 'A discount code is refused without a message, so the app says "Invalid code".',
  'discount-reset-steps': 'A discount code is accepted and asks the boiler checkout to reset to the first step.',
  'empty-results': 'The quote finds no products.',
  'upload-nothing-required': 'The upload page has no required documents left (complete).',
  'enquiry-proposal': 'The enquiry is already a proposal, so it opens on the confirmation.',
  'service-paid': 'The boiler service order is paid and has a fitting date: it jumps to confirmation.',
  'service-free': 'The boiler service total is £0.00, so there is no payment step.',
  'survey-complete': 'The survey has no required photos left, so it jumps ahead.',
  'pay-later': 'The customer chose to pay later: checkout jumps to the last step.',
  'solar-with-upgrades': 'The solar enquiry offers EV chargers, batteries and gateways as upgrades.',
  'details-first': 'The checkout is configured to start with contact details.',
  'deposit-due': 'A finance order whose deposit is part paid: checkout opens on payment for the rest of the deposit.',
  'deposit-paid': 'A finance order whose deposit is paid in full: checkout opens on payment and says so.',
  'intent-amount-differs': 'The card payment intent of a full payment is £50.00 more than the order the page shows: the Pay button states the server’s amount and the page says how it differs.',
  'survey-last-photo': 'The survey needs one more required photo: uploading it completes the survey, which jumps to the details.',
  'price-match-sent': 'The price match has its evidence (nothing required), so it opens on "Price match sent".',
  'fitting-date-too-early': 'The checkout order holds a stored fitting date before the earliest day (tomorrow): continuing from the date says it is no longer available.',
  'fitting-date-unavailable': 'The checkout order holds a stored fitting date the calendar marks unavailable: continuing from the date says it is no longer available.',
  'saved-quote': 'The quote is saved: a results link opened in any browser loads its prices by reference, and the save-quote popup is not offered.',
  'quote-not-found': 'Loading a quote by its reference answers 404: the results page says the quote cannot be found.',
  'quote-expired': 'A quote loaded by its reference has expired prices: the results page offers to re-price its saved answers.',
  minimal: 'Every answer as bare as the contract allows: each optional field left out, each nullable field null (a backend that sends only what it must).',
} as const;

/** Scenarios in which some calls fail (one per row of the error catalogues); everything else answers with the default data. */
const FAILURE_SCENARIOS = {
  'quote-submit-failure': 'Submitting the quote answers fails (500): the questionnaire shows the Error dialog with the server message; the results load fails quietly.',
  'results-load-failure': 'The results load fails (500): logged quietly, the results page shows its quiet failure.',
  'product-load-failure': 'The product detail load fails (500): the page goes back one page.',
  'checkout-load-failure': 'The checkout or enquiry load fails (500): the page redirects to the results.',
  'checkout-step-failure': 'Saving a checkout step fails (500): the dialog "We encountered a problem" shows the error text.',
  'session-check-failure': 'The session check after a step fails (500): the step failure dialog "We encountered a problem".',
  'finance-start-failure': 'Starting the finance application fails (500): the customer stays on payment.',
  'quiet-failures': 'The add-on deletion, callback check and finance lists fail (500): logged only, nothing shown.',
  'order-load-failure': 'The order page load fails with 500 (not 401): the page redirects to the home page.',
  'pay-load-failure': 'The pay-an-amount load fails (500): silent.',
  'tracking-failure': 'The order tracking load fails (500): the page redirects to /contact.',
  'upload-store-failure': 'Storing an uploaded document fails (500): the upload reports failure, no server message.',
  'survey-load-failure': 'The survey load fails (500): the page goes back.',
  'price-match-load-failure': 'The price-match load fails (500): the page goes to the home page.',
  'save-quote-failure': 'Saving a quote fails (500): the save-quote popup shows the generic Error dialog and keeps the address typed.',
} as const;

export type DataScenarioName = keyof typeof DATA_SCENARIOS;
export type ScenarioName = DataScenarioName | keyof typeof FAILURE_SCENARIOS;

const namesOf = <Name extends string>(table: Record<Name, string>): readonly Name[] =>
  Object.keys(table).filter((key): key is Name => key in table);

export const DATA_SCENARIO_NAMES = namesOf(DATA_SCENARIOS);
export const FAILURE_SCENARIO_NAMES = namesOf(FAILURE_SCENARIOS);
export const SCENARIO_NAMES = [...DATA_SCENARIO_NAMES, ...FAILURE_SCENARIO_NAMES];

export const DEFAULT_SCENARIO: DataScenarioName = 'homeowner';

/** The default data cut to what openapi.yaml requires: no optional field, every nullable one null (fixtures/minimal-answer.ts). */
export const MINIMAL_SCENARIO: DataScenarioName = 'minimal';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An operation answered with an error status in a scenario; path as written in openapi.yaml. */
export interface ErrorAnswer {
  method: HttpMethod;
  path: string;
  status: number;
  /** Only requests with a multipart body (an upload), or only those without one (the load of the same path). */
  body?: 'multipart' | 'none';
}

export interface Scenario {
  name: ScenarioName;
  /** What a person sees when they choose it. */
  description: string;
  errorAnswers: readonly ErrorAnswer[];
  /** The data scenario whose examples answer every call that does not fail. */
  data: DataScenarioName;
}

const DISCOUNT_CALLS = ['/checkout/{type}/discount', '/service/boiler/discount'] as const;
const discount422: readonly ErrorAnswer[] = DISCOUNT_CALLS.map((path) => ({ method: 'get', path, status: 422 }));

const failing = (...calls: ReadonlyArray<[HttpMethod, string, ErrorAnswer['body']?]>): readonly ErrorAnswer[] =>
  calls.map(([method, path, body]) => ({ method, path, status: 500, ...(body ? { body } : {}) }));

const ERROR_ANSWERS: Partial<Record<ScenarioName, readonly ErrorAnswer[]>> = {
  'order-unauthorised': [{ method: 'post', path: '/order/{order}', status: 401 }],
  'discount-invalid': discount422,
  'discount-invalid-no-message': discount422,
  'quote-not-found': [{ method: 'get', path: '/quote/results/{type}/{quote}', status: 404 }],
  // The questionnaire's submit and the results page send the same call (decision 955).
  'quote-submit-failure': failing(['post', '/quote/results/{type}']),
  'results-load-failure': failing(['post', '/quote/results/{type}'], ['patch', '/quote/results/solar']),
  'product-load-failure': failing(['post', '/{type}/{id}']),
  'checkout-load-failure': failing(['post', '/checkout/{type}'], ['post', '/checkout/{type}/{quote}'], ['post', '/enquiry/{type}'], ['post', '/enquiry/{type}/{quote}']),
  'checkout-step-failure': failing(['post', '/order'], ['patch', '/order/{order}'], ['post', '/order-items'], ['post', '/landlord-address'], ['post', '/landlord/order-items'], ['post', '/checkout/ev/vehicle']),
  'session-check-failure': failing(['get', '/checkout/{type}/session/{product_id}']),
  'finance-start-failure': failing(['post', '/finance/v12']),
  'quiet-failures': failing(['delete', '/order-items/{quote_id}'], ['post', '/quote/callback/{quote}'], ['get', '/finance/v12'], ['get', '/finance/novuna']),
  'order-load-failure': failing(['post', '/order/{order}']),
  'pay-load-failure': failing(['post', '/order/pay/{order}']),
  'tracking-failure': failing(['post', '/order-tracking/{order}']),
  'upload-store-failure': failing(['post', '/order/upload/{order}', 'multipart']),
  'survey-load-failure': failing(['post', '/quote/{type}/survey'], ['post', '/quote/{type}/survey/{product}']),
  'price-match-load-failure': failing(['post', '/price-match/{order}', 'none']),
  'save-quote-failure': failing(['post', '/quote/save/{quote}']),
};

const isDataScenario = (name: ScenarioName): name is DataScenarioName => name in DATA_SCENARIOS;

export const SCENARIOS: readonly Scenario[] = SCENARIO_NAMES.map((name) => ({
  name,
  description: isDataScenario(name) ? DATA_SCENARIOS[name] : FAILURE_SCENARIOS[name],
  errorAnswers: ERROR_ANSWERS[name] ?? [],
  data: isDataScenario(name) ? name : DEFAULT_SCENARIO,
}));

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && isOneOf(SCENARIO_NAMES, value);
}

export function scenarioByName(name: ScenarioName): Scenario {
  const scenario = SCENARIOS.find((candidate) => candidate.name === name);
  if (!scenario) throw new Error(`Unknown scenario ${name}`);
  return scenario;
}

/** Does a concrete request path (no API base, no query) match an openapi path template? */
export function pathMatchesTemplate(requestPath: string, template: string): boolean {
  const requestSegments = requestPath.replace(/\/+$/, '').split('/');
  const templateSegments = template.split('/');
  if (requestSegments.length !== templateSegments.length) return false;
  return templateSegments.every((segment, index) => {
    const actual = requestSegments[index] ?? '';
    return /^\{[^}]+\}$/.test(segment) ? actual !== '' : segment === actual;
  });
}

/**
 * Every operation with a `{type}` path parameter. Prism cannot vary an example by a path parameter, so
 * each scenario has one example per type, `homeowner.aircon`; the plain name is boiler's (decision 730).
 */
export const TYPED_CALLS: ReadonlyArray<{ method: HttpMethod; path: string }> = [
  { method: 'post', path: '/quote/results/{type}' },
  { method: 'get', path: '/quote/results/{type}/{quote}' },
  { method: 'put', path: '/quote/results/{type}/{quote}' },
  { method: 'post', path: '/quote/{type}/survey/store' },
  { method: 'post', path: '/quote/{type}/survey' },
  { method: 'post', path: '/quote/{type}/survey/{product}' },
  { method: 'patch', path: '/quote/{type}/survey/{product}' },
  { method: 'get', path: '/checkout/{type}/discount' },
  { method: 'get', path: '/checkout/{type}/session/{product_id}' },
  { method: 'post', path: '/checkout/{type}' },
  { method: 'post', path: '/checkout/{type}/{quote}' },
  { method: 'post', path: '/enquiry/{type}' },
  { method: 'post', path: '/enquiry/{type}/{quote}' },
  { method: 'patch', path: '/enquiry/{type}/{quote}' },
  { method: 'patch', path: '/service/{type}/customer/{quote}' },
  { method: 'post', path: '/service/{type}/{quote}' },
  { method: 'patch', path: '/service/{type}/{quote}' },
  { method: 'post', path: '/plans/{type}/{quote}' },
  { method: 'post', path: '/{type}/{id}' },
];

/** Concrete paths that also match a template: Prism routes to them first, so the template's answers do not apply. */
const CONCRETE_CALLS_UNDER_TYPED_TEMPLATES: ReadonlyArray<{ method: HttpMethod; path: string }> = [
  { method: 'post', path: '/checkout/ev/vehicle' },
  { method: 'post', path: '/quote/{type}/survey/store' },
];

export const typedExampleName = (name: DataScenarioName, type: QuoteType) => `${name}.${type}`;

/** Whether Prism routes this request to the template: its `{type}` is a product type, and no concrete path answers instead. */
function routedTo(method: string, requestPath: string, template: string): boolean {
  if (!pathMatchesTemplate(requestPath, template)) return false;
  const typeIndex = template.split('/').indexOf('{type}');
  if (typeIndex >= 0 && !isOneOf(QUOTE_TYPES, requestPath.split('/')[typeIndex])) return false;
  const concrete = CONCRETE_CALLS_UNDER_TYPED_TEMPLATES.find((c) => c.method === method.toLowerCase() && pathMatchesTemplate(requestPath, c.path));
  return !concrete || concrete.path === template;
}

/** The product type of the typed call Prism routes this request to, if any. */
function productTypeOf(method: string, requestPath: string): QuoteType | undefined {
  const call = TYPED_CALLS.find((c) => c.method === method.toLowerCase() && routedTo(method, requestPath, c.path));
  const value = call && requestPath.split('/')[call.path.split('/').indexOf('{type}')];
  return isOneOf(QUOTE_TYPES, value) ? value : undefined;
}

/**
 * The Prefer header Prism needs for this request in this scenario: `code=401, example=order-unauthorised`,
 * `example=homeowner.aircon`; `contentType` tells an upload from a load of the same path.
 */
export function preferHeader(name: ScenarioName, method: string, requestPath: string, contentType?: string | null): string {
  const scenario = scenarioByName(name);
  const multipart = contentType?.includes('multipart/form-data') ?? false;
  const errorAnswer = scenario.errorAnswers.find(
    (answer) =>
      answer.method === method.toLowerCase() &&
      routedTo(method, requestPath, answer.path) &&
      (answer.body === undefined || (answer.body === 'multipart') === multipart),
  );
  if (errorAnswer) return `code=${errorAnswer.status}, example=${name}`;
  const type = productTypeOf(method, requestPath);
  return `example=${type && type !== 'boiler' ? typedExampleName(scenario.data, type) : scenario.data}`;
}

/** Network conditions the journey memory plays (scripts/journey-mock), sent as a `network=` token in the Prefer header. */
export const NETWORK_CONDITIONS = ['normal', 'slow', 'offline'] as const;
export type NetworkCondition = (typeof NETWORK_CONDITIONS)[number];
export const NETWORK_DELAY_MS = 10_000;

export function isNetworkCondition(value: unknown): value is NetworkCondition {
  return typeof value === 'string' && isOneOf(NETWORK_CONDITIONS, value);
}

/** `example=homeowner, network=slow` -> the Prefer Prism gets and the network condition. */
export function splitPrefer(prefer: string | undefined): { scenarioPrefer: string | undefined; network: NetworkCondition } {
  const tokens = (prefer ?? '').split(',').map((token) => token.trim()).filter(Boolean);
  const networkToken = tokens.find((token) => token.startsWith('network='));
  const condition = networkToken?.slice('network='.length);
  const rest = tokens.filter((token) => token !== networkToken).join(', ');
  return { scenarioPrefer: rest || undefined, network: isNetworkCondition(condition) ? condition : 'normal' };
}
