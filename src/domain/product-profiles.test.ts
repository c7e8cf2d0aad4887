// Each type's profile against the contract and the files it names: `satisfies` proves every type has
// every field; these prove the fields say something, name what exists, and load what they promise.
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PROFILES, QUOTE_PROFILES, relocationLabel, relocationWork } from './product-profiles';
import { PRODUCT_TYPES, QUOTE_TYPES } from './product-types';

const schemas = (parse(readFileSync('openapi.yaml', 'utf8')) as { components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, unknown> }> } }).components
  .schemas;

describe('each product type’s profile', () => {
  it.each(QUOTE_TYPES)('%s: its words, and its picture on disk', (type) => {
    const profile = QUOTE_PROFILES[type];
    expect(existsSync(`public${profile.picture}`)).toBe(true);
    expect([profile.quoteName, profile.homeCard.title, profile.homeCard.text].every((words) => words.trim() !== '')).toBe(true);
  });

  it('each questionnaire stores its quotes under a category of the contract’s, none shared', () => {
    const categories = QUOTE_TYPES.map((type) => QUOTE_PROFILES[type].category);
    expect(categories.every((category) => schemas.ProductCategory?.enum?.includes(category))).toBe(true);
    expect(new Set(categories).size).toBe(QUOTE_TYPES.length);
  });

  it.each(PRODUCT_TYPES)('%s: names the product, what its price includes, its kW, its extras and the facts its cards compare', (type) => {
    const profile = PROFILES[type];
    expect(profile.noun).not.toBe('');
    for (const list of [profile.whatsIncluded, profile.kwExplained, profile.addOns, profile.facts]) expect(list.length).toBeGreaterThan(0);
    expect(profile.facts.every(({ field }) => Object.hasOwn(schemas.Product?.properties ?? {}, field))).toBe(true);
  });

  it('names the relocation’s work in a sentence and as an order line, the same words for results and checkout', () => {
    expect(relocationWork('boiler')).toBe('moving your boiler');
    expect(relocationLabel('boiler')).toBe('Moving your boiler');
    expect(relocationLabel('aircon')).toBe('Fitting the outdoor unit on a first-floor wall');
    expect(relocationLabel('ev')).toBe('The extra work your home needs');
    expect(relocationWork(null)).toBe('the extra work your home needs');
  });

  it('lists the types as the home page and /quote offer them: the boiler first, its service next', () => {
    expect(QUOTE_TYPES.slice(0, 2)).toEqual(['boiler', 'boiler-service']);
  });
});
