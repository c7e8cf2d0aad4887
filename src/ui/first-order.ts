/**
 * Items in the order their keys first appeared (`order`), any others after them as given: a document
 * that moves from the server's `required` to its `received` keeps its place on the page, under the
 * button the customer just used (decision 850).
 */
export function inFirstOrder<T>(items: readonly T[], keyOf: (item: T) => string, order: readonly string[]): T[] {
  const rank = (item: T) => {
    const index = order.indexOf(keyOf(item));
    return index < 0 ? order.length : index;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}
