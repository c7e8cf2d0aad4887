// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StateProvider, createStore } from '@/ui/state';
import { checkoutDraftKey, EMPTY_DRAFT, useCheckoutDraft, type CheckoutDraft } from './checkout-draft';

const inNewStore = ({ children }: { children: ReactNode }) => <StateProvider store={createStore()}>{children}</StateProvider>;

describe('checkout draft', () => {
  afterEach(() => sessionStorage.clear());

  it('reads a draft saved under the key used before the move (checkout-draft:<type>:<quote>)', () => {
    const saved: CheckoutDraft = { choices: null, fittingDate: '2026-12-03', details: null };
    sessionStorage.setItem('checkout-draft:boiler:QSWF8OQH', JSON.stringify(saved));
    const { result } = renderHook(() => useCheckoutDraft(checkoutDraftKey('boiler', 'QSWF8OQH')), { wrapper: inNewStore });
    expect(result.current[0]).toEqual(saved);
  });

  it('before the load answers, reads an empty draft and stores nothing', () => {
    const { result } = renderHook(() => useCheckoutDraft(checkoutDraftKey('boiler', null)), { wrapper: inNewStore });
    expect(result.current[0]).toEqual(EMPTY_DRAFT);
    expect(sessionStorage.length).toBe(0);
  });
});
