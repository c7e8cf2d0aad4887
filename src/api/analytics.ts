// Analytics events, pushed to window.dataLayer only, for a production tag manager to read (decision 074).
import type { Pence } from '@/domain/money';
import { orderTypeForPaths } from '@/domain/orders';

/** purchase §1: "the channel value aw". */
export const AFFILIATE_CHANNEL = 'aw';

export type AnalyticsEventName = 'journey' | 'quote_start' | 'quote_finish' | 'enquiry_start' | 'purchase';

function push(event: AnalyticsEventName, fields: { order_type?: string } & Record<string, unknown> = {}) {
  const { order_type: orderType, ...rest } = fields;
  const entry = {
    event,
    advertiser_id: import.meta.env.VITE_AFFILIATE_ADVERTISER_ID ?? '',
    channel: AFFILIATE_CHANNEL,
    ...(orderType === undefined ? {} : { order_type: orderTypeForPaths(orderType) }),
    ...rest,
  };
  const target = globalThis as { dataLayer?: unknown[] };
  (target.dataLayer ??= []).push(entry);
}

/** A navigation away from the home page (sent with the journey record). */
export function trackJourney(url: string) {
  push('journey', { url });
}

export function trackQuoteStart(orderType: string) {
  push('quote_start', { order_type: orderType });
}

/** An event about one quote: its questionnaire finished, or its enquiry started. */
export function trackQuoteEvent(event: 'quote_finish' | 'enquiry_start', orderType: string, quoteId: string) {
  push(event, { order_type: orderType, quote_id: quoteId });
}

export interface PurchaseDetails {
  orderType: string;
  orderId: string;
  /** The order total in integer pence (decision 001: money is pence everywhere, also here). */
  totalPence: Pence;
}

export function trackPurchase({ orderType, orderId, totalPence }: PurchaseDetails) {
  push('purchase', { order_type: orderType, order_id: orderId, value_pence: totalPence, currency: 'GBP' });
}
