// The one way a step flow shows its steps (decision 956): the address names the step, Continue saves then pushes the next,
// Forward waits for the same save (useBlocker), Back is not guarded (purchase §4).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate, useNavigation, type Location } from 'react-router-dom';
import { shownIndex, type StepDefinition, type StepReach } from '@/domain/steps/step-list';
import { afterPaint } from './after-next-paint';
import { retryCanWork, useErrorDialog } from './error-dialog';
import { POPUP_PARAM } from './popup-names';
import { useStepFocus } from './step-focus';

const STEP_PARAM = 'step';

/** A failed call as the API layer answers it (src/api/call.ts ApiFailure): status 0 is no answer at all. */
export interface SaveFailure {
  readonly status: number;
  readonly message: string;
}

/** A step's save: null once saved (the flow moves on), the failure to show, or 'stay' when the flow's own rules keep the customer on the step. */
export type StepSaveOutcome = SaveFailure | 'stay' | null;

export interface FlowStep<K extends string, I> extends StepDefinition<K> {
  /** What leaving the step forward saves, given what its form submitted; without it the step has nothing to save. */
  readonly save?: (input?: I) => Promise<StepSaveOutcome>;
}

export interface StepFlowTable<K extends string, I> {
  readonly steps: readonly FlowStep<K, I>[];
  readonly reach: StepReach;
  /** Where a finished flow gives way to (a paid checkout's order page); by default its last step. */
  readonly finishedAt?: string;
}

/** What the flow's own entries carry in history.state: the steps of the flow's entries behind this one. */
interface StepEntryState {
  readonly stepTrail?: readonly string[];
}

function trailOf(location: Pick<Location, 'state'>): readonly string[] {
  const trail = (location.state as StepEntryState | null)?.stepTrail;
  return Array.isArray(trail) ? trail : [];
}

/** The index of the step an address names: null for none, -1 for a step the flow lacks. */
function namedIndex(location: Pick<Location, 'search'>, keys: readonly string[]): number | null {
  const named = new URLSearchParams(location.search).get(STEP_PARAM);
  return named === null ? null : keys.indexOf(named);
}

/** The address of a step: the first keeps the address the flow was opened with (no ?step), a popup's name is dropped. */
function stepSearch(location: Pick<Location, 'search'>, keys: readonly string[], index: number): string {
  const params = new URLSearchParams(location.search);
  params.delete(POPUP_PARAM);
  if (index === 0) params.delete(STEP_PARAM);
  else params.set(STEP_PARAM, keys[index] ?? '');
  return params.size > 0 ? `?${params}` : '';
}

/** The form of the step whose heading this is: what Forward submits, as Continue would. */
function stepForm(heading: HTMLElement | null): HTMLFormElement | null {
  return (heading?.closest('section') ?? heading?.parentElement)?.querySelector('form') ?? null;
}

/**
 * The step shown (the one the address names, as far as the flow may go), whether its save runs, Continue (`next`: the save,
 * then the next step's address), Back (`goTo`, not guarded) and the heading that takes focus when the step changes.
 */
