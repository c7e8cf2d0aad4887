import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ErrorDialogProvider } from '@/ui/error-dialog-provider';
import { ContractViolationAlerts } from './dev/contract-violation-alerts';
import { appRoutes } from './routes';

// Made as the entry runs: a landing's page, its loader and the loader's calls start before React renders.
const router = createBrowserRouter(appRoutes());

/** The one error dialog; state needs no provider, so jotai loads with the first page that keeps state (decision 962). */
export function App() {
  return (
    <ErrorDialogProvider>
      {import.meta.env.DEV && <ContractViolationAlerts />}
      <RouterProvider router={router} />
    </ErrorDialogProvider>
  );
}
