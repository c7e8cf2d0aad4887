// The one way a step flow (checkout, service, plans, survey, enquiry) ties its steps to the browser's
// history (decision 520). The address names the step shown (?step=key; the first step keeps the
// address the flow was opened with) and each entry carries its depth in the flow, so Back and Forward move one step and never leave the flow by surprise:
// - a forward move of the flow pushes an entry; a backward one (its Back link, the step list, a
//   date sent back to the calendar) rewrites the current entry, so Back then goes to the step
//   before it, not to the step just left;
// - browser Back asks the flow to go back to the step the entry names (backward moves are not
//   guarded); an entry naming a step the flow is not behind (left from before a reload, or
//   rewritten) is passed over;
// - browser Forward is the step's own Continue, with its save and checks: the address returns to
//   the step shown, then the step's form is submitted, or the flow's forward move runs. Forward to
//   a step not shown since the page opened is ignored;
// - while a save is in flight a history move is undone; once the flow is finished (paid, booked,
//   sent) Back leaves it for the page before it instead of reopening a step.
// A reload asks to return to the step its address names (requestedStep); the flow's load decides
// whether it may, and the address is rewritten to name the step opened.
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate, useNavigationType, type Location } from 'react-router-dom';
import { POPUP_PARAM } from './popup-names';

export const STEP_PARAM = 'step';

/** What a flow's entries carry in history.state: how many entries of the flow lie behind this one. */
interface StepEntryState {
  readonly stepDepth?: number;
}

export interface StepHistoryOptions {
  /** The flow's step keys in order; the address names the current one. */
  readonly steps: readonly string[];
  /** The current step's index in `steps`. */
  readonly index: number;
  /** A save or check is in flight: Back and Forward are undone until it ends. */
  readonly busy?: boolean;
  /** Paid, booked or sent: no step is reopened, and Back leaves the flow. */
  readonly finished?: boolean;
  /** The flow's backward move to an earlier step. */
  readonly goBack: (index: number) => void;
  /** The flow's forward move from the current step (its Continue) when the step has no form; without it only a form moves forward. */
  readonly goForward?: () => void;
  /** The step's heading (the step-focus ref): a form in its section is what Forward submits. */
  readonly heading?: RefObject<HTMLElement | null>;
}

function entryDepth(location: Pick<Location, 'state'>): number | undefined {
  const depth = (location.state as StepEntryState | null)?.stepDepth;
  return typeof depth === 'number' ? depth : undefined;
}

/** How many of the flow's own entries lie behind this one (0 on its first, or on an entry not the flow's). */
export function entriesBehind(location: Pick<Location, 'state'>): number {
  return entryDepth(location) ?? 0;
}

/** The step an entry names: the first step when the address names none. */
function entryStep(location: Location, steps: readonly string[]): string | null {
  return new URLSearchParams(location.search).get(STEP_PARAM) ?? steps[0] ?? null;
}

/**
 * The step a reload asks to return to: the one the address names, or the first step when the entry
 * is one of the flow's own (it carries a depth) and names none. A new visit (a link, another page's
 * button) asks for none, so the flow opens where its load rule says.
 */
export function requestedStep<K extends string>(location: Pick<Location, 'search' | 'state'>, steps: readonly K[]): K | null {
  const named = new URLSearchParams(location.search).get(STEP_PARAM);
  if (named !== null) return steps.find((key) => key === named) ?? null;
  return (location.state as StepEntryState | null)?.stepDepth === undefined ? null : (steps[0] ?? null);
}

/** Forward on a step runs what its button does: submit the step's form, else the flow's move. */
function continueStep(heading: HTMLElement | null | undefined, goForward: (() => void) | undefined) {
  const form = (heading?.closest('section') ?? heading?.parentElement)?.querySelector('form');
  if (form) form.requestSubmit();
  else goForward?.();
}

