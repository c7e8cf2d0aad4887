import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog-provider';
import { ContractViolationAlerts } from './dev/contract-violation-alerts';
import { appRoutes } from './routes';

// Made as the entry runs: a landing's page, its loader and the loader's calls start before React renders.
const router = createBrowserRouter(appRoutes());

/**
 * Providers that every page shares: the one error dialog. Shared state needs no provider here:
 * jotai's hooks use its one default store, so the state library loads with the first page that
 * keeps state, not with the entry chunk (decision 962).
 */
export function App() {
  return (
    <ErrorDialogProvider>
      {import.meta.env.DEV && <ContractViolationAlerts />}
      <RouterProvider router={router} />
    </ErrorDialogProvider>
  );
}
