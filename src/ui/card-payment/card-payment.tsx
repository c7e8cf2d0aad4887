// The card payment step shared by checkout, pay-an-amount and the service flow. Real Stripe.js is
// loaded only here, only when this mounts, and only with a publishable key; without one (mock
// mode, tests) a Stripe.js double stands in (decision 141). The double is imported only in
// development and mock-mode builds, so a production bundle does not contain it (decision 420).
// Import '@stripe/stripe-js/pure' only: the plain entry injects js.stripe.com as a side effect.
import { useEffect, useRef, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
// Types only (erased at build, verbatimModuleSyntax): the pure entry does not re-export them.
// eslint-disable-next-line no-restricted-imports
import type { PaymentIntent, Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { formatPence, type Pence } from '@/domain/money';
import { Button } from '../button';
import { useErrorDialog } from '../error-dialog';
import type { StripeDouble } from './stripe-double';
import './card-payment.css';

export interface BillingDetails {
  name?: string;
  email?: string;
  phone?: string;
  address?: { line1?: string; line2?: string; city?: string; postal_code?: string; country?: string };
}

export interface CardPaymentProps {
  /** What the customer pays, in pence; the button states it ("Pay £1,234.00 now"). */
  amount: Pence;
  /**
   * The page already states this amount in its own words (a summary's "Total to pay", "Amount due
   * now"): leave out the form's "Amount to pay" line, so the amount is written once above the button.
   */
  amountStatedByPage?: boolean;
  /** Creates the card payment intent on the server; called once per amount. */
  createIntent: () => Promise<{ clientSecret: string }>;
  /** Called once, after the payment succeeded. */
  onPaid: (paymentIntent: PaymentIntent) => void;
  /** VITE_STRIPE_PUBLISHABLE_KEY, passed in by the flow; without it the Stripe.js double is used. */
  publishableKey?: string | undefined;
  billingDetails?: BillingDetails;
  /** Options for the double (tests shorten its latency). */
  stripeDouble?: StripeDouble;
}

export const PAYMENT_FAILED_MESSAGE = 'Your payment was not completed. Try again or use a different card.';

/** "Pay £1,234.00 now": the button states the obligation to pay (Consumer Contracts Regulations 2013). */
export function payButtonLabel(amount: Pence): string {
  return `Pay ${formatPence(amount)} now`;
}

type StripeSource = Promise<Stripe | null> | Promise<StripeDouble> | StripeDouble;

/** Whether this build may stand the double in for Stripe.js: the dev server, tests and `vite build --mode mock`. */
const DOUBLE_ALLOWED = import.meta.env.MODE === 'development' || import.meta.env.MODE === 'test' || import.meta.env.MODE === 'mock';

function stripeSource(publishableKey: string | undefined, stripeDouble: StripeDouble | undefined): StripeSource {
  if (publishableKey) return loadStripe(publishableKey);
  if (stripeDouble) return stripeDouble;
  // A constant after the build: a production bundle keeps neither this import nor the double's chunk.
  if (DOUBLE_ALLOWED) {
    const double: Promise<StripeDouble> = import('./stripe-double').then(({ createStripeDouble }) => createStripeDouble());
    return double;
  }
  throw new Error('Card payments need VITE_STRIPE_PUBLISHABLE_KEY in a production build.');
}

/** Loads Stripe.js when the payment step mounts, or makes the double; once per component. */
function useStripeSource(publishableKey: string | undefined, stripeDouble: StripeDouble | undefined): StripeSource | null {
  const [source, setSource] = useState<StripeSource | null>(null);
  useEffect(() => {
    setSource((current) => current ?? stripeSource(publishableKey, stripeDouble));
  }, [publishableKey, stripeDouble]);
  return source;
}

export function CardPayment({ publishableKey, stripeDouble, ...props }: CardPaymentProps) {
  const source = useStripeSource(publishableKey, stripeDouble);
  if (!source) return <p className="ui-card-payment__loading">Loading secure card payment…</p>;
  return (
    // The double has the methods <Elements> checks for; its types are Stripe.js's, in part.
    <Elements stripe={source as Promise<Stripe | null>}>
      <CardPaymentForm {...props} />
    </Elements>
  );
}

type Status = 'idle' | 'confirming' | 'failed' | 'paid';

function CardPaymentForm({ amount, amountStatedByPage = false, createIntent, onPaid, billingDetails }: Omit<CardPaymentProps, 'publishableKey' | 'stripeDouble'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const { showApiError } = useErrorDialog();
  // Synchronous guards: state updates are not seen by a second click in the same tick.
  const confirming = useRef(false);
  const paid = useRef(false);
  const successRef = useRef<HTMLHeadingElement>(null);

  // One intent per amount; a failed creation is forgotten so the next try asks again.
  const createIntentRef = useRef(createIntent);
  useEffect(() => {
    createIntentRef.current = createIntent;
  });
  const intents = useRef(new Map<Pence, Promise<{ clientSecret: string }>>());
  function intentFor(forAmount: Pence) {
    let intent = intents.current.get(forAmount);
    if (!intent) {
      intent = createIntentRef.current();
      intents.current.set(forAmount, intent);
      intent.catch(() => intents.current.delete(forAmount));
    }
    return intent;
  }
  useEffect(() => {
    // Ask early so the intent is ready when the customer pays; failures surface on Pay.
    intentFor(amount).catch(() => {});
  }, [amount]);

  useEffect(() => {
    if (status === 'paid') successRef.current?.focus();
  }, [status]);

  async function pay() {
    if (confirming.current || paid.current || !stripe || !elements) return;
    const card = elements.getElement(CardElement);
    if (!card) return;
    confirming.current = true;
    setStatus('confirming');
    setMessage(null);
    try {
      let clientSecret: string;
      try {
        ({ clientSecret } = await intentFor(amount));
      } catch (error) {
        // purchase §8 "Generic API error": the Error dialog with the server's message (or the offline
        // text); nothing was charged, and the card stays entered for the next try.
        showApiError(error instanceof Error && error.message ? error.message : undefined);
        setStatus('idle');
        return;
      }
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, ...(billingDetails ? { billing_details: billingDetails } : {}) },
      });
      if (result.error) {
        setMessage(result.error.message ?? PAYMENT_FAILED_MESSAGE);
        setStatus('failed');
      } else if (result.paymentIntent.status === 'succeeded') {
        paid.current = true;
        setStatus('paid');
        onPaid(result.paymentIntent);
      } else {
        setMessage(PAYMENT_FAILED_MESSAGE);
        setStatus('failed');
      }
    } finally {
      confirming.current = false;
    }
  }

  if (status === 'paid') {
    return (
      <div className="ui-card-payment ui-card-payment--paid" role="status">
        <h2 ref={successRef} tabIndex={-1}>
          Payment received
        </h2>
        <p>We have received your payment of {formatPence(amount)}. Thank you.</p>
      </div>
    );
  }

  return (
    <form
      className="ui-card-payment"
      noValidate
      aria-busy={status === 'confirming' || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      {!amountStatedByPage && (
        <p className="ui-card-payment__amount">
          Amount to pay: <strong>{formatPence(amount)}</strong>
        </p>
      )}
      {message && (
        <div className="ui-card-payment__error" role="alert">
          <h2 className="ui-card-payment__error-title">Your payment was not taken</h2>
          <p>{message}</p>
        </div>
      )}
      <fieldset className="ui-fieldset ui-card-payment__card">
        <legend className="ui-legend">
          <h2>Card details</h2>
        </legend>
        {cardError && (
          <p className="ui-error-message" id="card-payment-card-error">
            <span className="ui-visually-hidden">Error: </span>
            {cardError}
          </p>
        )}
        <CardElement
          className="ui-card-payment__element"
          options={{ hidePostalCode: true, disabled: status === 'confirming' }}
          onChange={(event: StripeCardElementChangeEvent) => setCardError(event.error?.message ?? null)}
        />
      </fieldset>
      <Button type="submit" block loading={status === 'confirming' || !stripe} loadingText="Confirming your payment">
        {payButtonLabel(amount)}
      </Button>
    </form>
  );
}
