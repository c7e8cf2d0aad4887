// Which card element shows which product across a sort, a filter or "Show more" (decision 135). A new
// view changes a page of cards within the 50 ms budget, and updating a card's text costs about as much
// as the whole rest of the change, so no card is updated that need not be:
// - a product still shown keeps its card, untouched (its element may move);
// - a product newly shown takes the card of a product no longer shown, whose text is updated in place
//   (cheaper than removing one card and creating another);
// - only when no card is free does a new one appear ("Show more"), with the lowest number not in use.
// The slot numbers are the cards' React keys.

export type Slots = ReadonlyMap<number, number>;

/** The slot of each product in `ids` (the products shown, in order), reusing `previous` as above. */
export function assignSlots(previous: Slots, ids: readonly number[]): Slots {
  const next = new Map<number, number>();
  for (const id of ids) {
    const slot = previous.get(id);
    if (slot !== undefined) next.set(id, slot);
  }
  const taken = new Set(next.values());
  // Lowest first: a filter turned off gives products their earlier cards back.
  const free = [...previous.values()].filter((slot) => !taken.has(slot)).sort((a, b) => a - b);
  let fresh = 0;
  const freshSlot = () => {
    while (taken.has(fresh) || free.includes(fresh)) fresh++;
    return fresh++;
  };
  for (const id of ids) if (!next.has(id)) next.set(id, free.shift() ?? freshSlot());
  return next;
}
