// The plan's first payment by card, after what recurs and how to stop it (decision 321) and the
// 14-day right to cancel. Lazy: Stripe.js (or its double) loads only on this step.
import type { Plan } from '@/shared/contract-types';
import { useState } from 'react';
import { CANCELLATION_PERIOD_DAYS } from '@/domain/dates';
import { CancellationRights } from '@/ui/cancellation-rights';
import { CardPayment } from '@/ui/card-payment/card-payment';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { paths } from '@/domain/route-manifest';
import { billingPeriod, planCostText } from './billing-period';
import { createPaymentIntent } from '@/api/payment-intent';

export interface PaymentStepProps {
  quoteId: string;
  plan: Plan;
  /** What is paid today: the plan's product_total (quote §9). */
  amount: number;
  /** With what the card was charged: the server's amount (decision 861). */
  onPaid: (charged: number) => void;
}

export default function PaymentStep({ quoteId, plan, amount, onPaid }: PaymentStepProps) {
  // One Idempotency-Key for this payment attempt, reused if the intent call is retried.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const period = billingPeriod(plan.billing);
  return (
    <>
      <div className="plans__terms">
        <p>{planCostText(plan)}</p>
        <p>
          To stop your plan at any time, call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> or <a href={paths.contact()}>contact us online</a>. After the first {CANCELLATION_PERIOD_DAYS} days, your cover runs to the end of the {period} you have paid for and we take no further payments.
        </p>
      </div>
      <CancellationRights subject="your plan" />
      <CardPayment pageAmount={amount} createIntent={() => createPaymentIntent(quoteId, 'full', idempotencyKey)} onPaid={onPaid} publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY} />
    </>
  );
}
