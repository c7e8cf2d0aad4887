// The word for a plan's billing period, in "£24.99 a month" and "on the same date each month".
import type { Plan } from '@/api/contract-types';

export function billingPeriod(billing: Plan['billing']): 'month' | 'year' {
  return billing === 'monthly' ? 'month' : 'year';
}
