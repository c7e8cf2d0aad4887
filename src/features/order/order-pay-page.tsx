// /order/pay/:order?amount=PENCE (purchase §2, §4): loads the order, the amount and
// the card payment intent in one call, then the customer pays with the shared card component.
// The spec makes a load failure silent; decision 186 says what the customer sees instead. A payment
// made here is recorded as the checkout's is (decision 453), so an order page that then fails to
// load still says it went through.
import type { OrderPaymentResponse } from '@/shared/contract-types';
import { useCallback, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useLoad } from '@/api/use-load';
import { CardPayment } from '@/ui/card-payment/card-payment';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/contact-details';
import { Money } from '@/ui/money';
import { usePageTitle } from '@/ui/page-title';
import { useRecordPayment } from '@/ui/payment-receipt';
import { paths } from '@/domain/route-manifest';
import { LoadingState } from '@/ui/progress';
import { loadOrderPayment } from './order-gateway';
import { OrderCharges } from './order-summary';
import './order.css';

type PageState = { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'ready'; payment: OrderPaymentResponse } | { kind: 'paid'; payment: OrderPaymentResponse };

/** The amount in the link, in whole pence; null when missing or not a positive whole number. */
export function amountFromQuery(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const amount = Number(value);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

export default function OrderPayPage() {
  const order = useParams().order ?? '';
  const [search] = useSearchParams();
  const amount = amountFromQuery(search.get('amount'));
  const { result } = useLoad(amount === null ? null : `order-pay:${order}:${amount}`, (signal) => loadOrderPayment(order, amount ?? 0, signal));
  const [paid, setPaid] = useState(false);
  const state: PageState =
    amount === null || result?.ok === false
      ? { kind: 'unavailable' }
      : result === null
        ? { kind: 'loading' }
        : { kind: paid ? 'paid' : 'ready', payment: result.data };
  usePageTitle(state.kind === 'paid' ? 'Payment received' : 'Make a payment');

  const payment = state.kind === 'ready' || state.kind === 'paid' ? state.payment : null;
  // Under the reference the "View your order" link opens.
  const recordPayment = useRecordPayment(payment?.order.quote_id ?? order);
  // The intent came with the load; the card component asks for it once per amount.
  const createIntent = useCallback(() => (payment ? Promise.resolve({ clientSecret: payment.intent }) : Promise.reject(new Error('No payment loaded'))), [payment]);

  return (
    <div className="ui-main--narrow">
      <h1>Make a payment</h1>
      {state.kind === 'loading' && <LoadingState>Loading your payment</LoadingState>}
      {state.kind === 'unavailable' && (
        <div className="ui-notice ui-notice--warning">
          <h2>We can’t take this payment online right now</h2>
          <p>
            Nothing has been charged. The payment link may be out of date, or the amount may already be paid. Call us on{' '}
            <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> and we will help you pay.
          </p>
          <p>
            <Link to={paths.order(order)}>View your order</Link>
          </p>
        </div>
      )}
      {payment && (
        <>
          <p className="ui-lede">
            Order <strong>{payment.order.quote_id}</strong>
            {payment.order.product && <>: {payment.order.product.product_title}</>}. Amount due now: <Money pence={payment.amount} />.
          </p>
          {/* What the order's total is made of, so the amount due is read against every charge in it. */}
          <section aria-labelledby="order-pay-order-heading">
            <h2 id="order-pay-order-heading">Your order</h2>
            <OrderCharges order={payment.order} />
          </section>
          <CardPayment
            amount={payment.amount}
            amountStatedByPage
            createIntent={createIntent}
            onPaid={() => {
              recordPayment(payment.amount);
              setPaid(true);
            }}
            publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY}
            billingDetails={billingDetailsOf(payment)}
          />
          {state.kind === 'paid' && (
            <p>
              We will email your receipt. <Link to={paths.order(payment.order.quote_id)}>View your order</Link> or{' '}
              <Link to={paths.orderTracking(payment.order.quote_id)}>track its progress</Link>.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function billingDetailsOf({ order }: OrderPaymentResponse) {
  const customer = order.customer;
  if (!customer) return undefined;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return {
    ...(name ? { name } : {}),
    ...(customer.email_address ? { email: customer.email_address } : {}),
    ...(customer.postcode ? { address: { postal_code: customer.postcode, country: 'GB' } } : {}),
  };
}
