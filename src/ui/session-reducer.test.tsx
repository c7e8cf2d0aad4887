// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftSession } from './session-reducer';
import { createStore, StateProvider } from '@/shared/state';

interface Draft {
  readonly typed: string;
  readonly reached: string | null;
}
const EMPTY: Draft = { typed: '', reached: null };
const useTestDraft = draftSession<Draft>('test-flow', EMPTY);
/** A page of its own: a store of its own, over this tab's sessionStorage. */
const page = () => {
  const store = createStore();
  return ({ children }: { children: ReactNode }) => createElement(StateProvider, { store }, children);
};

describe('draftSession: the draft of service, plans, survey and enquiry', () => {
  afterEach(() => sessionStorage.clear());

  it('writes the draft to sessionStorage on every update, and a fresh page of the same key starts from it', () => {
    const first = renderHook(() => useTestDraft('Q1'), { wrapper: page() });
    expect(first.result.current[0]).toEqual(EMPTY);
    act(() => first.result.current[1]((draft) => ({ ...draft, typed: 'Grace', reached: 'b' })));
    expect(first.result.current[0]).toEqual({ typed: 'Grace', reached: 'b' });
    expect(JSON.parse(sessionStorage.getItem('test-flow:Q1')!)).toEqual({ typed: 'Grace', reached: 'b' });

    const again = renderHook(() => useTestDraft('Q1'), { wrapper: page() });
    expect(again.result.current[0]).toEqual({ typed: 'Grace', reached: 'b' });
    // Another key keeps nothing of it.
    const other = renderHook(() => useTestDraft('Q2'), { wrapper: page() });
    expect(other.result.current[0]).toEqual(EMPTY);
  });
});
