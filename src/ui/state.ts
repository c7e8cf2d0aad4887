// The one module that imports jotai (Excalidraw's pattern): features and the app take atoms and
// hooks from here, and ESLint bans importing 'jotai' anywhere else, so the store has one owner.
import { createStore } from 'jotai';

export { atom, createStore, Provider as StateProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

/** The app's store; tests create their own with createStore(). */
export const appStore = createStore();
