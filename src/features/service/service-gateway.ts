// The service checkout's calls (quote §7). Each answers an ApiResult (src/api/call.ts): the data in
// the shape the page reads, or the failure with its status and the server's message.
import { call, save, type ApiFailure, type ApiResult } from '@/api/call';
import { api, idempotencyHeader } from '@/api/client';
import { storeLandlordAddress } from '@/api/landlord-address';
import { clearOrderItems, storeLandlordOrderItems, storeOrderItems } from '@/api/order-items';
import { calendar } from '@/api/answer-checks/calendar';
import { serviceCheckout } from '@/api/answer-checks/service-checkout';
import { serviceConfirmed } from '@/api/answer-checks/service-confirmed';
import { serviceDatesSaved } from '@/api/answer-checks/service-dates-saved';
import { serviceDiscount } from '@/api/answer-checks/service-discount';
import type { ContactDetails } from '@/domain/contact-details';
import { CALENDAR_LOAD_FAILURE, INVALID_CODE_MESSAGE, LOAD_FAILURE, STEP_SAVE_FAILURE } from '@/domain/failure-texts';
import type { InstallCalendarMap } from '@/ui/install-calendar';
import type { LandlordOrderItemsRequest, OrderItemsRequest, ServiceCheckoutResponse, ServiceCustomerDetails, ServiceDatesRequest, ServiceOrder } from '@/shared/contract-types';

const SERVICE_TYPE = 'boiler';

/** POST /service/boiler?quote_id=. */
export function loadServiceCheckout(quoteId: string, signal: AbortSignal): Promise<ApiResult<ServiceCheckoutResponse>> {
  return call(() => api.POST('/service/boiler', { params: { query: { quote_id: quoteId } }, signal }), { check: serviceCheckout, fallback: LOAD_FAILURE });
}

/** POST /service/{type}/{quote}: the dates with the preferred day's cost. */
export async function saveServiceDates(quoteId: string, dates: Omit<ServiceDatesRequest, 'quote_id'>): Promise<ApiResult<ServiceOrder>> {
  const send = () =>
    api.POST('/service/{type}/{quote}', {
      params: { path: { type: SERVICE_TYPE, quote: quoteId }, header: idempotencyHeader() },
      body: { quote_id: quoteId, ...dates },
    });
  const saved = await call(send, { check: serviceDatesSaved, fallback: STEP_SAVE_FAILURE });
  return saved.ok ? { ok: true, data: saved.data.order } : saved;
}

/** DELETE then POST /order-items, and the landlord's certification; a failed delete is only logged (purchase §8). */
export async function saveServiceUpgrades(quoteId: string, items: OrderItemsRequest, landlordItems: LandlordOrderItemsRequest | null): Promise<ApiFailure | null> {
  await clearOrderItems(quoteId);
  const stored = await storeOrderItems(items, STEP_SAVE_FAILURE);
  if (!stored.ok) return stored;
  if (!landlordItems) return null;
  const landlord = await storeLandlordOrderItems(landlordItems, STEP_SAVE_FAILURE);
  return landlord.ok ? null : landlord;
}

/** PATCH /service/{type}/customer/{quote} (customer and comments), then the landlord's address for landlords. */
export async function saveServiceCustomer(quoteId: string, details: ContactDetails, landlord: boolean): Promise<ApiFailure | null> {
  const { first_name, last_name, email_address, contact_number, postcode } = details.customer;
  const customer: ServiceCustomerDetails = { first_name, last_name, email_address, contact_number, postcode };
  const saved = await save(
    () =>
      api.PATCH('/service/{type}/customer/{quote}', {
        params: { path: { type: SERVICE_TYPE, quote: quoteId } },
        body: { quote_id: quoteId, customer, comments: details.comments ?? null },
      }),
    STEP_SAVE_FAILURE,
  );
  if (!saved.ok) return saved;
  const landlordAddress = details.landlord;
  if (!landlord || !landlordAddress) return null;
  const address = await storeLandlordAddress({ quote_id: quoteId, ...landlordAddress });
  return address.ok ? null : address;
}

/** PATCH /service/{type}/{quote} without a body: confirms an order with nothing to pay (decision 020). */
export async function confirmFreeService(quoteId: string): Promise<ApiResult<ServiceOrder>> {
  const confirmed = await call(() => api.PATCH('/service/{type}/{quote}', { params: { path: { type: SERVICE_TYPE, quote: quoteId } } }), { check: serviceConfirmed, fallback: STEP_SAVE_FAILURE });
  return confirmed.ok ? { ok: true, data: confirmed.data.order } : confirmed;
}

/** GET /service/boiler/discount; a refusal carries the server's message or "Invalid code". */
export function applyServiceDiscount(quoteId: string, code: string): Promise<ApiResult<{ adjustments: ServiceOrder['adjustments']; adjustments_sum: number }>> {
  return call(() => api.GET('/service/boiler/discount', { params: { query: { code, quote_id: quoteId } } }), {
    check: serviceDiscount,
    fallback: INVALID_CODE_MESSAGE,
  });
}

/** GET /calendar for boiler servicing from the first day of a month. */
export function loadServiceCalendar(date: string, postcode: string, signal: AbortSignal): Promise<ApiResult<InstallCalendarMap>> {
  return call(() => api.GET('/calendar', { params: { query: { date, type: 'boiler_service', postcode } }, signal }), { check: calendar, fallback: CALENDAR_LOAD_FAILURE });
}
