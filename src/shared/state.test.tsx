// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET, StateProvider, createStore, resilientStorage, storedAtom, storedAtomFamily, useAtom } from './state';

const inStore = (store = createStore()) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <StateProvider store={store}>{children}</StateProvider>;
  };

/** A draft per key as a page keeps one: the key's stored atom, read and written through useAtom. */
function sessionDraft<T>(name: string, empty: T) {
  const draftAtom = storedAtomFamily<T>(name, empty);
  return (key: string) => useAtom(draftAtom(key));
}

describe('storedAtomFamily', () => {
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

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('storage that throws (site data blocked, storage full)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reads and writes through a blocked storage: the getter itself throws, as Chromium does with site data blocked', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw securityError();
    });
    const useDraft = sessionDraft('blocked-draft', { url: '' });
    const { result } = renderHook(() => useDraft('Q1'), { wrapper: inStore() });
    expect(result.current[0]).toEqual({ url: '' });
    act(() => result.current[1]({ url: 'a.example' }));
    expect(result.current[0]).toEqual({ url: 'a.example' });
    // Another page of the same tab (a new store) still reads it: kept in memory for the tab.
    expect(renderHook(() => useDraft('Q1'), { wrapper: inStore() }).result.current[0]).toEqual({ url: 'a.example' });
  });

  it('keeps in memory a write the storage refuses, and reads it rather than the older stored value', () => {
    const area = { getItem: vi.fn(() => '"older"'), setItem: vi.fn(() => { throw securityError(); }), removeItem: vi.fn() } as unknown as Storage;
    const storage = resilientStorage(() => area);
    expect(storage.getItem('k')).toBe('"older"');
    storage.setItem('k', '"newer"');
    expect(storage.getItem('k')).toBe('"newer"');
    storage.removeItem('k');
    expect(area.removeItem).toHaveBeenCalledWith('k');
    expect(storage.getItem('k')).toBe('"older"');
  });

  it('survives a full storage (QuotaExceededError) and stores again once there is room', () => {
    let full = true;
    const stored = new Map<string, string>();
    const area = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (full) throw quotaError();
        stored.set(key, value);
      },
      removeItem: (key: string) => stored.delete(key),
    } as unknown as Storage;
    const storage = resilientStorage(() => area);
    storage.setItem('k', '1');
    expect(stored.has('k')).toBe(false);
    expect(storage.getItem('k')).toBe('1');
    full = false;
    storage.setItem('k', '2');
    expect(stored.get('k')).toBe('2');
    expect(storage.getItem('k')).toBe('2');
  });

  it('reads as empty a storage whose read throws', () => {
    const storage = resilientStorage(() => ({ getItem: () => { throw securityError(); } }) as unknown as Storage);
    expect(storage.getItem('k')).toBeNull();
    expect(() => storage.removeItem('k')).not.toThrow();
  });
});

describe('storedAtom', () => {
  afterEach(() => localStorage.clear());

  it('keeps its value in localStorage when told, and reads a stored value that fails its check as the initial value', () => {
    const isList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
    localStorage.setItem('test-list', '{"not":"a list"}');
    const list = storedAtom<string[]>('test-list', [], { area: 'local', isValid: isList });
    const store = createStore();
    expect(store.get(list)).toEqual([]);
    store.set(list, ['a']);
    expect(localStorage.getItem('test-list')).toBe('["a"]');
    store.set(list, RESET);
    expect(localStorage.getItem('test-list')).toBeNull();
  });
});
