// /enquire/:type[/:quote][?product=id]: the enquiry's load, asked for as the route loads (decision 963).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_QUERY, productOf } from '@/domain/route-manifest';
import { PRODUCT_TYPES, isOneOf } from '@/domain/product-types';
import { loadEnquiry } from './enquiry-gateway';

/** The query the load reads: a change to it loads again (any other query change, a step, does not). */
export const queryKeys = [PRODUCT_QUERY];

export function loader({ params, request }: LoaderFunctionArgs) {
  const type = isOneOf(PRODUCT_TYPES, params.type) ? params.type : 'boiler';
  return { enquiry: loadEnquiry(type, params.quote, productOf(request.url), request.signal) };
}
