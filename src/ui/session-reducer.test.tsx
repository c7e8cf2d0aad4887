// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { linearSession, linearSessionReducer, type LinearSession } from './session-reducer';
import { createStore, StateProvider } from '@/shared/state';

type Key = 'a' | 'b' | 'c';
interface Draft {
  readonly typed: string;
  readonly reached: Key | null;
}
const EMPTY: Draft = { typed: '', reached: null };
const steps: readonly Key[] = ['a', 'b', 'c'];
const useTestSession = linearSession<Key, Draft>('test-flow', EMPTY);
const inStore = () => {
  const store = createStore();
  return ({ children }: { children: ReactNode }) => createElement(StateProvider, { store }, children);
};

describe('linearSessionReducer', () => {
  const loaded: LinearSession<Key, Draft> = linearSessionReducer({ machine: { steps: [], index: 0, phase: 'reloading', error: null }, draft: EMPTY }, { type: 'loaded', steps, startIndex: 0 });
  it('moves the step machine and changes the draft apart', () => {
    const typed = linearSessionReducer(loaded, { type: 'draft', update: (draft) => ({ ...draft, typed: 'Ada' }) });
    expect(typed.machine).toBe(loaded.machine);
    expect(typed.draft.typed).toBe('Ada');
    const moved = [{ type: 'next', ready: true } as const, { type: 'saved' } as const].reduce(linearSessionReducer<Key, Draft>, typed);
    expect(moved.machine.index).toBe(1);
    expect(moved.draft).toBe(typed.draft);
  });
  it('answers the same session for an event the machine ignores', () => {
    expect(linearSessionReducer(loaded, { type: 'saved' })).toBe(loaded);
  });
});

describe('linearSession: the one hook of the linear flows', () => {
  afterEach(() => sessionStorage.clear());

  it('writes the draft to sessionStorage on every dispatch, and a fresh page opens from it where the flow says', () => {
    const page = renderHook(() => useTestSession('Q1', () => ({ steps, startIndex: 0 })), { wrapper: inStore() });
    expect(page.result.current[0].machine).toMatchObject({ index: 0, phase: 'idle' });
    act(() => page.result.current[1]({ type: 'draft', update: (draft) => ({ ...draft, typed: 'Grace', reached: 'b' }) }));
    expect(JSON.parse(sessionStorage.getItem('test-flow:Q1')!)).toEqual({ typed: 'Grace', reached: 'b' });

    const reloaded = renderHook(() => useTestSession('Q1', (kept) => ({ steps, startIndex: kept.reached ? steps.indexOf(kept.reached) : 0 })), { wrapper: inStore() });
    expect(reloaded.result.current[0].machine.index).toBe(1);
    expect(reloaded.result.current[0].draft.typed).toBe('Grace');
    // Another key keeps nothing of it.
    const other = renderHook(() => useTestSession('Q2', () => ({ steps, startIndex: 0 })), { wrapper: inStore() });
    expect(other.result.current[0].draft).toEqual(EMPTY);
  });
});