export function useStepHistory({ steps, index, busy = false, finished = false, goBack, goForward, heading }: StepHistoryOptions): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const key = steps[index];

  /** The entry the flow last matched: its step and depth. */
  const synced = useRef<{ key: string; depth: number } | null>(null);
  /** Steps shown since the page opened: the only ones Forward may return to. */
  const shown = useRef(new Set<string>());
  /** A history move the hook made itself, and what to do once it lands. */
  const awaiting = useRef<{ depth: number; then?: () => void } | null>(null);
  /** The entry a Forward was asked for: the flow's move onto its step goes there, keeping the entries beyond. */
  const ahead = useRef<{ depth: number; key: string } | null>(null);
  const seenLocation = useRef<string | null>(null);
  const actions = useRef({ goBack, goForward, heading });
  actions.current = { goBack, goForward, heading };

  useEffect(() => {
    if (key === undefined) return; // still loading
    shown.current.add(key);
    const locationChanged = seenLocation.current !== location.key;
    seenLocation.current = location.key;

    const write = (stepKey: string, depth: number, replace: boolean) => {
      const params = new URLSearchParams(location.search);
      if (stepKey === steps[0]) params.delete(STEP_PARAM);
      else params.set(STEP_PARAM, stepKey);
      params.delete(POPUP_PARAM);
      const search = params.size > 0 ? `?${params}` : '';
      const kept = replace && location.state && typeof location.state === 'object' ? location.state : {};
      navigate({ pathname: location.pathname, search, hash: location.hash }, { replace, state: { ...kept, stepDepth: depth } });
      synced.current = { key: stepKey, depth };
    };
    const travel = (delta: number, then?: () => void) => {
      awaiting.current = { depth: (entryDepth(location) ?? 0) + delta, then };
      navigate(delta);
    };

    const landedDepth = entryDepth(location);
    if (synced.current === null) {
      // First show (a link, a reload, a return from another page): the address names this step.
      const depth = landedDepth ?? 0;
      if (entryStep(location, steps) !== key || landedDepth === undefined) write(key, depth, true);
      else synced.current = { key, depth };
      return;
    }

    if (locationChanged && navigationType === 'POP') {
      const pending = awaiting.current;
      awaiting.current = null;
      if (pending && pending.depth === landedDepth) {
        synced.current = { key, depth: landedDepth };
        pending.then?.();
        return;
      }
      const landedKey = entryStep(location, steps);
      const target = landedKey === null ? -1 : steps.indexOf(landedKey);
      // An entry without a depth is a popup's over this step: closing or reopening it moves no step.
      if (landedDepth === undefined) return;
      const from = synced.current.depth;
      if (landedDepth < from) {
        if (busy) travel(from - landedDepth);
        else if (!finished && landedKey !== null && target >= 0 && target < index) {
          synced.current = { key: landedKey, depth: landedDepth };
          actions.current.goBack(target);
        } else navigate(-1); // nothing to show there: keep going back
        return;
      }
      if (landedDepth > from) {
        const canReturn = !busy && !finished && landedKey !== null && target > index && shown.current.has(landedKey);
        const { heading: headingRef, goForward: forward } = actions.current;
        ahead.current = canReturn && landedDepth === from + 1 ? { depth: landedDepth, key: landedKey } : null;
        travel(from - landedDepth, canReturn ? () => continueStep(headingRef?.current, forward) : undefined);
      }
      return;
    }

    if (awaiting.current || key === synced.current.key) return;
    // The flow moved itself: forward pushes an entry (or returns to the one a Forward asked for),
    // anything else rewrites the current one.
    const previous = steps.indexOf(synced.current.key);
    const forward = previous >= 0 && previous < index;
    const asked = ahead.current;
    ahead.current = null;
    if (forward && asked?.key === key && asked.depth === synced.current.depth + 1) {
      synced.current = { key, depth: asked.depth };
      awaiting.current = { depth: asked.depth };
      navigate(1);
      return;
    }
    write(key, synced.current.depth + (forward ? 1 : 0), !forward);
  }, [key, index, steps, busy, finished, location, navigate, navigationType]);
}
