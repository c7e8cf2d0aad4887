// A reducer per key whose state is one atom of the one store (src/shared/state.ts): the one way every step
// flow (checkout, service, plans, survey, enquiry) keeps its state, with what a reload needs written to
// sessionStorage (decision 501). Apart from state.ts, which every page with state loads, so the pages
// that keep no reducer do not download it (decision 632).
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { initialLinearState, linearReducer, type LinearStepEvent, type LinearStepState } from '@/domain/steps/linear';
import { linearOpeningIndex } from '@/domain/steps/step-list';
import { atom, storedAtomFamily, useAtom } from '@/shared/state';
import { requestedStep } from './step-history';

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

/**
 * A reducer per key (a checkout per quote) whose state is one jotai atom: every dispatch runs the
 * reducer once and writes what `keep` picks to this tab's sessionStorage under `${name}:${key}`, so
 * a reload restores it and no second store or effect copies state. What `keep` leaves out (server
 * answers, the busy phase) starts afresh with the page. Returns the hook that answers one key's
 * state and its dispatch.
 */
export function sessionReducer<S, Kept, A>(name: string, { initial, keep, emptyKept, isValid, reduce }: SessionReducerOptions<S, Kept, A>) {
  const keptAtom = storedAtomFamily<Kept>(name, emptyKept, isValid ? { isValid } : {});
  const reducerAtom = (key: string, start: (state: S) => S = (state) => state) => {
    const stored = keptAtom(key);
    // The page's own state: made with the component, from what storage kept for this key.
    const live = atom<S | null>(null);
    return atom(
      (get) => get(live) ?? start(initial(get(stored))),
      (get, set, action: A) => {
        const next = reduce(get(live) ?? start(initial(get(stored))), action);
        set(live, next);
        set(stored, keep(next));
      },
    );
  };
  /** `start`: how a page that mounts with its data already loaded opens from the stored part (its load event). */
  return function useSessionReducer(key: string, start?: (state: S) => S): readonly [S, (action: A) => void] {
    // One atom per mounted key: a new page (or a new key) starts from the stored part alone.
    const [state, setState] = useState(() => ({ key, atom: reducerAtom(key, start) }));
    const current = state.key === key ? state : { key, atom: reducerAtom(key, start) };
    if (current !== state) setState(current);
    return useAtom(current.atom);
  };
}

/** A linear flow's state (service, plans, survey, enquiry): its step machine, and the draft a reload keeps. */
export interface LinearSession<K extends string, D> {
  readonly machine: LinearStepState<K>;
  readonly draft: D;
}

/** A step event, or a change to what the customer chose and typed (the draft). */
export type LinearSessionAction<K extends string, D> = LinearStepEvent<K> | { readonly type: 'draft'; readonly update: (draft: D) => D };

export function linearSessionReducer<K extends string, D>(session: LinearSession<K, D>, action: LinearSessionAction<K, D>): LinearSession<K, D> {
  if (action.type === 'draft') return { ...session, draft: action.update(session.draft) };
  const machine = linearReducer(session.machine, action);
  return machine === session.machine ? session : { ...session, machine };
}

/** What a linear flow's load says about where it opens. */
export interface LinearOpening<K extends string> {
  readonly steps: readonly K[];
  /** Where the load's data puts the flow (a paid order on its confirmation), 0 otherwise. */
  readonly start: number;
  /** The furthest step a save reached in this tab, as the draft keeps it. */
  readonly reached: K | null;
}

/**
 * A linear flow's session per key, its draft kept in this tab's sessionStorage under `${name}:${key}`:
 * the hook takes the flow's steps, its start and the step reached from the loaded data and the draft
 * (`open`), opens where `linearOpeningIndex` says for the address the page opened with (a reload
 * returns to the step it names), and answers the session and its dispatch.
 */
export function linearSession<K extends string, D>(name: string, emptyDraft: D, isValid?: (value: unknown) => value is D) {
  const useSession = sessionReducer<LinearSession<K, D>, D, LinearSessionAction<K, D>>(name, {
    initial: (draft) => ({ machine: initialLinearState<K>(), draft }),
    keep: (session) => session.draft,
    emptyKept: emptyDraft,
    ...(isValid ? { isValid } : {}),
    reduce: linearSessionReducer,
  });
  return function useLinearSession(key: string, open: (draft: D) => LinearOpening<K>) {
    const location = useLocation();
    return useSession(key, (session) => {
      const { steps, start, reached } = open(session.draft);
      const startIndex = linearOpeningIndex(steps, { requested: requestedStep(location, steps), reached, start });
      return linearSessionReducer(session, { type: 'loaded', steps, startIndex });
    });
  };
}
