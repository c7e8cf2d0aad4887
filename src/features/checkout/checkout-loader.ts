// /checkout/:type[/:quote][?product=id]: the checkout's load, asked for as the route loads (decision 963).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_QUERY, productOf } from '@/domain/route-manifest';
import { CHECKOUT_TYPES, isOneOf } from '@/domain/product-types';
import { loadCheckout } from './checkout-gateway';

/** The query the load reads: a change to it loads again (any other query change, a step, does not). */
export const queryKeys = [PRODUCT_QUERY];

export function loader({ params, request }: LoaderFunctionArgs) {
  const type = isOneOf(CHECKOUT_TYPES, params.type) ? params.type : 'boiler';
  return { checkout: loadCheckout(type, params.quote, productOf(request.url), request.signal) };
}
