// Boiler service checkout steps (quote §4 "Boiler service checkout", §5). Decision 200.
import type { StepDefinition } from './step-list';

export type ServiceStepKey = 'upgrades' | 'preferredDate' | 'alternativeDate' | 'details' | 'payment' | 'confirmation';

export const SERVICE_STEP_TITLES: Readonly<Record<ServiceStepKey, string>> = {
  upgrades: 'Upgrades',
  preferredDate: 'Preferred date',
  alternativeDate: 'Alternative date',
  details: 'Your details',
  payment: 'Payment',
  confirmation: 'Confirmation',
};

/** details_step "first" (decision 020) or a legacy 0 / "0" (decision 200) puts the add-ons before the dates. */
export function upgradesFirst(detailsStep: number | string | null | undefined): boolean {
  if (detailsStep === 'first') return true;
  return detailsStep !== null && detailsStep !== undefined && detailsStep !== '' && Number(detailsStep) === 0;
}

export interface ServiceStepsInput {
  readonly detailsStep: number | string | null | undefined;
  /** The service total in pence: the payment step exists only when it is above 0. */
  readonly total: number;
}

export function serviceSteps({ detailsStep, total }: ServiceStepsInput): StepDefinition<ServiceStepKey>[] {
  const dates: ServiceStepKey[] = ['preferredDate', 'alternativeDate'];
  const keys: ServiceStepKey[] = [
    ...(upgradesFirst(detailsStep) ? (['upgrades', ...dates] as const) : ([...dates, 'upgrades'] as const)),
    'details',
    ...(total > 0 ? (['payment'] as const) : []),
    'confirmation',
  ];
  return keys.map((key) => ({ key, title: SERVICE_STEP_TITLES[key], clickable: key !== 'confirmation' }));
}

export interface ServiceChoices {
  readonly preferredDate: string | null;
  readonly alternativeDate: string | null;
}

/** The next-step button is enabled once the step's date is chosen (and while nothing loads). */
export function serviceStepReady(step: ServiceStepKey | undefined, { preferredDate, alternativeDate }: ServiceChoices): boolean {
  if (step === 'preferredDate') return preferredDate !== null;
  if (step === 'alternativeDate') return preferredDate !== null && alternativeDate !== null;
  return step !== undefined && step !== 'confirmation';
}

/** A paid order with a fitting date starts on confirmation; otherwise on the first step. */
export function serviceStartIndex(steps: readonly ServiceStepKey[], order: { readonly paid: boolean; readonly fittingDate: string | null }): number {
  return order.paid && order.fittingDate ? Math.max(0, steps.indexOf('confirmation')) : 0;
}
