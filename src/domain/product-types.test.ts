// The product-type lists, derived from the profiles, against the contract's enumerations read from
// openapi.yaml itself: the profiles' `satisfies` catch a type the contract lacks or a profile missing;
// these catch the lists drifting from the enumerations the routes and calls take.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PROFILES } from './product-profiles';
import { CHECKOUT_TYPES, ENQUIRY_ONLY_TYPES, PRODUCT_TYPES, QUOTE_TYPES } from './product-types';

const schemas = (parse(readFileSync('openapi.yaml', 'utf8')) as { components: { schemas: Record<string, { enum?: string[] }> } }).components.schemas;
const enumOf = (name: string) => [...(schemas[name]?.enum ?? [])].sort();
const sorted = (list: readonly string[]) => [...list].sort();

describe('the product-type lists are the contract’s', () => {
  it('questionnaires: every QuoteTypeSlug and no other', () => {
    expect(sorted(QUOTE_TYPES)).toEqual(enumOf('QuoteTypeSlug'));
  });

  it('products with results and enquiries: every ProductTypeSlug and no other', () => {
    expect(sorted(PRODUCT_TYPES)).toEqual(enumOf('ProductTypeSlug'));
  });

  it('the types with checkout steps are the contract’s CheckoutType; battery’s routes send it to its enquiry (decision 900)', () => {
    expect(sorted(PRODUCT_TYPES.filter((type) => PROFILES[type].checkout !== null))).toEqual(enumOf('CheckoutType'));
    expect(sorted(CHECKOUT_TYPES)).toEqual(['aircon', 'boiler', 'ev']);
  });

  it('every product is bought through checkout or only enquired about, never both', () => {
    expect(sorted([...CHECKOUT_TYPES, ...ENQUIRY_ONLY_TYPES])).toEqual(sorted(PRODUCT_TYPES));
  });
});
