// Card payment of the service total. Lazy: Stripe.js (or its double) loads only on this step.
import { useRef } from 'react';
import { CardPayment } from '@/ui/card-payment/card-payment';
import { usePageTitle } from '@/ui/page-title';
import { createServiceIntent } from './service-gateway';

export interface PaymentStepProps {
  quoteId: string;
  amount: number;
  onPaid: () => void;
  pageTitle: string;
}

export default function PaymentStep({ quoteId, amount, onPaid, pageTitle }: PaymentStepProps) {
  usePageTitle(pageTitle);
  // One Idempotency-Key per amount: a retry of the same payment never creates a second intent.
  const keys = useRef(new Map<number, string>());
  const keyFor = (pence: number) => {
    let key = keys.current.get(pence);
    if (!key) {
      key = crypto.randomUUID();
      keys.current.set(pence, key);
    }
    return key;
  };
  return (
    <CardPayment
      amount={amount}
      createIntent={() => createServiceIntent(quoteId, keyFor(amount))}
      onPaid={onPaid}
      publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY}
    />
  );
}
