// The one module that imports jotai (Excalidraw's pattern): features and the app take atoms and
// hooks from here, and ESLint bans importing 'jotai' anywhere else, so the store has one owner.
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export { atom, createStore, Provider as StateProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

// No app-wide Provider: the hooks use jotai's one default store (decision 250); tests wrap a
// component in <StateProvider store={createStore()}> for a store of their own.

/**
 * A draft per key (a quote, an order) in this tab's sessionStorage, under `${name}:${key}`: a reload
 * keeps what the customer typed and chose, while another tab or a later visit starts from the server's
 * data. Returns the hook that reads and writes one key's draft.
 */
export function sessionDraft<T>(name: string, empty: T) {
  const storage = createJSONStorage<T>(() => sessionStorage);
  const atoms = new Map<string, ReturnType<typeof atomWithStorage<T>>>();
  return function useSessionDraft(key: string) {
    let draft = atoms.get(key);
    if (!draft) {
      draft = atomWithStorage<T>(`${name}:${key}`, empty, storage, { getOnInit: true });
      atoms.set(key, draft);
    }
    return useAtom(draft);
  };
}
