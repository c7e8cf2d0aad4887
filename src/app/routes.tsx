import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, matchRoutes, useParams, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { PRODUCT_TYPES, QUOTE_TYPES, isOneOf, type QuoteType } from '@/domain/product-types';
import { ROUTES, type PageRoute, type Redirect, type RedirectRoute, type RouteName, type RouteParams } from '@/domain/route-manifest';
import { LoadingState } from '@/ui/progress';
import { ParamIn } from './guards';
import { pages } from './pages';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-page';

export interface RouteHandle {
  /** "Navigation scrolls smoothly to the top unless the route name is unchanged." */
  name?: RouteName;
  /** Loads the route's page (and what it needs to show anything) ahead of the first render. */
  preload?: (params: RouteParams) => Promise<unknown>;
  /**
   * The address to show instead, or null to stay. A landing has it applied before the first render
   * (`landingAddress`), so the first render is the last and Back never returns to the old address.
   */
  redirect?: (params: RouteParams, search: URLSearchParams) => string | null | Promise<string | null>;
}

/** What the app adds to a page of the manifest: work that needs the features, so the manifest cannot name it. */
interface PageBehaviour {
  /** What else the page needs before it can show anything: loaded with a landing's page (decision 290). */
  alsoNeeds?: (params: Params) => Promise<unknown>;
  /** Loads `alsoNeeds` alongside the page's chunk on an in-app navigation too (it must be safe to ask for twice). */
  alsoNeedsOnNavigation?: boolean;
  /** A redirect that needs a download (the questionnaire's step), applied to a landing only; the page applies it otherwise. */
  landingRedirect?: RouteHandle['redirect'];
}

/** Shows the redirect's target in place of the address (Back skips the old one), or the page. */
function RedirectOr({ redirect, children }: { redirect: Redirect; children?: ReactNode }) {
  const target = redirect(useParams());
  return target === null ? children : <Navigate to={target} replace />;
}

/** Asks for what the page also needs as the route renders: it downloads alongside the page's chunk, not after it. */
function Alongside({ load, children }: { load: (params: Params) => unknown; children: ReactNode }) {
  void load(useParams());
  return children;
}

/** A route that only redirects. */
function redirectRoute({ path, redirect }: RedirectRoute): RouteObject {
  const handle: RouteHandle = { redirect };
  return { path, handle, element: <RedirectOr redirect={redirect} /> };
}

/** A route's page: lazily loaded, named for the navigation rules, loadable ahead of the first render. */
function pageRoute({ path, page: name, types, redirect }: PageRoute, { alsoNeeds, alsoNeedsOnNavigation, landingRedirect }: PageBehaviour = {}): RouteObject {
  const Page = pages[name];
  const handle: RouteHandle = { name, preload: (params) => Promise.all([Page.preload(), alsoNeeds?.(params)]), redirect: landingRedirect ?? redirect };
  let element = types ? <ParamIn name="type" allowed={types}><Page /></ParamIn> : <Page />;
  if (alsoNeeds && alsoNeedsOnNavigation) element = <Alongside load={alsoNeeds}>{element}</Alongside>;
  if (redirect) element = <RedirectOr redirect={redirect}>{element}</RedirectOr>;
  return {
    path,
    handle,
    element: <Suspense fallback={<LoadingState>Loading the page</LoadingState>}>{element}</Suspense>,
  };
}

/**
 * /quote/:type — the address names the step shown (?step=). A landing gets it before the first render,
 * so it renders once (decision 290); the questionnaire flow keeps it so while the page is open. The
 * questionnaire's own chunk downloads alongside the page's (decision 250). A chunk that fails to load
 * is left to the page, which reloads once (lazyPage).
 */
