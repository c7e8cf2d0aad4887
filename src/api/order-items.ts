// The add-ons on an order, which checkout, the boiler service and the solar enquiry all save.
import type { LandlordOrderItemsRequest, OrderItemsRequest } from '@/shared/contract-types';
import { STEP_SAVE_FAILURE } from '@/domain/failure-texts';
import { save, type ApiResult } from './call';
import { api, idempotencyHeader } from './client';
import { errorReporter } from './error-reporting';

/** DELETE /order-items/{quote_id}: the add-ons saved before; purchase §8 "Add-on deletion failure: Logged only". */
export async function clearOrderItems(quoteId: string): Promise<void> {
  const cleared = await save(() => api.DELETE('/order-items/{quote_id}', { params: { path: { quote_id: quoteId } } }), STEP_SAVE_FAILURE);
  if (!cleared.ok) errorReporter().captureException(new Error(`DELETE /order-items failed (${cleared.status}): ${cleared.message}`), { quoteId });
}

/** POST /order-items: the add-ons chosen. */
export function storeOrderItems(body: OrderItemsRequest, fallback: string): Promise<ApiResult<void>> {
  return save(() => api.POST('/order-items', { params: { header: idempotencyHeader() }, body }), fallback);
}

/** POST /landlord/order-items: a landlord's certifications. */
export function storeLandlordOrderItems(body: LandlordOrderItemsRequest, fallback: string): Promise<ApiResult<void>> {
  return save(() => api.POST('/landlord/order-items', { params: { header: idempotencyHeader() }, body }), fallback);
}
