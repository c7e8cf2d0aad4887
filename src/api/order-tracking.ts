// POST /order-tracking/{order}: the order by its reference, for tracking and the price match.
import type { Order } from '@/shared/contract-types';
import { LOAD_FAILURE } from '@/domain/failure-texts';
import { orderTracking } from './answer-checks/order-tracking';
import { api } from './client';
import { call, type ApiResult } from './call';

export async function loadOrderTracking(order: string, signal: AbortSignal): Promise<ApiResult<Order>> {
  const loaded = await call(() => api.POST('/order-tracking/{order}', { params: { path: { order } }, signal }), { check: orderTracking, fallback: LOAD_FAILURE });
  return loaded.ok ? { ok: true, data: loaded.data.order } : loaded;
}
