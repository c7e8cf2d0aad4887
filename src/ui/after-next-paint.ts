// Work that must not delay a paint: the results' off-screen cards, a question's first focus.
/**
 * Runs `callback` after the next frame is painted: at once (a task queued from that frame's rAF runs
 * after its paint), or once the browser is idle after it (where there is requestIdleCallback).
 * Returns the cancel function.
 */
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
