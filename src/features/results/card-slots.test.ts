import { describe, expect, it } from 'vitest';
import { assignSlots } from './card-slots';

const slotsOf = (slots: ReadonlyMap<number, number>, ids: number[]) => ids.map((id) => slots.get(id));

describe('assignSlots', () => {
  it('gives a first page one slot per product, in order', () => {
    expect(slotsOf(assignSlots(new Map(), [7, 3, 9]), [7, 3, 9])).toEqual([0, 1, 2]);
  });

  it('keeps the slot of a product still shown and gives freed slots to new products, lowest first', () => {
    const first = assignSlots(new Map(), [1, 2, 3, 4]);
    // A filter keeps 1 and 3 and brings in 5 and 6: they take the cards of 2 and 4.
    const filtered = assignSlots(first, [1, 3, 5, 6]);
    expect(slotsOf(filtered, [1, 3, 5, 6])).toEqual([0, 2, 1, 3]);
    // Turning it off gives 2 and 4 their cards back.
    expect(slotsOf(assignSlots(filtered, [1, 2, 3, 4]), [1, 2, 3, 4])).toEqual([0, 1, 2, 3]);
  });

  it('a new order of the same products moves cards and updates none', () => {
    const first = assignSlots(new Map(), [1, 2, 3]);
    expect(slotsOf(assignSlots(first, [3, 1, 2]), [3, 1, 2])).toEqual([2, 0, 1]);
  });

  it('adds slots only when none is free ("Show more"), and never gives two products one slot', () => {
    const first = assignSlots(new Map(), [1, 2]);
    const more = assignSlots(first, [1, 2, 3, 4]);
    expect(slotsOf(more, [1, 2, 3, 4])).toEqual([0, 1, 2, 3]);
    const fewer = assignSlots(more, [5]);
    expect(slotsOf(fewer, [5])).toEqual([0]);
    const again = assignSlots(fewer, [6, 5, 7]);
    expect(slotsOf(again, [6, 5, 7])).toEqual([1, 0, 2]);
  });

  it('numbers new slots from the lowest not in use, so keys stay below the most cards ever shown', () => {
    let slots = assignSlots(new Map(), [1, 2, 3]);
    for (let round = 0; round < 5; round++) {
      slots = assignSlots(slots, [3]);
      slots = assignSlots(slots, [3, 10 + round, 20 + round]);
    }
    expect([...slots.values()].sort()).toEqual([0, 1, 2]);
  });
});
