// Focus moves into a step a flow shows in place, so a screen reader announces it (a route change uses moveToPageStart).
import { useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint';

export interface StepFocusOptions<T extends HTMLElement> {
  /** Focus the first step shown too (a question's first field as the page opens); by default only a change of step. */
  onFirstShow?: boolean;
  /** What takes focus inside the ref's element (a form's first field); the element itself by default. */
  target?: (root: T) => HTMLElement | null | undefined;
  /** Scroll the focus into view (default), start the page at the top as a new page would, or stay. */
  scroll?: 'into-view' | 'page-top' | 'none';
}

/** The ref of the step's heading or form, focused after the new step paints, as its layout in React's commit is one long task. */
export function useStepFocus<T extends HTMLElement>(step: string | number | undefined, { onFirstShow = false, target, scroll = 'into-view' }: StepFocusOptions<T> = {}): RefObject<T | null> {
  const ref = useRef<T>(null);
  const shown = useRef<string | number | undefined>(undefined);
  const targetRef = useRef(target);
  targetRef.current = target;

  useEffect(() => {
    if (step === undefined || shown.current === step) return;
    if (shown.current === undefined && !onFirstShow) {
      shown.current = step;
      return;
    }
    // Counted as shown once focused: a render that cancels this one (a newer step) schedules its own.
    return afterNextPaint(() => {
      shown.current = step;
      const root = ref.current;
      if (!root) return;
      const active = document.activeElement;
      if (active !== root && root.contains(active)) return; // the customer got there first
      const element = targetRef.current?.(root) ?? root;
      if (scroll === 'page-top') window.scrollTo({ top: 0 });
      element.focus({ preventScroll: scroll !== 'into-view' });
    });
  }, [step, onFirstShow, scroll]);

  return ref;
}
