// The plans checkout's calls (quote §7): load and choose a plan (the card's intent is src/api/payment-intent.ts).
import { call, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import type { Plan, PlanOrder, PlansResponse } from '@/shared/contract-types';
import { planChosen } from '@/api/answer-checks/plan-chosen';
import { plans } from '@/api/answer-checks/plans';
import { LOAD_FAILURE, PLAN_SAVE_FAILURE } from '@/domain/failure-texts';

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
