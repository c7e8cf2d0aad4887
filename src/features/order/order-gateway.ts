// The after-order calls (purchase §7): the order page, pay-an-amount and uploads (tracking is src/api/order-tracking.ts).
import { call, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import type { OrderPageResponse, OrderPaymentResponse, UploadState, UploadType } from '@/shared/contract-types';
import { firstProblem, type AnswerCheck } from '@/api/answer-check';
import { orderPage } from '@/api/answer-checks/order-page';
import { orderPayment } from '@/api/answer-checks/order-payment';
import { uploadState } from '@/api/answer-checks/upload-state';
import { uploadFile } from '@/api/upload';
import { LOAD_FAILURE } from '@/domain/failure-texts';

const answerOptions = <Data>(check: AnswerCheck<Data>) => ({ check, fallback: LOAD_FAILURE });

/** POST /order/{order}[?pending=]; the status tells 401 (back to checkout) from other failures. */
export function loadOrderPage(order: string, pending: boolean | undefined, signal: AbortSignal): Promise<ApiResult<OrderPageResponse>> {
  const query = pending === undefined ? {} : { pending };
  return call(() => api.POST('/order/{order}', { params: { path: { order }, query }, signal }), answerOptions(orderPage));
}

/** POST /order/pay/{order}?amount&pending=true: the order, the amount and the card payment intent. */
export function loadOrderPayment(order: string, amount: number, signal: AbortSignal): Promise<ApiResult<OrderPaymentResponse>> {
  return call(() => api.POST('/order/pay/{order}', { params: { path: { order }, query: { amount, pending: true }, header: idempotencyHeader() }, signal }), answerOptions(orderPayment));
}

/** POST /order/upload/{order}[?type]: the required and optional documents. */
export function loadUploadState(order: string, type: UploadType | undefined, signal: AbortSignal): Promise<ApiResult<UploadState>> {
  return call(() => api.POST('/order/upload/{order}', { params: { path: { order }, query: type ? { type } : {} }, signal }), answerOptions(uploadState));
}

export interface StoreDocument {
  readonly orderId: string;
  readonly user: number | null | undefined;
  readonly name: string;
  readonly file: File;
  readonly onProgress: (percent: number) => void;
  readonly signal: AbortSignal;
}

/** Multipart POST (_method=PATCH) /order/upload/{orderId}: the new state (decision 014), true with no body, false (purchase §8). */
export async function storeDocument({ orderId, user, name, file, onProgress, signal }: StoreDocument): Promise<UploadState | true | false> {
  const result = await uploadFile<UploadState>({
    path: `/order/upload/${encodeURIComponent(orderId)}`,
    fields: { user: user == null ? '' : String(user), name },
    file,
    signal,
    onProgress: ({ percent }) => onProgress(percent),
  });
  if (!result) return false;
  if (result.body === null) return true;
  return firstProblem(uploadState, result.body) === null ? result.body : false;
}
