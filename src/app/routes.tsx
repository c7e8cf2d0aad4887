// The route manifest's table for the data router (decision 963): page and loader are separate lazy chunks, so the
// loader's calls start while the page downloads.
import type { ComponentType } from 'react';
import { data, useLocation, type LoaderFunction, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router-dom';
import { isOneOf } from '@/domain/product-types';
import { PAGES, ROUTES, type PageRoute, type RedirectRoute } from '@/domain/route-manifest';
import { SiteLayout } from '@/ui/layout';
import { LoadingState } from '@/ui/loading-state';
import { redirectFrom } from '@/ui/route-redirect';
import { loadPage } from './page-load';
import { RootLayout } from './root-layout';
import { RootError, RouteError } from './route-error-page';
import type { RouteHandle } from './navigation';

interface LoaderModule {
  readonly loader: LoaderFunction;
  /** The query parameters the loader reads: a change to one loads again. */
  readonly queryKeys?: readonly string[];
}

// Every page and loader module the manifest may name, by file name (routes.test.tsx checks it names each).
export const pageModules = import.meta.glob<{ default: ComponentType }>(['/src/app/pages/*-page.tsx', '/src/features/*/*-page.tsx']);
export const loaderModules = import.meta.glob<LoaderModule>('/src/features/*/*-loader.ts');

/** A loader runs again for another path, a query parameter it reads, or a retry; not for a popup, step or sort. */
export function revalidateOn(queryKeys: readonly string[] = []): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
    defaultShouldRevalidate &&
    (currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search || queryKeys.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key)));
}

/**
 * A page module's lazy Component, a fresh page per path; a failed chunk throws as it renders, as the router renders
 * nothing for a loaderless route whose lazy Component failed.
 */
export function lazyComponent(load: () => Promise<{ default: ComponentType }>): () => Promise<ComponentType> {
  return () =>
    loadPage(load).then(
      ({ default: Page }) =>
        function PageAtPath() {
          return <Page key={useLocation().pathname} />;
        },
      (error: unknown) =>
        function PageNotLoaded(): never {
          throw error;
        },
    );
}

/** The row's redirect, then its allowed :type values, ahead of the page's own loader. */
function guard({ types, redirect: redirectOf }: PageRoute, { params, request }: LoaderFunctionArgs): Response | null {
  const target = redirectOf?.(params);
  if (target) return redirectFrom(request, target);
  if (types && !isOneOf(types, params.type)) throw data(null, { status: 404, statusText: 'Not Found' });
  return null;
}

function pageRoute(route: PageRoute): RouteObject {
  const entry: { module: string; loader?: string } = PAGES[route.page];
  const page = pageModules[`/${entry.module}`]!;
  const own = entry.loader ? loaderModules[`/${entry.loader}`] : undefined;
  const handle: RouteHandle = { name: route.page };
  return {
    path: route.path,
    handle,
    lazy: {
      Component: lazyComponent(page),
      ...((own || route.types || route.redirect) && {
        loader: async () => {
          const module = own && (await loadPage(own));
          return (args: LoaderFunctionArgs) => guard(route, args) ?? module?.loader(args) ?? null;
        },
      }),
      ...(own && { shouldRevalidate: async () => revalidateOn((await loadPage(own)).queryKeys) }),
    },
  };
}

function redirectRoute(route: RedirectRoute): RouteObject {
  return { path: route.path, loader: ({ params, request }) => redirectFrom(request, route.redirect(params) ?? '/') };
}

/** Before a landing's page arrives: the site's frame, and "Loading the page" only after a second, with no flash. */
function LandingFallback() {
  return (
    <SiteLayout>
      <LoadingState late>Loading the page</LoadingState>
    </SiteLayout>
  );
}

/** The table, made afresh for each router: the router fills in (and clears) each route's `lazy` as it loads. */
export const appRoutes = (): RouteObject[] => [
  {
    Component: RootLayout,
    // The last-resort error element, above the layout itself.
    ErrorBoundary: RootError,
    HydrateFallback: LandingFallback,
    children: [
      {
        // A pathless error element inside the layout: a failing page keeps the header and footer.
        ErrorBoundary: RouteError,
        children: (ROUTES as readonly (PageRoute | RedirectRoute)[]).map((route) => ('page' in route ? pageRoute(route) : redirectRoute(route))),
      },
    ],
  },
];
