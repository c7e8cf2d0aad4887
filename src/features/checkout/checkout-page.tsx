// /checkout/{aircon|boiler|ev}[/:quote][?product=id] (purchase §2). The steps come from
// src/domain/steps/checkout; each step's heading is the page's h1 and takes focus on a step change.
// The calendar, details and payment steps load lazily: they bring react-day-picker, react-hook-form
// with zod and libphonenumber, and Stripe.
import type { CheckoutType } from '@/shared/contract-types';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { currentStep } from '@/domain/steps/step-list';
import { givenQuoteAddress } from '@/api/quote-request';
import { usePageTitle } from '@/ui/page-title';
import { LoadingState } from '@/ui/progress';
import { givenQuoteEmail } from '@/shared/state';
import { StepList } from '@/ui/step-list';
import { useStepFocus } from '@/ui/step-focus';
import { useStepHistory } from '@/ui/step-history';
import { CHECKOUT_TYPES, isOneOf } from '@/domain/product-types';
import { PROFILES } from '@/domain/product-profiles';
import { useCheckout } from './use-checkout';
import { detailsFromOrder, discountOffered, stepsResetText } from './checkout-model';
import type { StepNav } from './step-actions';
import { OrderSummary, RunningTotalBar } from './order-summary';
import { UpgradesStep } from './upgrades-step';
import { CertificationsStep } from './certifications-step';
import DetailsStep from './details-step';
import './checkout.css';

const CalendarStep = lazy(() => import('./calendar-step'));
const PaymentStep = lazy(() => import('./payment-step'));

export default function CheckoutPage() {
  const params = useParams();
  const type: CheckoutType = isOneOf(CHECKOUT_TYPES, params.type) ? params.type : 'boiler';
  return (
    <Suspense fallback={<LoadingState>Loading your checkout</LoadingState>}>
      <Checkout key={`${type}/${params.quote ?? ''}`} type={type} quote={params.quote} />
    </Suspense>
  );
}

function Checkout({ type, quote }: { type: CheckoutType; quote: string | undefined }) {
  const checkout = useCheckout(type, quote);
  const { session, stepDefinitions, totals, goToStep } = checkout;
  const { machine, data, choices } = session;
  const step = currentStep(machine);
  const title = stepDefinitions[machine.index]?.title ?? 'Checkout';
  usePageTitle(`${title} – Checkout`);

  // Announce a step change by moving focus to its heading (not on the first render).
  const headingRef = useStepFocus<HTMLHeadingElement>(step, { scroll: 'page-top' });
  useStepHistory({
    // A paid checkout shows no step and leaves the history to its move to the order page.
    steps: checkout.paidQuote ? [] : machine.steps,
    index: machine.index,
    busy: machine.phase !== 'idle',
    goBack: goToStep,
    goForward: () => void checkout.next(),
    heading: headingRef,
  });

  if (checkout.paidQuote) return <LoadingState>Your order is paid. Opening your order</LoadingState>;
  if (!data || !totals || !choices || !step) return <LoadingState>Loading your checkout</LoadingState>;
  const busy = machine.phase !== 'idle';
  const nav: StepNav = {
    busy,
    saving: machine.phase === 'saving' || machine.phase === 'checking',
    canContinue: checkout.canContinue,
    isFirst: machine.index === 0,
    next: () => void checkout.next(),
    back: () => goToStep(machine.index - 1),
  };

  return (
    <div className="checkout">
      <StepList steps={stepDefinitions} current={machine.index} onSelect={busy ? undefined : goToStep} label="Checkout steps" />
      <div className="checkout__layout">
        <section className="checkout__step" aria-labelledby="checkout-step-heading">
          <h1 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className="checkout__heading">
            {title}
          </h1>
          {/* A live region kept in the page, so the reason is read out when the code sends the customer back. */}
          <div role="status">{session.stepsResetBy && machine.index === 0 && <p className="ui-notice">{stepsResetText(session.stepsResetBy, title)}</p>}</div>
          <Suspense fallback={<LoadingState>Loading this step</LoadingState>}>
            {step === 'upgrades' && <UpgradesStep lists={data} choices={choices} onChange={checkout.setChoices} nav={nav} />}
            {step === 'calendar' && (
              <CalendarStep
                calendar={session.calendar}
                earliest={checkout.earliest}
                installDay={machine.installDay}
                onChoose={checkout.chooseDate}
                month={checkout.month}
                onMonthChange={checkout.setMonth}
                loading={checkout.calendarLoading}
                rejected={session.dateRejected}
                nav={nav}
              />
            )}
            {step === 'details' && (
              <DetailsStep
                initialValues={session.details ?? detailsFromOrder(data, givenQuoteAddress(type, data.quote.quote_id), givenQuoteEmail(data.quote.quote_id))}
                landlord={checkout.landlord}
                vehicle={PROFILES[type].checkout.vehicle}
                onType={checkout.typeDetails}
                onSubmit={(details) => void checkout.next(details)}
                nav={nav}
              />
            )}
            {step === 'certifications' && (
              <CertificationsStep certifications={data.certifications} chosen={choices.certification} onChoose={(certification) => checkout.setChoices({ ...choices, certification })} nav={nav} />
            )}
            {step === 'payment' && (
              <PaymentStep
                type={type}
                data={data}
                total={totals.total}
                installDay={machine.installDay}
                customer={session.submittedDetails?.customer ?? data.order?.customer ?? null}
                onPaid={checkout.paid}
                nav={nav}
              />
            )}
          </Suspense>
          <RunningTotalBar total={totals.total} discountRemoved={checkout.discount.removed.length > 0} />
        </section>
        <OrderSummary
          totals={totals}
          installDay={machine.installDay}
          discount={checkout.discount}
          discountOffered={discountOffered(data)}
          applyDiscount={checkout.applyDiscount}
        />
      </div>
    </div>
  );
}
