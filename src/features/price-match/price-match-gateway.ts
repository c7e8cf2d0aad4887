// The price match's calls (quote §7): load, upload one piece of evidence (multipart, _method=PATCH,
// through src/api/upload.ts), and complete with a competitor's web address.
import { api } from '@/api/client';
import { serverMessage } from '@/api/errors';
import { uploadFile, type UploadProgress } from '@/api/upload';
import type { PriceMatch } from '@/api/contract-types';

/** POST /price-match/{order} without a body; null on an error answer (the page goes home). */
export async function loadPriceMatch(order: string): Promise<PriceMatch | null> {
  const { data } = await api.POST('/price-match/{order}', { params: { path: { order } } });
  return data ?? null;
}

/** POST (multipart, _method=PATCH) /price-match/{orderId}: resolves the new state, or false on failure. */
export async function uploadEvidence(orderId: string, name: string, file: File, onProgress: (progress: UploadProgress) => void): Promise<PriceMatch | false> {
  const result = await uploadFile<PriceMatch>({ path: `/price-match/${encodeURIComponent(orderId)}`, fields: { name }, file, onProgress });
  return result ? (result.body ?? false) : false;
}

/** PATCH /price-match/{orderId}/complete with the address as typed. */
export async function completeWithUrl(orderId: string, url: string): Promise<PriceMatch> {
  const { data, error } = await api.PATCH('/price-match/{order}/complete', { params: { path: { order: orderId } }, body: { url } });
  if (!data) throw new Error(serverMessage(error, 'We could not send the web address. Please try again.'));
  return data;
}
