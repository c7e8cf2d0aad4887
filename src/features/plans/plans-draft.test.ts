import { describe, expect, it } from 'vitest';
import { EMPTY_PLANS_DRAFT, isPlansDraft } from './plans-draft';

describe('the plans draft kept over a reload', () => {
  it('reads the plan ticked and the step reached', () => {
    expect(isPlansDraft(EMPTY_PLANS_DRAFT)).toBe(true);
    expect(isPlansDraft({ chosenId: 9, reachedStep: 'payment' })).toBe(true);
    expect(isPlansDraft({ chosenId: 9, reachedStep: 'confirmation' })).toBe(true);
  });
  it('reads the plain id an earlier version stored, or a step the flow lacks, as nothing kept', () => {
    expect(isPlansDraft(9)).toBe(false);
    expect(isPlansDraft(null)).toBe(false);
    expect(isPlansDraft({ chosenId: 9, reachedStep: 'details' })).toBe(false);
    expect(isPlansDraft({ chosenId: '9', reachedStep: null })).toBe(false);
  });
});
