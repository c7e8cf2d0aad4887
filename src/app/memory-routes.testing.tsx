// For the shell's tests: a route table rendered in a MemoryRouter, with the router's location and
// navigate handed back, as the data router's own object used to give them.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateFunction, type RouteObject } from 'react-router-dom';

export interface TestRouter {
  /** The location shown now. */
  readonly location: Location;
  navigate: NavigateFunction;
}

export function renderRoutes(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex, wrapper }: { initialEntries?: string[]; initialIndex?: number; wrapper?: (children: ReactNode) => ReactNode } = {},
): TestRouter {
  const router: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  function Routes() {
    router.location = useLocation();
    router.navigate = useNavigate();
    return useRoutes(routes);
  }
  const tree = (
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
      <Routes />
    </MemoryRouter>
  );
  render(wrapper ? wrapper(tree) : tree);
  return {
    get location() {
      return router.location!;
    },
    // The navigate of the latest render (a new one each time the location changes).
    navigate: ((...args: unknown[]) => (router.navigate as unknown as (...forwarded: unknown[]) => unknown)(...args)) as NavigateFunction,
  };
}
