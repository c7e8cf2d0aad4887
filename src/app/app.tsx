import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog';
import { routes } from './routes';
import { ContractViolationAlerts } from './dev/contract-violation-alerts';
import { atMost } from './lazy-page';
import type { RouteHandle } from './route-names';

const router = createBrowserRouter(routes);

/**
 * Waits for the page the visitor landed on (its chunk is already downloading: the HTML asked for it,
 * decision 290), so the first render shows the page, not "Loading the page". A failed load is left to
 * the page itself, which reloads once or shows the error page.
 */
export function landingPageLoaded(location: Pick<Location, 'pathname'> = window.location): Promise<void> {
  // Never a blank page: past this, the page renders with its "Loading the page" fallbacks.
  return atMost(LANDING_WAIT_MS, pageAndLoaders(location));
}

/** How long the first render waits for the landing page once the app runs; a slower line then sees "Loading the page". */
const LANDING_WAIT_MS = 1_000;

async function pageAndLoaders(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.(match.params))).catch(() => {});
  // And for the route's loaders (a redirect to the step shown, say): the first render is then the last.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
}

/**
 * Providers that every page shares: the one error dialog. Shared state needs no provider here:
 * jotai's hooks use its one default store, so the state library loads with the first page that
 * keeps state, not with the entry chunk (decision 250).
 */
export function App() {
  return (
    <ErrorDialogProvider>
      {import.meta.env.DEV && <ContractViolationAlerts />}
      <RouterProvider router={router} />
    </ErrorDialogProvider>
  );
}
