// "A failed lazy load of a page reloads the target URL", once per URL (a sessionStorage flag), so a chunk really gone
// (a deploy replaced it) shows the error page instead of reloading forever.
import { nextTask } from '@/ui/after-next-paint';

const RELOAD_FLAG_PREFIX = 'page-chunk-reload:';

export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

function readFlag(url: string): boolean {
  try {
    return sessionStorage.getItem(RELOAD_FLAG_PREFIX + url) !== null;
  } catch {
    return true; // Storage blocked: never reload, since we could not stop a loop.
  }
}

function writeFlag(url: string, set: boolean) {
  try {
    if (set) sessionStorage.setItem(RELOAD_FLAG_PREFIX + url, '1');
    else sessionStorage.removeItem(RELOAD_FLAG_PREFIX + url);
  } catch {
    // Storage blocked: readFlag already refuses to reload.
  }
}

/** A module for the router's `lazy`, failing with PageLoadError; a success clears the address's flag for a later deploy. */
export function loadPage<Module>(load: () => Promise<Module>, currentUrl = () => window.location.href): Promise<Module> {
  // Asked for in the task after the tap that opened the page, so a frame that is due paints the tap first: Vite adds a
  // preload link per chunk the page needs, a phone's 20-30 ms inside the tap otherwise. No wait for a frame: a first
  // visit loads through here too, and a tab in the background paints none (decision 965).
  return nextTask().then(load).then(
    (module) => {
      writeFlag(currentUrl(), false);
      return module;
    },
    (cause: unknown) => {
      throw new PageLoadError('This page could not be loaded', { cause });
    },
  );
}

/** Whether a page that did not load at `url` is reloaded: not yet reloaded for it in this tab. */
export function reloadsFirst(url: string): boolean {
  return !readFlag(url);
}

/** Reloads `url`, the address shown, and remembers that it did. */
export function reloadOnce(url: string, reload: () => void = () => window.location.reload()): void {
  writeFlag(url, true);
  reload();
}
