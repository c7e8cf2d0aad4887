// The one module that imports jotai (Excalidraw's pattern): features and the app take atoms and
// hooks from here, and ESLint bans importing 'jotai' anywhere else, so the store has one owner.
export { atom, createStore, Provider as StateProvider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';
export { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

// No app-wide Provider: the hooks use jotai's one default store (decision 250); tests wrap a
// component in <StateProvider store={createStore()}> for a store of their own.
