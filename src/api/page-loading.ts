// Whether the page is still loading what it shows: the loads in flight of useLoad, the one way a page
// loads server data. Work that can wait (error reporting's 55 KB, decision 680) waits for the page to
// have shown its content: on a phone, downloading and running it earlier delays that content.
// A count, not client state: nothing renders from it.
let loadsInFlight = 0;
const waiting = new Set<() => void>();

/** Counts a load of the page until the returned function is called (once; later calls do nothing). */
export function pageLoadStarted(): () => void {
  loadsInFlight += 1;
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    loadsInFlight -= 1;
    if (loadsInFlight > 0) return;
    for (const callback of [...waiting]) {
      waiting.delete(callback);
      callback();
    }
  };
}

export function pageLoading(): boolean {
  return loadsInFlight > 0;
}

/** Calls back at once when no load is in flight, else once the last one has settled. */
export function whenPageLoaded(callback: () => void): void {
  if (loadsInFlight === 0) callback();
  else waiting.add(callback);
}
