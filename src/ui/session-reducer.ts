// The one way every step flow keeps its state (decision 956); apart from state.ts so pages without a reducer do not load it (decision 962).
import { useState } from 'react';
import { atom, storedAtomFamily, useAtom } from '@/shared/state';

export interface SessionReducerOptions<S, Kept, A> {
  /** The state of a key before anything is dispatched, from what the tab's storage kept (or `emptyKept`). */
  readonly initial: (kept: Kept) => S;
  /** What a reload must keep: the part of the state written to sessionStorage on every dispatch. */
  readonly keep: (state: S) => Kept;
  readonly emptyKept: Kept;
  /** A stored value that fails this reads as `emptyKept`. */
  readonly isValid?: (value: unknown) => value is Kept;
  readonly reduce: (state: S, action: A) => S;
}

/** The hook of a reducer per key whose state is one atom; each dispatch writes what `keep` picks to this tab's sessionStorage. */
export function sessionReducer<S, Kept, A>(name: string, { initial, keep, emptyKept, isValid, reduce }: SessionReducerOptions<S, Kept, A>) {
  const keptAtom = storedAtomFamily<Kept>(name, emptyKept, isValid ? { isValid } : {});
  const reducerAtom = (key: string) => {
    const stored = keptAtom(key);
    // The page's own state: made with the component, from what storage kept for this key.
    const live = atom<S | null>(null);
    return atom(
      (get) => get(live) ?? initial(get(stored)),
      (get, set, action: A) => {
        const next = reduce(get(live) ?? initial(get(stored)), action);
        set(live, next);
        set(stored, keep(next));
      },
    );
  };
  return function useSessionReducer(key: string): readonly [S, (action: A) => void] {
    // One atom per mounted key: a new page (or a new key) starts from the stored part alone.
    const [state, setState] = useState(() => ({ key, atom: reducerAtom(key) }));
    const current = state.key === key ? state : { key, atom: reducerAtom(key) };
    if (current !== state) setState(current);
    return useAtom(current.atom);
  };
}

/** A flow's draft per key (what the customer chose and typed, the step reached), kept in this tab's sessionStorage; a change is merged in. */
export function draftSession<D extends object>(name: string, emptyDraft: D, isValid?: (value: unknown) => value is D) {
  return sessionReducer<D, D, Partial<D> | ((draft: D) => D)>(name, {
    initial: (draft) => draft,
    keep: (draft) => draft,
    emptyKept: emptyDraft,
    ...(isValid ? { isValid } : {}),
    reduce: (draft, change) => (typeof change === 'function' ? change(draft) : { ...draft, ...change }),
  });
}
