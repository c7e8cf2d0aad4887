// /product/:type/:product (decision 070): the details of one product, and with a quote its price (decision 955).
import type { ProductDetail } from '@/shared/contract-types';
import { Suspense, use, useEffect } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorReporter } from '@/api/error-reporting';
import { useLenderLists } from '@/api/use-lender-lists';
import { halfPriceExample, productFinance } from '@/domain/finance';
import { capitalised } from '@/domain/counts';
import { EXTRAS_NOT_INCLUDED, PROFILES } from '@/domain/product-profiles';
import type { Pence } from '@/domain/money';
import { LoadingState } from '@/ui/loading-state';
import { usePageTitle } from '@/ui/page-title';
import { paths } from '@/domain/route-manifest';
import { PRODUCT_TYPES, isOneOf, type ProductType } from '@/domain/product-types';
import { FactList, TextList, ProductPrice, chooseProductHref, chooseProductLabel, productFacts, quotedPrice } from '@/ui/product-facts';
import { RepresentativeExample } from '@/ui/representative-example';
import type { loader } from './product-loader';
import './product.css';

export default function ProductPage() {
  const params = useParams();
  const type: ProductType = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  const [searchParams] = useSearchParams();
  const quote = searchParams.get('quote') ?? undefined;
  const loaded = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<ProductWait type={type} text="Loading the product" />}>
      <Product key={`${type}/${params.product}`} type={type} quote={quote} {...loaded} />
    </Suspense>
  );
}

/** The wait while the product loads, or while a failed load goes back. */
function ProductWait({ type, text }: { type: ProductType; text: string }) {
  usePageTitle(`${capitalised(PROFILES[type].noun)} details`);
  return (
    <div className="ui-main--narrow">
      <LoadingState>{text}</LoadingState>
    </div>
  );
}

type ProductProps = { type: ProductType; quote: string | undefined } & ReturnType<typeof loader>;

/** A failed load (an address without a product number too) is logged quietly and goes back one page (quote §8, decision 128). */
function Product({ type, quote, productId, detail, quoted }: ProductProps) {
  const load = detail && use(detail);
  const quotedAnswer = quoted && use(quoted);
  const navigate = useNavigate();
  const location = useLocation();
  const failed = !load?.ok;

  useEffect(() => {
    if (!failed) return;
    const reason = load ? { status: load.status, message: load.message } : { message: 'the route has no product id' };
    errorReporter().captureException(new Error('product detail load failed'), { type, productId, ...reason });
    // location.key is 'default' on the first page of the tab: there is no page to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.results(type, quote), { replace: true });
  }, [failed, load, location.key, navigate, type, productId, quote]);

  if (!load?.ok) return <ProductWait type={type} text="Taking you back" />;
  const quotedProduct = quotedAnswer?.ok ? quotedAnswer.data : null;
  const product = quotedProduct ? { ...load.data, price_before_discount: quotedProduct.product.price_before_discount, price_after_discount: quotedProduct.product.price_after_discount } : load.data;
  return <ProductDetails type={type} product={product} quote={quote} relocation={quotedProduct?.relocation ?? null} />;
}

interface ProductDetailsProps {
  type: ProductType;
  product: ProductDetail;
  quote: string | undefined;
  /** Null without a quote's price (decision 830). */
  relocation: Pence | null;
}

function ProductDetails({ type, product, quote, relocation }: ProductDetailsProps) {
  usePageTitle(product.product_title);
  // The plans checkout offers: the fixed table at once, V12's terms for other codes once its list answers.
  const lenders = useLenderLists();
  const { examplePlan } = productFinance(product.finance_options.map((option) => option.finance_product_id), lenders?.v12);
  const price = quotedPrice(product, relocation ?? 0);
  return (
    <article className="product">
      <p>
        <Link to={paths.results(type, quote)}>Back to your results</Link>
      </p>
      <div className="product__top">
        <img className="product__image" src={product.image} alt={product.product_title} width={240} height={240} />
        <div>
          <p className="product__brand">{product.product_brand}</p>
          <h1>{product.product_title}</h1>
          <ProductPrice type={type} price={price} />
          {relocation === null && PROFILES[type].relocationWork !== null && (
            <p className="ui-hint">This price is for fitting in the usual place: your results show your full price, including {PROFILES[type].relocationWork} if your home needs it.</p>
          )}
          <Link className="ui-button ui-button--primary" to={chooseProductHref(type, quote, product.id)}>
            {chooseProductLabel(type)}
          </Link>
          {examplePlan && (
            <RepresentativeExample example={halfPriceExample(examplePlan, price.now)} title={`Representative example on half the price: ${examplePlan.name}`} />
          )}
        </div>
      </div>

      <p className="ui-lede">{product.description}</p>

      <section aria-labelledby="product-specifications">
        <h2 id="product-specifications">Specifications</h2>
        <FactList className="product__specs" facts={mergedSpecifications(type, product)} />
      </section>

      {product.whats_included.length > 0 && (
        <section aria-labelledby="product-included">
          <h2 id="product-included">What’s included</h2>
          <TextList items={product.whats_included} />
          <p>{EXTRAS_NOT_INCLUDED}</p>
        </section>
      )}

      {product.features && product.features.length > 0 && (
        <section aria-labelledby="product-features">
          <h2 id="product-features">Highlights</h2>
          <TextList items={product.features} />
        </section>
      )}

      {product.gallery.length > 0 && (
        <section aria-labelledby="product-gallery">
          <h2 id="product-gallery">Pictures</h2>
          <ul className="product__gallery">
            {product.gallery.map((src, index) => (
              <li key={src}>
                <img src={src} alt={`${product.product_title}, picture ${index + 1}`} width={160} height={160} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      )}

      {product.documents.length > 0 && (
        <section aria-labelledby="product-documents">
          <h2 id="product-documents">Documents</h2>
          <ul>
            {product.documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} rel="noopener noreferrer" target="_blank">
                  {document.name}
                  <span className="ui-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** The server's specifications; the type's key facts when it sent none. */
function mergedSpecifications(type: ProductType, product: ProductDetail): Array<readonly [string, string]> {
  if (product.specifications.length === 0) return productFacts(type, product);
  return product.specifications.map((spec) => [spec.name, spec.value] as const);
}
