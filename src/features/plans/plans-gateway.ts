// The plans checkout's calls (quote §7): load, choose a plan, and the card payment intent.
import { call, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import type { Plan, PlanOrder, PlansResponse } from '@/api/contract-types';
import { fields, flag, listOf, nullable, oneOf, optional, text, wholeNumber } from '@/api/shape';
import { productShape } from '@/api/shapes';
import { LOAD_FAILURE, PAYMENT_START_FAILURE, PLAN_SAVE_FAILURE } from '@/domain/failure-texts';


const planShape = fields({ id: wholeNumber, name: text, description: optional(text), product_total: wholeNumber, billing: oneOf('monthly', 'annual'), features: listOf(text) });
const planOrderShape = fields({ quote_id: text, plan: nullable(fields({ plan_id: wholeNumber })), paid: flag });
export const plansShape = fields({ order: planOrderShape, products: listOf(planShape), product: productShape, paid: flag });

/** POST /plans/boiler?quote_id=. */
export function loadPlans(quoteId: string, signal: AbortSignal): Promise<ApiResult<PlansResponse>> {
  return call(() => api.POST('/plans/boiler', { params: { query: { quote_id: quoteId } }, signal }), { shape: plansShape, fallback: LOAD_FAILURE });
}

/** POST /plans/{type}/{quote} with quote_id, plan_id and the price shown (the plan's product_total). */
export function choosePlan(quoteId: string, plan: Plan): Promise<ApiResult<{ order: PlanOrder }>> {
  const send = () =>
    api.POST('/plans/{type}/{quote}', {
      params: { path: { type: 'boiler', quote: quoteId }, header: idempotencyHeader() },
      body: { quote_id: quoteId, plan_id: plan.id, price: plan.product_total },
    });
  return call(send, { shape: fields({ order: planOrderShape }), fallback: PLAN_SAVE_FAILURE });
}

/** POST /payment/stripe-intent for the plan order; one Idempotency-Key per attempt. */
export function createPlanIntent(quoteId: string, idempotencyKey: string): Promise<ApiResult<{ intent: string }>> {
  const send = () => api.POST('/payment/stripe-intent', { params: { header: idempotencyHeader(idempotencyKey) }, body: { quote_id: quoteId, payment: 'full' } });
  return call(send, { shape: fields({ intent: text }), fallback: PAYMENT_START_FAILURE });
}