export function useStepFlow<K extends string, I = never>({ steps, reach, finishedAt }: StepFlowTable<K, I>) {
  const location = useLocation();
  const navigate = useNavigate();
  const { showApiError, showStepFailure } = useErrorDialog();
  const keys = steps.map((step) => step.key);
  // The entry the flow opened on: an address that names no step opens where the load puts it.
  const openedOn = useRef<string | null>(null);
  if (steps.length > 0 && openedOn.current === null) openedOn.current = location.key;
  const named = namedIndex(location, keys);
  const index = shownIndex(steps.length, named, location.key === openedOn.current, reach);
  // The entry a save started on, until the flow has left it.
  const [savingOn, setSavingOn] = useState<string | null>(null);
  const running = useRef(false);
  const saving = savingOn !== null;
  const headingRef = useStepFocus<HTMLHeadingElement>(steps[index]?.key);

  // What the blocker and a save's outcome read after the render that started them.
  const latest = useRef({ steps, keys, index, location, finished: reach.finished });
  latest.current = { steps, keys, index, location, finished: reach.finished };
  useEffect(() => {
    if (savingOn !== null && savingOn !== location.key && !running.current) setSavingOn(null);
  }, [savingOn, location.key]);

  // Forward to a later step of the flow waits for the step's save; Back, and anything else, goes.
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    const now = latest.current;
    if (historyAction !== 'POP' || now.finished || now.steps.length === 0 || nextLocation.pathname !== currentLocation.pathname) return false;
    const target = namedIndex(nextLocation, now.keys) ?? 0;
    return target > now.index;
  });
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  const showFailure = useCallback(
    ({ status, message }: SaveFailure, again: () => void) => {
      const options = retryCanWork(status) ? { retry: again } : {};
      return status === 0 ? showApiError(message, options) : showStepFailure(message, options);
    },
    [showApiError, showStepFailure],
  );

  const next = useCallback(
    async function next(input?: I): Promise<void> {
      const { steps: current, keys: keysThen, index: from, location: at } = latest.current;
      const step = current[from];
      if (running.current || !step || from >= current.length - 1) return;
      running.current = true;
      // The press paints before the wait shows, the save starts or the next step renders (decision 965).
      await afterPaint();
      if (step.save) setSavingOn(at.key);
      const outcome = await (step.save?.(input) ?? null);
      running.current = false;
      const held = blockerRef.current;
      const moved = latest.current.location.key !== at.key;
      if (outcome !== null || moved) setSavingOn(null);
      if (outcome !== null) {
        if (held.state === 'blocked') held.reset();
        // The same save again, with what the customer gave, from the dialog's "Try again".
        if (outcome !== 'stay') showFailure(outcome, () => void next(input));
      } else if (held.state === 'blocked') held.proceed();
      // The customer moved while it saved (Back): their move stands.
      else if (!moved) {
        // Shown at once (a step still loading its code shows that it loads), not held back as a transition.
        navigate({ pathname: at.pathname, search: stepSearch(at, keysThen, from + 1), hash: at.hash }, { state: { stepTrail: [...trailOf(at), step.key] }, flushSync: true });
      }
    },
    [navigate, showFailure],
  );

  // A Forward held by the blocker: the step's Continue, its form submitted when it has one.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (running.current) return blocker.reset();
    const form = stepForm(headingRef.current);
    if (form) form.requestSubmit();
    else void next();
  }, [blocker, next, headingRef]);

  const goTo = useCallback(
    (target: number) => {
      const { keys: keysNow, index: from, location: at, finished } = latest.current;
      const key = keysNow[target];
      if (finished || key === undefined || target >= from) return;
      // Back through the history when the entry is there, so Forward still leads on; else in place.
      const trail = trailOf(at);
      const behind = trail.lastIndexOf(key);
      if (behind >= 0) navigate(behind - trail.length);
      else navigate({ pathname: at.pathname, search: stepSearch(at, keysNow, target), hash: at.hash }, { replace: true, state: at.state });
    },
    [navigate],
  );

  // The address follows the step shown, and a finished flow returns to its first entry then gives way, so Back leaves it.
  // Each entry is left once: renders before the router's navigation settles still see the old address. Nothing moves
  // while the router takes the customer elsewhere (a Back to a page still loading): their move stands.
  const left = useRef<string | null>(null);
  const depth = trailOf(location).length;
  const shownKey = steps[index]?.key;
  const elsewhere = useNavigation().state !== 'idle';
  useEffect(() => {
    if (shownKey === undefined || elsewhere || running.current || savingOn === location.key || left.current === location.key) return;
    if (reach.finished && depth > 0) {
      left.current = location.key;
      navigate(-depth);
    } else if (reach.finished && finishedAt) {
      left.current = location.key;
      navigate(finishedAt, { replace: true });
    } else if (named === null ? index !== 0 : keys[named] !== shownKey) {
      left.current = location.key;
      navigate({ pathname: location.pathname, search: stepSearch(location, keys, index), hash: location.hash }, { replace: true, state: location.state });
    }
  });

  return { index, step: steps[index], saving, next, goTo, headingRef };
}
