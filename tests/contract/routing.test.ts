// (d) Prism matches paths in document order, so concrete paths must come before the templated
// paths that would also match them. Each request below goes to a concrete path; the answer must be
// the concrete operation's (its 2xx and schema), never the templated operation's.
import { describe, expect, it } from 'vitest';
import { mockSpecServed } from './mock-status';
import { loadDocument, operations, schemaValidator, successStatus, type OperationEntry } from './openapi-document';
import { buildRequest, send, validRequests } from './requests';

// The snapshot of the mock spec that Prism serves (global-setup.ts).
const document = loadDocument(await mockSpecServed());
const validator = schemaValidator(document);
const byId = new Map(operations(document).map((entry) => [entry.operation.operationId, entry]));
const entry = (operationId: string): OperationEntry => {
  const found = byId.get(operationId);
  if (!found) throw new Error(`No operation ${operationId}`);
  return found;
};

// [concrete operation, request path values, the templated operation that also matches that URL]
const concreteBeforeTemplated: [string, Record<string, string>, string][] = [
  ['addEvVehicle', {}, 'loadCheckoutForQuote'],
  ['applyCheckoutDiscount', { type: 'boiler' }, 'loadCheckoutForQuote'],
  ['updateBatteryTariff', { quote_id: 'QT5B3V7Y' }, 'submitEnquiry'],
  ['updateSolarTariff', { quote_id: 'QT5B3V7Y' }, 'submitEnquiry'],
  ['storeSurveyImage', { type: 'boiler' }, 'loadSurveyForProduct'],
  ['updateSolarResults', {}, 'submitQuoteAnswers'],
  ['loadServiceCheckout', {}, 'loadProductDetail'],
  ['applyServiceDiscount', {}, 'saveServiceDates'],
  ['loadPlans', {}, 'loadProductDetail'],
  ['startV12FinanceApplication', {}, 'loadProductDetail'],
  ['createStripeIntent', {}, 'loadProductDetail'],
  ['loadCheckout', { type: 'boiler' }, 'loadProductDetail'],
  ['loadEnquiry', { type: 'solar' }, 'loadProductDetail'],
  ['loadOrder', { order: 'QB7K2M9X' }, 'loadProductDetail'],
  ['loadOrderPayment', { order: 'QB7K2M9X' }, 'loadOrder'],
  ['uploadOrderDocuments', { order: 'QB7K2M9X' }, 'loadOrder'],
];

describe('concrete paths come before templated ones', () => {
  it('lists the product detail /{type}/{id} last of all paths', () => {
    expect(Object.keys(document.paths).at(-1)).toBe('/{type}/{id}');
  });

  it.each(concreteBeforeTemplated)('%s is answered by its own operation, not by the templated one', async (concreteId, path, templatedId) => {
    const concrete = entry(concreteId);
    const templated = entry(templatedId);
    const request = buildRequest(document, concrete, { ...validRequests[concreteId]?.[0], path });
    const answer = await send(request);
    const text = await answer.text();
    const [expectedStatus, response] = successStatus(document, concrete.operation);
    expect(answer.status, `${request.method} ${request.url}: ${text.slice(0, 300)}`).toBe(expectedStatus);

    const body: unknown = JSON.parse(text);
    const concreteSchema = response.content!['application/json']!.schema!;
    expect(validator.validate(concreteSchema, body).errors).toBe('');
    // Where the templated operation has the same method and another answer shape, the body must not
    // fit it. (Where both answer the same schema, e.g. the survey, the templated operation would have
    // refused this request with 422: `store` is not a product id.)
    if (templated.method === concrete.method) {
      const templatedSchema = successStatus(document, templated.operation)[1].content?.['application/json']?.schema;
      if (templatedSchema && JSON.stringify(concreteSchema) !== JSON.stringify(templatedSchema)) {
        expect(validator.validate(templatedSchema, body).valid).toBe(false);
      }
    }
  });
});
