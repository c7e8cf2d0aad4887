// Card payment of the plan total. Lazy: Stripe.js (or its double) loads only on this step.
import { useState } from 'react';
import { CardPayment } from '@/ui/card-payment/card-payment';
import { createPlanIntent } from './plans-gateway';

export default function PaymentStep({ quoteId, amount, onPaid }: { quoteId: string; amount: number; onPaid: () => void }) {
  // One Idempotency-Key for this payment attempt, reused if the intent call is retried.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return <CardPayment amount={amount} createIntent={() => createPlanIntent(quoteId, idempotencyKey)} onPaid={onPaid} publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />;
}
