// The running total, always visible, with the install date and the discount code; on a
// phone, a bar at the foot of the step keeps the total on screen (decision 305).
import { Button } from '@/ui/button';
import { DateText } from '@/ui/date-text';
import { DiscountCodeForm } from '@/ui/discount-code-form';
import { Money } from '@/ui/money';
import { ChargeList } from '@/ui/charge-lines';
import { PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import type { InstallDay } from '@/domain/steps/checkout';
import type { Charges } from '@/domain/totals';
import type { DiscountStatus } from './checkout-session';

const SUMMARY_HEADING_ID = 'checkout-summary-heading';

/** A save answered an order without a discount the customer had: say so beside the total, before they pay. */
function RemovedDiscounts({ removed }: { removed: DiscountStatus['removed'] }) {
  if (removed.length === 0) return null;
  const change = -removed.reduce((sum, { adjustment }) => sum + adjustment.amount, 0);
  const fromCode = removed.some(({ code }) => code !== null);
  return (
    <div className="ui-notice ui-notice--warning checkout__removed">
      {removed.map(({ adjustment, code }) => (
        <p key={`${adjustment.name}-${adjustment.amount}`}>
          <strong>{code ? `Your code ${code} is no longer on your order.` : `${adjustment.name} is no longer on your order.`}</strong>
        </p>
      ))}
      {change !== 0 && (
        <p>
          Your total is <Money pence={Math.abs(change)} /> {change > 0 ? 'higher' : 'lower'} without it.
        </p>
      )}
      <p>
        {fromCode ? 'Enter the code again below, or call' : 'If you think it should still apply, call'} us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> before you pay.
      </p>
    </div>
  );
}

/** On a phone the summary sits below the step, so this bar keeps the total "always visible" (hidden from 56rem). */
export function RunningTotalBar({ total, discountRemoved }: { total: number; discountRemoved: boolean }) {
  const showSummary = () => {
    const heading = document.getElementById(SUMMARY_HEADING_ID);
    heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  };
  return (
    <div className="checkout__total-bar">
      <p>
        Total <Money pence={total} />
      </p>
      {discountRemoved && <p className="checkout__total-bar-notice">A discount is no longer on your order.</p>}
      <Button variant="link" onClick={showSummary}>
        See your order
      </Button>
    </div>
  );
}

export interface OrderSummaryProps {
  readonly totals: Charges;
  readonly installDay: InstallDay | null;
  readonly discount: DiscountStatus;
  /** A code can still change the price (nothing paid yet). */
  readonly discountOffered: boolean;
  readonly applyDiscount: (code: string) => Promise<string | null>;
}

export function OrderSummary({ totals, installDay, discount, discountOffered, applyDiscount }: OrderSummaryProps) {
  return (
    <aside className="checkout__summary" aria-labelledby={SUMMARY_HEADING_ID}>
      <h2 id={SUMMARY_HEADING_ID} tabIndex={-1}>
        Your order
      </h2>
      <ChargeList charges={totals} className="checkout__lines" />
      <p className="checkout__total" aria-live="polite">
        <span>Total</span> <Money pence={totals.total} className="checkout__total-amount" />
      </p>
      <div role="status">
        <RemovedDiscounts removed={discount.removed} />
      </div>
      <p className="ui-hint">Includes VAT, fitting and every compulsory charge.</p>
      {installDay && (
        <p>
          Install date: <DateText date={installDay.date} />
        </p>
      )}
      {discountOffered && (
        <DiscountCodeForm
          id="discount-code"
          className="checkout__discount"
          loadingText="Applying the code"
          onApply={applyDiscount}
          // What is applied is read from the server's order, never remembered here (purchase §4).
          status={() => (discount.applied ? `Code ${discount.applied} applied.` : '')}
        />
      )}
    </aside>
  );
}
