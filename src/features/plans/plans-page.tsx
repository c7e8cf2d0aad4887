// /plans/:quote and /plans/boiler/:quote (quote §4 "Plans checkout"): choose a plan
// (posted with its price), pay its product_total by card, then the confirmation.
import type { Plan, PlansResponse } from '@/shared/contract-types';
import { lazy, Suspense, use, useState } from 'react';
import { Navigate, useLoaderData, useParams } from 'react-router-dom';
import { CANCELLATION_PERIOD_DAYS } from '@/domain/dates';
import { PLANS_STEPS, plansStartIndex } from '@/domain/steps/plans';
import { currentStep } from '@/domain/steps/step-list';
import { chargeLines, planTotal } from '@/domain/totals';
import { BackLink } from '@/ui/button';
import { ChargeList } from '@/ui/charge-lines';
import { ConfirmationFacts } from '@/ui/confirmation-facts';
import { usePageTitle } from '@/ui/page-title';
import { LoadingState } from '@/ui/progress';
import { paths } from '@/domain/route-manifest';
import { LoadingPage } from '@/ui/reference-load';
import { useSaveFailureDialog } from '@/ui/step-flow';
import { useStepFocus } from '@/ui/step-focus';
import { useStepHistory } from '@/ui/step-history';
import { StepList } from '@/ui/step-list';
import { PlanChoiceForm } from './plan-choice-form';
import { usePlansSession, type PlansDraft } from './plans-draft';
import { choosePlan } from './plans-gateway';
import type { loader } from './plans-loader';
import './plans.css';

const PaymentStep = lazy(() => import('./payment-step'));

const STEP_KEYS = PLANS_STEPS.map((step) => step.key);

export default function PlansPage() {
  return (
    <Suspense fallback={<LoadingPage title="Boiler plans" loadingText="Loading your boiler plans" />}>
      <PlansLoaded />
    </Suspense>
  );
}

function PlansLoaded() {
  const { quote } = useParams();
  const result = use(useLoaderData<typeof loader>().plans);
  if (!quote) return <Navigate to={paths.home()} replace />;
  if (!result.ok) {
    return (
      <LoadingPage
        title="Boiler plans"
        loadingText="Loading your boiler plans"
        failed
        failureText={
          <>
            We could not find these plans. Check the link in your email, or <a href="/contact">contact us</a> and we will help you.
          </>
        }
      />
    );
  }
  return <PlansFlow key={result.data.order.quote_id} data={result.data} />;
}

function PlansFlow({ data }: { data: PlansResponse }) {
  const quoteId = data.order.quote_id;
  const paid = data.paid || data.order.paid;
  // A reload returns to the step its address names once the steps before it were done (linearSession).
  const [session, dispatch] = usePlansSession(quoteId, (kept) => ({
    steps: STEP_KEYS,
    // A paid order shows the confirmation; a plan already chosen resumes on payment.
    start: paid ? plansStartIndex(true) : data.order.plan && data.products.some((plan) => plan.id === (kept.chosenId ?? data.order.plan?.plan_id)) ? STEP_KEYS.indexOf('payment') : 0,
    reached: kept.reachedStep,
  }));
  const { machine: state, draft } = session;
  const chosenId = draft.chosenId;
  const setDraft = (changes: Partial<PlansDraft>) => dispatch({ type: 'draft', update: (previous) => ({ ...previous, ...changes }) });
  const setChosenId = (id: number | null) => setDraft({ chosenId: id });
  // The plan paid for on this page and what the card took (the server's amount, decision 861).
  const [paidPlan, setPaidPlan] = useState<{ plan: Plan; charged: number } | null>(null);
  const selectedId = chosenId ?? data.order.plan?.plan_id ?? null;
  const chosen = paidPlan?.plan ?? data.products.find((plan) => plan.id === selectedId) ?? null;
  const showSaveFailure = useSaveFailureDialog();
  const stepKey = currentStep(state) ?? 'plans';
  const step = PLANS_STEPS[state.index] ?? PLANS_STEPS[0]!;
  usePageTitle(step.title);

  const headingRef = useStepFocus<HTMLHeadingElement>(state.index);

  async function submitPlan(plan: Plan) {
    setChosenId(plan.id);
    dispatch({ type: 'next', ready: true });
    const chosen = await choosePlan(quoteId, plan);
    if (chosen.ok) {
      setDraft({ reachedStep: 'payment' });
      dispatch({ type: 'saved' });
    } else {
      dispatch({ type: 'saveFailed', message: showSaveFailure(chosen) });
      dispatch({ type: 'dismissError' });
    }
  }

  // The plans step's Forward submits its form; no other step moves forward without paying.
  useStepHistory({
    steps: STEP_KEYS,
    index: state.index,
    busy: state.phase === 'saving',
    finished: stepKey === 'confirmation',
    goBack: (index) => dispatch({ type: 'goTo', index }),
    heading: headingRef,
  });

  const total = chosen ? planTotal({ productTotal: chosen.product_total }) : 0;
  // A plan paid here is what the card took; a paid order loaded later states its own total.
  const amountPaid = paidPlan ? paidPlan.charged : data.order.total;
  return (
    <div className="ui-main--narrow plans">
      <h1 className="plans__title">Boiler plans</h1>
      <p className="plans__product">For your {data.product.product_title}</p>
      <StepList steps={PLANS_STEPS} current={state.index} onSelect={stepKey === 'confirmation' ? undefined : (index) => dispatch({ type: 'goTo', index })} label="Plan steps" />
      <section aria-labelledby="plans-step-heading">
        <h2 id="plans-step-heading" ref={headingRef} tabIndex={-1} className="plans__heading">
          {step.title}
        </h2>
        {stepKey === 'plans' && (
          <PlanChoiceForm plans={data.products} chosenId={selectedId} onChoose={setChosenId} saving={state.phase === 'saving'} onSubmit={(plan) => void submitPlan(plan)} />
        )}
        {stepKey === 'payment' && chosen && (
          <>
            <Suspense fallback={<LoadingState>Loading secure payment</LoadingState>}>
              <PaymentStep quoteId={quoteId} plan={chosen} amount={total} onPaid={(charged) => {
                  setPaidPlan({ plan: chosen, charged });
                  setDraft({ chosenId: chosen.id, reachedStep: 'confirmation' });
                  dispatch({ type: 'jumpTo', index: STEP_KEYS.indexOf('confirmation') });
                }}
              />
            </Suspense>
            <BackLink onClick={() => dispatch({ type: 'back' })} />
          </>
        )}
        {stepKey === 'confirmation' && (
          <div>
            <p>Thank you, your boiler plan is set up{chosen ? `: ${chosen.name}` : ''}.</p>
            <ConfirmationFacts referenceLabel="Plan reference" reference={quoteId} amountPaid={amountPaid} />
            <h3>What you pay now</h3>
            <ChargeList
              charges={chargeLines({ product: chosen ? { name: chosen.name, price: planTotal({ productTotal: chosen.product_total }) } : null, statedTotal: amountPaid })}
              className="ui-charge-list"
              totalRow={{ label: 'Total', className: 'ui-charge-list__total' }}
            />
            <p>
              We will email your plan documents. You can cancel within {CANCELLATION_PERIOD_DAYS} days for a full refund, and stop the plan at any time after that.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
