// /product/:type/:product[?quote=]: the product's details and, with a quote, the quote's price of it,
// asked for as the route loads (decision 963).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_TYPES, isOneOf } from '@/domain/product-types';
import { parseProductId } from '@/domain/route-manifest';
import { loadProductDetail, loadQuotedProduct } from './product-gateway';

/** The query the load reads: a change to it loads again (any other query change does not). */
export const queryKeys = ['quote'];

export function loader({ params, request }: LoaderFunctionArgs) {
  const type = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  const id = parseProductId(params.product);
  const quote = new URL(request.url).searchParams.get('quote');
  return {
    productId: id,
    detail: id === null ? null : loadProductDetail(type, id, request.signal),
    quoted: id === null || !quote ? null : loadQuotedProduct(type, quote, id, request.signal),
  };
}
