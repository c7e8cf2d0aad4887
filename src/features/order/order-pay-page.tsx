// /order/pay/:order?amount=PENCE (purchase §2, §4): the order, amount and intent in one call; a failed load says why
// (decision 186), a payment is recorded (decision 453), and a paid link shows its receipt (decision 860).
import type { OrderPaymentResponse } from '@/shared/contract-types';
import type { ApiResult } from '@/api/call';
import { Suspense, use, useCallback, useState } from 'react';
import { Link, useLoaderData, useParams } from 'react-router-dom';
import { CardPayment } from '@/ui/card-payment/card-payment';
import { DateText } from '@/ui/date-text';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { Money } from '@/ui/money';
import { usePageTitle } from '@/ui/page-title';
import { useRecordPayment } from '@/ui/payment-receipt';
import { paths } from '@/domain/route-manifest';
import { LoadingPage } from '@/ui/reference-load';
import type { loader } from './order-pay-loader';
import { OrderCharges } from './order-summary';
import './order.css';

/** A paid link: what was paid and when, from the server's answer or from the payment just made here. */
interface LinkReceipt {
  readonly amount: number;
  readonly paidAt: string;
}

export default function OrderPayPage() {
  const order = useParams().order ?? '';
  const { amount, payment } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<LoadingPage title="Make a payment" loadingText="Loading your payment" />}>
      <OrderPay key={`${order}:${amount ?? ''}`} order={order} answer={payment} />
    </Suspense>
  );
}

/** The link's payment once loaded; a link with no valid amount has none (`answer` null). */
function OrderPay({ order, answer }: { order: string; answer: Promise<ApiResult<OrderPaymentResponse>> | null }) {
  const result = answer && use(answer);
  const [paidHere, setPaidHere] = useState<LinkReceipt | null>(null);
  const loaded = result?.ok ? result.data : null;
  // A receipt once the link is paid (decision 860), else the card form.
  const receipt = paidHere ?? (loaded?.paid_at ? { amount: loaded.amount, paidAt: loaded.paid_at } : null);
  // A link the server says is due but answers no intent for cannot take a payment.
  const intent = receipt ? null : (loaded?.intent ?? null);
  const payment = receipt || intent ? loaded : null;
  usePageTitle(receipt ? 'Payment received' : 'Make a payment');

  // Under the reference the "View your order" link opens.
  const recordPayment = useRecordPayment(payment?.order.quote_id ?? order);
  // The intent came with the load; the card component asks for it once per amount.
  const createIntent = useCallback(
    () => (payment && intent ? Promise.resolve({ clientSecret: intent, amount: payment.amount }) : Promise.reject(new Error('No payment loaded'))),
    [payment, intent],
  );

  return (
    <div className="ui-main--narrow">
      <h1>Make a payment</h1>
      {!payment && (
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
            {payment.order.product && <>: {payment.order.product.product_title}</>}.
            {intent && (
              <>
                {' '}
                Amount due now: <Money pence={payment.amount} />.
              </>
            )}
          </p>
          {/* What the order's total is made of, so the amount due is read against every charge in it. */}
          <section aria-labelledby="order-pay-order-heading">
            <h2 id="order-pay-order-heading">Your order</h2>
            <OrderCharges order={payment.order} />
          </section>
          {receipt && !paidHere && <LinkPaid payment={payment} receipt={receipt} />}
          {(intent || paidHere) && (
            <CardPayment
              pageAmount={payment.amount}
              amountStatedByPage
              createIntent={createIntent}
              onPaid={(charged) => {
                recordPayment(charged);
                setPaidHere({ amount: charged, paidAt: new Date().toISOString() });
              }}
              publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY}
              billingDetails={billingDetailsOf(payment)}
            />
          )}
          {paidHere && <NextSteps order={payment.order.quote_id} />}
        </>
      )}
    </div>
  );
}

/** A link paid before this visit: the receipt, and no second payment (decision 860). */
function LinkPaid({ payment, receipt }: { payment: OrderPaymentResponse; receipt: LinkReceipt }) {
  return (
    <div className="ui-notice" role="status">
      <h2>This payment has been made</h2>
      <p>
        Paid <Money pence={receipt.amount} /> on <DateText date={new Date(receipt.paidAt)} /> towards order <strong>{payment.order.quote_id}</strong>. There is nothing more
        to pay through this link.
      </p>
      <NextSteps order={payment.order.quote_id} />
    </div>
  );
}

function NextSteps({ order }: { order: string }) {
  return (
    <p>
      We will email your receipt. <Link to={paths.order(order)}>View your order</Link> or <Link to={paths.orderTracking(order)}>track its progress</Link>.
    </p>
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
