// The route table of purchase-flows.md section 2 (and the product page, decision 070), as data: each
// route's path, its name (the scroll rule), its page's module, the values :type may take and the
// redirects the spec lists. The router (src/app/routes.tsx), the addresses features link to (`paths`
// below) and the build (vite.config.ts: the lazy pages and the landing preload) all read it, so a new
// page is one row here and its file. Pure data and pure functions: the build config
// reads it in Node (decision 460), so its imports are relative, with extensions.
import { CHECKOUT_TYPES, ENQUIRY_ONLY_TYPES, ENQUIRY_TYPES, PRODUCT_TYPES, QUOTE_TYPES, isOneOf, type CheckoutRouteType, type ProductType, type QuoteType } from './product-types.ts';

interface PageEntry {
  /** The page's module, from the project root: its own lazily loaded chunk. */
  readonly module: `src/${string}-page.tsx`;
}

/** Every page by route name. "Navigation scrolls smoothly to the top unless the route name is unchanged." */
export const PAGES = {
  home: { module: 'src/app/pages/home-page.tsx' },
  contact: { module: 'src/app/pages/contact-page.tsx' },
  'quote-start': { module: 'src/features/quote/quote-start-page.tsx' },
  quote: { module: 'src/features/quote/quote-page.tsx' },
  results: { module: 'src/features/results/results-page.tsx' },
  product: { module: 'src/features/product/product-page.tsx' },
  checkout: { module: 'src/features/checkout/checkout-page.tsx' },
  enquire: { module: 'src/features/enquiry/enquiry-page.tsx' },
  survey: { module: 'src/features/survey/survey-page.tsx' },
  service: { module: 'src/features/service/service-page.tsx' },
  plans: { module: 'src/features/plans/plans-page.tsx' },
  order: { module: 'src/features/order/order-page.tsx' },
  'order-tracking': { module: 'src/features/order/order-tracking-page.tsx' },
  'order-upload': { module: 'src/features/order/order-upload-page.tsx' },
  'order-pay': { module: 'src/features/order/order-pay-page.tsx' },
  'price-match': { module: 'src/features/price-match/price-match-page.tsx' },
  'not-found': { module: 'src/app/pages/not-found-page.tsx' },
} as const satisfies Readonly<Record<string, PageEntry>>;

export type RouteName = keyof typeof PAGES;
export type RouteParams = Readonly<Record<string, string | undefined>>;
/** Where a route sends the visitor instead (the address is replaced), or null to show its page. */
export type Redirect = (params: RouteParams) => string | null;

export interface PageRoute {
  readonly path: string;
  readonly page: RouteName;
  /** The values :type may take; any other shows the not-found page. */
  readonly types?: readonly string[];
  readonly redirect?: Redirect;
  /**
   * The page's first server call, which a landing sends as the app starts (src/app/landing-call.ts, decision 760):
   * `METHOD /path?query` over the API base, each `{name}` a parameter of the route or of the address's
   * query. The first form whose names all have a value is sent; the page's own identical call takes it.
   */
  readonly firstCall?: readonly `${'GET' | 'POST'} /${string}`[];
}
export interface RedirectRoute {
  readonly path: string;
  readonly redirect: Redirect;
}

/**
 * /checkout/:type — a checkout type renders; an enquiry-only type goes to its enquire page
 * (decision 071); anything else is a quote reference: "/checkout/:quote redirects to boiler checkout".
 */
function checkoutFirstSegment({ type = '' }: RouteParams): string | null {
  if (isOneOf(CHECKOUT_TYPES, type)) return null;
  if (isOneOf(ENQUIRY_ONLY_TYPES, type)) return paths.enquire(type);
  return paths.checkout('boiler', type);
}

/** /checkout/:type/:quote — battery, heat pump and solar go to the matching enquire page. */
function checkoutWithQuote({ type, quote }: RouteParams): string | null {
  return isOneOf(ENQUIRY_ONLY_TYPES, type) ? paths.enquire(type, quote) : null;
}

