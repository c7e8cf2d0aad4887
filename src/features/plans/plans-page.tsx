// /plans/:quote and /plans/boiler/:quote (quote §4 "Plans checkout"): choose a plan
// (posted with its price), pay its product_total by card, then the confirmation.
import type { Plan, PlansResponse } from '@/shared/contract-types';
import { lazy, Suspense, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { CANCELLATION_PERIOD_DAYS } from '@/domain/dates';
import { PLANS_STEPS, plansStartIndex, type PlansStepKey } from '@/domain/steps/plans';
import { furthestReached } from '@/domain/steps/step-list';
import { chargeLines, planTotal } from '@/domain/totals';
import { BackLink } from '@/ui/button';
import { ChargeList } from '@/ui/charge-lines';
import { ConfirmationFacts } from '@/ui/confirmation-facts';
import { usePageTitle } from '@/ui/page-title';
import { LoadingState } from '@/ui/loading-state';
import { LoadedPage } from '@/ui/reference-load';
import { useStepFlow, type StepSaveOutcome } from '@/ui/step-flow';
import { StepList } from '@/ui/step-list';
import { PlanChoiceForm } from './plan-choice-form';
import { usePlansDraft } from './plans-draft';
import { choosePlan } from './plans-gateway';
import type { loader } from './plans-loader';
import './plans.css';

const PaymentStep = lazy(() => import('./payment-step'));

const STEP_KEYS = PLANS_STEPS.map((step) => step.key);

/** Every plans route names its quote; a failed load says so and offers help. */
export default function PlansPage() {
  return (
    <LoadedPage
      title="Boiler plans"
      loadingText="Loading your boiler plans"
      load={useLoaderData<typeof loader>().plans}
      failed={<>We could not find these plans. Check the link in your email, or <a href="/contact">contact us</a> and we will help you.</>}
    >
      {(data) => <PlansFlow key={data.order.quote_id} data={data} />}
    </LoadedPage>
  );
}

function PlansFlow({ data }: { data: PlansResponse }) {
  const quoteId = data.order.quote_id;
  const paid = data.paid || data.order.paid;
  const [draft, setDraft] = usePlansDraft(quoteId);
  const setChosenId = (id: number | null) => setDraft({ chosenId: id });
  // The plan paid for on this page and what the card took (the server's amount, decision 861).
  const [paidPlan, setPaidPlan] = useState<{ plan: Plan; charged: number } | null>(null);
  const selectedId = draft.chosenId ?? data.order.plan?.plan_id ?? null;
  const chosen = paidPlan?.plan ?? data.products.find((plan) => plan.id === selectedId) ?? null;
  // A paid order shows the confirmation; a plan already chosen resumes on payment.
  const start = paid ? plansStartIndex(true) : data.order.plan && chosen ? STEP_KEYS.indexOf('payment') : 0;

  const flow = useStepFlow<PlansStepKey, Plan>({
    steps: PLANS_STEPS.map((step) => (step.key === 'plans' ? { ...step, save: submitPlan } : step.key === 'payment' ? { ...step, save: async () => 'stay' } : step)),
    reach: { furthest: furthestReached(STEP_KEYS, draft.reachedStep, start), opening: start, finished: paid || draft.reachedStep === 'confirmation' },
  });
  const step = flow.step ?? PLANS_STEPS[0]!;
  usePageTitle(step.title);

  /** The plan's save (its form submits the plan ticked); only paying moves on from the payment step. */
  async function submitPlan(plan?: Plan): Promise<StepSaveOutcome> {
    if (!plan) return 'stay';
    setChosenId(plan.id);
    const saved = await choosePlan(quoteId, plan);
    if (!saved.ok) return saved;
    setDraft({ reachedStep: 'payment' });
    return null;
  }

  const total = chosen ? planTotal({ productTotal: chosen.product_total }) : 0;
  // A plan paid here is what the card took; a paid order loaded later states its own total.
  const amountPaid = paidPlan ? paidPlan.charged : data.order.total;
  return (
    <div className="ui-main--narrow plans">
      <h1 className="plans__title">Boiler plans</h1>
      <p className="plans__product">For your {data.product.product_title}</p>
      <StepList steps={PLANS_STEPS} current={flow.index} onSelect={step.key === 'confirmation' || flow.saving ? undefined : flow.goTo} label="Plan steps" />
      <section aria-labelledby="plans-step-heading">
        <h2 id="plans-step-heading" ref={flow.headingRef} tabIndex={-1} className="plans__heading">
          {step.title}
        </h2>
        {step.key === 'plans' && (
          <PlanChoiceForm plans={data.products} chosenId={selectedId} onChoose={setChosenId} saving={flow.saving} onSubmit={(plan) => void flow.next(plan)} />
        )}
        {step.key === 'payment' && chosen && (
          <>
            <Suspense fallback={<LoadingState>Loading secure payment</LoadingState>}>
              <PaymentStep quoteId={quoteId} plan={chosen} amount={total} onPaid={(charged) => {
                  setPaidPlan({ plan: chosen, charged });
                  setDraft({ chosenId: chosen.id, reachedStep: 'confirmation' });
                }}
              />
            </Suspense>
            <BackLink onClick={() => flow.goTo(flow.index - 1)} />
          </>
        )}
        {step.key === 'confirmation' && (
          <div>
            <p>Thank you, your boiler plan is set up{chosen ? `: ${chosen.name}` : ''}.</p>
            <ConfirmationFacts referenceLabel="Plan reference" reference={quoteId} amountPaid={amountPaid} />
            <h3>What you pay now</h3>
            <ChargeList
              charges={chargeLines({ product: chosen ? { name: chosen.name, price: total } : null, statedTotal: amountPaid })}
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
