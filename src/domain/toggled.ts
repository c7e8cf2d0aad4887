/** A set with the value added (on) or taken out, as a ticked or cleared checkbox leaves it. */
export function toggled<T>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
}
