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

/**
 * Resolves in a task of its own. Work a tap sets going waits for it, so the browser can paint the tap's feedback
 * first: a customer's tap answers within a frame, whatever it then loads or checks.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
