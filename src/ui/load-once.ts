// Code loaded on demand, once (beside React.lazy for components): the first need starts the load and
// later ones share it. A failed load (offline, a chunk a deploy replaced) is forgotten, so the next need
// tries again. The promise is marked as React marks the promises use() has read, so what loaded before
// a render is read at once instead of suspending.

export interface LoadOnce<T> {
  /** Starts the load, or answers the one under way or done. */
  readonly load: () => Promise<T>;
}

export function loadOnce<T>(importIt: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  const load = () => {
    if (loading) return loading;
    const started: Promise<T> = importIt().then(
      (value) => {
        Object.assign(started, { status: 'fulfilled', value });
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    loading = started;
    return started;
  };
  return { load };
}
