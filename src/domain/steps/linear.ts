// The step machine shared by the service, plans, survey and enquiry flows: forward saves the
// step being left, then advances; backward is not guarded. The flow decides whether the current
// step is ready (its guard) and passes it with `next`.
import { clampIndex, lastIndex, movedBack, withSteps, type StepMachineState } from './step-list';

export type LinearStepState<K extends string> = StepMachineState<K>;

export type LinearStepEvent<K extends string> =
  | { readonly type: 'loaded'; readonly steps: readonly K[]; readonly startIndex: number }
  | { readonly type: 'stepsChanged'; readonly steps: readonly K[] }
  | { readonly type: 'next'; readonly ready: boolean }
  | { readonly type: 'saved' }
  | { readonly type: 'saveFailed'; readonly message: string }
  | { readonly type: 'jumpTo'; readonly index: number }
  | { readonly type: 'back' }
  | { readonly type: 'goTo'; readonly index: number }
  | { readonly type: 'dismissError' };

export function initialLinearState<K extends string>(): LinearStepState<K> {
  return { steps: [], index: 0, phase: 'reloading', error: null };
}

export function linearReducer<K extends string>(state: LinearStepState<K>, event: LinearStepEvent<K>): LinearStepState<K> {
  if (event.type === 'loaded') {
    return { steps: event.steps, index: clampIndex(event.startIndex, event.steps.length), phase: 'idle', error: null };
  }
  if (state.phase === 'reloading') return state;
  switch (event.type) {
    case 'stepsChanged':
      return withSteps(state, event.steps);
    case 'next':
      return state.phase === 'idle' && event.ready && state.index < lastIndex(state.steps)
        ? { ...state, phase: 'saving', error: null }
        : state;
    case 'saved':
      return state.phase === 'saving'
        ? { ...state, phase: 'idle', index: clampIndex(state.index + 1, state.steps.length) }
        : state;
    case 'saveFailed':
      return state.phase === 'saving' ? { ...state, phase: 'idle', error: event.message } : state;
    case 'jumpTo':
      // A jump the flow decides on (complete survey, paid order): forward only, never past the end.
      return state.phase === 'idle' && event.index > state.index
        ? { ...state, index: clampIndex(event.index, state.steps.length) }
        : state;
    case 'back':
      return movedBack(state, state.index - 1);
    case 'goTo':
      return movedBack(state, event.index);
    case 'dismissError':
      return { ...state, error: null };
  }
}
