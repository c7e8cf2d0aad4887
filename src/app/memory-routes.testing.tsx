// For the shell's tests: a route table in React Router's memory data router, rendered as the app renders
// its browser router; the router is handed back for its state and navigate.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';

export type TestRouter = ReturnType<typeof createMemoryRouter>;

export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex, wrapper }: { initialEntries?: string[]; initialIndex?: number; wrapper?: (children: ReactNode) => ReactNode } = {},
): TestRouter {
  const router = createMemoryRouter(routes, { initialEntries, initialIndex });
  const tree = <RouterProvider router={router} />;
  render(wrapper ? wrapper(tree) : tree);
  return router;
}
