// The product-type lists against the contract's enumerations, read from openapi.yaml itself: the
// `satisfies` checks catch a list naming a type the contract lacks; these catch the other way, a type
// the contract added that a list does not name.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_TYPES, ENQUIRY_ONLY_TYPES, PRODUCT_TYPES, QUOTE_TYPES } from './product-types';

const schemas = (parse(readFileSync('openapi.yaml', 'utf8')) as { components: { schemas: Record<string, { enum?: string[] }> } }).components.schemas;
const enumOf = (name: string) => schemas[name]?.enum ?? [];

describe('the product-type lists are the contract’s', () => {
  it('questionnaires: every QuoteTypeSlug, in the contract’s order', () => {
    expect(QUOTE_TYPES).toEqual(enumOf('QuoteTypeSlug'));
  });

  it('products with results and enquiries: every ProductTypeSlug', () => {
    expect(PRODUCT_TYPES).toEqual(enumOf('ProductTypeSlug'));
  });

  it('checkout routes: the contract’s CheckoutType less battery, which the route table sends to its enquiry (decision 462)', () => {
    expect([...CHECKOUT_TYPES, 'battery'].sort()).toEqual([...enumOf('CheckoutType')].sort());
  });

  it('every product is bought through checkout or only enquired about, never both', () => {
    expect([...CHECKOUT_TYPES, ...ENQUIRY_ONLY_TYPES].sort()).toEqual([...PRODUCT_TYPES].sort());
  });
});
