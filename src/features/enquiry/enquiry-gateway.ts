// The enquiry's calls (purchase §7): load, the details submit (order, tariff, enquiry) and the
// solar upgrades. Each throws an EnquiryCallError with the server's message on an error answer;
// NetworkError from the client passes through untouched.
import { api, idempotencyHeader } from '@/api/client';
import { serverMessage, type ServerErrorBody } from '@/api/errors';
import type { components } from '@/api/schema';
import type { ContactDetails } from '@/domain/contact-details';
import type { ProductType } from '@/ui/paths';
import type { EnquiryData, TariffValues } from './enquiry-model';

export class EnquiryCallError extends Error {
  override name = 'EnquiryCallError';
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

const FALLBACK = 'We could not send your enquiry. Please try again.';

/** The step failure's text: the server's or ours, never a parser's or the runtime's (decision 231). */
export const enquiryFailureText = (error: unknown) => serverMessage(error, FALLBACK);

function failure(error: unknown, response: Response): EnquiryCallError {
  const body = (error ?? {}) as ServerErrorBody;
  return new EnquiryCallError(serverMessage(error, FALLBACK), response.status, body.errors ?? {});
}

/** POST /enquiry/{type}[/{quote}][?product={id}]; null on any error answer (the page redirects). */
export async function loadEnquiry(type: ProductType, quote: string | undefined, product: number | undefined): Promise<EnquiryData | null> {
  const query = product === undefined ? {} : { product };
  const { data } = quote
    ? await api.POST('/enquiry/{type}/{quote}', { params: { path: { type, quote }, query } })
    : await api.POST('/enquiry/{type}', { params: { path: { type }, query } });
  return data ?? null;
}

export interface EnquirySubmission {
  readonly type: ProductType;
  readonly quoteId: string;
  readonly details: ContactDetails;
  /** Battery and solar: the tariff to store, or null when not given. */
  readonly tariff: TariffValues | null;
}

type CustomerDetails = components['schemas']['CustomerDetails'];

/**
 * purchase §4: "Submitting details updates the order, then patches the enquiry". The tariff (battery,
 * solar) is stored between the two, so the enquiry the adviser receives already has it.
 * Answers images_required.
 */
export async function submitEnquiry({ type, quoteId, details, tariff }: EnquirySubmission): Promise<boolean> {
  const customer = details.customer as CustomerDetails;
  const comments = details.comments ?? null;

  const order = await api.PATCH('/order/{order}', { params: { path: { order: quoteId } }, body: { customer, comments, step: 'details' } });
  if (order.error !== undefined) throw failure(order.error, order.response);

  if (tariff && (type === 'battery' || type === 'solar')) {
    const tariffCall =
      type === 'battery'
        ? await api.PATCH('/enquiry/battery-tariff/{quote_id}', { params: { path: { quote_id: quoteId } }, body: tariff })
        : await api.PATCH('/enquiry/solar-tariff/{quote_id}', { params: { path: { quote_id: quoteId } }, body: tariff });
    if (tariffCall.error !== undefined) throw failure(tariffCall.error, tariffCall.response);
  }

  // The contract's default preference: the adviser calls (the form does not ask; decision 181).
  const enquiry = await api.PATCH('/enquiry/{type}/{quote}', {
    params: { path: { type, quote: quoteId } },
    body: { customer, comments, contact_preference: 'phone' },
  });
  if (enquiry.error !== undefined || !enquiry.data) throw failure(enquiry.error, enquiry.response);
  return enquiry.data.images_required;
}

/** Solar upgrades: POST /order-items with the chosen EV charger, battery and gateway. */
export async function saveUpgrades(body: components['schemas']['OrderItemsRequest']): Promise<void> {
  const { error, response } = await api.POST('/order-items', { params: { header: idempotencyHeader() }, body });
  if (error !== undefined) throw failure(error, response);
}
