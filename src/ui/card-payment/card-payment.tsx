// The card payment step: Stripe.js loads only as it mounts, with a publishable key; without one the stand-in does (decisions 141, 420).
// Import '@stripe/stripe-js/pure' only: the plain entry injects js.stripe.com as a side effect.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
// Types only (erased at build, verbatimModuleSyntax): the pure entry does not re-export them.
// eslint-disable-next-line no-restricted-imports
import type { PaymentIntent, PaymentMethodCreateParams, Stripe, StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { formatPence, type Pence } from '@/domain/money';
import { Button } from '../button';
import { OPENING_HOURS, PHONE_DISPLAY, PHONE_HREF } from '../shop-contact';
import { useErrorDialog } from '../error-dialog';
import { ErrorMessage, HeadingLegend } from '../fields';
import { loadStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import './card-payment.css';

/** A card payment intent as the server answered it: the client secret the form confirms and its amount. */
export interface ServerIntent {
  readonly clientSecret: string;
  /** What the card will be charged, in pence: the server's, which the Pay button states (decision 861). */
  readonly amount: Pence;
}

export interface CardPaymentProps {
  /** What the page says is due; an intent is asked for once per amount, and a different server amount is said beside the button. */
  pageAmount: Pence;
  /** The page states the amount in its own words, so the form leaves out its "Amount to pay" line. */
  amountStatedByPage?: boolean;
  /** Creates the card payment intent on the server; called once per page amount. */
  createIntent: () => Promise<ServerIntent>;
  /** Called once, after the payment succeeded, with the amount the card was charged. */
  onPaid: (amount: Pence, paymentIntent: PaymentIntent) => void;
  /** VITE_STRIPE_PUBLISHABLE_KEY, passed in by the flow; without it the Stripe.js double is used. */
  publishableKey?: string | undefined;
  billingDetails?: PaymentMethodCreateParams.BillingDetails;
  /** A Stripe.js double of the test's own (tests shorten its latency). */
  stripeDouble?: StripeStandIn;
  /** Another way to pay on this page, offered when a card is declined ("You can also spread the cost with finance."). */
  otherWayToPay?: string;
}

export const PAYMENT_FAILED_MESSAGE = 'Your payment was not completed. Try again or use a different card.';

/** "Pay £1,234.00 now": the button states the obligation to pay (Consumer Contracts Regulations 2013). */
export function payButtonLabel(amount: Pence): string {
  return `Pay ${formatPence(amount)} now`;
}

type StripeSource = Promise<Stripe | null> | Promise<StripeStandIn> | StripeStandIn;

function stripeSource(publishableKey: string | undefined, stripeDouble: StripeStandIn | undefined): StripeSource {
  if (publishableKey) return loadStripe(publishableKey);
  if (stripeDouble) return stripeDouble;
  const standIn = loadStripeStandIn();
  if (standIn) return standIn;
  throw new Error('Card payments need VITE_STRIPE_PUBLISHABLE_KEY in a production build.');
}

/** Loads Stripe.js when the payment step mounts, or makes the double; once per component. */
function useStripeSource(publishableKey: string | undefined, stripeDouble: StripeStandIn | undefined): StripeSource | null {
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
      <CardPaymentForm {...props} testMode={!publishableKey} />
    </Elements>
  );
}

/** Without a publishable key no money moves: the form says which of Stripe's test cards to use (decision 932). */
export const TEST_MODE_TEXT = 'Test payments: no money is taken. Use card 4242 4242 4242 4242 with any future expiry date and any security code; 4000 0000 0000 0002 is declined.';

type Status = 'idle' | 'confirming' | 'failed' | 'paid';

/** The intent of the current page amount: still asked for, ready, or its creation failed. */
type IntentState = { readonly forAmount: Pence } & ({ readonly kind: 'ready'; readonly intent: ServerIntent } | { readonly kind: 'failed' });

function CardPaymentForm({ pageAmount, amountStatedByPage = false, createIntent, onPaid, billingDetails, otherWayToPay, testMode }: Omit<CardPaymentProps, 'publishableKey' | 'stripeDouble'> & { testMode: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [known, setKnown] = useState<IntentState | null>(null);
  const [retrying, setRetrying] = useState(false);
  const { showApiError } = useErrorDialog();
  const differenceId = useId();
  // Synchronous guards: state updates are not seen by a second click in the same tick.
  const confirming = useRef(false);
  const paid = useRef(false);
  const successRef = useRef<HTMLHeadingElement>(null);

  // One intent per page amount; a failed creation is forgotten so the next try asks again.
  const createIntentRef = useRef(createIntent);
  useEffect(() => {
    createIntentRef.current = createIntent;
  });
  const intents = useRef(new Map<Pence, Promise<ServerIntent>>());
  const intentFor = useCallback((forAmount: Pence) => {
    let intent = intents.current.get(forAmount);
    if (!intent) {
      intent = createIntentRef.current();
      intents.current.set(forAmount, intent);
      intent.catch(() => intents.current.delete(forAmount));
    }
    return intent;
  }, []);
  useEffect(() => {
    // Asked up front: the button states the server's amount before the customer can pay.
    let current = true;
    intentFor(pageAmount).then(
      (intent) => current && setKnown({ forAmount: pageAmount, kind: 'ready', intent }),
      () => current && setKnown({ forAmount: pageAmount, kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [pageAmount, intentFor]);
  const state = known?.forAmount === pageAmount ? known : null;
  const intent = state?.kind === 'ready' ? state.intent : null;

  useEffect(() => {
    if (status === 'paid') successRef.current?.focus();
  }, [status]);

  /** Asks again for an intent that could not be created: the customer then sees its amount before paying. */
  async function retryIntent() {
    setRetrying(true);
    try {
      const created = await intentFor(pageAmount);
      setKnown({ forAmount: pageAmount, kind: 'ready', intent: created });
    } catch (error) {
      // purchase §8 "Generic API error"; nothing was charged and the card stays entered.
      showApiError(error instanceof Error && error.message ? error.message : undefined);
    } finally {
      setRetrying(false);
    }
  }

  async function pay() {
    if (confirming.current || paid.current || !stripe || !elements || retrying) return;
    if (state?.kind === 'failed') return void retryIntent();
    const card = elements.getElement(CardElement);
    if (!card || !intent) return;
    confirming.current = true;
    setStatus('confirming');
    setMessage(null);
    try {
      const result = await stripe.confirmCardPayment(intent.clientSecret, {
        payment_method: { card, ...(billingDetails ? { billing_details: billingDetails } : {}) },
      });
      if (result.paymentIntent?.status === 'succeeded') {
        paid.current = true;
        setStatus('paid');
        onPaid(intent.amount, result.paymentIntent);
      } else {
        setMessage(result.error?.message ?? PAYMENT_FAILED_MESSAGE);
        setStatus('failed');
      }
    } finally {
      confirming.current = false;
    }
  }

  if (status === 'paid' && intent) {
    return (
      <div className="ui-card-payment ui-card-payment--paid" role="status">
        <h2 ref={successRef} tabIndex={-1}>
          Payment received
        </h2>
        <p>We have received your payment of {formatPence(intent.amount)}. Thank you.</p>
      </div>
    );
  }

  const differs = intent !== null && intent.amount !== pageAmount;
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
      {!amountStatedByPage && intent && (
        <p className="ui-card-payment__amount">
          Amount to pay: <strong>{formatPence(intent.amount)}</strong>
        </p>
      )}
      {message && (
        <div className="ui-card-payment__error" role="alert">
          <h2 className="ui-card-payment__error-title">Your payment was not taken</h2>
          <p>{message}</p>
          <p>
            Nothing has been taken. Check the card details and try again, or use a different card.{otherWayToPay ? ` ${otherWayToPay}` : ''} If your bank
            keeps declining it, call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> ({OPENING_HOURS}).
          </p>
        </div>
      )}
      <fieldset className="ui-fieldset ui-card-payment__card">
        <HeadingLegend>Card details</HeadingLegend>
        {testMode && <p className="ui-hint">{TEST_MODE_TEXT}</p>}
        {cardError && <ErrorMessage id="card-payment-card-error">{cardError}</ErrorMessage>}
        <CardElement
          className="ui-card-payment__element"
          options={{ hidePostalCode: true, disabled: status === 'confirming' }}
          onChange={(event: StripeCardElementChangeEvent) => setCardError(event.error?.message ?? null)}
        />
      </fieldset>
      {/* A live region kept in the form, so a difference found when the intent arrives is read out. */}
      <div role="status">
        {differs && <AmountDifference id={differenceId} charged={intent.amount} pageAmount={pageAmount} />}
        {state?.kind === 'failed' && <p className="ui-notice ui-notice--warning">{INTENT_FAILED_TEXT}</p>}
      </div>
      <Button
        type="submit"
        block
        loading={status === 'confirming' || retrying || !stripe || state === null}
        loadingText={state === null ? undefined : 'Confirming your payment'}
        aria-describedby={differs ? differenceId : undefined}
      >
        {intent ? payButtonLabel(intent.amount) : state?.kind === 'failed' ? 'Try again' : 'Preparing your payment'}
      </Button>
    </form>
  );
}

export const INTENT_FAILED_TEXT = 'We could not get your payment ready, so nothing has been charged. Try again in a moment.';

/** The server's amount is not the page's: the customer reads both before paying (decision 861). */
function AmountDifference({ id, charged, pageAmount }: { id: string; charged: Pence; pageAmount: Pence }) {
  const gap = Math.abs(charged - pageAmount);
  return (
    <div id={id} className="ui-notice ui-notice--warning ui-card-payment__difference">
      <p>
        We will take <strong>{formatPence(charged)}</strong>, the amount your order comes to on our system. The total on this page is{' '}
        {formatPence(pageAmount)}: {formatPence(gap)} {charged > pageAmount ? 'more' : 'less'} than this page shows.
      </p>
      <p>
        If you are not sure why, call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> before you pay.
      </p>
    </div>
  );
}
