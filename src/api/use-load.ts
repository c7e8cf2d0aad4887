// How a page loads what is not its route's data (a route's data starts in its loader, decision 963): a
// calendar month, the callback check, the lenders' lists of a later step. useLoad(key, load) sends the
// call when the component mounts or the key changes, answers null while it is in flight and then its
// ApiResult (decision 551).
// - One call per key in flight: React StrictMode's second run of the effect in development joins the
//   call of the first. The call is the component's own (a ref), not a module-level registry: React
//   keeps a component's refs between the two runs, and no two pages load under one key (decision 551).
// - Leaving the page (unmount, a route change to another key) aborts the call through its signal.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ApiResult } from './call';

export type Loader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

export interface Load<T> {
  /** null while the call is in flight (or when there is nothing to load). */
  readonly result: ApiResult<T> | null;
}

interface OwnCall {
  readonly id: string;
  readonly answer: Promise<ApiResult<unknown>>;
  readonly controller: AbortController;
  users: number;
}

/** The call for `id`: the one this component already has in flight, else a new one. */
function join(current: OwnCall | null, id: string, load: Loader<unknown>): OwnCall {
  if (current && current.id === id && !current.controller.signal.aborted) {
    current.users += 1;
    return current;
  }
  const controller = new AbortController();
  return { id, answer: load(controller.signal), controller, users: 1 };
}

function leave(call: OwnCall) {
  call.users -= 1;
  // StrictMode runs the effect again in the same task: abort only if nobody came back.
  setTimeout(() => {
    if (call.users === 0) call.controller.abort();
  }, 0);
}

/**
 * Loads `key`'s data with `load`; a null key loads nothing. `key` names everything the call depends
 * on (the route's reference, query): a new key is a new call, the same key never sends twice at once.
 */
export function useLoad<T>(key: string | null, load: Loader<T>): Load<T> {
  const [settled, setSettled] = useState<{ id: string; result: ApiResult<T> } | null>(null);
  const id = key;
  const send = useEffectEvent((signal: AbortSignal) => load(signal) as Promise<ApiResult<unknown>>);
  const inFlight = useRef<OwnCall | null>(null);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    const call = join(inFlight.current, id, send);
    inFlight.current = call;
    void call.answer.then((result) => {
      if (active) setSettled({ id, result: result as ApiResult<T> });
    });
    return () => {
      active = false;
      leave(call);
    };
  }, [id]);

  return { result: settled && settled.id === id ? settled.result : null };
}
