// One product on the results. Memoised and plain (no hooks, no state): a sort only moves cards,
// and a filter mounts or unmounts them, so this must stay cheap (issue 6 item 9, budget 50 ms).
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { FinanceType } from '@/domain/finance';
import { formatDisplayDate } from '@/domain/dates';
import { RepresentativeExample, halfPriceExample } from '@/ui/representative-example';
import { ProductPrice, chooseProductHref, chooseProductLabel, productFacts } from '@/ui/product-facts';
import { paths, type ProductType } from '@/ui/paths';
import type { PopupName } from '@/ui/popup';
import type { Product } from './sort-filter';

export interface ProductCardProps {
  type: ProductType;
  product: Product;
  quote: string | undefined;
  nextAvailable: Date;
  financeType: FinanceType | null;
  /** Opens a product popup (ProductInfo, FinanceOptions, AddOn) for this product. */
  onPopup: (name: PopupName, productId: number) => void;
}

function ProductCardView({ type, product, quote, nextAvailable, financeType, onPopup }: ProductCardProps) {
  const titleId = `product-${product.id}-title`;
  const detailHref = `${paths.product(type, String(product.id))}${quote ? `?quote=${encodeURIComponent(quote)}` : ''}`;
  return (
    <li className="results-card" data-product-id={product.id}>
      <article aria-labelledby={titleId}>
        <img className="results-card__image" src={product.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
        <div className="results-card__body">
          <p className="results-card__brand">{product.product_brand}</p>
          <h3 id={titleId} className="results-card__title">
            <Link to={detailHref}>{product.product_title}</Link>
          </h3>
          <dl className="results-card__facts">
            {productFacts(type, product).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>Next available</dt>
              <dd>{formatDisplayDate(nextAvailable)}</dd>
            </div>
          </dl>
          {product.features && product.features.length > 0 && (
            <ul className="results-card__features">
              {product.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
        </div>
        <div className="results-card__buy">
          <ProductPrice before={product.price_before_discount} after={product.price_after_discount} />
          {financeType && (
            <RepresentativeExample example={halfPriceExample(financeType, product.price_after_discount)} variant="sentence" withBrokerStatement={false} />
          )}
          <Link className="ui-button ui-button--primary ui-button--block" to={chooseProductHref(type, quote, product.id)}>
            {chooseProductLabel(type)}
            <span className="ui-visually-hidden">: {product.product_title}</span>
          </Link>
          <div className="results-card__links">
            <button type="button" className="ui-button ui-button--link" onClick={() => onPopup('ProductInfoPopup', product.id)}>
              Product info<span className="ui-visually-hidden"> for {product.product_title}</span>
            </button>
            {financeType && (
              <button type="button" className="ui-button ui-button--link" onClick={() => onPopup('FinanceOptionsPopup', product.id)}>
                Finance options<span className="ui-visually-hidden"> for {product.product_title}</span>
              </button>
            )}
            <button type="button" className="ui-button ui-button--link" onClick={() => onPopup('AddOnPopup', product.id)}>
              Add-ons<span className="ui-visually-hidden"> for {product.product_title}</span>
            </button>
          </div>
        </div>
      </article>
    </li>
  );
}

export const ProductCard = memo(ProductCardView);
