// /order/pay/:order?amount=PENCE: the order, the amount and its card payment intent in one call, asked
// for as the route loads (decision 963); a link without a valid amount loads nothing.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loadOrderPayment } from './order-gateway';

/** The query the load reads: a change to it loads again (any other query change does not). */
export const queryKeys = ['amount'];

/** The amount in the link, in whole pence; null when missing or not a positive whole number. */
export function amountFromQuery(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const amount = Number(value);
  return Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const amount = amountFromQuery(new URL(request.url).searchParams.get('amount'));
  return { amount, payment: amount === null ? null : loadOrderPayment(params.order ?? '', amount, request.signal) };
}
