// The product types as the route table of purchase-flows.md section 2 names them (URL slugs): which
// have a questionnaire, results, a checkout or only an enquiry. Each list is checked against the
// contract's enumeration it draws from (`satisfies`); product-types.test.ts fails when a list and
// openapi.yaml disagree in either direction. Every layer reads them from here.
import type { CheckoutType, ProductCategory, ProductTypeSlug, QuoteTypeSlug } from '@/shared/contract-types';

/** The seven questionnaires: /quote/<type> (QuoteTypeSlug). */
export const QUOTE_TYPES = ['aircon', 'battery', 'boiler', 'boiler-service', 'ev', 'heat-pump', 'solar'] as const satisfies readonly QuoteTypeSlug[];
/** Products with results, product detail and enquiry pages (ProductTypeSlug). */
export const PRODUCT_TYPES = ['aircon', 'battery', 'boiler', 'ev', 'heat-pump', 'solar'] as const satisfies readonly ProductTypeSlug[];
/**
 * Types bought through the /checkout routes. The checkout API and its steps also take battery
 * (CheckoutType), but the route table sends battery to its enquiry page, so this list is the
 * contract's less battery (decision 462).
 */
export const CHECKOUT_TYPES = ['aircon', 'boiler', 'ev'] as const satisfies readonly CheckoutType[];
/** Types whose /checkout/<type>/:quote redirects to /enquire/<type>/:quote: the products with no checkout route. */
export const ENQUIRY_ONLY_TYPES = ['battery', 'heat-pump', 'solar'] as const satisfies readonly ProductTypeSlug[];
/** Types with an enquiry page. */
export const ENQUIRY_TYPES = PRODUCT_TYPES;

export type QuoteType = (typeof QUOTE_TYPES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];
export type CheckoutRouteType = (typeof CHECKOUT_TYPES)[number];
export type EnquiryOnlyType = (typeof ENQUIRY_ONLY_TYPES)[number];
/** Each questionnaire's product as the contract stores it (ProductCategory: heat-pump is heat_pump). */
export const QUOTE_TYPE_CATEGORIES = {
  aircon: 'aircon',
  battery: 'battery',
  boiler: 'boiler',
  'boiler-service': 'boiler_service',
  ev: 'ev',
  'heat-pump': 'heat_pump',
  solar: 'solar',
} as const satisfies Record<QuoteType, ProductCategory>;

/** A product type as stored (snake case), for the products sold by enquiry or checkout. */
export type StoredProductType = Exclude<ProductCategory, 'boiler_service' | 'boiler_plan'>;

export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}
