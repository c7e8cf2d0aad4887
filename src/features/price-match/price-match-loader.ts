// /price-match/:order: the price match and its order, asked for as the route loads (decision 880).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadOrderTracking } from '@/api/order-tracking';
import { loadPriceMatch } from './price-match-gateway';

/** With the order, so the page names the product and price it is about (decision 932). */
export function loader({ params, request }: LoaderFunctionArgs) {
  const order = params.order ?? '';
  return { priceMatch: loadPriceMatch(order, request.signal), order: loadOrderTracking(order, request.signal) };
}
