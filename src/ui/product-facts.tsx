// A priced product's facts, prices and where choosing it leads, wherever it appears.
import { Fragment } from 'react';
import { countText } from '@/domain/counts';
import { comparedPrice } from '@/domain/estimates';
import { formatPence, type Pence } from '@/domain/money';
import { formatNumber } from '@/domain/number-format';
import './product.css';
import { CHECKOUT_TYPES, isOneOf, type ProductType } from '@/domain/product-types';
import { PROFILES, relocationWork } from '@/domain/product-profiles';
import { paths, withProduct } from '@/domain/route-manifest';
import type { Grant, Product } from '@/shared/contract-types';

export interface ProductFactsSource {
  readonly product_type: string;
  readonly output_kw?: number | null;
  readonly product_water_flow_rate?: number | null;
  readonly capacity_kwh?: number | null;
  readonly panels?: number | null;
  readonly warranty_years: number;
}

/** The facts customers compare for each type, as term and value. */
export function productFacts(type: ProductType, product: ProductFactsSource): Array<readonly [string, string]> {
  const facts: Array<readonly [string, string]> = [['Type', product.product_type]];
  for (const { term, field, unit } of PROFILES[type].facts) {
    const value = product[field];
    if (value !== null && value !== undefined) facts.push([term, typeof unit === 'string' ? `${formatNumber(value)} ${unit}` : countText(value, ...unit)]);
  }
  if (product.warranty_years > 0) facts.push(['Warranty', countText(product.warranty_years, 'year')]);
  return facts;
}

/** Choosing a product: checkout for the types sold online, else the enquiry. */
export function chooseProductHref(type: ProductType, quote: string | undefined, productId: number): string {
  const base = isOneOf(CHECKOUT_TYPES, type) ? paths.checkout(type, quote) : paths.enquire(type, quote);
  return withProduct(base, productId);
}

export function chooseProductLabel(type: ProductType): string {
  const { sold, noun } = PROFILES[type];
  return sold === 'checkout' ? `Choose this ${noun}` : `Enquire about this ${noun}`;
}

export type PricedProduct = Pick<Product, 'price_before_discount' | 'price_after_discount' | 'grant'>;

/** A product's prices as compared (decision 830): the server's, after any grant, plus the quote's relocation. */
export interface QuotedPrice {
  /** What the customer pays: the finance example's cash price. */
  readonly now: Pence;
  /** The same before the discount. */
  readonly before: Pence;
  readonly relocation: Pence;
  /** The grant the server says it has already taken off, or null. */
  readonly grant: Grant | null;
}

export function quotedPrice(product: PricedProduct, relocation: Pence): QuotedPrice {
  return {
    now: comparedPrice(product.price_after_discount, relocation),
    before: comparedPrice(product.price_before_discount, relocation),
    relocation,
    grant: product.grant ?? null,
  };
}

/** The sentence beside a price that had a grant taken off, in the server's words and figures. */
export function grantNote(grant: Grant, now: Pence): string {
  return `After the ${formatPence(grant.amount)} ${grant.name} grant, which we claim for you (${grant.eligibility}). Before the grant: ${formatPence(now + grant.amount)}.`;
}

/** A price as shown: what the customer pays, the price before the discount and the saving when there is one, and what is in it. */
export interface PriceTexts {
  readonly now: string;
  readonly before: string | null;
  readonly saving: string | null;
  /** Sentences next to the price saying what it includes or has taken off. */
  readonly notes: readonly string[];
}

export function priceTexts(type: ProductType, price: QuotedPrice): PriceTexts {
  const saving = price.before - price.now;
  const notes: string[] = [];
  if (price.relocation > 0) notes.push(`Includes ${formatPence(price.relocation)} for ${relocationWork(type)}.`);
  if (price.grant) notes.push(grantNote(price.grant, price.now));
  return {
    now: formatPence(price.now),
    before: saving > 0 ? formatPence(price.before) : null,
    saving: saving > 0 ? formatPence(saving) : null,
    notes,
  };
}

/** What the customer pays, with the price before the discount and the saving when there is one, and what is in it. */
export function ProductPrice({ type, price }: { type: ProductType; price: QuotedPrice }) {
  return <ProductPriceText texts={priceTexts(type, price)} />;
}

/** ProductPrice from texts worked out beforehand (a results card formats each product once). */
export function ProductPriceText({ texts }: { texts: PriceTexts }) {
  return (
    <>
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
      {texts.notes.map((note) => (
        <p key={note} className="ui-hint ui-price__note">
          {note}
        </p>
      ))}
    </>
  );
}

/** Short texts (features, what a price includes) as a bulleted list. */
export function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
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
