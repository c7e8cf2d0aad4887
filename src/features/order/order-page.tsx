// /order/:order (purchase §2, §4, §8): Confirmation, or Declined when finance was declined (decision 932);
// 401 goes back to /checkout/{order}, any other failure to /.
import type { OrderPageResponse } from '@/shared/contract-types';
import { Link, Navigate, useLoaderData, useParams, useRevalidator } from 'react-router-dom';
import { balanceAfterFinanceDeclined } from '@/domain/orders';
import { usePageTitle } from '@/ui/page-title';
import { Button } from '@/ui/button';
import { EMAIL, OPENING_HOURS, PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { Money } from '@/ui/money';
import { paths } from '@/domain/route-manifest';
import { usePaymentReceipt, type PaymentReceipt } from '@/ui/payment-receipt';
import { LoadedPage } from '@/ui/reference-load';
import type { loader } from './order-loader';
import { OrderSummary, TermList } from './order-summary';
import './order.css';

export const FINANCE_DECLINED_STATUS = 'FINANCE_DECLINED';

export default function OrderPage() {
  const order = useParams().order ?? '';
  return (
    <LoadedPage
      title="Your order"
      loadingText="Loading your order"
      load={useLoaderData<typeof loader>().order}
      failed={(failure) => <OrderFailed order={order} status={failure.status} />}
    >
      {(data) => (data.order.status === FINANCE_DECLINED_STATUS ? <DeclinedStep data={data} /> : <ConfirmationStep data={data} />)}
    </LoadedPage>
  );
}

function OrderFailed({ order, status }: { order: string; status: number }) {
  const [receipt] = usePaymentReceipt(order);
  const { revalidate } = useRevalidator();
  // purchase §6: "The order page redirects to /checkout/{order} when the server answers 401".
  if (status === 401) return <Navigate to={`/checkout/${encodeURIComponent(order)}`} replace />;
  // Decision 453: after a payment in this tab the customer is told it went through, not sent home.
  if (receipt) return <PaymentReceived order={order} receipt={receipt} onRetry={() => void revalidate()} />;
  return <Navigate to={paths.home()} replace />;
}

/** The order could not be loaded after a payment in this tab: the payment, the reference and how to reach us. */
function PaymentReceived({ order, receipt, onRetry }: { order: string; receipt: PaymentReceipt; onRetry: () => void }) {
  usePageTitle('Payment received');
  return (
    <div className="ui-main--narrow">
      <h1>Your payment went through</h1>
      <p className="ui-lede">
        We received your payment of <Money pence={receipt.amountPence} />. Your order reference is <strong>{order}</strong>.
      </p>
      <div className="ui-notice" role="status">
        <h2>We can’t show your order details right now</h2>
        <p>Your order and your payment are safe. Try again in a moment, or contact us and quote your order reference.</p>
        <Button onClick={onRetry}>Try again</Button>
      </div>
      <h2>How to reach us</h2>
      <p>
        Call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> ({OPENING_HOURS}), or email <a href={`mailto:${EMAIL}`}>{EMAIL}</a>.
      </p>
    </div>
  );
}

function ConfirmationStep({ data }: { data: OrderPageResponse }) {
  usePageTitle('Order confirmation');
  // The contract's `questions` here are FAQs, not questionnaire questions.
  const { order, questions: faqs } = data;
  const name = order.customer?.first_name;
  return (
    <div className="ui-main--narrow">
      <h1>{name ? `Thank you, ${name}: your order is confirmed` : 'Your order is confirmed'}</h1>
      <p className="ui-lede">
        Your order reference is <strong>{order.quote_id}</strong>.
        {order.customer?.email_address && ` We have sent a confirmation to ${order.customer.email_address}.`}
      </p>

      {data.images_required && (
        <div className="ui-notice" role="status">
          <h2>Send us some photos</h2>
          <p>We need a few photos of your home before the installation. It takes about 5 minutes on your phone.</p>
          <Link className="ui-button ui-button--primary" to={paths.orderUpload(order.quote_id)}>
            Upload your photos
          </Link>
        </div>
      )}

      <OrderSummary order={order} />

      <section aria-labelledby="order-next-heading">
        <h2 id="order-next-heading">What happens next</h2>
        {faqs.length > 0 ? (
          <TermList className="order-summary__facts" rows={faqs.map((item) => [item.question, item.answer])} />
        ) : (
          <p>Our team will contact you to confirm the installation.</p>
        )}
        <p>
          <Link to={paths.orderTracking(order.quote_id)}>Track your order</Link>
        </p>
      </section>
    </div>
  );
}

/** Decision 300: the order stays; without finance there is no deposit, so it says what is owed now and offers the card. */
function DeclinedStep({ data }: { data: OrderPageResponse }) {
  usePageTitle('Finance declined');
  const { order } = data;
  const paid = Math.max(0, order.amount_paid);
  const toPay = balanceAfterFinanceDeclined({ total: order.total, amountPaid: paid });
  return (
    <div className="ui-main--narrow">
      <h1>Your finance application was declined</h1>
      <p className="ui-lede">
        We are sorry: the lender could not approve finance for order <strong>{order.quote_id}</strong>. Your order is kept, and you can still
        go ahead by paying by card.
      </p>
      <section className="order-balance" aria-labelledby="order-balance-heading">
        <h2 id="order-balance-heading">What you owe now</h2>
        <TermList
          className="order-balance__lines"
          rows={[
            ['Order total', <Money pence={order.total} />],
            paid > 0 && ['Already paid', <Money pence={paid} />],
            ['Left to pay', <Money pence={toPay} />, 'order-balance__due'],
          ]}
        />
        {toPay > 0 ? (
          <>
            <p>Without finance there is no deposit to pay: you pay the amount left in one card payment.</p>
            <p>
              <Link className="ui-button ui-button--primary" to={`${paths.orderPay(order.quote_id)}?amount=${toPay}`}>
                {/* One flex item, so the button's gap does not space the words apart. */}
                <span>
                  Pay <Money pence={toPay} /> by card
                </span>
              </Link>
            </p>
          </>
        ) : (
          <p>There is nothing left to pay.</p>
        )}
        <p>
          Or call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> to talk about other ways to pay.
        </p>
      </section>
      <p className="ui-hint">The lender’s decision is theirs. We are a credit broker, not a lender.</p>
      <OrderSummary order={order} financeDeclined />
    </div>
  );
}
