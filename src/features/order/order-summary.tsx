// The order as the customer bought it: product, add-ons, adjustments, fitting date, total, deposit
// and outstanding payments. Money in pence; dates in the spec's format.
import type { Order } from '@/api/contract-types';
import { Link } from 'react-router-dom';
import { depositOutstanding, isDepositDue, isDepositPaid } from '@/domain/orders';
import { DateText } from '@/ui/date-text';
import { Money } from '@/ui/money';
import { paths } from '@/domain/route-manifest';

/** Add-ons shown under the product; a free default warranty is still listed, as "Included". */
function addOnLines(order: Order) {
  return order.order_items.map((item) => ({
    key: `${item.item_type}-${item.id}`,
    name: item.quantity && item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name,
    total: item.product_total,
  }));
}

/**
 * `financeDeclined` (decision 300): the finance deposit and the payments scheduled for the finance no
 * longer apply, so neither shows; the Declined step says what is owed instead.
 */
export function OrderSummary({ order, financeDeclined = false }: { order: Order; financeDeclined?: boolean }) {
  const deposit = { loanDeposit: order.finance_application?.loan_deposit, depositPaid: order.deposit_paid };
  return (
    <div className="order-summary">
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">What you ordered</h2>
        <table className="order-summary__table">
          <caption className="ui-visually-hidden">Items in order {order.quote_id}</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="order-summary__amount">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {order.product && (
              <tr>
                <th scope="row">{order.product.product_title}</th>
                <td className="order-summary__amount">
                  <Money pence={order.product.price_after_discount} />
                </td>
              </tr>
            )}
            {addOnLines(order).map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.name}</th>
                <td className="order-summary__amount">{line.total === 0 ? 'Included' : <Money pence={line.total} />}</td>
              </tr>
            ))}
            {order.adjustments.map((adjustment, index) => (
              <tr key={`adjustment-${index}`}>
                <th scope="row">
                  {adjustment.name}
                  {adjustment.description && <span className="ui-hint order-summary__note">{adjustment.description}</span>}
                </th>
                <td className="order-summary__amount">
                  <Money pence={adjustment.amount} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="order-summary__amount">
                <strong>
                  <Money pence={order.total} />
                </strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </section>

      <dl className="order-summary__facts">
        <div>
          <dt>Order reference</dt>
          <dd>{order.quote_id}</dd>
        </div>
        <div>
          <dt>Installation date</dt>
          <dd>{order.fitting_date ? <DateText date={order.fitting_date} /> : 'We will agree a date with you'}</dd>
        </div>
        {order.customer?.address_line_1 && (
          <div>
            <dt>Installation address</dt>
            <dd>{[order.customer.address_line_1, order.customer.address_line_2, order.customer.post_town, order.customer.postcode].filter(Boolean).join(', ')}</dd>
          </div>
        )}
        {!financeDeclined && (deposit.loanDeposit ?? 0) > 0 && (
          <div>
            <dt>Finance deposit</dt>
            <dd>
              <Money pence={deposit.loanDeposit ?? 0} />
              {isDepositPaid(deposit) && ' (paid)'}
              {isDepositDue(deposit) && (
                <>
                  {' '}
                  (<Money pence={depositOutstanding(deposit)} /> still to pay)
                </>
              )}
            </dd>
          </div>
        )}
      </dl>

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
