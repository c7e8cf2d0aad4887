// Sorting and filtering the results (quote §4): each filter's facts are worked out once per product
// list, so a change is one pass over flags and 500 products stay well under a frame.
import type { FinanceProduct } from '@/domain/finance';
import type { Product } from '@/shared/contract-types';
import { isOneOf } from '@/domain/product-types';
import { quoteProductLookups, type QuoteProductContext } from './quote-product-lookups';

export const SORT_KEYS = ['bestSellers', 'priceAsc', 'priceDesc', 'waterOutput'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'bestSellers';

export const FILTER_KEYS = ['interestFree', 'hybrid', 'nextDay', 'sale'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ResultsView {
  readonly sort: SortKey;
  readonly filters: ReadonlySet<FilterKey>;
  /** Brands to keep; empty keeps every brand. */
  readonly brands: ReadonlySet<string>;
}

export const DEFAULT_VIEW: ResultsView = { sort: DEFAULT_SORT, filters: new Set(), brands: new Set() };

export interface IndexedProduct {
  readonly product: Product;
  readonly interestFree: boolean;
  readonly hybrid: boolean;
  readonly nextDay: boolean;
  readonly sale: boolean;
}

/** The product type the spec names for the hybrid filter ("value Hybrid is seen"). */
const HYBRID_TYPE = 'hybrid';

/** `lenderTerms`: the lender's terms for codes the fixed finance table lacks (decision 951); `nextDay`: the cards' moment and quote (decision 500). */
export function indexProducts(products: readonly Product[], lenderTerms: readonly FinanceProduct[], nextDay: Omit<QuoteProductContext, 'lenderTerms'>): IndexedProduct[] {
  const lookups = quoteProductLookups({ ...nextDay, lenderTerms });
  return products.map((product) => ({
    product,
    interestFree: lookups.finance(product).interestFree,
    hybrid: product.product_type.trim().toLowerCase() === HYBRID_TYPE,
    // The card's own earliest day too, so the filter never keeps a card that shows a later date.
    nextDay: product.next_day && lookups.isNextDayInstall(product),
    sale: product.price_after_discount < product.price_before_discount,
  }));
}

function passes(item: IndexedProduct, view: ResultsView): boolean {
  for (const filter of view.filters) if (!item[filter]) return false;
  return view.brands.size === 0 || view.brands.has(item.product.product_brand);
}

// Ties keep the best-seller order, then the id, so every sort is total and stable across renders.
function byBestSeller(a: IndexedProduct, b: IndexedProduct): number {
  return a.product.index - b.product.index || a.product.id - b.product.id;
}

const COMPARATORS: Record<SortKey, (a: IndexedProduct, b: IndexedProduct) => number> = {
  bestSellers: byBestSeller,
  priceAsc: (a, b) => a.product.price_after_discount - b.product.price_after_discount || byBestSeller(a, b),
  priceDesc: (a, b) => b.product.price_after_discount - a.product.price_after_discount || byBestSeller(a, b),
  // Highest hot-water flow first; products without a flow rate (system boilers, non-boilers) last.
  waterOutput: (a, b) =>
    (b.product.product_water_flow_rate ?? -1) - (a.product.product_water_flow_rate ?? -1) || byBestSeller(a, b),
};

// Each order is sorted once per product list: switching back to an order, or filtering, is one pass.
const sortedOrders = new WeakMap<readonly IndexedProduct[], Map<SortKey, readonly IndexedProduct[]>>();

function sortedBy(items: readonly IndexedProduct[], sort: SortKey): readonly IndexedProduct[] {
  let orders = sortedOrders.get(items);
  if (!orders) sortedOrders.set(items, (orders = new Map()));
  let sorted = orders.get(sort);
  if (!sorted) orders.set(sort, (sorted = [...items].sort(COMPARATORS[sort])));
  return sorted;
}

/** The products the customer sees, in order. */
export function applyView(items: readonly IndexedProduct[], view: ResultsView): IndexedProduct[] {
  return sortedBy(items, view.sort).filter((item) => passes(item, view));
}

/** Brands on offer, alphabetically, for the brand filter. */
export function brandsOf(products: readonly Product[]): string[] {
  return [...new Set(products.map((product) => product.product_brand))].sort((a, b) => a.localeCompare(b, 'en-GB'));
}

// The view in the URL: ?sort=priceAsc&filter=interestFree,sale&brand=Ideal&brand=Vaillant (a brand name may hold a comma).

export const SORT_PARAM = 'sort';
export const FILTER_PARAM = 'filter';
export const BRAND_PARAM = 'brand';

function listParam(params: URLSearchParams, name: string): string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Reads the view from the query; unknown values are ignored rather than failing the page. */
export function viewFromParams(params: URLSearchParams): ResultsView {
  const sort = params.get(SORT_PARAM) ?? undefined;
  return {
    sort: isOneOf(SORT_KEYS, sort) ? sort : DEFAULT_SORT,
    filters: new Set(listParam(params, FILTER_PARAM).filter((key) => isOneOf(FILTER_KEYS, key))),
    brands: new Set(params.getAll(BRAND_PARAM).filter(Boolean)),
  };
}

/** The view's query string alone ("sort=priceAsc&filter=sale"): equal views, equal keys. */
export function viewKeyOf(view: ResultsView): string {
  return paramsWithView(new URLSearchParams(), view).toString();
}

/** Writes the view into a copy of the query, leaving other parameters (popup, ...) alone; defaults are omitted. */
export function paramsWithView(params: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.sort === DEFAULT_SORT) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, view.sort);
  const filters = FILTER_KEYS.filter((key) => view.filters.has(key));
  if (filters.length > 0) next.set(FILTER_PARAM, filters.join(','));
  else next.delete(FILTER_PARAM);
  next.delete(BRAND_PARAM);
  for (const brand of [...view.brands].sort()) next.append(BRAND_PARAM, brand);
  return next;
}
