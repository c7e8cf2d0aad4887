// The price match's calls (quote §7): load, upload one piece of evidence (multipart, _method=PATCH,
// through src/api/upload.ts), and complete with a competitor's web address.
import { api } from '@/api/client';
import { call, type ApiResult } from '@/api/call';
import type { PriceMatch } from '@/shared/contract-types';
import { firstProblem } from '@/api/answer-check';
import { priceMatch } from '@/api/answer-checks/price-match';
import { priceMatchCompleted } from '@/api/answer-checks/price-match-completed';
import { uploadFile, type UploadProgress } from '@/api/upload';
import { LOAD_FAILURE, WEB_ADDRESS_SEND_FAILURE } from '@/domain/failure-texts';

/** POST /price-match/{order} without a body. */
export function loadPriceMatch(order: string, signal: AbortSignal): Promise<ApiResult<PriceMatch>> {
  return call(() => api.POST('/price-match/{order}', { params: { path: { order } }, signal }), { check: priceMatch, fallback: LOAD_FAILURE });
}

/** POST (multipart, _method=PATCH) /price-match/{orderId}: resolves the new state, or false on failure. */
export async function uploadEvidence(orderId: string, name: string, file: File, onProgress: (progress: UploadProgress) => void): Promise<PriceMatch | false> {
  const result = await uploadFile<PriceMatch>({ path: `/price-match/${encodeURIComponent(orderId)}`, fields: { name }, file, onProgress });
  return result && result.body && firstProblem(priceMatch, result.body) === null ? result.body : false;
}

/** PATCH /price-match/{orderId}/complete with the address as typed. */
export function completeWithUrl(orderId: string, url: string): Promise<ApiResult<PriceMatch>> {
  return call(() => api.PATCH('/price-match/{order}/complete', { params: { path: { order: orderId } }, body: { url } }), {
    check: priceMatchCompleted,
    fallback: WEB_ADDRESS_SEND_FAILURE,
  });
}
