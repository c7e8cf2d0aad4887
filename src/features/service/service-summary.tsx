// The running order summary with the discount code: what the service costs now, from src/domain.
import { useId } from 'react';
import { DateText } from '@/ui/date-text';
import { DiscountCodeForm } from '@/ui/discount-code-form';
import { ChargeList } from '@/ui/charge-lines';
import type { Charges } from '@/domain/totals';

export interface ServiceSummaryProps {
  totals: Charges;
  alternativeDate: string | null;
  /** Applies a code; resolves the refusal message, or null when it was accepted. */
  onApplyDiscount?: ((code: string) => Promise<string | null>) | undefined;
}

/** Every charge in the service's total with the alternative day beside them, for the summary and the confirmation. */
export function ServiceCharges({ totals, alternativeDate, totalLabel = 'Total to pay' }: { totals: Charges; alternativeDate: string | null; totalLabel?: string }) {
  return (
    <ChargeList charges={totals} className="service__lines" totalRow={{ label: totalLabel, className: 'service__total' }}>
      {alternativeDate && (
        <div>
          <dt>
            Alternative day: <DateText date={alternativeDate} />
          </dt>
          <dd>No extra charge</dd>
        </div>
      )}
    </ChargeList>
  );
}

export function ServiceSummary({ totals, alternativeDate, onApplyDiscount }: ServiceSummaryProps) {
  const headingId = useId();
  return (
    <aside className="service__summary ui-card" aria-labelledby={headingId}>
      <h2 id={headingId}>Your service</h2>
      <ServiceCharges totals={totals} alternativeDate={alternativeDate} />
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
