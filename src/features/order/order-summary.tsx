// The order as bought: every charge in its total, what is paid and outstanding (decisions 830, 860), date and deposit.
import type { Order } from '@/shared/contract-types';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { depositOutstanding, isDepositDue, isDepositPaid, orderPayments, productTypeOfOrder } from '@/domain/orders';
import { orderCharges } from '@/domain/totals';
import { ChargeTable } from '@/ui/charge-lines';
import { relocationLabel } from '@/domain/product-profiles';
import { DateText } from '@/ui/date-text';
import { Money } from '@/ui/money';
import { paths } from '@/domain/route-manifest';

/** A term, its value and the row's class. */
type TermRow = readonly [term: string, value: ReactNode, className?: string];

/** A description list, each term and its value in a row of their own; a false row is left out. */
export function TermList({ rows, className }: { rows: ReadonlyArray<TermRow | false>; className: string }) {
  return (
    <dl className={className}>
      {rows.map(
        (row) =>
          row && (
            <div key={row[0]} className={row[2]}>
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

/** Every charge in the order's total, the lines adding up to it (the order and pay pages). */
export function OrderCharges({ order }: { order: Order }) {
  return (
    <ChargeTable
      charges={orderCharges(order, relocationLabel(productTypeOfOrder(order.order_type)))}
      caption={`Items in order ${order.quote_id}`}
      className="order-summary__table"
      amountClassName="order-summary__amount"
      noteClassName="ui-hint order-summary__note"
    />
  );
}

/** `financeDeclined` (decision 300): neither the finance deposit nor its scheduled payments apply any more. */
export function OrderSummary({ order, financeDeclined = false }: { order: Order; financeDeclined?: boolean }) {
  const deposit = { loanDeposit: order.finance_application?.loan_deposit, depositPaid: order.deposit_paid };
  return (
    <div className="order-summary">
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">What you ordered</h2>
        <OrderCharges order={order} />
      </section>

      <TermList
        className="order-summary__facts"
        rows={[
          ['Order reference', order.quote_id],
          ['Installation date', order.fitting_date ? <DateText date={order.fitting_date} /> : 'We will agree a date with you'],
          Boolean(order.customer?.address_line_1) && [
            'Installation address',
            [order.customer?.address_line_1, order.customer?.address_line_2, order.customer?.post_town, order.customer?.postcode].filter(Boolean).join(', '),
          ],
          !financeDeclined && (deposit.loanDeposit ?? 0) > 0 && [
            'Finance deposit',
            <>
              <Money pence={deposit.loanDeposit ?? 0} />
              {isDepositPaid(deposit) && ' (paid)'}
              {isDepositDue(deposit) && (
                <>
                  {' '}
                  (<Money pence={depositOutstanding(deposit)} /> still to pay)
                </>
              )}
            </>,
          ],
        ]}
      />

      {!financeDeclined && <PaymentsMade order={order} />}

      {!financeDeclined && order.outstanding_payments.length > 0 && (
        <section aria-labelledby="order-outstanding-heading">
          <h2 id="order-outstanding-heading">Payments still due</h2>
          <ul className="order-summary__payments">
            {order.outstanding_payments.map((payment, index) => (
              <li key={`${payment.description}-${index}`}>
                <span>
                  {payment.description}: <Money pence={payment.amount} />
                  {payment.due_date && (
                    <>
                      {' '}
                      by <DateText date={payment.due_date} />
                    </>
                  )}
                </span>
                <Link className="ui-button ui-button--secondary" to={`${paths.orderPay(order.quote_id)}?amount=${payment.amount}`}>
                  Pay <Money pence={payment.amount} />
                  <span className="ui-visually-hidden"> for {payment.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** What the server says has been paid and what is still asked, under the total they are part of. */
function PaymentsMade({ order }: { order: Order }) {
  const payments = orderPayments(order);
  return (
    <section aria-labelledby="order-payments-heading">
      <h2 id="order-payments-heading">Payments</h2>
      <TermList
        className="order-summary__paid"
        rows={[
          ['Paid so far', <Money pence={payments.paid} />],
          ['Still to pay', payments.outstanding > 0 ? <Money pence={payments.outstanding} /> : 'Nothing'],
          payments.financed > 0 && ['Covered by your finance', <Money pence={payments.financed} />],
        ]}
      />
      {payments.paidInFull && <p className="ui-notice">Your order is paid in full. Thank you.</p>}
    </section>
  );
}
