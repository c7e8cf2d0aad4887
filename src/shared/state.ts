// The one module that imports jotai (Excalidraw's pattern): every piece of client state is an atom
// made here or from what this module exports, and ESLint bans importing 'jotai' anywhere else, so
// the store has one owner. Every atom kept in the browser's storage goes through one storage
// wrapper that survives blocked and full storage (decision 551).
import { getDefaultStore, useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export { atom, createStore, Provider as StateProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { RESET } from 'jotai/utils';

/**
 * The store the app's hooks use (jotai's default store: there is no app-wide Provider, decision 962),
 * for code outside React: a route that reads answers before its page renders, a call started on landing.
 * Tests wrap a component in <StateProvider store={createStore()}> for a store of their own.
 */
export const appStore = getDefaultStore();

type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's storage, made safe: with site data blocked, Chromium throws a SecurityError on the
 * mere `window.sessionStorage`; a full storage throws a QuotaExceededError on write. Whatever the
 * storage refuses is kept in a map for this page's life instead, so every flow still works in the tab
 * (a reload then starts afresh), and a value the storage refused never hides behind an older stored one.
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
  const storage = isValid ? { ...json, getItem: (name: string, fallback: T) => checked(json.getItem(name, fallback), fallback, isValid) } : json;
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}

function checked<T>(value: unknown, fallback: T, isValid: (value: unknown) => value is T): T {
  return isValid(value) ? value : fallback;
}

export type StoredAtom<T> = ReturnType<typeof storedAtom<T>>;

/** One stored atom per key, under `${name}:${key}`: a draft per quote, the answers per questionnaire. */
export function storedAtomFamily<T>(name: string, initial: T, options?: StoredAtomOptions<T>) {
  const atoms = new Map<string, StoredAtom<T>>();
  return function atomFor(key: string): StoredAtom<T> {
    let stored = atoms.get(key);
    if (!stored) {
      stored = storedAtom<T>(`${name}:${key}`, initial, options);
      atoms.set(key, stored);
    }
    return stored;
  };
}

const givenEmailAtom = storedAtomFamily<string | null>('quote-email', null, { isValid: (value): value is string | null => value === null || typeof value === 'string' });

/**
 * The email address given for a quote (the results' save-quote popup), kept in this tab per quote
 * reference, so that quote's Contact details offer it instead of asking again.
 */
export function rememberQuoteEmail(quote: string, email: string): void {
  appStore.set(givenEmailAtom(quote), email);
}

export function givenQuoteEmail(quote: string): string | null {
  return appStore.get(givenEmailAtom(quote));
}

/**
 * A draft per key (a quote, an order) for state that is not a step flow (step flows keep theirs in
 * src/ui/session-reducer.ts), in this tab's sessionStorage, under `${name}:${key}`: a reload
 * keeps what the customer typed and chose, while another tab or a later visit starts from the server's
 * data. Returns the hook that reads and writes one key's draft; setting it to RESET clears it.
 */
export function sessionDraft<T>(name: string, empty: T) {
  const draftAtom = storedAtomFamily<T>(name, empty);
  return function useSessionDraft(key: string) {
    return useAtom(draftAtom(key));
  };
}
