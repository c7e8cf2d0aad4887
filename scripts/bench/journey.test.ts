// How the journey bench turns Event Timing entries into interactions (scripts/bench/journey.mjs): one
// per interactionId at its longest entry, the inputs the browser reported nothing for under the API's
// 16 ms floor, and the median and worst a flow is judged on.
import { describe, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as journeyModule from './journey.mjs';

const { groupInteractions, summariseInteractions } = journeyModule as any;

describe('interactions from Event Timing entries', () => {
  it('keeps one interaction per interactionId, at its longest entry', () => {
    const reports = [
      { key: 'doc:101', type: 'pointerdown', duration: 24 },
      { key: 'doc:101', type: 'click', duration: 88 },
      { key: 'doc:101', type: 'pointerup', duration: 40 },
    ];
    expect(groupInteractions('Continue', 1, reports)).toEqual([{ label: 'Continue', ms: 88, type: 'click' }]);
  });

  it('counts each input the browser reported nothing for as under the floor', () => {
    const typed = groupInteractions('type into Postcode', 7, [{ key: 'doc:7', type: 'keydown', duration: 32 }]);
    expect(typed).toHaveLength(7);
    expect(typed.filter((interaction: any) => interaction.ms === null)).toHaveLength(6);
  });

  it('keeps interactions of two documents apart even when their ids are equal', () => {
    expect(groupInteractions('Pay now', 1, [{ key: 'a:5', type: 'click', duration: 20 }, { key: 'b:5', type: 'keydown', duration: 30 }])).toHaveLength(2);
  });
});

describe('a journey\'s median and worst', () => {
  it('takes an unreported interaction as the 16 ms floor, an upper bound', () => {
    const interactions = [
      { label: 'choose "Mains gas"', ms: null },
      { label: 'Continue', ms: 48 },
      { label: 'Pay now', ms: 120 },
      { label: 'type into First name', ms: null },
    ];
    expect(summariseInteractions(interactions)).toEqual({ count: 4, medianMs: 32, worstMs: 120, worst: 'Pay now', underFloor: 2 });
  });

  it('has no figures without interactions', () => {
    expect(summariseInteractions([])).toMatchObject({ count: 0, medianMs: null, worstMs: null });
  });
});
