// The one way a page loads server data (decision 451): useLoad(key, load) sends the call when the
// page mounts or the key changes, answers null while it is in flight and then its ApiResult.
// - One call per key in flight: React StrictMode's second mount in development joins the first
//   call instead of sending another.
// - Leaving the page (unmount, a route change to another key) aborts the call through its signal.
// - reload() sends the call again (a retry button, a session that needs reloading).
// - `transition`: the answer renders as a transition, so a large page (the results' cards) is built
//   in slices while the waiting state stays (decision 290).
import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiResult } from './call';

export type Loader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

export interface Load<T> {
  /** null while the call is in flight (or when there is nothing to load). */
  readonly result: ApiResult<T> | null;
  readonly reload: () => void;
}

interface SharedCall {
  readonly answer: Promise<ApiResult<unknown>>;
  readonly controller: AbortController;
  users: number;
}

const inFlight = new Map<string, SharedCall>();

function join(id: string, load: Loader<unknown>): SharedCall {
  let shared = inFlight.get(id);
  if (!shared) {
    const controller = new AbortController();
    const answer = load(controller.signal);
    const entry: SharedCall = { answer, controller, users: 0 };
    // Settled: the next visit loads afresh.
    void answer.finally(() => inFlight.get(id) === entry && inFlight.delete(id));
    inFlight.set(id, entry);
    shared = entry;
  }
  shared.users += 1;
  return shared;
}

function leave(id: string, shared: SharedCall) {
  shared.users -= 1;
  // StrictMode mounts again in the same task: abort only if nobody came back.
  setTimeout(() => {
    if (shared.users > 0) return;
    shared.controller.abort();
    if (inFlight.get(id) === shared) inFlight.delete(id);
  }, 0);
}

/**
 * Loads `key`'s data with `load`; a null key loads nothing. `key` names everything the call depends
 * on (the route's reference, query): a new key is a new call, the same key never sends twice at once.
 */
export function useLoad<T>(key: string | null, load: Loader<T>, { transition = false }: { transition?: boolean } = {}): Load<T> {
  const [generation, setGeneration] = useState(0);
  const [settled, setSettled] = useState<{ id: string; result: ApiResult<T> } | null>(null);
  const id = key === null ? null : `${key}#${generation}`;
  const send = useEffectEvent((signal: AbortSignal) => load(signal) as Promise<ApiResult<unknown>>);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    const shared = join(id, send);
    void shared.answer.then((result) => {
      if (!active) return;
      const settle = () => setSettled({ id, result: result as ApiResult<T> });
      if (transition) startTransition(settle);
      else settle();
    });
    return () => {
      active = false;
      leave(id, shared);
    };
  }, [id, transition]);

  const reload = useCallback(() => setGeneration((current) => current + 1), []);
  return { result: settled && settled.id === id ? settled.result : null, reload };
}
