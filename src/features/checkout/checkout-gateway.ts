// The checkout's calls through the typed API client, each answering an ApiResult (src/api/call.ts).
import { call, save, type ApiResult } from '@/api/call';
import { api, idempotencyHeader, idempotencyKeys } from '@/api/client';
import { storeLandlordAddress } from '@/api/landlord-address';
import { clearOrderItems, storeLandlordOrderItems, storeOrderItems } from '@/api/order-items';
import { updateOrder } from '@/api/order-update';
import { calendar } from '@/api/answer-checks/calendar';
import { checkout } from '@/api/answer-checks/checkout';
import { checkoutDiscount } from '@/api/answer-checks/checkout-discount';
import { checkoutForQuote } from '@/api/answer-checks/checkout-for-quote';
import { checkoutSession } from '@/api/answer-checks/checkout-session';
import { financeApplication } from '@/api/answer-checks/finance-application';
import { orderCreated } from '@/api/answer-checks/order-created';
import { CALENDAR_LOAD_FAILURE, FINANCE_START_FAILURE, INVALID_CODE_MESSAGE, LOAD_FAILURE, STEP_SAVE_FAILURE } from '@/domain/failure-texts';
import type { Calendar, CheckoutResponse, CheckoutStepKey, CheckoutType, FinanceApplicationRequest, Order } from '@/shared/contract-types';
import type { CheckoutGateway } from './step-saves';

/** POST /checkout/{type}[/{quote}][?product]. */
export function loadCheckout(type: CheckoutType, quote: string | undefined, product: number | undefined, signal: AbortSignal): Promise<ApiResult<CheckoutResponse>> {
  const query = product ? { product } : {};
  const send = () =>
    quote
      ? api.POST('/checkout/{type}/{quote}', { params: { path: { type, quote }, query }, signal })
      : api.POST('/checkout/{type}', { params: { path: { type }, query }, signal });
  return call(send, { check: quote ? checkoutForQuote : checkout, fallback: LOAD_FAILURE });
}

/** GET /checkout/{type}/discount: a refusal carries the server's message, or "Invalid code". */
export function applyCheckoutDiscount(type: CheckoutType, code: string, product: number, step: CheckoutStepKey | null) {
  return call(() => api.GET('/checkout/{type}/discount', { params: { path: { type }, query: { code, product, ...(step ? { step } : {}) } } }), {
    check: checkoutDiscount,
    fallback: INVALID_CODE_MESSAGE,
  });
}

/** POST /finance/v12: the lender's application form address. */
export function startFinanceApplication(body: FinanceApplicationRequest, idempotencyKey: string): Promise<ApiResult<{ ApplicationFormUrl: string }>> {
  return call(() => api.POST('/finance/v12', { params: { header: idempotencyHeader(idempotencyKey) }, body }), {
    check: financeApplication,
    fallback: FINANCE_START_FAILURE,
  });
}

/** GET /calendar for the month starting at `from`. */
export function loadCheckoutCalendar(from: string, type: CheckoutType, postcode: string, signal?: AbortSignal): Promise<ApiResult<Calendar>> {
  return call(() => api.GET('/calendar', { params: { query: { date: from, type, postcode } }, ...(signal ? { signal } : {}) }), {
    check: calendar,
    fallback: CALENDAR_LOAD_FAILURE,
  });
}

export function createCheckoutGateway(): CheckoutGateway {
  const orderKey = idempotencyKeys();
  return {
    clearOrderItems,
    storeOrderItems: (body) => storeOrderItems(body, STEP_SAVE_FAILURE),
    async saveOrder(body) {
      const saved = await call(() => api.POST('/order', { params: { header: idempotencyHeader(orderKey(body)) }, body }), {
        check: orderCreated,
        fallback: STEP_SAVE_FAILURE,
      });
      return saved.ok ? { ok: true, data: saved.data.order as Order } : saved;
    },
    updateOrder: (quoteId, body) => updateOrder(quoteId, body, STEP_SAVE_FAILURE),
    storeLandlordAddress,
    storeVehicle: (body) => save(() => api.POST('/checkout/ev/vehicle', { params: { header: idempotencyHeader() }, body }), STEP_SAVE_FAILURE),
    storeLandlordOrderItems: (body) => storeLandlordOrderItems(body, STEP_SAVE_FAILURE),
    async checkSession(type, productId) {
      const checked = await call(() => api.GET('/checkout/{type}/session/{product_id}', { params: { path: { type, product_id: productId } } }), {
        check: checkoutSession,
        fallback: STEP_SAVE_FAILURE,
      });
      return checked.ok ? { ok: true, data: checked.data.valid } : checked;
    },
    loadCalendar: loadCheckoutCalendar,
  };
}
