// The running order summary with the discount code: what the service costs now, from src/domain.
import { useId } from 'react';
import { DateText } from '@/ui/date-text';
import { DiscountCodeForm } from '@/ui/discount-code-form';
import { Money } from '@/ui/money';
import type { ServiceTotals } from './service-model';

export interface ServiceSummaryProps {
  productTitle: string;
  totals: ServiceTotals;
  preferredDate: string | null;
  alternativeDate: string | null;
  /** Applies a code; resolves the refusal message, or null when it was accepted. */
  onApplyDiscount?: ((code: string) => Promise<string | null>) | undefined;
}

export function ServiceSummary({ productTitle, totals, preferredDate, alternativeDate, onApplyDiscount }: ServiceSummaryProps) {
  const headingId = useId();
  return (
    <aside className="service__summary ui-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Your service</h2>
      <dl className="service__lines">
        <div>
          <dt>{productTitle}</dt>
          <dd>
            <Money pence={totals.productPrice} />
          </dd>
        </div>
        {preferredDate && (
          <div>
            <dt>
              Preferred day: <DateText date={preferredDate} />
            </dt>
            <dd>{totals.preferredDateCost > 0 ? <Money pence={totals.preferredDateCost} /> : 'No extra cost'}</dd>
          </div>
        )}
        {alternativeDate && (
          <div>
            <dt>
              Alternative day: <DateText date={alternativeDate} />
            </dt>
            <dd />
          </div>
        )}
        {totals.addOns.map((item) => (
          <div key={item.id}>
            <dt>{item.name}</dt>
            <dd>
              <Money pence={item.product_total} />
            </dd>
          </div>
        ))}
        {totals.adjustments !== 0 && (
          <div>
            <dt>Discount</dt>
            <dd>
              <Money pence={totals.adjustments} />
            </dd>
          </div>
        )}
        <div className="service__total">
          <dt>Total to pay</dt>
          <dd>
            <Money pence={totals.total} />
          </dd>
        </div>
      </dl>
      <p className="ui-hint">Includes VAT.</p>
      {onApplyDiscount && (
        <DiscountCodeForm
          id="service-discount-code"
          className="service__discount"
          loadingText="Checking the code"
          onApply={onApplyDiscount}
          status={(accepted) => (accepted ? 'Discount applied.' : '')}
        />
      )}
    </aside>
  );
}
