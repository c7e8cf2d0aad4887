// The 14-day right to cancel and the express request work inside it needs (Consumer Contracts Regulations 2013; decision 165).
import { useId, type ReactNode } from 'react';
import { CANCELLATION_PERIOD_DAYS } from '@/domain/dates';

interface CancellationRightsProps {
  /** What the customer may cancel, after "to cancel": "your order", "your plan". */
  subject: string;
  /** The express request's wording, when the work starts inside the period; absent otherwise. */
  expressRequest?: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void };
}

export function CancellationRights({ subject, expressRequest }: CancellationRightsProps) {
  const id = useId();
  return (
    <div className="ui-rights">
      <p>
        You have {CANCELLATION_PERIOD_DAYS} days from today to cancel {subject} for a full refund, under the Consumer Contracts Regulations 2013.
      </p>
      {expressRequest && (
        <div className="ui-rights__request">
          <input id={id} type="checkbox" checked={expressRequest.checked} onChange={(event) => expressRequest.onChange(event.target.checked)} />
          <label htmlFor={id}>{expressRequest.label}</label>
        </div>
      )}
    </div>
  );
}
