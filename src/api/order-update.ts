// PATCH /order/{order}, which checkout's steps and the enquiry's details both send.
import type { OrderUpdate } from '@/shared/contract-types';
import { save, type ApiResult } from './call';
import { api } from './client';

export function updateOrder(quoteId: string, body: OrderUpdate, fallback: string): Promise<ApiResult<void>> {
  return save(() => api.PATCH('/order/{order}', { params: { path: { order: quoteId } }, body }), fallback);
}
