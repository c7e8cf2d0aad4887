// The product types as the route table of purchase-flows.md section 2 names them (URL slugs), derived
// from their profiles (product-profiles.ts).
import { PROFILES, QUOTE_PROFILES } from './product-profiles.ts';

type Profiles = typeof PROFILES;

/** The seven questionnaires: /quote/<type> (QuoteTypeSlug). */
export type QuoteType = keyof typeof QUOTE_PROFILES;
/** Products with results, product detail and enquiry pages (ProductTypeSlug). */
export type ProductType = keyof Profiles;
/** Types bought through the /checkout routes. */
export type CheckoutRouteType = { [T in ProductType]: Profiles[T]['sold'] extends 'checkout' ? T : never }[ProductType];
/** Types whose /checkout/<type>/:quote redirects to /enquire/<type>/:quote: the products with no checkout route. */
export type EnquiryOnlyType = Exclude<ProductType, CheckoutRouteType>;
/** A product type as stored (snake case), for the products sold by enquiry or checkout. */
export type StoredProductType = Profiles[ProductType]['category'];

const keysOf = <T extends object>(record: T) => Object.keys(record) as (keyof T & string)[];

export const QUOTE_TYPES: readonly QuoteType[] = keysOf(QUOTE_PROFILES);
export const PRODUCT_TYPES: readonly ProductType[] = keysOf(PROFILES);
export const CHECKOUT_TYPES = PRODUCT_TYPES.filter((type): type is CheckoutRouteType => PROFILES[type].sold === 'checkout');
export const ENQUIRY_ONLY_TYPES = PRODUCT_TYPES.filter((type): type is EnquiryOnlyType => PROFILES[type].sold === 'enquiry');
/** Types with an enquiry page. */
export const ENQUIRY_TYPES = PRODUCT_TYPES;

export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}
