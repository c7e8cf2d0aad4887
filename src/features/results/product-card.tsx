// One product on the results. Memoised and plain (no hooks, no state), reading a display model worked
// out once per product (card-display.ts): a sort mounts the cards it brings into the first page, and
// that must stay cheap (decision 132, budget 50 ms at 4x CPU slowdown).
import { memo, type MouseEvent } from 'react';
import { ProductPrice } from '@/ui/product-facts';
import type { PopupName } from '@/ui/popup';
import type { CardDisplay } from './card-display';
import type { Product } from './sort-filter';

export interface ProductCardProps {
  product: Product;
  display: CardDisplay;
  /** Opens a product popup (ProductInfo, FinanceOptions, AddOn) for this product. */
  onPopup: (name: PopupName, productId: number) => void;
  /** Follows the card's links inside the app, as a router <Link> would. */
  onFollowLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function ProductCardView({ product, display, onPopup, onFollowLink }: ProductCardProps) {
  const titleId = `product-${product.id}-title`;
  return (
    <li className="results-card" data-product-id={product.id}>
      <article aria-labelledby={titleId}>
        <img className="results-card__image" src={product.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
        <div className="results-card__body">
          <p className="results-card__brand">{product.product_brand}</p>
          <h3 id={titleId} className="results-card__title">
            <a href={display.detailHref} onClick={onFollowLink}>
              {product.product_title}
            </a>
          </h3>
          <dl className="results-card__facts">
            {display.facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
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
          {display.example && (
            // The sentence form of <RepresentativeExample>, with its text worked out once.
            <div className="ui-finance-example ui-finance-example--sentence">
              <p>{display.example}</p>
            </div>
          )}
          <a className="ui-button ui-button--primary ui-button--block" href={display.chooseHref} onClick={onFollowLink}>
            {display.chooseLabel}
            <span className="ui-visually-hidden">: {product.product_title}</span>
          </a>
          <div className="results-card__links">
            <button type="button" className="ui-button ui-button--link" onClick={() => onPopup('ProductInfoPopup', product.id)}>
              Product info<span className="ui-visually-hidden"> for {product.product_title}</span>
            </button>
            {display.hasFinance && (
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
