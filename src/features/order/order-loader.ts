// /order/:order[?pending=]: the order page's load, asked for as the route loads (decision 963).
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadOrderPage } from './order-gateway';

/** The query the load reads: a change to it loads again (any other query change does not). */
export const queryKeys = ['pending'];

export function loader({ params, request }: LoaderFunctionArgs) {
  const pending = new URL(request.url).searchParams.get('pending');
  return { order: loadOrderPage(params.order ?? '', pending === null ? undefined : pending === 'true', request.signal) };
}
