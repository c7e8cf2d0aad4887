import { lazy, type ComponentType, type FunctionComponent } from 'react';
import { loadOnce } from '@/ui/load-once';

// A page chunk can fail to load, most often because a deploy replaced the hashed file the old
// page still points at. Spec: "A failed lazy load of a page reloads the target URL". Reload once
// per URL (a sessionStorage flag), so a chunk that is really gone shows the error page with a
// retry button instead of reloading forever.
const RELOAD_FLAG_PREFIX = 'page-chunk-reload:';

export class PageLoadError extends Error {
  override name = 'PageLoadError';
}

function reloadFlagKey(url: string) {
  return `${RELOAD_FLAG_PREFIX}${url}`;
}

function readFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return true; // Storage blocked: never reload, since we could not stop a loop.
  }
}

function writeFlag(key: string, set: boolean) {
  try {
    if (set) sessionStorage.setItem(key, '1');
    else sessionStorage.removeItem(key);
  } catch {
    // Storage blocked: readFlag already refuses to reload.
  }
}

export interface PageLoaderEnvironment {
  currentUrl: () => string;
  reload: () => void;
}

const browser: PageLoaderEnvironment = {
  currentUrl: () => window.location.href,
  reload: () => window.location.reload(),
};

/**
 * Wraps a page's dynamic import: on failure, reloads the URL the customer was going to (React.lazy
 * renders after the router has committed the new URL, so it is the current one) once; a second
 * failure rejects with PageLoadError for the route error boundary.
 */
export function loadPageOnce<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  environment: PageLoaderEnvironment = browser,
): () => Promise<{ default: ComponentType<Props> }> {
  return async () => {
    const key = reloadFlagKey(environment.currentUrl());
    try {
      const module = await load();
      writeFlag(key, false);
      return module;
    } catch (cause) {
      if (!readFlag(key)) {
        writeFlag(key, true);
        environment.reload();
        // Keep the Suspense fallback up while the browser reloads.
        return new Promise<never>(() => {});
      }
      writeFlag(key, false);
      throw new PageLoadError('This page could not be loaded', { cause });
    }
  };
}

/** A lazily loaded page whose chunk can be asked for ahead of its first render. */
export interface PreloadablePage extends FunctionComponent {
  preload: () => Promise<void>;
}

/**
 * React.lazy with the reload-once rule, plus `preload()`. Once its chunk is in, the page renders at once:
 * React.lazy would still suspend on its first render, and React shows content that replaces a fallback
 * no sooner than 300 ms later, which is what a customer landing on the page would wait for (decision 290).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  const page = loadOnce(loadPageOnce(load));
  // One load per page: a failure stays failed until "Try again" reloads the document (as React.lazy
  // does), so a second try cannot clear the reload-once flag and reload again.
  let first: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => (first ??= page.load());
  const Lazy = lazy(loadPage);
  const Page = () => {
    const Loaded = page.loaded()?.default;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload: () => loadPage().then(() => undefined) });
}

/** Settles when `work` does or after `ms`, whichever comes first; never rejects. */
export function atMost(ms: number, work: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
