// PATCH /order/{order}, which checkout's steps and the enquiry's details both send.
import type { OrderUpdate } from '@/shared/contract-types';
import { NOTHING_READ } from './answer-check';
import { call, type ApiResult } from './call';
import { api } from './client';

export async function updateOrder(quoteId: string, body: OrderUpdate, fallback: string): Promise<ApiResult<void>> {
  const updated = await call(() => api.PATCH('/order/{order}', { params: { path: { order: quoteId } }, body }), { check: NOTHING_READ, fallback });
  return updated.ok ? { ok: true, data: undefined } : updated;
}
