// What a priced product shows wherever it appears (results card, product detail, checkout summary):
// the facts that matter for its type, its prices, and where choosing it leads. Structural types,
// so src/ui stays independent of the API layer.
import { Fragment } from 'react';
import { FINANCE_PRODUCTS, type FinanceType } from '@/domain/finance';
import { formatPence, type Pence } from '@/domain/money';
import './product.css';
import { CHECKOUT_TYPES, isOneOf, paths, type ProductType } from './paths';

export interface ProductFactsSource {
  readonly product_type: string;
  readonly output_kw?: number | null;
  readonly product_water_flow_rate?: number | null;
  readonly capacity_kwh?: number | null;
  readonly panels?: number | null;
  readonly warranty_years: number;
}

export const PRODUCT_NOUN: Record<ProductType, string> = {
  aircon: 'air conditioner',
  battery: 'battery',
  boiler: 'boiler',
  ev: 'EV charger',
  'heat-pump': 'heat pump',
  solar: 'solar system',
};

const number = (value: number) => value.toLocaleString('en-GB', { maximumFractionDigits: 2 });

/** The facts customers compare for each type (issue 6 item 1), as term and value. */
export function productFacts(type: ProductType, product: ProductFactsSource): Array<readonly [string, string]> {
  const facts: Array<readonly [string, string]> = [['Type', product.product_type]];
  const add = (term: string, value: number | null | undefined, unit: string) => {
    if (value !== null && value !== undefined) facts.push([term, `${number(value)} ${unit}`]);
  };
  switch (type) {
    case 'boiler':
      add('Hot water flow rate', product.product_water_flow_rate, 'litres a minute');
      add('Output', product.output_kw, 'kW');
      break;
    case 'battery':
      add('Usable capacity', product.capacity_kwh, 'kWh');
      add('Power', product.output_kw, 'kW');
      break;
    case 'solar':
      add('Panels', product.panels, product.panels === 1 ? 'panel' : 'panels');
      add('System size', product.output_kw, 'kWp');
      break;
    case 'ev':
      add('Charging power', product.output_kw, 'kW');
      break;
    case 'aircon':
      add('Cooling output', product.output_kw, 'kW');
      break;
    case 'heat-pump':
      add('Heat output', product.output_kw, 'kW');
      break;
  }
  if (product.warranty_years > 0) facts.push(['Warranty', `${product.warranty_years} years`]);
  return facts;
}

/** Choosing a product: checkout for the types sold online, else the enquiry (issue 6 item 8). */
export function chooseProductHref(type: ProductType, quote: string | undefined, productId: number): string {
  const base = isOneOf(CHECKOUT_TYPES, type) ? paths.checkout(type, quote) : paths.enquire(type, quote);
  return `${base}?product=${encodeURIComponent(String(productId))}`;
}

export function chooseProductLabel(type: ProductType): string {
  return isOneOf(CHECKOUT_TYPES, type) ? `Choose this ${PRODUCT_NOUN[type]}` : `Enquire about this ${PRODUCT_NOUN[type]}`;
}

const EXAMPLE_PREFERENCE: readonly FinanceType[] = ['IB', 'BNPL', 'IF'];

/**
 * The finance type whose example a product shows: interest bearing when offered (the usual
 * representative case), else buy now pay later, else interest free; none without finance options.
 * Lender pids outside the fixed list count by their own type when given.
 */
export function exampleFinanceType(
  financeProductIds: readonly string[],
  loanTerms: readonly { readonly pid: string; readonly type: FinanceType }[] = FINANCE_PRODUCTS,
): FinanceType | null {
  const offered = new Set(financeProductIds.map((pid) => loanTerms.find((terms) => terms.pid === pid)?.type));
  return EXAMPLE_PREFERENCE.find((type) => offered.has(type)) ?? null;
}

/** A price as shown: after discount, with the price before and the saving when there is one. */
export interface PriceTexts {
  readonly now: string;
  readonly before: string | null;
  readonly saving: string | null;
}

export function priceTexts(before: Pence, after: Pence): PriceTexts {
  const saving = before - after;
  return { now: formatPence(after), before: saving > 0 ? formatPence(before) : null, saving: saving > 0 ? formatPence(saving) : null };
}

/** Price after discount, with the price before and the saving when there is one. */
export function ProductPrice({ before, after }: { before: Pence; after: Pence }) {
  return <ProductPriceText texts={priceTexts(before, after)} />;
}

/** ProductPrice from texts worked out beforehand (a results card formats each product once). */
export function ProductPriceText({ texts }: { texts: PriceTexts }) {
  return (
    <p className="ui-price">
      {texts.before !== null && (
        <>
          <span className="ui-price__before">
            <span className="ui-visually-hidden">Was </span>
            <s>{texts.before}</s>
          </span>{' '}
        </>
      )}
      <span className="ui-price__now">
        {texts.saving !== null && <span className="ui-visually-hidden">now </span>}
        {texts.now}
      </span>
      {texts.saving !== null && <span className="ui-price__saving">Save {texts.saving}</span>}
    </p>
  );
}

/** Terms and values as one description list, each term right before its value. */
export function FactList({ facts, className }: { facts: ReadonlyArray<readonly [string, string]>; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
