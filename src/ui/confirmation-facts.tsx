// What a confirmation states for the customer to quote and keep: the reference and the amount paid.
import { Money } from './money';

export interface ConfirmationFactsProps {
  /** "Booking reference", "Plan reference". */
  referenceLabel: string;
  reference: string;
  /** Pence taken by card; 0 when there was nothing to pay. */
  amountPaid: number;
}

export function ConfirmationFacts({ referenceLabel, reference, amountPaid }: ConfirmationFactsProps) {
  return (
    <dl className="ui-confirmation-facts">
      <div>
        <dt>{referenceLabel}</dt>
        <dd>{reference}</dd>
      </div>
      <div>
        <dt>Amount paid</dt>
        <dd>{amountPaid > 0 ? <Money pence={amountPaid} /> : 'Nothing to pay'}</dd>
      </div>
    </dl>
  );
}
