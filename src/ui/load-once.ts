// Code loaded on demand, once; a failed load is forgotten. The promise is marked as use() marks those it read, so it does not suspend.

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
