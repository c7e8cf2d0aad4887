// /order-track/:order: the order, asked for as the route loads (decision 880); the page waits for it.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadOrderTracking } from '@/api/order-tracking';

export function loader({ params, request }: LoaderFunctionArgs) {
  return { tracking: loadOrderTracking(params.order ?? '', request.signal) };
}
