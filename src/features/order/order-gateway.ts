// The after-order calls (purchase §7): the order page, pay-an-amount, tracking and the upload page.
// Each answers a small result the page can act on without knowing openapi-fetch's shapes.
import { api, idempotencyHeader } from '@/api/client';
import type { components } from '@/api/schema';
import { uploadFile } from '@/api/upload';

export type Order = components['schemas']['Order'];
export type OrderPage = components['schemas']['OrderPageResponse'];
export type OrderPayment = components['schemas']['OrderPaymentResponse'];
export type UploadState = components['schemas']['UploadState'];
export type UploadType = components['schemas']['UploadType'];

export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number };

/** POST /order/{order}[?pending=]; the status tells 401 (back to checkout) from other failures. */
export async function loadOrderPage(order: string, pending: boolean | undefined): Promise<Loaded<OrderPage>> {
  const { data, response } = await api.POST('/order/{order}', {
    params: { path: { order }, query: pending === undefined ? {} : { pending } },
  });
  return data ? { ok: true, data } : { ok: false, status: response.status };
}

/** POST /order/pay/{order}?amount&pending=true: the order, the amount and the card payment intent. */
export async function loadOrderPayment(order: string, amount: number): Promise<OrderPayment | null> {
  const { data } = await api.POST('/order/pay/{order}', { params: { path: { order }, query: { amount, pending: true }, header: idempotencyHeader() } });
  return data ?? null;
}

/** POST /order-tracking/{order}. */
export async function loadOrderTracking(order: string): Promise<Order | null> {
  const { data } = await api.POST('/order-tracking/{order}', { params: { path: { order } } });
  return data?.order ?? null;
}

/** POST /order/upload/{order}[?type]: the required and optional documents. */
export async function loadUploadState(order: string, type: UploadType | undefined): Promise<UploadState | null> {
  const { data } = await api.POST('/order/upload/{order}', { params: { path: { order }, query: type ? { type } : {} } });
  return data ?? null;
}

export interface StoreDocument {
  readonly orderId: string;
  readonly user: number | null | undefined;
  readonly name: string;
  readonly file: File;
  readonly onProgress: (percent: number) => void;
  readonly signal: AbortSignal;
}

/**
 * The multipart POST (method override PATCH) to /order/upload/{orderId} with user, file and name.
 * purchase §8 "Upload store failure: Returns false, no message". On success it answers the updated
 * upload state (decision 014), or true when the server sent no body.
 */
export async function storeDocument({ orderId, user, name, file, onProgress, signal }: StoreDocument): Promise<UploadState | true | false> {
  const result = await uploadFile<UploadState>({
    path: `/order/upload/${encodeURIComponent(orderId)}`,
    fields: { user: user == null ? '' : String(user), name },
    file,
    signal,
    onProgress: ({ loaded, total }) => onProgress(total > 0 ? Math.round((loaded / total) * 100) : 0),
  });
  if (!result) return false;
  return result.body ?? true;
}
