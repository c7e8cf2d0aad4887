// The plans step's choice (decision 958): never disabled waiting for a choice, Continue without one shows the error summary.
import type { Plan } from '@/shared/contract-types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import * as z from 'zod/mini';
import { formatPence } from '@/domain/money';
import { Button } from '@/ui/button';
import { ErrorMessage, errorId } from '@/ui/fields';
import { FormErrorSummary, fieldError, useSubmitForm } from '@/ui/form';
import { billingPeriod } from './billing-period';
import { featureText } from './feature-text';
import { planTerms } from './plan-terms';

export const CHOOSE_PLAN_MESSAGE = 'Select a plan';

const planFieldId = (plan: Plan) => `plan-${plan.id}`;

export interface PlanChoiceFormProps {
  plans: readonly Plan[];
  /** The plan chosen before (this tab's draft or the order's), if any. */
  chosenId: number | null;
  /** Each change of choice, for the tab's draft. */
  onChoose: (planId: number) => void;
  saving: boolean;
  onSubmit: (plan: Plan) => void;
}

export function PlanChoiceForm({ plans, chosenId, onChoose, saving, onSubmit }: PlanChoiceFormProps) {
  const resolver = useMemo(
    () =>
      zodResolver(
        z.object({
          plan: z.string().check(z.refine((id) => plans.some((plan) => String(plan.id) === id), CHOOSE_PLAN_MESSAGE)),
        }),
      ),
    [plans],
  );
  const form = useSubmitForm({ defaultValues: { plan: chosenId === null ? '' : String(chosenId) }, resolver });
  const { subscribe } = form;
  useEffect(() => subscribe({ name: 'plan', formState: { values: true }, callback: ({ values }) => values.plan && onChoose(Number(values.plan)) }), [subscribe, onChoose]);
  const error = fieldError(form.formState.errors, 'plan');
  const first = plans[0];

  const choose = ({ plan: id }: { plan: string }) => {
    const plan = plans.find((offered) => String(offered.id) === id);
    if (plan) onSubmit(plan);
  };

  return (
    <form noValidate onSubmit={form.submitWith(choose)}>
      <FormErrorSummary form={form} fields={first ? [{ name: 'plan', fieldId: planFieldId(first) }] : []} />
      <fieldset className={`ui-fieldset${error ? ' ui-field--error' : ''}`} aria-describedby={error ? errorId('plans') : undefined}>
        <legend className="ui-legend">Choose your plan</legend>
        <p className="ui-hint">Prices include VAT.</p>
        {error && <ErrorMessage id={errorId('plans')}>{error}</ErrorMessage>}
        <div className="plans__list">
          {plans.map((plan) => (
            <label key={plan.id} className="plans__plan ui-card">
              <input id={planFieldId(plan)} type="radio" value={String(plan.id)} {...form.register('plan')} />
              <span className="plans__name">{plan.name}</span>
              <span className="plans__price">
                {formatPence(plan.product_price)} a {billingPeriod(plan.billing)}
              </span>
              {plan.description && <span className="plans__description">{plan.description}</span>}
              {plan.features.length > 0 && (
                <span className="plans__features">
                  {plan.features.map((feature) => (
                    <span key={feature}>✓ {featureText(feature)}</span>
                  ))}
                </span>
              )}
              {planTerms(plan).length > 0 && (
                <span className="plans__terms">
                  {planTerms(plan).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" block loading={saving} loadingText="Saving your plan">
        Continue
      </Button>
    </form>
  );
}
