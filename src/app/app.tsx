import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog-provider';
import { landingAddress, preloadPagesAt, routes } from './routes';
import { ContractViolationAlerts } from './dev/contract-violation-alerts';
import { sendLandingCall } from './landing-call';
import { atMost } from './lazy-page';

/**
 * Waits for the page the visitor landed on (its chunk is already downloading: the HTML asked for it,
 * decision 290), so the first render shows the page, not "Loading the page". A failed load is left to
 * the page itself, which reloads once or shows the error page.
 */
export function landingPageLoaded(location: Pick<Location, 'pathname' | 'search'> = window.location): Promise<void> {
  // Never a blank page: past this, the page renders with its "Loading the page" fallbacks, and the
  // address is left to the router (a redirect written behind its back would not be seen).
  let beforeFirstRender = true;
  sendLandingCall(location);
  return atMost(LANDING_WAIT_MS, landingReady(location, () => beforeFirstRender)).finally(() => {
    beforeFirstRender = false;
  });
}

/** How long the first render waits for the landing page once the app runs; a slower line then sees "Loading the page". */
const LANDING_WAIT_MS = 1_000;

/**
 * The landing's page, and its redirect (the step shown, say) applied to the address before the first
 * render, so the first render is the last (decision 290).
 */
async function landingReady(location: Pick<Location, 'pathname' | 'search'>, beforeFirstRender: () => boolean): Promise<void> {
  const asked = `${location.pathname}${location.search}`;
  const [shown] = await Promise.all([landingAddress(asked), preloadPagesAt(location.pathname)]);
  if (shown === asked || !beforeFirstRender()) return;
  window.history.replaceState(window.history.state, '', shown);
  const shownPath = new URL(shown, window.location.href).pathname;
  if (shownPath !== location.pathname) await preloadPagesAt(shownPath);
}

/** The data router (the step flows block a Forward with useBlocker), made once the landing's address is settled. */
let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * Providers that every page shares: the one error dialog. Shared state needs no provider here:
 * jotai's hooks use its one default store, so the state library loads with the first page that
 * keeps state, not with the entry chunk (decision 250).
 */
export function App() {
  return (
    <ErrorDialogProvider>
      {import.meta.env.DEV && <ContractViolationAlerts />}
      <RouterProvider router={(router ??= createBrowserRouter(routes))} />
    </ErrorDialogProvider>
  );
}
