// Payment by card through Stripe, or finance with V12 (redirect to the allowed lender host only); a paid order
// never shows the checkout (decision 860).
import type { CheckoutResponse, CheckoutType, Order } from '@/shared/contract-types';
import { useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trackPurchase } from '@/api/analytics';
import { idempotencyKeys } from '@/api/client';
import { createPaymentIntent } from '@/api/payment-intent';
import { errorReporter } from '@/api/error-reporting';
import { useLenderLists } from '@/api/use-lender-lists';
import { MAX_DEPOSIT_PERCENT } from '@/domain/constants';
import { FINANCE_START_FAILURE } from '@/domain/failure-texts';
import { CANCELLATION_PERIOD_DAYS, parseCalendarDateKey, startsInsideCancellationPeriod } from '@/domain/dates';
import type { InstallDay } from '@/domain/steps/checkout';
import { DEPOSIT_PERCENT_DEFAULTS, depositFromPercent, financeBreakdown, financePlanName } from '@/domain/finance';
import { depositOutstanding, isDepositDue, isDepositPaid, type DepositState } from '@/domain/orders';
import { Button } from '@/ui/button';
import { CancellationRights } from '@/ui/cancellation-rights';
import { CardPayment } from '@/ui/card-payment/card-payment';
import { useErrorDialog } from '@/ui/error-dialog';
import { HeadingLegend, NumberField } from '@/ui/fields';
import { Money } from '@/ui/money';
import { useRecordPayment } from '@/ui/payment-receipt';
import { paths } from '@/domain/route-manifest';
import { OPENING_HOURS, PHONE_DISPLAY, PHONE_HREF } from '@/ui/shop-contact';
import { LoadingState } from '@/ui/loading-state';
import { CREDIT_BROKER_STATEMENT, paymentsSentence, RepresentativeExample } from '@/ui/representative-example';
import { orderDeposit } from './checkout-choices';
import { allowedLenderUrl, deferredMonths, financeChoices } from './finance-options';
import { StepBack, type StepNav } from './step-actions';
import { startFinanceApplication } from './checkout-gateway';

export const DEPOSIT_INVALID = `Enter a deposit between 0 and ${MAX_DEPOSIT_PERCENT} percent`;

type Method = 'card' | 'finance';

export interface PaymentStepProps {
  readonly type: CheckoutType;
  readonly data: CheckoutResponse;
  readonly total: number;
  readonly installDay: InstallDay | null;
  /** The customer as last submitted on the details step, else as the order holds them. */
  readonly customer: Customer | null;
  /** The express request to install inside the cancellation period, kept over a reload with the checkout. */
  readonly expressRequest: boolean;
  readonly onExpressRequest: (checked: boolean) => void;
  /** Paid: the checkout is final and gives way to the order page; what the customer chose and typed leaves this tab's storage. */
  readonly onPaid: () => void;
  readonly nav: StepNav;
}

