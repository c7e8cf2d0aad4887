// The representative example shown wherever a monthly amount or a rate appears (FCA CONC 3.5.5), with the broker status (CONC 3.5.7).
import { capitalised } from '@/domain/counts';
import { aprText, type FinanceBreakdown } from '@/domain/finance';
import { formatPence } from '@/domain/money';
import { FactList } from './product-facts';
import './product.css';

export const CREDIT_BROKER_STATEMENT =
  'We are a credit broker, not a lender. Finance is subject to status and affordability; the lender decides.';

/** "24 monthly payments of £59.25", or "23 monthly payments of £59.21 and a final payment of £59.42". */
export function instalmentsText({ months, monthlyPayment, finalPayment }: FinanceBreakdown): string {
  if (finalPayment === monthlyPayment) return `${months} monthly payments of ${formatPence(monthlyPayment)}`;
  return `${months - 1} monthly payments of ${formatPence(monthlyPayment)} and a final payment of ${formatPence(finalPayment)}`;
}

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The headline beside a chosen plan's example: the instalments, when a deferred plan's start, and the total payable. */
export function paymentsSentence(example: FinanceBreakdown, deferredMonths: number | null = null): string {
  const payments = `${instalmentsText(example)}, total amount payable ${formatPence(example.totalToPay)}.`;
  if (!deferredMonths) return capitalised(payments);
  const wait = `nothing to pay for ${monthsText(deferredMonths)}, then ${payments}`;
  return example.deposit > 0 ? `After your deposit, ${wait}` : capitalised(wait);
}

/** The example as one sentence, for places with many of them (a results card). */
export function representativeExampleSentence(example: FinanceBreakdown): string {
  return (
    `Representative example: cash price ${formatPence(example.price)}, deposit ${formatPence(example.deposit)}, ` +
    `amount of credit ${formatPence(example.financeAmount)}, ${aprText(example.apr)} APR representative, ` +
    `${instalmentsText(example)}, ` +
    `total amount payable ${formatPence(example.totalToPay)}.`
  );
}

export interface RepresentativeExampleProps {
  example: FinanceBreakdown;
  title?: string;
  /** Leave out the broker statement when the page already shows it beside several examples. */
  withBrokerStatement?: boolean;
  /** Months before the first monthly payment (buy now, pay later): the table says when payments start. */
  deferredMonths?: number | null;
}

/** The example as a table of terms (detail, checkout, popups); a results card uses representativeExampleSentence. */
export function RepresentativeExample({ example, title = 'Representative example', withBrokerStatement = true, deferredMonths = null }: RepresentativeExampleProps) {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['Cash price', formatPence(example.price)],
    ['Deposit', formatPence(example.deposit)],
    ['Amount of credit', formatPence(example.financeAmount)],
    ['Representative APR', `${aprText(example.apr)}`],
    ['Term', `${example.months} months`],
    ...(deferredMonths ? [['Payments start', `After ${monthsText(deferredMonths)}`] as const] : []),
    ['Monthly payment', formatPence(example.monthlyPayment)],
    ...(example.finalPayment === example.monthlyPayment ? [] : [['Final payment', formatPence(example.finalPayment)] as const]),
    ['Total amount payable', formatPence(example.totalToPay)],
  ];
  return (
    <div className="ui-finance-example">
      <p className="ui-finance-example__title">{title}</p>
      <FactList facts={rows} />
      {withBrokerStatement && <p className="ui-finance-example__broker">{CREDIT_BROKER_STATEMENT}</p>}
    </div>
  );
}
