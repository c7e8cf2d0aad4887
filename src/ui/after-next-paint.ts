// Work that must not delay a paint: the results' off-screen cards, a question's first focus, what a tap sets going.
/** Runs `callback` after the next paint (a task queued from its rAF), or when idle after it; returns the cancel function. */
export function afterNextPaint(callback: () => void, { whenIdle = false } = {}): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    if (whenIdle && 'requestIdleCallback' in window) idle = window.requestIdleCallback(callback, { timeout: 1_000 });
    else timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/** How long work a tap set going waits for a frame that does not come: a tab in the background paints none. */
const NO_FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has painted, or after NO_FRAME_WAIT_MS where it paints nothing. Work a tap sets going
 * waits for it, so the tap's own feedback paints first: a customer's tap answers within a frame.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve);
    setTimeout(resolve, NO_FRAME_WAIT_MS);
  });
}

/** Resolves in a task of its own, never waiting for a frame: for work a page's first load runs too. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