export default function PaymentStep({ type, data, total, installDay, customer, expressRequest, onExpressRequest, onPaid, nav }: PaymentStepProps) {
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('card');
  const intentKey = useRef(idempotencyKeys());
  const cardOption = useRef<HTMLInputElement>(null);
  const recordPayment = useRecordPayment(data.quote.quote_id);

  const quoteId = data.quote.quote_id;
  const deposit = orderDeposit(data.order);
  const depositDue = isDepositDue(deposit);
  // Finance is chosen here only before a deposit, and a product that names no finance terms is paid by card (decision 951).
  const financeOffered = !depositDue && data.product.finance_options.length > 0;
  const fittingDate = installDay ? parseCalendarDateKey(installDay.date) : null;
  // An install inside the cancellation period needs the customer's express request (decision 165).
  const needsExpressRequest = fittingDate !== null && startsInsideCancellationPeriod(fittingDate, new Date());
  const mayPay = !needsExpressRequest || expressRequest;

  if (isDepositPaid(deposit)) {
    return (
      <div>
        <p className="ui-notice">
          Your deposit of <Money pence={deposit.loanDeposit ?? 0} /> is paid in full. Thank you.
        </p>
        <DepositSummary deposit={deposit} />
        <Button onClick={() => navigate(paths.order(quoteId))}>View your order</Button>
      </div>
    );
  }

  const amount = depositDue ? depositOutstanding(deposit) : total;
  const createIntent = () => {
    const payment = depositDue ? ('deposit' as const) : ('full' as const);
    return createPaymentIntent(quoteId, payment, intentKey.current({ quote_id: quoteId, payment }));
  };
  // purchase §2: after payment the customer lands on the order page (the checkout's move, decision 860).
  const paid = (charged: number) => {
    recordPayment(charged);
    // The checkout's own type names what was bought (decision 170): an order answer may not carry it.
    trackPurchase({ orderType: `${type}_install`, orderId: quoteId, totalPence: charged });
    onPaid();
  };

  return (
    <div className="checkout__payment">
      {data.pay_later && !depositDue && <p className="ui-notice">You chose to pay later. You can pay now whenever you are ready.</p>}
      {depositDue && (
        <>
          <p className="ui-notice">
            Your finance deposit is due: <Money pence={amount} /> still to pay.
          </p>
          <DepositSummary deposit={deposit} />
        </>
      )}
      <CancellationRights
        subject="your order"
        expressRequest={
          needsExpressRequest
            ? {
                label: `I ask you to install within the ${CANCELLATION_PERIOD_DAYS}-day cancellation period. I understand that if I cancel after work has started I pay for the work done.`,
                checked: expressRequest,
                onChange: onExpressRequest,
              }
            : undefined
        }
      />

      {financeOffered && (
        <fieldset className="ui-fieldset checkout__options">
          <HeadingLegend>How would you like to pay?</HeadingLegend>
          <label className="checkout__option">
            <input ref={cardOption} type="radio" name="payment-method" checked={method === 'card'} onChange={() => setMethod('card')} />
            <span className="checkout__option-name">Pay by card</span>
          </label>
          <label className="checkout__option">
            <input type="radio" name="payment-method" checked={method === 'finance'} onChange={() => setMethod('finance')} />
            <span className="checkout__option-name">Spread the cost with finance</span>
          </label>
        </fieldset>
      )}

      {!mayPay ? (
        <p className="ui-hint">Tick the box above to ask us to install within the cancellation period, or go back and choose a later date.</p>
      ) : method === 'card' || !financeOffered ? (
        <CardPayment
          pageAmount={amount}
          createIntent={createIntent}
          onPaid={paid}
          publishableKey={import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY}
          {...(financeOffered ? { otherWayToPay: 'You can also spread the cost with finance: choose it under “How would you like to pay?”.' } : {})}
          billingDetails={customer ? { name: `${customer.first_name ?? ''} ${customer.last_name ?? ''}`.trim(), email: customer.email_address ?? undefined } : undefined}
        />
      ) : (
        <FinanceApplication
          data={data}
          total={total}
          customer={customer}
          onPayByCard={() => {
            setMethod('card');
            cardOption.current?.focus();
          }}
        />
      )}

      <StepBack nav={nav} />
    </div>
  );
}

