// Every route of the product in one place (purchase-flows.md section 2). The router (src/app) and
// the features that link or navigate build their URLs from here, so a path is spelled once.
// src/ui is the one layer both features and the app may import.

/** The seven questionnaires: /quote/<type>. */
export const QUOTE_TYPES = ['aircon', 'battery', 'boiler', 'boiler-service', 'ev', 'heat-pump', 'solar'] as const;
/** Products with results, product detail and enquiry pages. */
export const PRODUCT_TYPES = ['aircon', 'battery', 'boiler', 'ev', 'heat-pump', 'solar'] as const;
/** Types bought through checkout. */
export const CHECKOUT_TYPES = ['aircon', 'boiler', 'ev'] as const;
/** Types whose /checkout/<type>/:quote redirects to /enquire/<type>/:quote. */
export const ENQUIRY_ONLY_TYPES = ['battery', 'heat-pump', 'solar'] as const;
/** Types with an enquiry page. */
export const ENQUIRY_TYPES = PRODUCT_TYPES;

export type QuoteType = (typeof QUOTE_TYPES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];
export type EnquiryOnlyType = (typeof ENQUIRY_ONLY_TYPES)[number];

export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}

const withRef = (base: string, ref?: string) => (ref ? `${base}/${encodeURIComponent(ref)}` : base);

export const paths = {
  home: () => '/',
  contact: (reason?: string) => (reason ? `/contact?reason=${encodeURIComponent(reason)}` : '/contact'),
  quoteStart: () => '/quote',
  quote: (type: QuoteType) => `/quote/${type}`,
  results: (type: ProductType, quote?: string) => withRef(`/quote/${type}/results`, quote),
  product: (type: ProductType, product: string) => `/product/${type}/${encodeURIComponent(product)}`,
  checkout: (type: CheckoutType, quote?: string) => withRef(`/checkout/${type}`, quote),
  enquire: (type: ProductType, quote?: string) => withRef(`/enquire/${type}`, quote),
  survey: (type: QuoteType, quote: string) => `/quote/${type}/survey/${encodeURIComponent(quote)}`,
  service: (quote: string) => `/service/boiler/${encodeURIComponent(quote)}`,
  plans: (quote: string) => `/plans/boiler/${encodeURIComponent(quote)}`,
  order: (order: string) => `/order/${encodeURIComponent(order)}`,
  orderTracking: (order: string) => `/order-track/${encodeURIComponent(order)}`,
  orderUpload: (order: string) => `/order/upload/${encodeURIComponent(order)}`,
  orderPay: (order: string) => `/order/pay/${encodeURIComponent(order)}`,
  priceMatch: (order: string) => `/price-match/${encodeURIComponent(order)}`,
} as const;
