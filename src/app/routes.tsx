import { Suspense } from 'react';
import { redirect, replace, type Params, type RouteObject } from 'react-router-dom';
import { LoadingState } from '@/ui/progress';
import { CHECKOUT_TYPES, ENQUIRY_ONLY_TYPES, ENQUIRY_TYPES, PRODUCT_TYPES, QUOTE_TYPES, isOneOf, paths } from '@/ui/paths';
import { loadQuestionnaire } from '@/features/quote/questionnaire-loaders';
import { ParamIn } from './guards';
import type { PreloadablePage } from './lazy-page';
import * as Pages from './pages';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle, RouteName } from './route-names';

interface PageOptions {
  /** The values :type may take; any other shows the not-found page. */
  allowedTypes?: readonly string[];
  /** What else the page needs before it can show anything (decision 290). */
  alsoNeeds?: (params: Params) => Promise<unknown>;
}

/** A route's page: lazily loaded, named for the navigation rules, loadable ahead of the first render. */
function page(name: RouteName, Page: PreloadablePage, { allowedTypes, alsoNeeds }: PageOptions = {}): Pick<RouteObject, 'element' | 'handle'> {
  const handle: RouteHandle = { name, preload: (params) => Promise.all([Page.preload(), alsoNeeds?.(params)]) };
  const element = allowedTypes ? <ParamIn name="type" allowed={allowedTypes}><Page /></ParamIn> : <Page />;
  return {
    handle,
    element: <Suspense fallback={<LoadingState>Loading the page</LoadingState>}>{element}</Suspense>,
  };
}

/**
 * /checkout/:type — a checkout type renders; an enquiry-only type goes to its enquire page
 * (decision 071); anything else is a quote reference: "/checkout/:quote redirects to boiler checkout".
 */
function checkoutFirstSegment({ params }: { params: Record<string, string | undefined> }) {
  const segment = params.type ?? '';
  if (isOneOf(CHECKOUT_TYPES, segment)) return null;
  if (isOneOf(ENQUIRY_ONLY_TYPES, segment)) return redirect(paths.enquire(segment));
  return redirect(paths.checkout('boiler', segment));
}

/** /checkout/:type/:quote — battery, heat pump and solar go to the matching enquire page. */
function checkoutWithQuote({ params }: { params: Record<string, string | undefined> }) {
  const type = params.type;
  if (isOneOf(ENQUIRY_ONLY_TYPES, type)) return redirect(paths.enquire(type, params.quote));
  return null;
}

/**
 * /quote/:type — the address names the step shown (?step=), set before the page renders so a landing
 * renders once (decision 290). The questionnaire's own chunk downloads alongside the page's (decision 250).
 * A chunk that fails to load is left to the page, which reloads once (lazyPage).
 */
async function questionnaireStep({ params, request }: { params: Params; request: Request }) {
  const type = params.type;
  if (!isOneOf(QUOTE_TYPES, type)) return null;
  try {
    const [{ stepAddressFor }, questionnaire] = await Promise.all([import('@/features/quote/questionnaire-flow'), loadQuestionnaire(type)]);
    const address = stepAddressFor(type, questionnaire, new URL(request.url).searchParams.get('step'));
    if (!address) return null;
    // Already at this address (a landing, or Back): replace it, or Back would come here again and again.
    // A link followed in the app: go straight to the step's address, the one without it never in history.
    return window.location.href === request.url ? replace(address) : redirect(address);
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
 * The whole route table of purchase-flows.md section 2 (and the product page, decision 070).
 * Redirects are loaders, so the address bar shows the target and Back skips the old address.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage withLayout />,
    // Shown only while a redirect loader runs on the very first load.
    hydrateFallbackElement: <LoadingState>Loading the page</LoadingState>,
    children: [
      {
        // A pathless boundary inside the layout: a failing page keeps the header and footer.
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/', ...page('home', Pages.HomePage) },
          { path: '/contact', ...page('contact', Pages.ContactPage) },
          { path: '/quote', ...page('quote-start', Pages.QuoteStartPage) },
          { path: '/quote/results', loader: () => redirect(paths.results('boiler')) },
          { path: '/quote/results/:quote', loader: ({ params }) => redirect(paths.results('boiler', params.quote)) },
          {
            path: '/quote/:type',
            loader: questionnaireStep,
            ...page('quote', Pages.QuotePage, { allowedTypes: QUOTE_TYPES, alsoNeeds: ({ type }) => (isOneOf(QUOTE_TYPES, type) ? loadQuestionnaire(type) : Promise.resolve()) }),
          },
          { path: '/quote/:type/results', ...page('results', Pages.ResultsPage, { allowedTypes: PRODUCT_TYPES }) },
          { path: '/quote/:type/results/:quote', ...page('results', Pages.ResultsPage, { allowedTypes: PRODUCT_TYPES, alsoNeeds: startResultsCalls }) },
          { path: '/quote/:type/survey/:quote', ...page('survey', Pages.SurveyPage, { allowedTypes: QUOTE_TYPES }) },
          { path: '/product/:type/:product', ...page('product', Pages.ProductPage, { allowedTypes: PRODUCT_TYPES }) },
          {
            path: '/checkout/:type',
            loader: checkoutFirstSegment,
            ...page('checkout', Pages.CheckoutPage),
          },
          {
            path: '/checkout/:type/:quote',
            loader: checkoutWithQuote,
            ...page('checkout', Pages.CheckoutPage, { allowedTypes: CHECKOUT_TYPES }),
          },
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
