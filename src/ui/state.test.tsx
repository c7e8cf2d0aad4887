// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StateProvider, createStore, sessionDraft } from './state';

const inStore = (store = createStore()) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <StateProvider store={store}>{children}</StateProvider>;
  };

describe('sessionDraft', () => {
  afterEach(() => sessionStorage.clear());

  it("keeps one key's draft in sessionStorage, so a fresh page (a new store) reads it back", () => {
    const useDraft = sessionDraft('test-draft', { url: '' });
    const first = renderHook(() => useDraft('Q1'), { wrapper: inStore() });
    act(() => first.result.current[1]({ url: 'www.example.co.uk/quote' }));
    expect(JSON.parse(sessionStorage.getItem('test-draft:Q1')!)).toEqual({ url: 'www.example.co.uk/quote' });

    const afterReload = renderHook(() => useDraft('Q1'), { wrapper: inStore() });
    expect(afterReload.result.current[0]).toEqual({ url: 'www.example.co.uk/quote' });
  });

  it('keeps drafts apart by key, and starts a key with no draft from the empty value', () => {
    const useDraft = sessionDraft('test-draft', { url: '' });
    const store = createStore();
    const one = renderHook(() => useDraft('Q1'), { wrapper: inStore(store) });
    act(() => one.result.current[1]({ url: 'a.example' }));
    const other = renderHook(() => useDraft('Q2'), { wrapper: inStore(store) });
    expect(other.result.current[0]).toEqual({ url: '' });
    expect(sessionStorage.getItem('test-draft:Q2')).toBeNull();
  });
});
