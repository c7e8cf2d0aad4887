// The one way a flow says it moved on in place (a checkout or booking step, a question, check your
// answers): focus moves into the new step, so a screen reader announces it and the keyboard carries
// on from there. A route change focuses the main content instead (moveToPageStart in layout.tsx).
import { useEffect, useRef, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint';

export interface StepFocusOptions<T extends HTMLElement> {
  /** Focus the first step shown too (a question's first field as the page opens); by default only a change of step. */
  onFirstShow?: boolean;
  /** What takes focus inside the ref's element (a form's first field); the element itself by default. */
  target?: (root: T) => HTMLElement | null | undefined;
  /**
   * 'into-view' (default): the browser scrolls the focus into view if it is off screen. 'page-top': the
   * page starts again at the top, as a new page would. 'none': the page stays where it is.
   */
  scroll?: 'into-view' | 'page-top' | 'none';
}

/**
 * Returns the ref for the step's heading (give it tabIndex={-1}) or its form. When `step` changes,
 * focus moves there once the new step is painted (focus needs its layout, and forcing that inside
 * React's commit would make one long task of both); unless the customer has already moved into it.
 * An undefined `step` is one not shown yet (still loading): its first value counts as the first step.
 */
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
