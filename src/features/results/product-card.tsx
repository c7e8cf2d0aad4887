// One product on the results: memoised, stateless and compact, its text changed in place by a sort (decision 135).
import type { Product } from '@/shared/contract-types';
import { memo, type MouseEvent } from 'react';
import { FactList, TextList, ProductPriceText } from '@/ui/product-facts';
import type { PopupName } from '@/ui/popup';
import type { CardDisplay } from './card-display';

export interface ProductCardProps {
  product: Product;
  display: CardDisplay;
  onPopup: (name: PopupName, productId: number) => void;
  onFollowLink: (event: MouseEvent<HTMLAnchorElement>) => void;
}

function ProductCardView({ product, display, onPopup, onFollowLink }: ProductCardProps) {
  const title = product.product_title;
  return (
    <li className="results-card" data-product-id={product.id}>
      <img className="results-card__image" src={product.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div className="results-card__body">
        <p className="results-card__brand">{product.product_brand}</p>
        <h3 className="results-card__title">
          <a href={display.detailHref} onClick={onFollowLink}>
            {title}
          </a>
        </h3>
        {/* The price right under the name: on a phone both are on the first screen (decision 533). */}
        <ProductPriceText texts={display.price} />
        <FactList className="results-card__facts" facts={display.facts} />
        {product.features && product.features.length > 0 && <TextList className="results-card__features" items={product.features} />}
      </div>
      <div className="results-card__buy">
        {/* The sentence form of <RepresentativeExample>, with its text worked out once. */}
        {display.example && <p className="ui-finance-example results-card__example">{display.example}</p>}
        <a className="ui-button ui-button--primary ui-button--block" href={display.chooseHref} onClick={onFollowLink}>
          {display.chooseLabel}
          <span className="ui-visually-hidden">{`: ${title}`}</span>
        </a>
        <div className="results-card__links">
          <button type="button" className="ui-button ui-button--link" onClick={() => onPopup('ProductInfoPopup', product.id)}>
            Product info<span className="ui-visually-hidden">{` for ${title}`}</span>
          </button>
          {display.hasFinance && (
            <button type="button" className="ui-button ui-button--link" onClick={() => onPopup('FinanceOptionsPopup', product.id)}>
              Finance options<span className="ui-visually-hidden">{` for ${title}`}</span>
            </button>
          )}
          <button type="button" className="ui-button ui-button--link" onClick={() => onPopup('AddOnPopup', product.id)}>
            Add-ons<span className="ui-visually-hidden">{` for ${title}`}</span>
          </button>
        </div>
      </div>
    </li>
  );
}

export const ProductCard = memo(ProductCardView);
