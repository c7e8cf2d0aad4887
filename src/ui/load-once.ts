// Code a page loads on demand, once: the first need starts the load and later ones share it. A failed
// load (offline, a chunk a deploy replaced) is forgotten, so the next need tries again.

export interface LoadOnce<T> {
  /** What a load brought, once one has. */
  readonly loaded: () => T | undefined;
  /** Starts the load, or answers the one under way or done. */
  readonly load: () => Promise<T>;
}

export function loadOnce<T>(importIt: () => Promise<T>): LoadOnce<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    loaded: () => loaded,
    load: () =>
      (loading ??= importIt().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
}
