// POST /payment/stripe-intent for the checkout, the boiler service and plans: the intent as the card form asks for it.
import { PAYMENT_START_FAILURE } from '@/domain/failure-texts';
import { paymentIntent } from './answer-checks/payment-intent';
import { call } from './call';
import { api, idempotencyHeader } from './client';

/** The quote's deposit or its whole total, under the attempt's Idempotency-Key (decision 423). */
export async function createPaymentIntent(quoteId: string, payment: 'deposit' | 'full', idempotencyKey: string): Promise<{ clientSecret: string; amount: number }> {
  const send = () => api.POST('/payment/stripe-intent', { params: { header: idempotencyHeader(idempotencyKey) }, body: { quote_id: quoteId, payment } });
  const created = await call(send, { check: paymentIntent, fallback: PAYMENT_START_FAILURE });
  if (!created.ok) throw new Error(created.message);
  return { clientSecret: created.data.intent, amount: created.data.amount };
}
