// For the shell's tests: a route table rendered by a memory data router (createMemoryRouter, as the
// app's createBrowserRouter), with the router's location and navigate handed back.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type Location, type NavigateFunction, type RouteObject } from 'react-router-dom';

export interface TestRouter {
  /** The location shown now. */
  readonly location: Location;
  navigate: NavigateFunction;
}

export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex, wrapper }: { initialEntries?: string[]; initialIndex?: number; wrapper?: (children: ReactNode) => ReactNode } = {},
): TestRouter {
  const router = createMemoryRouter(routes, { initialEntries, ...(initialIndex === undefined ? {} : { initialIndex }) });
  const tree = <RouterProvider router={router} />;
  render(wrapper ? wrapper(tree) : tree);
  return {
    get location() {
      return router.state.location;
    },
    navigate: router.navigate as NavigateFunction,
  };
}
