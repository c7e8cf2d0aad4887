// The plans checkout's calls (quote §7): load, choose a plan, and the card payment intent.
import { api, idempotencyHeader } from '@/api/client';
import { serverMessage } from '@/api/errors';
import type { components } from '@/api/schema';

export type PlansCheckout = components['schemas']['PlansResponse'];
export type Plan = components['schemas']['Plan'];
export type PlanOrder = components['schemas']['PlanOrder'];

export const CHOOSE_FALLBACK = 'We could not save your plan. Please try again.';

/** POST /plans/boiler?quote_id=; null on an error answer. */
export async function loadPlans(quoteId: string): Promise<PlansCheckout | null> {
  const { data } = await api.POST('/plans/boiler', { params: { query: { quote_id: quoteId } } });
  return data ?? null;
}

/** POST /plans/{type}/{quote} with quote_id, plan_id and the price shown (the plan's product_total). */
export async function choosePlan(quoteId: string, plan: Plan): Promise<PlanOrder> {
  const { data, error } = await api.POST('/plans/{type}/{quote}', {
    params: { path: { type: 'boiler', quote: quoteId }, header: idempotencyHeader() },
    body: { quote_id: quoteId, plan_id: plan.id, price: plan.product_total },
  });
  if (!data) throw new Error(serverMessage(error, CHOOSE_FALLBACK));
  return data.order;
}

/** POST /payment/stripe-intent for the plan order; one Idempotency-Key per attempt. */
export async function createPlanIntent(quoteId: string, idempotencyKey: string): Promise<{ clientSecret: string }> {
  const { data, error } = await api.POST('/payment/stripe-intent', {
    params: { header: idempotencyHeader(idempotencyKey) },
    body: { quote_id: quoteId, payment: 'full' },
  });
  if (!data) throw new Error(serverMessage(error, 'We could not start your payment.'));
  return { clientSecret: data.intent };
}
