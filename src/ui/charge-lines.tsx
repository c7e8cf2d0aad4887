// The charges a total is made of (src/domain/totals), as a table or a list of terms.
import type { ReactNode } from 'react';
import type { ChargeLine, Charges } from '@/domain/totals';
import { DateText } from './date-text';
import { Money } from './money';

/** A free add-on is "Included" (a default warranty), a day at no extra cost says so; never "£0.00". */
function LineAmount({ line }: { line: ChargeLine }) {
  if (line.amount === 0 && line.kind === 'day') return <>No extra cost</>;
  if (line.amount === 0) return <>Included</>;
  return <Money pence={line.amount} />;
}

function LineName({ line, noteClassName }: { line: ChargeLine; noteClassName: string }) {
  return (
    <>
      {line.name}
      {line.date && (
        <>
          : <DateText date={line.date} />
        </>
      )}
      {line.note && <span className={noteClassName}>{line.note}</span>}
    </>
  );
}

export interface ChargeTableProps {
  readonly charges: Charges;
  readonly caption: string;
  readonly className: string;
  readonly amountClassName: string;
  readonly noteClassName: string;
}

/** The charges as a table with a Total row in its foot. */
export function ChargeTable({ charges, caption, className, amountClassName, noteClassName }: ChargeTableProps) {
  return (
    <table className={className}>
      <caption className="ui-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={amountClassName}>
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {charges.lines.map((line) => (
          <tr key={line.key}>
            <th scope="row">
              <LineName line={line} noteClassName={noteClassName} />
            </th>
            <td className={amountClassName}>
              <LineAmount line={line} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          <td className={amountClassName}>
            <strong>
              <Money pence={charges.total} />
            </strong>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

export interface ChargeListProps {
  readonly charges: Charges;
  readonly className: string;
  readonly noteClassName?: string;
  /** The total's row (a service's "Total to pay"); left out where the page states the total its own way. */
  readonly totalRow?: { readonly label: string; readonly className: string } | undefined;
  /** Rows about the charges that are not charges themselves (a service's alternative day), after the lines. */
  readonly children?: ReactNode;
}

/** The charges as a list of terms, one per line, and the total. */
export function ChargeList({ charges, className, noteClassName = 'ui-hint', totalRow, children }: ChargeListProps) {
  return (
    <dl className={className}>
      {charges.lines.map((line) => (
        <div key={line.key}>
          <dt>
            <LineName line={line} noteClassName={noteClassName} />
          </dt>
          <dd>
            <LineAmount line={line} />
          </dd>
        </div>
      ))}
      {children}
      {totalRow && (
        <div className={totalRow.className}>
          <dt>{totalRow.label}</dt>
          <dd>
            <Money pence={charges.total} />
          </dd>
        </div>
      )}
    </dl>
  );
}
