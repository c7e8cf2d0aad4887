// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
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
/** A page of its own (a store of its own) at `address`: a reload names its step in the address and carries the flow's depth. */
const page = (address = '/flow/Q1', state: unknown = null) => {
  const store = createStore();
  return ({ children }: { children: ReactNode }) =>
    createElement(MemoryRouter, { initialEntries: [{ pathname: address.split('?')[0]!, search: address.includes('?') ? `?${address.split('?')[1]}` : '', state }] }, createElement(StateProvider, { store }, children));
};
const opening = (kept: Draft) => ({ steps, start: 0, reached: kept.reached });

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
    const first = renderHook(() => useTestSession('Q1', opening), { wrapper: page() });
    expect(first.result.current[0].machine).toMatchObject({ index: 0, phase: 'idle' });
    act(() => first.result.current[1]({ type: 'draft', update: (draft) => ({ ...draft, typed: 'Grace', reached: 'b' }) }));
    expect(JSON.parse(sessionStorage.getItem('test-flow:Q1')!)).toEqual({ typed: 'Grace', reached: 'b' });

    // Opened again in this tab without a step in the address: the furthest step reached.
    const again = renderHook(() => useTestSession('Q1', opening), { wrapper: page() });
    expect(again.result.current[0].machine.index).toBe(1);
    expect(again.result.current[0].draft.typed).toBe('Grace');
    // Another key keeps nothing of it.
    const other = renderHook(() => useTestSession('Q2', opening), { wrapper: page() });
    expect(other.result.current[0].draft).toEqual(EMPTY);
  });

  it('a reload returns to the step its address names, never past the furthest step reached in this tab', () => {
    sessionStorage.setItem('test-flow:Q1', JSON.stringify({ typed: 'Grace', reached: 'c' }));
    const reloadedOnB = renderHook(() => useTestSession('Q1', opening), { wrapper: page('/flow/Q1?step=b', { stepDepth: 1 }) });
    expect(reloadedOnB.result.current[0].machine.index).toBe(1);
    // The flow's own first step: its address names none, its entry carries a depth.
    const reloadedOnA = renderHook(() => useTestSession('Q1', opening), { wrapper: page('/flow/Q1', { stepDepth: 0 }) });
    expect(reloadedOnA.result.current[0].machine.index).toBe(0);

    sessionStorage.setItem('test-flow:Q1', JSON.stringify({ typed: 'Grace', reached: 'b' }));
    const pastReached = renderHook(() => useTestSession('Q1', opening), { wrapper: page('/flow/Q1?step=c', { stepDepth: 2 }) });
    expect(pastReached.result.current[0].machine.index).toBe(1);
  });

  it('a reload never opens before where the load puts the flow', () => {
    sessionStorage.setItem('test-flow:Q1', JSON.stringify({ typed: '', reached: 'b' }));
    const paid = renderHook(() => useTestSession('Q1', (kept) => ({ ...opening(kept), start: 2 })), { wrapper: page('/flow/Q1?step=a', { stepDepth: 0 }) });
    expect(paid.result.current[0].machine.index).toBe(2);
  });
});
