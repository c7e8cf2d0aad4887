import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog';
import { routes } from './routes';
import { ContractViolationAlerts } from './dev/contract-violation-alerts';

const router = createBrowserRouter(routes);

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
