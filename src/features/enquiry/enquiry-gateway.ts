// The enquiry's calls (purchase §7): load, the details submit (order, tariff, enquiry) and the
// solar upgrades. Each answers an ApiResult (src/api/call.ts).
import { call, save, type ApiFailure, type ApiResult } from '@/api/call';
import { api } from '@/api/client';
import { storeOrderItems } from '@/api/order-items';
import { updateOrder } from '@/api/order-update';
import type { CheckoutResponse, CustomerDetails, OrderItemsRequest, TariffUpdate } from '@/shared/contract-types';
import { enquiry as enquiryAnswer } from '@/api/answer-checks/enquiry';
import { enquiryForQuote } from '@/api/answer-checks/enquiry-for-quote';
import { enquirySent } from '@/api/answer-checks/enquiry-sent';
import type { ContactDetails } from '@/domain/contact-details';
import { ENQUIRY_SEND_FAILURE, LOAD_FAILURE } from '@/domain/failure-texts';
import type { ProductType } from '@/domain/product-types';

/** POST /enquiry/{type}[/{quote}][?product={id}]. */
export function loadEnquiry(type: ProductType, quote: string | undefined, product: number | undefined, signal: AbortSignal): Promise<ApiResult<CheckoutResponse>> {
  const query = product === undefined ? {} : { product };
  const send = () =>
    quote
      ? api.POST('/enquiry/{type}/{quote}', { params: { path: { type, quote }, query }, signal })
      : api.POST('/enquiry/{type}', { params: { path: { type }, query }, signal });
  return call(send, { check: quote ? enquiryForQuote : enquiryAnswer, fallback: LOAD_FAILURE });
}

export interface EnquirySubmission {
  readonly type: ProductType;
  readonly quoteId: string;
  readonly details: ContactDetails;
  /** Battery and solar: the tariff to store, or null when not given. */
  readonly tariff: TariffUpdate | null;
}

/** purchase §4: the order, then the tariff (so the adviser's enquiry has it), then the enquiry; answers images_required. */
export async function submitEnquiry({ type, quoteId, details, tariff }: EnquirySubmission): Promise<ApiResult<boolean>> {
  const customer = details.customer as CustomerDetails;
  const comments = details.comments ?? null;

  const order = await updateOrder(quoteId, { customer, comments, step: 'details' }, ENQUIRY_SEND_FAILURE);
  if (!order.ok) return order;

  if (tariff && (type === 'battery' || type === 'solar')) {
    const path = { params: { path: { quote_id: quoteId } }, body: tariff };
    const stored = await save(
      () => (type === 'battery' ? api.PATCH('/enquiry/battery-tariff/{quote_id}', path) : api.PATCH('/enquiry/solar-tariff/{quote_id}', path)),
      ENQUIRY_SEND_FAILURE,
    );
    if (!stored.ok) return stored;
  }

  // The contract's default preference: the adviser calls (the form does not ask; decision 181).
  const enquiry = await call(
    () => api.PATCH('/enquiry/{type}/{quote}', { params: { path: { type, quote: quoteId } }, body: { customer, comments, contact_preference: 'phone' } }),
    { check: enquirySent, fallback: ENQUIRY_SEND_FAILURE },
  );
  return enquiry.ok ? { ok: true, data: enquiry.data.images_required } : enquiry;
}

/** Solar upgrades: POST /order-items with the chosen EV charger, battery and gateway. */
export async function saveUpgrades(body: OrderItemsRequest): Promise<ApiFailure | null> {
  const saved = await storeOrderItems(body, ENQUIRY_SEND_FAILURE);
  return saved.ok ? null : saved;
}
