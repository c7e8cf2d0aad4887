/** Items in the order their keys first appeared, so a document moving from `required` to `received` keeps its place (decision 850). */
export function inFirstOrder<T>(items: readonly T[], keyOf: (item: T) => string, order: readonly string[]): T[] {
  const rank = (item: T) => {
    const index = order.indexOf(keyOf(item));
    return index < 0 ? order.length : index;
  };
  return [...items].sort((a, b) => rank(a) - rank(b));
}
