// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_CHANNEL, trackJourney, trackPurchase, trackQuoteEvent, trackQuoteStart } from './analytics';

type WithDataLayer = { dataLayer?: unknown[] };

beforeEach(() => {
  delete (window as WithDataLayer).dataLayer;
  vi.stubEnv('VITE_AFFILIATE_ADVERTISER_ID', '12345');
});
afterEach(() => vi.unstubAllEnvs());

const pushed = () => (window as WithDataLayer).dataLayer ?? [];

describe('analytics', () => {
  it('creates the data layer and tags every event with the advertiser id and channel aw', () => {
    trackJourney('/quote/boiler');
    expect(pushed()).toEqual([{ event: 'journey', advertiser_id: '12345', channel: 'aw', url: '/quote/boiler' }]);
    expect(AFFILIATE_CHANNEL).toBe('aw');
  });

  it('keeps an existing data layer (a tag manager may have created it)', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    (window as WithDataLayer).dataLayer = existing;
    trackQuoteStart('boiler');
    expect(existing).toHaveLength(2);
  });

  it('sends order_type without the _install suffix', () => {
    trackQuoteStart('aircon_install');
    trackQuoteEvent('quote_finish', 'heat_pump_install', 'Q-1');
    trackQuoteEvent('enquiry_start', 'solar', 'Q-2');
    expect(pushed()).toEqual([
      { event: 'quote_start', advertiser_id: '12345', channel: 'aw', order_type: 'aircon' },
      { event: 'quote_finish', advertiser_id: '12345', channel: 'aw', order_type: 'heat_pump', quote_id: 'Q-1' },
      { event: 'enquiry_start', advertiser_id: '12345', channel: 'aw', order_type: 'solar', quote_id: 'Q-2' },
    ]);
  });

  it('a purchase carries the order and its total in integer pence', () => {
    trackPurchase({ orderType: 'boiler_install', orderId: 'ORD-9', totalPence: 249_500 });
    expect(pushed()).toEqual([
      { event: 'purchase', advertiser_id: '12345', channel: 'aw', order_type: 'boiler', order_id: 'ORD-9', value_pence: 249_500, currency: 'GBP' },
    ]);
  });

  it('loads no third-party script', () => {
    trackPurchase({ orderType: 'ev_install', orderId: 'ORD-1', totalPence: 1 });
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
