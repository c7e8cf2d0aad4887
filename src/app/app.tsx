import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog';
import { StateProvider, appStore } from '@/ui/state';
import { routes } from './routes';
import { ContractViolationAlerts } from './dev/contract-violation-alerts';

const router = createBrowserRouter(routes);

/** Providers that every page shares: the one jotai store and the one error dialog. */
export function App() {
  return (
    <StateProvider store={appStore}>
      <ErrorDialogProvider>
        {import.meta.env.DEV && <ContractViolationAlerts />}
        <RouterProvider router={router} />
      </ErrorDialogProvider>
    </StateProvider>
  );
}
