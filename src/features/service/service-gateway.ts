// The service checkout's calls (quote §7). Failures become an Error with the server's message;
// NetworkError from the client (no answer after the retries) passes through untouched.
import { api, idempotencyHeader } from '@/api/client';
import { errorReporter } from '@/api/error-reporting';
import { serverMessage } from '@/api/errors';
import type { components } from '@/api/schema';
import type { ContactDetails } from '@/domain/contact-details';
import type { InstallCalendarMap } from '@/ui/install-calendar';
import type { LandlordOrderItemsRequest, OrderItemsRequest, ServiceCheckout, ServiceOrder } from './service-model';

/** Shown in "We encountered a problem" when the server gave no message. */
export const SAVE_FALLBACK = 'We could not save this step. Please try again.';
/** quote §5 / §8: a discount failure shows the server's message, or this. */
export const INVALID_CODE_MESSAGE = 'Invalid code';

const SERVICE_TYPE = 'boiler';

function failure(error: unknown, fallback = SAVE_FALLBACK): Error {
  return new Error(serverMessage(error, fallback));
}

/** POST /service/boiler?quote_id=; null on an error answer. */
export async function loadServiceCheckout(quoteId: string): Promise<ServiceCheckout | null> {
  const { data } = await api.POST('/service/boiler', { params: { query: { quote_id: quoteId } } });
  return data ?? null;
}

export interface ServiceDates {
  readonly preferredDate: string;
  readonly preferredDateCost: number;
  readonly alternativeDate: string | null;
}

/** POST /service/{type}/{quote}: the dates with the preferred day's cost. */
export async function saveServiceDates(quoteId: string, dates: ServiceDates): Promise<ServiceOrder> {
  const { data, error } = await api.POST('/service/{type}/{quote}', {
    params: { path: { type: SERVICE_TYPE, quote: quoteId }, header: idempotencyHeader() },
    body: { quote_id: quoteId, preferred_date: dates.preferredDate, preferred_date_cost: dates.preferredDateCost, alternative_date: dates.alternativeDate },
  });
  if (!data) throw failure(error);
  return data.order;
}

/** DELETE then POST /order-items, and the landlord's certification; a failed delete is only logged (purchase §8). */
export async function saveServiceUpgrades(quoteId: string, items: OrderItemsRequest, landlordItems: LandlordOrderItemsRequest | null): Promise<void> {
  try {
    const { response } = await api.DELETE('/order-items/{quote_id}', { params: { path: { quote_id: quoteId } } });
    if (!response.ok) errorReporter().captureException(new Error(`DELETE /order-items answered ${response.status}`), { quoteId });
  } catch (error) {
    errorReporter().captureException(error, { call: 'DELETE /order-items', quoteId });
  }
  const stored = await api.POST('/order-items', { params: { header: idempotencyHeader() }, body: items });
  if (!stored.response.ok) throw failure(stored.error);
  if (landlordItems) {
    const landlord = await api.POST('/landlord/order-items', { params: { header: idempotencyHeader() }, body: landlordItems });
    if (!landlord.response.ok) throw failure(landlord.error);
  }
}

type ServiceCustomerDetails = components['schemas']['ServiceCustomerDetails'];

/** PATCH /service/{type}/customer/{quote} (customer and comments), then the landlord's address for landlords. */
export async function saveServiceCustomer(quoteId: string, details: ContactDetails, landlord: boolean): Promise<void> {
  const { first_name, last_name, email_address, contact_number, postcode } = details.customer;
  const customer: ServiceCustomerDetails = { first_name, last_name, email_address, contact_number, postcode };
  const saved = await api.PATCH('/service/{type}/customer/{quote}', {
    params: { path: { type: SERVICE_TYPE, quote: quoteId } },
    body: { quote_id: quoteId, customer, comments: details.comments ?? null },
  });
  if (!saved.response.ok) throw failure(saved.error);
  if (landlord && details.landlord) {
    const address = await api.POST('/landlord-address', { params: { header: idempotencyHeader() }, body: { quote_id: quoteId, ...details.landlord } });
    if (!address.response.ok) throw failure(address.error);
  }
}

/** PATCH /service/{type}/{quote} without a body: confirms an order with nothing to pay (decision 020). */
export async function confirmFreeService(quoteId: string): Promise<ServiceOrder> {
  const { data, error } = await api.PATCH('/service/{type}/{quote}', { params: { path: { type: SERVICE_TYPE, quote: quoteId } } });
  if (!data) throw failure(error);
  return data.order;
}

export type DiscountResult = { readonly ok: true; readonly adjustments: ServiceOrder['adjustments']; readonly adjustmentsSum: number } | { readonly ok: false; readonly message: string };

/** GET /service/boiler/discount; a refusal carries the server's message or "Invalid code". */
export async function applyServiceDiscount(quoteId: string, code: string): Promise<DiscountResult> {
  const { data, error } = await api.GET('/service/boiler/discount', { params: { query: { code, quote_id: quoteId } } });
  if (!data) return { ok: false, message: serverMessage(error, INVALID_CODE_MESSAGE) };
  return { ok: true, adjustments: data.adjustments, adjustmentsSum: data.adjustments_sum };
}

/** GET /calendar for boiler servicing from the first day of a month. */
export async function loadServiceCalendar(date: string, postcode: string): Promise<InstallCalendarMap> {
  const { data, error } = await api.GET('/calendar', { params: { query: { date, type: 'boiler_service', postcode } } });
  if (!data) throw failure(error, 'We could not load the available days.');
  return data;
}

/** POST /payment/stripe-intent for the whole service total; one Idempotency-Key per attempt. */
export async function createServiceIntent(quoteId: string, idempotencyKey: string): Promise<{ clientSecret: string }> {
  const { data, error } = await api.POST('/payment/stripe-intent', {
    params: { header: idempotencyHeader(idempotencyKey) },
    body: { quote_id: quoteId, payment: 'full' },
  });
  if (!data) throw failure(error, 'We could not start your payment.');
  return { clientSecret: data.intent };
}