/** purchase §4 "Deposit due" / "Deposit paid": the deposit, what is paid and what is left. */
function DepositSummary({ deposit }: { deposit: DepositState }) {
  const outstanding = depositOutstanding(deposit);
  const rows = [
    ['Deposit', deposit.loanDeposit ?? 0],
    ['Deposit paid', deposit.depositPaid ?? 0],
    ...(outstanding > 0 ? [['Deposit due', outstanding] as const] : []),
  ] as const;
  return (
    <dl className="checkout__lines checkout__deposit" aria-label="Finance deposit">
      {rows.map(([label, pence]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <Money pence={pence} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Customer = Pick<NonNullable<Order['customer']>, 'first_name' | 'last_name' | 'contact_number' | 'email_address'>;

/** No V12 plan to apply for (purchase §8 "Logged only", or none of this product's terms): card and phone instead (decision 312). */
function FinanceUnavailable({ onPayByCard }: { onPayByCard: () => void }) {
  return (
    <div className="ui-notice">
      <h2>We can’t offer finance online right now</h2>
      <p>
        You can pay by card now, or call us on <a href={PHONE_HREF}>{PHONE_DISPLAY}</a> ({OPENING_HOURS}) and we will help you spread the cost.
      </p>
      <Button variant="secondary" onClick={onPayByCard}>
        Pay by card instead
      </Button>
    </div>
  );
}

interface FinanceApplicationProps {
  readonly data: CheckoutResponse;
  readonly total: number;
  readonly customer: Customer | null;
  readonly onPayByCard: () => void;
}

function FinanceApplication({ data, total, customer, onPayByCard }: FinanceApplicationProps) {
  const { showApiError } = useErrorDialog();
  const lists = useLenderLists();
  const v12 = lists?.v12;
  const choices = useMemo(() => financeChoices(data.product.finance_options.map((option) => option.finance_product_id), v12 ?? []), [data, v12]);
  const applicable = choices.filter((choice) => choice.loanId !== null);
  const [pid, setPid] = useState<string | null>(null);
  const [depositText, setDepositText] = useState(String(data.deposit_percentage ?? DEPOSIT_PERCENT_DEFAULTS.checkout));
  const [applying, setApplying] = useState(false);
  const applicationKey = useRef(idempotencyKeys());
  const groupId = useId();
  if (!lists) return <LoadingState>Loading finance plans</LoadingState>;
  if (applicable.length === 0) return <FinanceUnavailable onPayByCard={onPayByCard} />;

  const chosen = choices.find((choice) => choice.pid === pid) ?? applicable[0] ?? null;
  const percent = Number(depositText);
  const percentValid = /^\d{1,3}$/.test(depositText.trim()) && percent <= MAX_DEPOSIT_PERCENT;
  // Every figure follows the deposit typed; an entry that is not a deposit shows no figures, only why.
  const deposit = percentValid ? depositFromPercent(total, percent) : null;
  // A deposit of the whole price leaves nothing to lend (a plan needs a monthly payment): the card instead.
  const nothingToBorrow = deposit !== null && deposit >= total;
  const example = chosen && deposit !== null && !nothingToBorrow ? financeBreakdown(chosen, total, deposit) : null;
  const complete = customer?.first_name && customer.last_name && customer.contact_number && customer.email_address;

  async function apply() {
    if (!chosen || chosen.loanId === null || !example || !complete || applying) return;
    setApplying(true);
    const body = {
      quote_id: data.quote.quote_id,
      payment: example.monthlyPayment,
      deposit: example.deposit,
      first_name: customer!.first_name!,
      last_name: customer!.last_name!,
      contact_number: customer!.contact_number!,
      email_address: customer!.email_address!,
      product: data.product.id,
      loan_id: chosen.loanId,
    };
    const started = await startFinanceApplication(body, applicationKey.current(body));
    const target = started.ok ? allowedLenderUrl(started.data.ApplicationFormUrl) : null;
    if (target) {
      window.location.assign(target.href);
      return;
    }
    if (started.ok) errorReporter().captureException(new Error('Finance redirect to a host not on the allow-list'), { url: started.data.ApplicationFormUrl });
    // purchase §8 "Finance application start failure: Returns false": the customer stays here with what they chose.
    showApiError(started.ok ? FINANCE_START_FAILURE : started.message);
    setApplying(false);
  }

  return (
    <div className="checkout__finance">
      <fieldset className="ui-fieldset checkout__options" aria-describedby={`${groupId}-broker`}>
        <HeadingLegend>Choose a finance plan</HeadingLegend>
        <p id={`${groupId}-broker`} className="ui-hint">
          {CREDIT_BROKER_STATEMENT}
        </p>
        {applicable.map((choice) => (
          <label key={choice.pid} className="checkout__option">
            <input type="radio" name="finance-plan" checked={chosen?.pid === choice.pid} onChange={() => setPid(choice.pid)} />
            <span className="checkout__option-name">{choice.name}</span>
          </label>
        ))}
      </fieldset>
      <NumberField id="finance-deposit" label="Deposit" hint="A percentage of the total, paid when the loan starts." suffix="%" value={depositText} onChange={setDepositText} error={percentValid ? undefined : DEPOSIT_INVALID} maxLength={3} />
      {example && chosen && (
        <div className="checkout__example">
          <p className="checkout__monthly">{paymentsSentence(example, chosen.deferredMonths)}</p>
          <RepresentativeExample example={example} withBrokerStatement={false} deferredMonths={chosen.deferredMonths} />
        </div>
      )}
      {nothingToBorrow && (
        <div className="ui-notice">
          <p>With a {MAX_DEPOSIT_PERCENT}% deposit there is nothing left to borrow. Lower the deposit to see the plans, or pay the whole amount by card.</p>
          <Button variant="secondary" onClick={onPayByCard}>
            Pay by card instead
          </Button>
        </div>
      )}
      {lists.novuna.length > 0 && deposit !== null && !nothingToBorrow && (
        // Each plan's rate and payments come with its whole representative example (decision 310).
        <details className="checkout__other-lender">
          <summary>Plans from our other lender, Novuna</summary>
          <p className="ui-hint">To apply for one of these, call us and we will set it up with you. Each example uses the deposit above.</p>
          {lists.novuna.map((product) => (
            <RepresentativeExample
              key={product.pid}
              example={financeBreakdown(product, total, deposit)}
              title={financePlanName(product)}
              withBrokerStatement={false}
              deferredMonths={deferredMonths(product)}
            />
          ))}
        </details>
      )}
      {!complete && <p className="ui-notice ui-notice--warning">Enter your contact details first: the lender needs your name, phone number and email.</p>}
      <Button block loading={applying} loadingText="Starting your application" disabled={!example || !complete} onClick={() => void apply()}>
        Apply for finance with V12
      </Button>
    </div>
  );
}
