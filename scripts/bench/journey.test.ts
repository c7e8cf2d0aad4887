// How the journey bench turns Event Timing entries into interactions (scripts/bench/journey.mjs): one
// per interactionId at its longest entry, the inputs the browser reported nothing for under the API's
// 16 ms floor, and the median and worst a flow is judged on; and the layout shift of a span of a journey.
import { describe, expect, it } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- the bench helpers are plain ESM without types */
// @ts-expect-error plain ESM helper shared with scripts/bench.mjs
import * as journeyModule from './journey.mjs';

const { attributeInteractions, layoutShiftOf, summariseInteractions } = journeyModule as any;

const action = (label: string, at: number, inputs = 1) => ({ label, at, inputs });
const entry = (key: string, type: string, duration: number, start: number) => ({ key, type, duration, start });

describe('interactions from Event Timing entries', () => {
  it('keeps one interaction per interactionId, at its longest entry', () => {
    const reports = [entry('doc:101', 'pointerdown', 24, 1005), entry('doc:101', 'click', 88, 1006), entry('doc:101', 'pointerup', 40, 1006)];
    expect(attributeInteractions([action('Continue', 1000)], reports)).toEqual([{ label: 'Continue', ms: 88, type: 'click' }]);
  });

  it('counts each input the browser reported nothing for as under the floor', () => {
    const typed = attributeInteractions([action('type into Postcode', 1000, 7)], [entry('doc:7', 'keydown', 32, 1200)]);
    expect(typed).toHaveLength(7);
    expect(typed.filter((interaction: any) => interaction.ms === null)).toHaveLength(6);
  });

  it('gives an entry that arrived late to the action its input belonged to, by the input\'s time', () => {
    const actions = [action('type into Phone number', 1000, 3), action('tap into Postcode', 5000)];
    // The three keys' entries came in after the next tap's, once a long frame had painted.
    const reports = [entry('doc:9', 'pointerdown', 30, 5010), entry('doc:1', 'keydown', 3400, 1100), entry('doc:2', 'keydown', 3200, 1300), entry('doc:3', 'keydown', 3000, 1500)];
    expect(attributeInteractions(actions, reports).map((interaction: any) => [interaction.label, interaction.ms])).toEqual([
      ['type into Phone number', 3400], ['type into Phone number', 3200], ['type into Phone number', 3000], ['tap into Postcode', 30],
    ]);
  });

  it('keeps interactions of two documents apart even when their ids are equal', () => {
    expect(attributeInteractions([action('Pay now', 1000)], [entry('a:5', 'click', 20, 1001), entry('b:5', 'keydown', 30, 1002)])).toHaveLength(2);
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

describe('the layout shift of a span', () => {
  it('sums the shifts that started within the span, its ends included, and counts them', () => {
    const span = { label: 'from "Get my prices" to the first card fully shown', from: 1000, to: 2000 };
    const shifts = [{ value: 0.3, start: 999 }, { value: 0.01, start: 1000 }, { value: 0.0025, start: 1500 }, { value: 0.02, start: 2000 }, { value: 0.5, start: 2001 }];
    expect(layoutShiftOf([span], shifts)).toEqual([{ label: span.label, value: 0.0325, count: 3 }]);
  });

  it('is 0 when nothing moved in the span', () => {
    expect(layoutShiftOf([{ label: 'span', from: 1000, to: 2000 }], [{ value: 0.1, start: 500 }])).toEqual([{ label: 'span', value: 0, count: 0 }]);
  });
});
