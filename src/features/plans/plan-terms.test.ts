import { describe, expect, it } from 'vitest';
import { planTerms } from './plan-terms';

describe('a plan’s terms beside its price', () => {
  it('says the excess, the term and what is not covered', () => {
    expect(planTerms({ excess: 6000, term_months: 12, exclusions: ['Faults known before the plan starts', 'Radiators'] })).toEqual([
      'Excess: £60.00 a repair claim',
      'Runs for 12 months, then renews until you cancel',
      'Not covered: Faults known before the plan starts; Radiators',
    ]);
  });

  it('says "No excess" for 0, and leaves out what the plan does not state', () => {
    expect(planTerms({ excess: 0 })).toEqual(['No excess on repair claims']);
    expect(planTerms({ excess: null, exclusions: [] })).toEqual([]);
  });
});
