// POST /landlord-address, which checkout's details step and the boiler service's both send for a landlord.
import type { LandlordAddressRequest } from '@/shared/contract-types';
import { STEP_SAVE_FAILURE } from '@/domain/failure-texts';
import { NOTHING_READ } from './answer-check';
import { call, type ApiResult } from './call';
import { api, idempotencyHeader } from './client';

export async function storeLandlordAddress(body: LandlordAddressRequest): Promise<ApiResult<void>> {
  const stored = await call(() => api.POST('/landlord-address', { params: { header: idempotencyHeader() }, body }), { check: NOTHING_READ, fallback: STEP_SAVE_FAILURE });
  return stored.ok ? { ok: true, data: undefined } : stored;
}
