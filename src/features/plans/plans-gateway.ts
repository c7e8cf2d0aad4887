// The plans checkout's calls (quote §7): load, choose a plan, and the card payment intent.
import { call, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import type { Plan, PlanOrder, PlansResponse } from '@/shared/contract-types';
import { paymentIntent } from '@/api/answer-checks/payment-intent';
import { planChosen } from '@/api/answer-checks/plan-chosen';
import { plans } from '@/api/answer-checks/plans';
import { LOAD_FAILURE, PAYMENT_START_FAILURE, PLAN_SAVE_FAILURE } from '@/domain/failure-texts';


export function loadPlans(quoteId: string, signal: AbortSignal): Promise<ApiResult<PlansResponse>> {
  return call(() => api.POST('/plans/boiler', { params: { query: { quote_id: quoteId } }, signal }), { check: plans, fallback: LOAD_FAILURE });
}

/** POST /plans/{type}/{quote} with quote_id, plan_id and the price shown (the plan's product_total). */
export function choosePlan(quoteId: string, plan: Plan): Promise<ApiResult<{ order: PlanOrder }>> {
  const send = () =>
    api.POST('/plans/{type}/{quote}', {
      params: { path: { type: 'boiler', quote: quoteId }, header: idempotencyHeader() },
      body: { quote_id: quoteId, plan_id: plan.id, price: plan.product_total },
    });
  return call(send, { check: planChosen, fallback: PLAN_SAVE_FAILURE });
}

/** POST /payment/stripe-intent for the plan order; one Idempotency-Key per attempt. */
export function createPlanIntent(quoteId: string, idempotencyKey: string): Promise<ApiResult<{ intent: string; amount: number }>> {
  const send = () => api.POST('/payment/stripe-intent', { params: { header: idempotencyHeader(idempotencyKey) }, body: { quote_id: quoteId, payment: 'full' } });
  return call(send, { check: paymentIntent, fallback: PAYMENT_START_FAILURE });
}
