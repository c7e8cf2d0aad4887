// /checkout/{aircon|boiler|ev}[/:quote][?product=id] (purchase §2). The calendar, details and payment steps load
// lazily: they bring react-day-picker, react-hook-form with zod and libphonenumber, and Stripe.
import type { CheckoutType } from '@/shared/contract-types';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { givenQuoteAddress } from '@/shared/remembered/quote-request';
import { usePageTitle } from '@/ui/page-title';
import { LoadingState } from '@/ui/loading-state';
import { givenQuoteEmail } from '@/shared/state';
import { StepList } from '@/ui/step-list';
import { CHECKOUT_TYPES, isOneOf } from '@/domain/product-types';
import { PROFILES } from '@/domain/product-profiles';
import { useCheckout } from './use-checkout-flow';
import { detailsFromOrder, discountOffered, stepsResetText } from './checkout-choices';
import type { StepNav } from './step-actions';
import { OrderSummary, RunningTotalBar } from './order-summary';
import { CertificationsStep, UpgradesStep } from './upgrades-step';
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
  const { session, stepDefinitions, totals, flow } = checkout;
  const { data, choices, installDay } = session;
  const step = flow.step?.key;
  const title = flow.step?.title ?? 'Checkout';
  // "Contact details – Checkout"; before a step is known, "Checkout" once.
  usePageTitle(flow.step ? `${title} – Checkout` : title);

  if (checkout.finished) return <LoadingState>Your order is paid. Opening your order</LoadingState>;
  if (!data || !totals || !choices || !step) return <LoadingState>Loading your checkout</LoadingState>;
  const nav: StepNav = {
    saving: flow.saving,
    canContinue: checkout.canContinue,
    isFirst: flow.index === 0,
    next: () => void flow.next(),
    back: () => flow.goTo(flow.index - 1),
  };

  return (
    <div className="checkout">
      <StepList steps={stepDefinitions} current={flow.index} onSelect={flow.saving ? undefined : flow.goTo} label="Checkout steps" />
      <div className="checkout__layout">
        <section className="checkout__step" aria-labelledby="checkout-step-heading">
          <h1 id="checkout-step-heading" ref={flow.headingRef} tabIndex={-1} className="checkout__heading">
            {title}
          </h1>
          {/* A live region kept in the page, so the reason is read out when the code sends the customer back. */}
          <div role="status">{session.stepsResetBy && flow.index === 0 && <p className="ui-notice">{stepsResetText(session.stepsResetBy, title)}</p>}</div>
          <Suspense fallback={<LoadingState>Loading this step</LoadingState>}>
            {step === 'upgrades' && <UpgradesStep lists={data} choices={choices} onChange={checkout.setChoices} nav={nav} />}
            {step === 'calendar' && (
              <CalendarStep
                calendar={session.calendar}
                earliest={checkout.earliest}
                installDay={installDay}
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
                onSubmit={(details) => void flow.next(details)}
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
                installDay={installDay}
                customer={session.submittedDetails?.customer ?? data.order?.customer ?? null}
                expressRequest={session.expressRequest}
                onExpressRequest={checkout.setExpressRequest}
                onPaid={checkout.paid}
                nav={nav}
              />
            )}
          </Suspense>
          <RunningTotalBar total={totals.total} discountRemoved={checkout.discount.removed.length > 0} />
        </section>
        <OrderSummary
          totals={totals}
          installDay={installDay}
          discount={checkout.discount}
          discountOffered={discountOffered(data)}
          applyDiscount={checkout.applyDiscount}
        />
      </div>
    </div>
  );
}
