import type { AddOnItem, ServiceCheckoutResponse } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import { serviceSteps } from '@/domain/steps/service';
import { choicesFromOrder, landlordItemsBody, offeredGroups, serviceOrderItemsBody, serviceTotals, visitInsideCancellationPeriod } from './service-model';

const discount = (amount: number) => [{ name: 'Discount', description: 'Code', amount }];
const item = (id: number, total: number): AddOnItem => ({ id, name: `Item ${id}`, product_price: total, product_total: total });

function checkout(overrides: Partial<ServiceCheckoutResponse> = {}): ServiceCheckoutResponse {
  return {
    order: {
      id: 7, quote_id: 'QS9D1F5G', preferred_date: null, preferred_date_cost: 0, alternative_date: null, adjustments: [], adjustments_sum: 0,
      customer: null, comments: null, landlord: null, fitting_date: null, created_at: '2026-11-22T10:00:00Z', total: 8900,
      bundle: null, control: null, filter: null, system_flush: null, certification: null, radiator_valve: [], co_alarm: [],
    },
    product: { product_title: 'Boiler service', price_after_discount: 8900 } as ServiceCheckoutResponse['product'],
    next_available: 10, london: false,
    bundles: [], certifications: [item(15, 7900)], controls: [item(3, 17500)], filters: [item(9, 9900)], radiator_valves: [item(20, 1500), item(21, 1500)],
    co_alarms: [item(71, 2500)], system_flushes: [], details_step: 'first', images_required: false, paid: false, landlord: false,
    ...overrides,
  };
}

describe('service upgrades and total', () => {
  it('offers non-empty groups, certifications only to landlords', () => {
    expect(offeredGroups(checkout()).map((g) => g.key)).toEqual(['control', 'filter', 'radiator_valve', 'co_alarm']);
    expect(offeredGroups(checkout({ landlord: true })).map((g) => g.key)).toContain('certification');
  });

  it('adds the preferred-day cost, chosen add-ons and adjustments, floored at 0', () => {
    const data = checkout();
    const choices = { ...choicesFromOrder(data.order), filter: 9, radiator_valve: [20, 21] };
    expect(serviceTotals(data, choices, { date: '2026-12-05', cost: 2500 }, discount(-1000)).total).toBe(8900 + 2500 + 9900 + 3000 - 1000);
    expect(serviceTotals(data, choicesFromOrder(data.order), null, discount(-8900)).total).toBe(0);
    expect(serviceTotals(data, choicesFromOrder(data.order), null, discount(-20000)).total).toBe(0);
  });

  it('ignores a certification chosen by a customer who is not a landlord', () => {
    const data = checkout();
    expect(serviceTotals(data, { ...choicesFromOrder(data.order), certification: 15 }, null, []).total).toBe(8900);
  });

  it('a free total has no payment step; add-ons bring it back', () => {
    const data = checkout();
    const free = serviceTotals(data, choicesFromOrder(data.order), null, discount(-8900)).total;
    expect(serviceSteps({ detailsStep: data.details_step, total: free }).map((s) => s.key)).not.toContain('payment');
    const withFilter = serviceTotals(data, { ...choicesFromOrder(data.order), filter: 9 }, null, discount(-8900)).total;
    expect(serviceSteps({ detailsStep: data.details_step, total: withFilter }).map((s) => s.key)).toContain('payment');
  });

  it('builds the order-items and landlord bodies with the order id', () => {
    const data = checkout({ landlord: true });
    const choices = { ...choicesFromOrder(data.order), control: 3, co_alarm: [71], certification: 15 };
    expect(serviceOrderItemsBody(data.order.id, choices)).toEqual({ order: 7, bundle: null, control: 3, filter: null, system_flush: null, radiator_valve: [], co_alarm: [71] });
    expect(landlordItemsBody(data, choices)).toEqual({ order: 7, certification: 15 });
    expect(landlordItemsBody(checkout(), choices)).toBeNull();
  });
});

describe('visitInsideCancellationPeriod', () => {
  const today = new Date(2026, 10, 23);
  it('is true when either chosen day is fewer than 14 days away', () => {
    expect(visitInsideCancellationPeriod(['2026-12-03', null], today)).toBe(true);
    expect(visitInsideCancellationPeriod(['2026-12-20', '2026-12-06'], today)).toBe(true);
  });
  it('is false when both days are 14 days away or more, or none is chosen', () => {
    expect(visitInsideCancellationPeriod(['2026-12-07', '2026-12-20'], today)).toBe(false);
    expect(visitInsideCancellationPeriod([null, null], today)).toBe(false);
  });
});
