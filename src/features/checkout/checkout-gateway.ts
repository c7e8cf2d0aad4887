// The checkout's calls through the typed API client (openapi.yaml). A failed answer becomes an Error
// carrying the server's message; NetworkError (no answer after the retries) passes through as is.
import { api, idempotencyHeader } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { serverMessage } from '@/api/errors';
import type { CheckoutType } from '@/domain/steps/checkout';
import type { CheckoutGateway } from './step-wiring';

/** Shown in "We encountered a problem" when the server gave no message. */
export const STEP_FAILURE_FALLBACK = 'We could not save this step. Please try again.';

/** The text of "We encountered a problem" when a step could not be saved. */
export const stepFailureText = (error: unknown) => serverMessage(error, STEP_FAILURE_FALLBACK);

function failure(error: unknown, status: number): Error {
  return Object.assign(new Error(serverMessage(error, STEP_FAILURE_FALLBACK)), { status });
}

/**
 * One Idempotency-Key per logical request: the same body sent again (a retry, or the customer
 * pressing Continue again after a failure) reuses its key, so the server creates one order.
 */
export function idempotencyKeys() {
  const keys = new Map<string, string>();
  return (body: unknown): string => {
    const signature = JSON.stringify(body);
    let key = keys.get(signature);
    if (!key) {
      key = crypto.randomUUID();
      keys.set(signature, key);
    }
    return key;
  };
}

export function createCheckoutGateway(): CheckoutGateway {
  const orderKey = idempotencyKeys();
  return {
    async clearOrderItems(quoteId) {
      try {
        const { error, response } = await api.DELETE('/order-items/{quote_id}', { params: { path: { quote_id: quoteId } } });
        if (!response.ok) errorReporter().captureException(failure(error, response.status), { call: 'DELETE /order-items', quoteId });
      } catch (error) {
        errorReporter().captureException(error, { call: 'DELETE /order-items', quoteId });
      }
    },
    async storeOrderItems(body) {
      const { error, response } = await api.POST('/order-items', { params: { header: idempotencyHeader() }, body });
      if (!response.ok) throw failure(error, response.status);
    },
    async saveOrder(body) {
      const { data, error, response } = await api.POST('/order', { params: { header: idempotencyHeader(orderKey(body)) }, body });
      if (!data) throw failure(error, response.status);
      return data.order;
    },
    async updateOrder(quoteId, body) {
      const { error, response } = await api.PATCH('/order/{order}', { params: { path: { order: quoteId } }, body });
      if (!response.ok) throw failure(error, response.status);
    },
    async storeLandlordAddress(body) {
      const { error, response } = await api.POST('/landlord-address', { params: { header: idempotencyHeader() }, body });
      if (!response.ok) throw failure(error, response.status);
    },
    async storeVehicle(body) {
      const { error, response } = await api.POST('/checkout/ev/vehicle', { params: { header: idempotencyHeader() }, body });
      if (!response.ok) throw failure(error, response.status);
    },
    async storeLandlordOrderItems(body) {
      const { error, response } = await api.POST('/landlord/order-items', { params: { header: idempotencyHeader() }, body });
      if (!response.ok) throw failure(error, response.status);
    },
    async checkSession(type: CheckoutType, productId: number) {
      const { data, error, response } = await api.GET('/checkout/{type}/session/{product_id}', { params: { path: { type, product_id: productId } } });
      if (!data) throw failure(error, response.status);
      return data.valid;
    },
    async loadCalendar(from, type, postcode) {
      const { data, error, response } = await api.GET('/calendar', { params: { query: { date: from, type, postcode } } });
      if (!data) throw failure(error, response.status);
      return data;
    },
  };
}
