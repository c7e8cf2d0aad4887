// How a page loads what is not its route's data (decisions 963, 551): one call per key in flight, StrictMode's
// second effect run joining the first through the component's ref; leaving the page aborts it.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ApiResult } from './call';

export type Loader<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

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
 * Loads `key`'s data with `load` (a null key loads nothing); `key` names everything the call depends on.
 * Answers null while the call is in flight or there is nothing to load.
 */
export function useLoad<T>(key: string | null, load: Loader<T>): ApiResult<T> | null {
  const [settled, setSettled] = useState<{ id: string; result: ApiResult<T> } | null>(null);
  const send = useEffectEvent((signal: AbortSignal) => load(signal) as Promise<ApiResult<unknown>>);
  const inFlight = useRef<OwnCall | null>(null);

  useEffect(() => {
    if (key === null) return;
    let active = true;
    const call = join(inFlight.current, key, send);
    inFlight.current = call;
    void call.answer.then((result) => {
      if (active) setSettled({ id: key, result: result as ApiResult<T> });
    });
    return () => {
      active = false;
      leave(call);
    };
  }, [key]);

  return settled && settled.id === key ? settled.result : null;
}
