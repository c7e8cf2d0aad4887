// The route table of purchase-flows.md section 2 (and the product page, decision 070) as data, read by
// the router, `paths` and the build config; the build reads it in Node (decision 962), so imports carry extensions.
import { CHECKOUT_TYPES, ENQUIRY_ONLY_TYPES, ENQUIRY_TYPES, PRODUCT_TYPES, QUOTE_TYPES, isOneOf, type CheckoutRouteType, type ProductType, type QuoteType } from './product-types.ts';

interface PageEntry {
  readonly module: `src/${string}-page.tsx`;
  /** Its own small chunk: it starts the page's calls while the page's chunk downloads (decision 963). */
  readonly loader?: `src/features/${string}-loader.ts`;
}

/** Every page by route name. "Navigation scrolls smoothly to the top unless the route name is unchanged." */
export const PAGES = {
  home: { module: 'src/app/pages/home-page.tsx' },
  contact: { module: 'src/app/pages/contact-page.tsx' },
  'quote-start': { module: 'src/features/quote/quote-start-page.tsx' },
  quote: { module: 'src/features/quote/quote-page.tsx', loader: 'src/features/quote/quote-loader.ts' },
  results: { module: 'src/features/results/results-page.tsx', loader: 'src/features/results/results-loader.ts' },
  product: { module: 'src/features/product/product-page.tsx', loader: 'src/features/product/product-loader.ts' },
  checkout: { module: 'src/features/checkout/checkout-page.tsx', loader: 'src/features/checkout/checkout-loader.ts' },
  enquire: { module: 'src/features/enquiry/enquiry-page.tsx', loader: 'src/features/enquiry/enquiry-loader.ts' },
  survey: { module: 'src/features/survey/survey-page.tsx', loader: 'src/features/survey/survey-loader.ts' },
  service: { module: 'src/features/service/service-page.tsx', loader: 'src/features/service/service-loader.ts' },
  plans: { module: 'src/features/plans/plans-page.tsx', loader: 'src/features/plans/plans-loader.ts' },
  order: { module: 'src/features/order/order-page.tsx', loader: 'src/features/order/order-loader.ts' },
  'order-tracking': { module: 'src/features/order/order-tracking-page.tsx', loader: 'src/features/order/order-tracking-loader.ts' },
  'order-upload': { module: 'src/features/order/order-upload-page.tsx', loader: 'src/features/order/order-upload-loader.ts' },
  'order-pay': { module: 'src/features/order/order-pay-page.tsx', loader: 'src/features/order/order-pay-loader.ts' },
  'price-match': { module: 'src/features/price-match/price-match-page.tsx', loader: 'src/features/price-match/price-match-loader.ts' },
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
}
export interface RedirectRoute {
  readonly path: string;
  readonly redirect: Redirect;
}

/** An enquiry-only type goes to its enquire page (decision 071); "/checkout/:quote redirects to boiler checkout". */
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
  { path: '/quote/:type/results/:quote', page: 'results', types: PRODUCT_TYPES },
  { path: '/quote/:type/survey/:quote', page: 'survey', types: QUOTE_TYPES },
  { path: '/product/:type/:product', page: 'product', types: PRODUCT_TYPES },
  { path: '/checkout/:type', page: 'checkout', redirect: checkoutFirstSegment },
  { path: '/checkout/:type/:quote', page: 'checkout', types: CHECKOUT_TYPES, redirect: checkoutWithQuote },
  { path: '/enquire/:type', page: 'enquire', types: ENQUIRY_TYPES },
  { path: '/enquire/:type/:quote', page: 'enquire', types: ENQUIRY_TYPES },
  { path: '/service/:quote', page: 'service' },
  { path: '/service/boiler/:quote', page: 'service' },
  { path: '/plans/:quote', page: 'plans' },
  { path: '/plans/boiler/:quote', page: 'plans' },
  { path: '/order/:order', page: 'order' },
  { path: '/order-track/:order', page: 'order-tracking' },
  { path: '/order/upload/:order', page: 'order-upload' },
  { path: '/order/pay/:order', page: 'order-pay' },
  { path: '/price-match/:order', page: 'price-match' },
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

/** The query naming the product a checkout, an enquiry or a survey is about: `?product=<id>`. */
export const PRODUCT_QUERY = 'product';

/** An address with the product it is about. */
export const withProduct = (path: string, product: number): string => `${path}?${new URLSearchParams({ [PRODUCT_QUERY]: String(product) })}`;

/** A product id as an address writes it (`/product/boiler/42`, `?product=42`): a positive whole number in digits, else null. */
export function parseProductId(value: string | null | undefined): number | null {
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/** The product an address names in its query, else none. */
export function productOf(url: string | URL): number | undefined {
  return parseProductId(new URL(url).searchParams.get(PRODUCT_QUERY)) ?? undefined;
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
