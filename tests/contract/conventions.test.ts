// The contract's own rules, checked on openapi.yaml without the mock: naming, tags, error answers,
// idempotency and CSRF, money in integer pence (decision 001), and concrete-before-templated order.
import { describe, expect, it } from 'vitest';
import { SPEC_PATH, loadDocument, operations, parametersOf, resolve, responsesOf, type JsonObject, type Schema } from './openapi-document';

const document = loadDocument(SPEC_PATH);
const all = operations(document);
const FLOW_TAGS = ['quote', 'results', 'product', 'checkout', 'enquiry', 'order', 'payment', 'finance', 'tracking', 'upload', 'service', 'plans', 'survey', 'price-match', 'navigation'];
const label = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('operations', () => {
  it('have unique camelCase operationIds, a summary, a description and one flow tag', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const { method, path, operation } of all) {
      const where = label(method, path);
      const { summary, description, tags } = operation as unknown as { summary?: string; description?: string; tags?: string[] };
      if (!/^[a-z][a-zA-Z0-9]+$/.test(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} is not camelCase`);
      if (ids.has(operation.operationId)) problems.push(`${where}: duplicate operationId ${operation.operationId}`);
      ids.add(operation.operationId);
      if (!summary || !description) problems.push(`${where}: needs a summary and a description`);
      if (tags?.length !== 1 || !FLOW_TAGS.includes(tags[0]!)) problems.push(`${where}: needs exactly one flow tag, has ${JSON.stringify(tags)}`);
    }
    expect(problems).toEqual([]);
  });

  it('answer 500, and 422 wherever they take input, with the one error schema', () => {
    const problems: string[] = [];
    for (const { method, path, operation } of all) {
      const where = label(method, path);
      const statuses = Object.keys(operation.responses);
      if (!statuses.includes('500')) problems.push(`${where}: no 500`);
      const takesInput = operation.requestBody !== undefined || parametersOf(document, operation).some((p) => p.in !== 'header' || p.required);
      if (takesInput && !statuses.includes('422')) problems.push(`${where}: takes input but documents no 422`);
      for (const [status, response] of responsesOf(document, operation)) {
        if (!/^[45]/.test(status)) continue;
        const schema = response.content?.['application/json']?.schema;
        if (schema?.$ref !== '#/components/schemas/Error') problems.push(`${where} ${status}: not the Error schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('document 401 for the order page (the client goes back to checkout)', () => {
    expect(Object.keys(document.paths['/order/{order}']!.post!.responses)).toContain('401');
  });

  it('require an Idempotency-Key (uuid) on every POST that creates or changes something; the others only load or upload one file', () => {
    const keyed = all.filter(({ operation }) =>
      parametersOf(document, operation).some((p) => p.in === 'header' && p.name === 'Idempotency-Key' && p.required && p.schema.format === 'uuid'),
    );
    expect(keyed.map(({ operation }) => operation.operationId).sort()).toEqual([
      'addEvVehicle',
      'addLandlordOrderItems',
      'addOrderItems',
      'choosePlan',
      'createOrder',
      'createStripeIntent',
      'loadOrderPayment',
      'recordJourney',
      'requestCallback',
      'saveLandlordAddress',
      'saveQuote',
      'saveServiceDates',
      'startV12FinanceApplication',
      'submitQuoteAnswers',
    ]);
    // The client retries a POST on the network (purchase §7): one without a key may only read, or be an
    // upload, which src/api/upload.ts sends once.
    const unkeyedPosts = all.filter(({ method, operation }) => method === 'post' && !keyed.some((entry) => entry.operation === operation));
    expect(unkeyedPosts.map(({ operation }) => operation.operationId).filter((id) => !/^(load|track)[A-Z]|^(storeSurveyImage|uploadOrderDocuments|priceMatchDocuments)$/.test(String(id)))).toEqual([]);
  });

  it('require the CSRF header X-CSRF-TOKEN on every operation (global security scheme)', () => {
    const { securitySchemes } = document.components as { securitySchemes: Record<string, JsonObject> };
    expect(securitySchemes.csrfToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' });
    expect((document as unknown as { security: unknown }).security).toEqual([{ csrfToken: [] }]);
    expect(all.filter(({ operation }) => 'security' in operation)).toEqual([]);
  });
});

describe('money', () => {
  const MONEY_FIELDS = new Set([
    'price_before_discount', 'price_after_discount', 'product_price', 'product_total', 'total', 'amount', 'discount_amount',
    'relocation', 'adjustments_sum', 'deposit_paid', 'amount_paid', 'deposit', 'loan_deposit', 'loan_amount', 'fitting_date_cost',
    'preferred_date_cost', 'cost', 'price', 'payment',
  ]);

  function moneyProperties(node: unknown, where: string, found: [string, Schema][] = []): [string, Schema][] {
    if (Array.isArray(node)) node.forEach((item, index) => moneyProperties(item, `${where}[${index}]`, found));
    else if (typeof node === 'object' && node !== null) {
      const { properties } = node as { properties?: Record<string, Schema> };
      for (const [name, property] of Object.entries(properties ?? {})) {
        const resolved = resolve<Schema>(document, property);
        // `payment` also names the kind of a card payment (full, deposit, part), which is no amount.
        if (MONEY_FIELDS.has(name) && !(name === 'payment' && resolved.type === 'string')) found.push([`${where}.${name}`, resolved]);
      }
      for (const [key, child] of Object.entries(node)) moneyProperties(child, `${where}.${key}`, found);
    }
    return found;
  }

  const fields = moneyProperties(document.components.schemas, 'components.schemas');

  it('finds the money fields', () => {
    expect(fields.length).toBeGreaterThan(30);
  });

  it.each(fields)('%s is an integer number of pence', (_where, schema) => {
    expect(schema.type).toBe('integer');
    expect(String(schema.description)).toMatch(/in pence/);
  });
});

describe('path order (Prism matches paths in document order)', () => {
  const paths = Object.keys(document.paths);
  const segments = (path: string) => path.split('/').slice(1);
  const isTemplate = (segment: string) => /^\{[^}]+\}$/.test(segment);
  /** True when every URL of `concrete` would also match `templated`. */
  const shadows = (templated: string, concrete: string) => {
    const [t, c] = [segments(templated), segments(concrete)];
    return templated !== concrete && t.length === c.length && t.every((segment, i) => isTemplate(segment) || segment === c[i]);
  };

  it('puts every path before the templated paths that would also match it', () => {
    const problems: string[] = [];
    paths.forEach((templated, templatedIndex) =>
      paths.forEach((concrete, concreteIndex) => {
        const sharedMethods = Object.keys(document.paths[templated]!).filter((method) => method in document.paths[concrete]!);
        if (shadows(templated, concrete) && concreteIndex > templatedIndex && sharedMethods.length > 0) {
          problems.push(`${concrete} must come before ${templated}`);
        }
      }),
    );
    expect(problems).toEqual([]);
  });

  it('knows the pairs the brief names', () => {
    expect(shadows('/checkout/{type}/{quote}', '/checkout/ev/vehicle')).toBe(true);
    expect(shadows('/enquiry/{type}/{quote}', '/enquiry/battery-tariff/{quote_id}')).toBe(true);
    expect(shadows('/quote/{type}/survey/{product}', '/quote/{type}/survey/store')).toBe(true);
    expect(shadows('/{type}/{id}', '/order/{order}')).toBe(true);
    expect(paths.indexOf('/checkout/ev/vehicle')).toBeLessThan(paths.indexOf('/checkout/{type}/{quote}'));
    expect(paths.indexOf('/checkout/{type}/discount')).toBeLessThan(paths.indexOf('/checkout/{type}/{quote}'));
  });
});