/** The whole table, in the order the router matches it; the last row catches every other address. */
export const ROUTES = [
  { path: '/', page: 'home' },
  { path: '/contact', page: 'contact' },
  { path: '/quote', page: 'quote-start' },
  { path: '/quote/results', redirect: (): string => paths.results('boiler') },
  { path: '/quote/results/:quote', redirect: ({ quote }): string => paths.results('boiler', quote) },
  { path: '/quote/:type', page: 'quote', types: QUOTE_TYPES },
  { path: '/quote/:type/results', page: 'results', types: PRODUCT_TYPES },
  { path: '/quote/:type/results/:quote', page: 'results', types: PRODUCT_TYPES, firstCall: ['GET /quote/results/{type}/{quote}'] },
  { path: '/quote/:type/survey/:quote', page: 'survey', types: QUOTE_TYPES, firstCall: ['POST /quote/{type}/survey/{product}?quote_id={quote}', 'POST /quote/{type}/survey?quote_id={quote}'] },
  { path: '/product/:type/:product', page: 'product', types: PRODUCT_TYPES, firstCall: ['POST /{type}/{product}'] },
  { path: '/checkout/:type', page: 'checkout', redirect: checkoutFirstSegment },
  { path: '/checkout/:type/:quote', page: 'checkout', types: CHECKOUT_TYPES, redirect: checkoutWithQuote, firstCall: ['POST /checkout/{type}/{quote}?product={product}', 'POST /checkout/{type}/{quote}'] },
  { path: '/enquire/:type', page: 'enquire', types: ENQUIRY_TYPES, firstCall: ['POST /enquiry/{type}?product={product}', 'POST /enquiry/{type}'] },
  { path: '/enquire/:type/:quote', page: 'enquire', types: ENQUIRY_TYPES, firstCall: ['POST /enquiry/{type}/{quote}?product={product}', 'POST /enquiry/{type}/{quote}'] },
  { path: '/service/:quote', page: 'service', firstCall: ['POST /service/boiler?quote_id={quote}'] },
  { path: '/service/boiler/:quote', page: 'service', firstCall: ['POST /service/boiler?quote_id={quote}'] },
  { path: '/plans/:quote', page: 'plans', firstCall: ['POST /plans/boiler?quote_id={quote}'] },
  { path: '/plans/boiler/:quote', page: 'plans', firstCall: ['POST /plans/boiler?quote_id={quote}'] },
  { path: '/order/:order', page: 'order', firstCall: ['POST /order/{order}?pending={pending}', 'POST /order/{order}'] },
  { path: '/order-track/:order', page: 'order-tracking', firstCall: ['POST /order-tracking/{order}'] },
  { path: '/order/upload/:order', page: 'order-upload', firstCall: ['POST /order/upload/{order}?type={type}', 'POST /order/upload/{order}'] },
  { path: '/order/pay/:order', page: 'order-pay' },
  { path: '/price-match/:order', page: 'price-match', firstCall: ['POST /price-match/{order}'] },
  { path: '*', page: 'not-found' },
] as const satisfies readonly (PageRoute | RedirectRoute)[];

/** A path of the table that renders a page (the catch-all aside). */
export type RoutePath = Exclude<Extract<(typeof ROUTES)[number], { page: string }>['path'], '*'>;

/** A string for each parameter of a route path, in order: '/order/pay/:order' has one. */
type ParamValues<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];

/** The address of a page of the table: each parameter in the path's order, encoded. */
export function pathTo<Path extends RoutePath>(path: Path, ...values: ParamValues<Path>): string {
  let next = 0;
  return path.replace(/:[a-z]+/gi, () => encodeURIComponent(values[next++] ?? ''));
}

/** The addresses features link and navigate to: a route whose path changes above fails to compile here. */
export const paths = {
  home: () => pathTo('/'),
  contact: (reason?: string) => (reason ? `${pathTo('/contact')}?reason=${encodeURIComponent(reason)}` : pathTo('/contact')),
  quoteStart: () => pathTo('/quote'),
  quote: (type: QuoteType) => pathTo('/quote/:type', type),
  results: (type: ProductType, quote?: string) => (quote ? pathTo('/quote/:type/results/:quote', type, quote) : pathTo('/quote/:type/results', type)),
  product: (type: ProductType, product: string) => pathTo('/product/:type/:product', type, product),
  checkout: (type: CheckoutRouteType, quote?: string) => (quote ? pathTo('/checkout/:type/:quote', type, quote) : pathTo('/checkout/:type', type)),
  enquire: (type: ProductType, quote?: string) => (quote ? pathTo('/enquire/:type/:quote', type, quote) : pathTo('/enquire/:type', type)),
  survey: (type: QuoteType, quote: string) => pathTo('/quote/:type/survey/:quote', type, quote),
  service: (quote: string) => pathTo('/service/boiler/:quote', quote),
  plans: (quote: string) => pathTo('/plans/boiler/:quote', quote),
  order: (order: string) => pathTo('/order/:order', order),
  orderTracking: (order: string) => pathTo('/order-track/:order', order),
  orderUpload: (order: string) => pathTo('/order/upload/:order', order),
  orderPay: (order: string) => pathTo('/order/pay/:order', order),
  priceMatch: (order: string) => pathTo('/price-match/:order', order),
} as const;
