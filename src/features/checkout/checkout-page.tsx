// /checkout/{aircon|boiler|ev}[/:quote][?product=id] (purchase §2). The steps come from
// src/domain/steps/checkout; each step's heading is the page's h1 and takes focus on a step change.
// The calendar, details and payment steps load lazily: they bring react-day-picker, react-hook-form
// with zod and libphonenumber, and Stripe.
import type { CheckoutType } from '@/api/contract-types';
import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { currentStep } from '@/domain/steps/step-list';
import { usePageTitle } from '@/ui/page-title';
import { LoadingState } from '@/ui/progress';
import { StepList } from '@/ui/step-list';
import { useStepFocus } from '@/ui/step-focus';
import { useStepHistory } from '@/ui/step-history';
import { CHECKOUT_TYPES, isOneOf } from '@/domain/product-types';
import { stepsResetText } from './checkout-model';
import { useCheckout } from './use-checkout';
import { OrderSummary, RunningTotalBar } from './order-summary';
import { UpgradesStep } from './upgrades-step';
import { CertificationsStep } from './certifications-step';
import './checkout.css';

const CalendarStep = lazy(() => import('./calendar-step'));
const DetailsStep = lazy(() => import('./details-step'));
const PaymentStep = lazy(() => import('./payment-step'));

function productFromQuery(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export default function CheckoutPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const type: CheckoutType = isOneOf(CHECKOUT_TYPES, params.type) ? params.type : 'boiler';
  return <Checkout key={`${type}/${params.quote ?? ''}`} type={type} quote={params.quote} product={productFromQuery(search.get('product'))} />;
}

function Checkout({ type, quote, product }: { type: CheckoutType; quote: string | undefined; product: number | undefined }) {
  const checkout = useCheckout(type, quote, product);
  const { state, data, stepDefinitions, totals, choices } = checkout;
  const step = currentStep(state);
  const title = stepDefinitions[state.index]?.title ?? 'Checkout';
  usePageTitle(`${title} – Checkout`);

  // Announce a step change by moving focus to its heading (not on the first render).
  const headingRef = useStepFocus<HTMLHeadingElement>(step, { scroll: 'page-top' });
  useStepHistory({ steps: state.steps, index: state.index, busy: state.phase !== 'idle', finished: Boolean(data?.paid), goBack: checkout.goTo, goForward: checkout.next, heading: headingRef });

  if (!data || !totals || !choices || !step) return <LoadingState>Loading your checkout</LoadingState>;
  const busy = state.phase !== 'idle';

  return (
    <div className="checkout">
      <StepList steps={stepDefinitions} current={state.index} onSelect={busy ? undefined : checkout.goTo} label="Checkout steps" />
      <div className="checkout__layout">
        <section className="checkout__step" aria-labelledby="checkout-step-heading">
          <h1 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className="checkout__heading">
            {title}
          </h1>
          {/* A live region kept in the page, so the reason is read out when the code sends the customer back. */}
          <div role="status">{checkout.stepsResetBy && state.index === 0 && <p className="ui-notice">{stepsResetText(checkout.stepsResetBy, title)}</p>}</div>
          <Suspense fallback={<LoadingState>Loading this step</LoadingState>}>
            {step === 'upgrades' && <UpgradesStep checkout={checkout} />}
            {step === 'calendar' && <CalendarStep checkout={checkout} />}
            {step === 'details' && <DetailsStep checkout={checkout} />}
            {step === 'certifications' && <CertificationsStep checkout={checkout} />}
            {step === 'payment' && <PaymentStep checkout={checkout} />}
          </Suspense>
          <RunningTotalBar checkout={checkout} />
        </section>
        <OrderSummary checkout={checkout} />
      </div>
    </div>
  );
}
