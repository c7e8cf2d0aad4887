// The one module that imports jotai, so the store has one owner; stored atoms survive blocked and full storage (decision 551).
import { getDefaultStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export { atom, createStore, Provider as StateProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { RESET } from 'jotai/utils';

/** jotai's default store (no app-wide Provider, decision 962), for code outside React such as route loaders. */
export const appStore = getDefaultStore();

type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's storage, made safe: with site data blocked Chromium throws on the mere `window.sessionStorage`,
 * and a full storage throws on write; what it refuses is kept in memory for the page's life, ahead of any older stored value.
 */
export function resilientStorage(area: () => Storage): StringStorage {
  const refused = new Map<string, string>();
  return {
    getItem(key) {
      const kept = refused.get(key);
      if (kept !== undefined) return kept;
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        area().setItem(key, value);
        refused.delete(key);
      } catch {
        refused.set(key, value);
      }
    },
    removeItem(key) {
      refused.delete(key);
      try {
        area().removeItem(key);
      } catch {
        // Blocked: nothing was stored there.
      }
    },
  };
}

const storageAreas = {
  /** This tab only, kept over a reload. */
  session: resilientStorage(() => sessionStorage),
  /** Every tab of this browser, kept until removed. */
  local: resilientStorage(() => localStorage),
};

export type StorageArea = keyof typeof storageAreas;

export interface StoredAtomOptions<T> {
  readonly area?: StorageArea;
  /** A stored value that fails this (an older shape, edited by hand) reads as the initial value. */
  readonly isValid?: (value: unknown) => value is T;
}

/** An atom kept as JSON under `key` in the browser's storage (sessionStorage unless told); RESET removes it. */
export function storedAtom<T>(key: string, initial: T, { area = 'session', isValid }: StoredAtomOptions<T> = {}) {
  const json = createJSONStorage<T>(() => storageAreas[area]);
  const readChecked = (name: string, fallback: T) => {
    const value: unknown = json.getItem(name, fallback);
    return isValid?.(value) ? value : fallback;
  };
  const storage = isValid ? { ...json, getItem: readChecked } : json;
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}

export type StoredAtom<T> = ReturnType<typeof storedAtom<T>>;

/** One stored atom per key, under `${name}:${key}`: a draft per quote, the answers per questionnaire. */
export function storedAtomFamily<T>(name: string, initial: T, options?: StoredAtomOptions<T>) {
  const atoms = new Map<string, StoredAtom<T>>();
  return function atomFor(key: string): StoredAtom<T> {
    const stored = atoms.get(key) ?? storedAtom<T>(`${name}:${key}`, initial, options);
    atoms.set(key, stored);
    return stored;
  };
}

/** A stored text such as a quote reference, or null before there is one. */
export const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

const givenEmailAtom = storedAtomFamily<string | null>('quote-email', null, { isValid: isTextOrNull });

/** The email given in the results' save-quote popup, kept per quote so its Contact details offer it again. */
export function rememberQuoteEmail(quote: string, email: string): void {
  appStore.set(givenEmailAtom(quote), email);
}

export function givenQuoteEmail(quote: string): string | null {
  return appStore.get(givenEmailAtom(quote));
}
