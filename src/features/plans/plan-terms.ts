// What a cover plan's card says beside its price, so plans compare on more than price: the excess
// a repair claim costs, how long the plan runs, and what it does not cover (decision 932).
import type { Plan } from '@/shared/contract-types';
import { countText } from '@/domain/counts';
import { formatPence } from '@/domain/money';

export function planTerms(plan: Pick<Plan, 'excess' | 'term_months' | 'exclusions'>): string[] {
  const excess = plan.excess === undefined || plan.excess === null ? null : plan.excess === 0 ? 'No excess on repair claims' : `Excess: ${formatPence(plan.excess)} a repair claim`;
  const term = plan.term_months === undefined ? null : `Runs for ${countText(plan.term_months, 'month')}, then renews until you cancel`;
  const exclusions = plan.exclusions && plan.exclusions.length > 0 ? `Not covered: ${plan.exclusions.join('; ')}` : null;
  return [excess, term, exclusions].filter((line): line is string => line !== null);
}
