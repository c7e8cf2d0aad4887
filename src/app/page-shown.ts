// When work that can wait starts: once the page has shown its content (decision 680). A page that
// loads from the server first paints its waiting state, and its content once the answer is in; code
// loaded in between (error reporting, the error dialog's view) would compete with that content for
// the phone's connection and main thread.
import { pageLoading, whenPageLoaded } from '@/api/page-loading';
import { afterNextPaint } from '@/ui/after-next-paint';

export type IdleScheduler = (callback: () => void) => void;

const FIRST_PAINT = 'first-contentful-paint';
// A page that never paints content (a blank tab in the background) still starts reporting by then.
const FIRST_PAINT_WAIT_MS = 10_000;

/** Calls back once the page has painted content: a page waiting for its data is often idle before that. */
export function whenFirstPainted(callback: () => void, performanceApi: Pick<Performance, 'getEntriesByName'> = performance): void {
  if (performanceApi.getEntriesByName(FIRST_PAINT).length > 0 || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    callback();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName(FIRST_PAINT).length > 0) finish();
  });
  const fallback = setTimeout(finish, FIRST_PAINT_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}

// A page still loading its content after this long (a call on its retries) gets error reporting anyway.
const PAGE_SHOWN_WAIT_MS = 10_000;

const whenIdle: IdleScheduler = (callback) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 4_000 });
  else setTimeout(callback, 2_000);
};

// What rendered is on the screen two frames later; then an idle moment.
const whenOnScreen: IdleScheduler = (callback) => void afterNextPaint(() => afterNextPaint(callback, { whenIdle: true }));

/**
 * Calls back in an idle moment once the page has painted and none of its loads is in flight: a page
 * that loads from the server first paints its waiting state, and its content once the answer is in.
 * Checked when idle, as by then the page's effects have sent their calls and an answer just in has
 * rendered.
 */
export function whenPageShown(
  callback: () => void,
  {
    performanceApi = performance,
    idle = whenIdle,
    onScreen = whenOnScreen,
  }: { performanceApi?: Pick<Performance, 'getEntriesByName'>; idle?: IdleScheduler; onScreen?: IdleScheduler } = {},
): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback();
  };
  const fallback = setTimeout(finish, PAGE_SHOWN_WAIT_MS);
  const check = () =>
    idle(() => {
      if (pageLoading()) whenPageLoaded(check);
      else onScreen(finish);
    });
  whenFirstPainted(check, performanceApi);
}
