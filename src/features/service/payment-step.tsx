// Card payment of the service total (decision 323), after the right to cancel and, for a visit inside that period,
// the express request (decision 320). Lazy: Stripe.js loads here.
import { useRef } from 'react';
import { CANCELLATION_PERIOD_DAYS } from '@/domain/dates';
import { CancellationRights } from '@/ui/cancellation-rights';
import { CardPayment } from '@/ui/card-payment/card-payment';
import { idempotencyKeys } from '@/api/client';
import { createPaymentIntent } from '@/api/payment-intent';

export interface PaymentStepProps {
  quoteId: string;
  amount: number;
  /** A chosen day falls inside the cancellation period: paying needs the express request. */
  visitInsideCancellationPeriod: boolean;
  /** The express request, kept over a reload with the draft. */
  expressRequest: boolean;
  onExpressRequest: (checked: boolean) => void;
  /** With what the card was charged: the server's amount (decision 861). */
  onPaid: (charged: number) => void;
}

const SERVICE_EXPRESS_REQUEST = `I ask you to carry out my boiler service within the ${CANCELLATION_PERIOD_DAYS}-day cancellation period. I understand that if I cancel after the engineer has started I pay for the work done, and that once the service is complete I can no longer cancel.`;

export default function PaymentStep({ quoteId, amount, visitInsideCancellationPeriod, expressRequest, onExpressRequest, onPaid }: PaymentStepProps) {
  // One Idempotency-Key per amount: a retry of the same payment never creates a second intent.
  const keyFor = useRef(idempotencyKeys());
  const mayPay = !visitInsideCancellationPeriod || expressRequest;
  return (
    <>
      <CancellationRights
        subject="your boiler service"
        expressRequest={visitInsideCancellationPeriod ? { label: SERVICE_EXPRESS_REQUEST, checked: expressRequest, onChange: onExpressRequest } : undefined}
      />
      {mayPay ? (
        <CardPayment
          pageAmount={amount}
          amountStatedByPage
          createIntent={() => createPaymentIntent(quoteId, 'full', keyFor.current(amount))}
          onPaid={onPaid}
          publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY}
        />
      ) : (
        <p className="ui-hint">Tick the box above to ask us to visit within the cancellation period, or go back and choose later days.</p>
      )}
    </>
  );
}
