// POST /landlord-address, which checkout's details step and the boiler service's both send for a landlord.
import type { LandlordAddressRequest } from '@/shared/contract-types';
import { STEP_SAVE_FAILURE } from '@/domain/failure-texts';
import { save, type ApiResult } from './call';
import { api, idempotencyHeader } from './client';

export function storeLandlordAddress(body: LandlordAddressRequest): Promise<ApiResult<void>> {
  return save(() => api.POST('/landlord-address', { params: { header: idempotencyHeader() }, body }), STEP_SAVE_FAILURE);
}
