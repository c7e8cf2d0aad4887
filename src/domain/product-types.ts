// The product types as the route table of purchase-flows.md section 2 names them (URL slugs): which
// have a questionnaire, results, a checkout or only an enquiry. Every layer reads them from here.

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
