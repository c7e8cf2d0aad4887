// /checkout/:type[/:quote][?product=id]: the checkout's load, asked for as the route loads (decision 963).
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_QUERY, paths, productOf } from '@/domain/route-manifest';
import { paidInThisTab } from '@/ui/payment-receipt';
import { CHECKOUT_TYPES, isOneOf } from '@/domain/product-types';
import { loadCheckout } from './checkout-gateway';

/** The query the load reads: a change to it loads again (any other query change, a step, does not). */
export const queryKeys = [PRODUCT_QUERY];

export function loader({ params, request }: LoaderFunctionArgs) {
  // A checkout this tab has paid is over (decision 934): Forward onto one of its entries, or its
  // address, goes straight to the order page, never through "Loading your checkout".
  if (params.quote && paidInThisTab(params.quote)) return redirect(paths.order(params.quote));
  const type = isOneOf(CHECKOUT_TYPES, params.type) ? params.type : 'boiler';
  return { checkout: loadCheckout(type, params.quote, productOf(request.url), request.signal) };
}
