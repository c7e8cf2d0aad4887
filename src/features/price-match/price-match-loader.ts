// /price-match/:order: the price match, asked for as the route loads (decision 880).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadPriceMatch } from './price-match-gateway';

export function loader({ params, request }: LoaderFunctionArgs) {
  return { priceMatch: loadPriceMatch(params.order ?? '', request.signal) };
}
