// The word for a plan's billing period, in "£24.99 a month" and "on the same date each month", and
// what the payment step says the plan costs.
import type { Plan } from '@/shared/contract-types';
import { formatPence } from '@/domain/money';

export function billingPeriod(billing: Plan['billing']): 'month' | 'year' {
  return billing === 'monthly' ? 'month' : 'year';
}

/** Today's payment is product_total, each later period product_price (quote §9); a differing first one is said apart (decision 543). */
export function planCostText(plan: Pick<Plan, 'name' | 'billing' | 'product_price' | 'product_total'>): string {
  const period = billingPeriod(plan.billing);
  const recurring = `${formatPence(plan.product_price)} a ${period} including VAT, taken from this card on the same date each ${period} until you cancel`;
  if (plan.product_total === plan.product_price) return `${plan.name} costs ${recurring}. Today’s payment is your first ${period}.`;
  return `Today you pay ${formatPence(plan.product_total)} for your first ${period}. After that, ${plan.name} costs ${recurring}.`;
}
