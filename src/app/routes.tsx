import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, matchRoutes, useParams, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/ui/progress';
import { CHECKOUT_TYPES, ENQUIRY_ONLY_TYPES, ENQUIRY_TYPES, PRODUCT_TYPES, QUOTE_TYPES, isOneOf, paths } from '@/ui/paths';
import { loadQuestionnaire } from '@/features/quote/questionnaire-loaders';
import { ParamIn } from './guards';
import type { PreloadablePage } from './lazy-page';
import * as Pages from './pages';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-page';
import { routeNameOf, type RouteHandle, type RouteName } from './route-names';

/** A redirect the route can work out from its parameters alone, so an in-app link follows it too. */
type Redirect = (params: Params) => string | null;

interface PageOptions {
  /** The values :type may take; any other shows the not-found page. */
  allowedTypes?: readonly string[];
  /** What else the page needs before it can show anything: loaded with a landing's page (decision 290). */
  alsoNeeds?: (params: Params) => Promise<unknown>;
  /** Loads `alsoNeeds` alongside the page's chunk on an in-app navigation too (it must be safe to ask for twice). */
  alsoNeedsOnNavigation?: boolean;
  /** Where the route sends the visitor instead of showing the page. */
  redirect?: Redirect;
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
function redirectRoute(redirect: (params: Params) => string): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { redirect };
  return { handle, element: <RedirectOr redirect={redirect} /> };
}

/** A route's page: lazily loaded, named for the navigation rules, loadable ahead of the first render. */
function page(name: RouteName, Page: PreloadablePage, options: PageOptions = {}): Pick<RouteObject, 'element' | 'handle'> {
  const { allowedTypes, alsoNeeds, alsoNeedsOnNavigation, redirect, landingRedirect } = options;
  const handle: RouteHandle = { name, preload: (params) => Promise.all([Page.preload(), alsoNeeds?.(params)]), redirect: landingRedirect ?? redirect };
  let element = allowedTypes ? <ParamIn name="type" allowed={allowedTypes}><Page /></ParamIn> : <Page />;
  if (alsoNeeds && alsoNeedsOnNavigation) element = <Alongside load={alsoNeeds}>{element}</Alongside>;
  if (redirect) element = <RedirectOr redirect={redirect}>{element}</RedirectOr>;
  return {
    handle,
    element: <Suspense fallback={<LoadingState>Loading the page</LoadingState>}>{element}</Suspense>,
  };
}

/**
 * /checkout/:type — a checkout type renders; an enquiry-only type goes to its enquire page
 * (decision 071); anything else is a quote reference: "/checkout/:quote redirects to boiler checkout".
 */
function checkoutFirstSegment(params: Params): string | null {
  const segment = params.type ?? '';
  if (isOneOf(CHECKOUT_TYPES, segment)) return null;
  if (isOneOf(ENQUIRY_ONLY_TYPES, segment)) return paths.enquire(segment);
  return paths.checkout('boiler', segment);
}

/** /checkout/:type/:quote — battery, heat pump and solar go to the matching enquire page. */
function checkoutWithQuote(params: Params): string | null {
  const type = params.type;
  return isOneOf(ENQUIRY_ONLY_TYPES, type) ? paths.enquire(type, params.quote) : null;
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
    const [{ stepAddressFor }, questionnaire] = await Promise.all([import('@/features/quote/questionnaire-flow'), loadQuestionnaire(type)]);
    return stepAddressFor(type, questionnaire, search.get('step'));
  } catch {
    return null;
  }
}

/**
 * A landing on a results page starts its calls as soon as the app runs, not after the page's first
 * render: both lenders' lists, and the prices (taking the call the built page's first lines already
 * sent, early-results-call.ts). The first render does not wait for them (decision 290).
 */
function startResultsCalls({ type, quote }: Params) {
  if (!isOneOf(PRODUCT_TYPES, type) || !quote) return Promise.resolve();
  return import('@/features/results/results-calls').then((calls) => calls.startLandingCalls(type, quote));
}

/**
 * The whole route table of purchase-flows.md section 2 (and the product page, decision 070), for
 * React Router's declarative mode: about 15 KB gzip less on every page than its data router
 * (decision 291). Redirects replace the address, so Back skips the old one.
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
        children: [
          { path: '/', ...page('home', Pages.HomePage) },
          { path: '/contact', ...page('contact', Pages.ContactPage) },
          { path: '/quote', ...page('quote-start', Pages.QuoteStartPage) },
          { path: '/quote/results', ...redirectRoute(() => paths.results('boiler')) },
          { path: '/quote/results/:quote', ...redirectRoute(({ quote }) => paths.results('boiler', quote)) },
          {
            path: '/quote/:type',
            ...page('quote', Pages.QuotePage, {
              allowedTypes: QUOTE_TYPES,
              alsoNeeds: ({ type }) => (isOneOf(QUOTE_TYPES, type) ? loadQuestionnaire(type) : Promise.resolve()),
              alsoNeedsOnNavigation: true,
              landingRedirect: questionnaireStep,
            }),
          },
          { path: '/quote/:type/results', ...page('results', Pages.ResultsPage, { allowedTypes: PRODUCT_TYPES }) },
          { path: '/quote/:type/results/:quote', ...page('results', Pages.ResultsPage, { allowedTypes: PRODUCT_TYPES, alsoNeeds: startResultsCalls }) },
          { path: '/quote/:type/survey/:quote', ...page('survey', Pages.SurveyPage, { allowedTypes: QUOTE_TYPES }) },
          { path: '/product/:type/:product', ...page('product', Pages.ProductPage, { allowedTypes: PRODUCT_TYPES }) },
          { path: '/checkout/:type', ...page('checkout', Pages.CheckoutPage, { redirect: checkoutFirstSegment }) },
          { path: '/checkout/:type/:quote', ...page('checkout', Pages.CheckoutPage, { allowedTypes: CHECKOUT_TYPES, redirect: checkoutWithQuote }) },
          { path: '/enquire/:type', ...page('enquire', Pages.EnquiryPage, { allowedTypes: ENQUIRY_TYPES }) },
          { path: '/enquire/:type/:quote', ...page('enquire', Pages.EnquiryPage, { allowedTypes: ENQUIRY_TYPES }) },
          { path: '/service/:quote', ...page('service', Pages.ServicePage) },
          { path: '/service/boiler/:quote', ...page('service', Pages.ServicePage) },
          { path: '/plans/:quote', ...page('plans', Pages.PlansPage) },
          { path: '/plans/boiler/:quote', ...page('plans', Pages.PlansPage) },
          { path: '/order/:order', ...page('order', Pages.OrderPage) },
          { path: '/order-track/:order', ...page('order-tracking', Pages.OrderTrackingPage) },
          { path: '/order/upload/:order', ...page('order-upload', Pages.OrderUploadPage) },
          { path: '/order/pay/:order', ...page('order-pay', Pages.OrderPayPage) },
          { path: '/price-match/:order', ...page('price-match', Pages.PriceMatchPage) },
          { path: '*', ...page('not-found', Pages.NotFoundPage) },
        ],
      },
    ],
  },
];

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
