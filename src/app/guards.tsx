import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isOneOf } from '@/domain/product-types';
import { pages } from './pages';

const NotFoundPage = pages['not-found'];

/** Renders the page only when the route parameter is one of the allowed values; else "not found". */
export function ParamIn({ name, allowed, children }: { name: string; allowed: readonly string[]; children: ReactNode }) {
  const params = useParams();
  return isOneOf(allowed, params[name]) ? children : <NotFoundPage />;
}