async function questionnaireStep(params: Params, search: URLSearchParams): Promise<string | null> {
  const type = params.type;
  if (!isOneOf(QUOTE_TYPES, type)) return null;
  try {
    const [{ stepAddressFor }, questionnaire] = await Promise.all([import('@/features/quote/questionnaire-flow'), loadQuestionnaireOf(type)]);
    return await stepAddressFor(type, questionnaire, search.get('step'));
  } catch {
    return null;
  }
}

/** The type's questionnaire graph, through the quote pages' own chunk (so it is no part of the entry). */
function loadQuestionnaireOf(type: QuoteType) {
  return import('@/features/quote/questionnaire-loaders').then((loaders) => loaders.loadQuestionnaire(type));
}

/**
 * A landing on a results page sends both lenders' lists as soon as the app runs, not after the page's
 * first render, beside its load by reference, the route's first call (decision 760). The first render
 * does not wait for them.
 */
function startResultsCalls({ type, quote }: Params) {
  if (!isOneOf(PRODUCT_TYPES, type) || !quote) return Promise.resolve();
  return import('@/features/results/results-gateway').then((gateway) => gateway.sendLenderListsAhead());
}

const PAGE_BEHAVIOURS: Partial<Record<RouteName, PageBehaviour>> = {
  quote: {
    alsoNeeds: ({ type }) => (isOneOf(QUOTE_TYPES, type) ? loadQuestionnaireOf(type) : Promise.resolve()),
    alsoNeedsOnNavigation: true,
    landingRedirect: questionnaireStep,
  },
  results: { alsoNeeds: startResultsCalls },
};

/**
 * The route manifest's table (purchase-flows.md section 2), for React Router's declarative mode: about
 * 15 KB gzip less on every page than its data router (decision 291). Redirects replace the address, so
 * Back skips the old one.
 */
export const routes: RouteObject[] = [
  {
    // The last-resort boundary, above the layout itself.
    element: (
      <RouteErrorBoundary withLayout>
        <RootLayout routeNameAt={(pathname) => routeNameOf(matchRoutes(routes, pathname) ?? [])} />
      </RouteErrorBoundary>
    ),
    children: [
      {
        // A pathless boundary inside the layout: a failing page keeps the header and footer.
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: (ROUTES as readonly (PageRoute | RedirectRoute)[]).map((route) => ('page' in route ? pageRoute(route, PAGE_BEHAVIOURS[route.page]) : redirectRoute(route))),
      },
    ],
  },
];

/** The name of the deepest matched route that has one (matchRoutes' answer). */
export function routeNameOf(matches: readonly { route: { handle?: unknown } }[]): RouteName | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}

/** The route table, rendered: inside a <BrowserRouter> in the app, a <MemoryRouter> in tests. */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The matched routes' handles, outermost first. */
function handlesAt(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).map((match) => ({ handle: match.route.handle as RouteHandle | undefined, params: match.params }));
}

/** A redirect chain longer than this is a mistake in the table: show the address as it is. */
const MAX_REDIRECTS = 3;

/**
 * The address a landing shows: the one asked for, or where the route table redirects it (a checkout
 * of an enquiry-only type, the questionnaire's step, say). Never rejects: a redirect that fails to
 * work out leaves the address as it is, and the page handles it.
 */
export async function landingAddress(address: string): Promise<string> {
  let current = address;
  for (let step = 0; step < MAX_REDIRECTS; step += 1) {
    const url = new URL(current, 'http://landing.invalid');
    const [redirecting] = handlesAt(url.pathname).filter(({ handle }) => handle?.redirect);
    const next = await Promise.resolve()
      .then(() => redirecting?.handle?.redirect?.(redirecting.params, url.searchParams))
      .catch(() => null);
    if (!next || next === current) return current;
    current = next;
  }
  return current;
}

/** Loads the pages matched at `pathname`, and what they need to show anything (decision 290). */
export function preloadPagesAt(pathname: string): Promise<unknown> {
  return Promise.all(handlesAt(pathname).map(({ handle, params }) => handle?.preload?.(params))).catch(() => {});
}
