// The results page's callback calls (decision 019): POST /quote/callback/{quote} without a body
// checks for a booked callback, with one books it; POST /quote/save/{quote} saves the quote and
// emails its link (decision 491). Each answers an ApiResult (src/api/call.ts).
import { call, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import type { CallbackRequest, SaveQuoteRequest } from '@/shared/contract-types';
import { callback } from '@/api/answer-checks/callback';
import { quoteSaved } from '@/api/answer-checks/quote-saved';
import { GENERIC_FAILURE, LOAD_FAILURE } from '@/domain/failure-texts';


/** Whether a callback is already booked for the quote. */
export async function checkCallback(quote: string, signal: AbortSignal): Promise<ApiResult<boolean>> {
  const checked = await call(() => api.POST('/quote/callback/{quote}', { params: { path: { quote }, header: idempotencyHeader() }, signal }), { check: callback, fallback: LOAD_FAILURE });
  return checked.ok ? { ok: true, data: checked.data.callback } : checked;
}

/** Books a callback; answers whether the server booked it. */
export async function requestCallback(quote: string, body: CallbackRequest): Promise<ApiResult<boolean>> {
  const booked = await call(() => api.POST('/quote/callback/{quote}', { params: { path: { quote }, header: idempotencyHeader() }, body }), { check: callback, fallback: GENERIC_FAILURE });
  return booked.ok ? { ok: true, data: booked.data.callback } : booked;
}


/** Saves the quote and emails its link; answers the address the server emailed. */
export async function saveQuote(quote: string, body: SaveQuoteRequest): Promise<ApiResult<string>> {
  const saved = await call(() => api.POST('/quote/save/{quote}', { params: { path: { quote }, header: idempotencyHeader() }, body }), { check: quoteSaved, fallback: GENERIC_FAILURE });
  return saved.ok ? { ok: true, data: saved.data.email_address } : saved;
}
