// Pure wiring of the boiler service checkout (quote §4 "Boiler service checkout", §9 service total):
// the upgrade groups, what the customer chose, the order-items bodies and the running total.
import { parseCalendarDateKey, startsInsideCancellationPeriod } from '@/domain/dates';
import type { Pence } from '@/domain/money';
import { chargeLines, type Charges } from '@/domain/totals';
import type { AddOnItem, Adjustment, LandlordOrderItemsRequest, OrderItemsRequest, ServiceCheckoutResponse, ServiceOrder } from '@/shared/contract-types';

/** The add-ons a service order takes: the order's items, and the landlord's gas safety certificate. */
type ServiceItems = Pick<OrderItemsRequest, 'bundle' | 'control' | 'filter' | 'system_flush' | 'radiator_valve' | 'co_alarm'> & Pick<LandlordOrderItemsRequest, 'certification'>;

/** What the customer chose of each: an id or none, and for valves and alarms an id per unit. */
export type ServiceUpgradeChoices = { readonly [Key in keyof ServiceItems]-?: NonNullable<ServiceItems[Key]> extends number[] ? readonly number[] : number | null };
export type SingleChoiceKey = { [Key in keyof ServiceUpgradeChoices]: ServiceUpgradeChoices[Key] extends number | null ? Key : never }[keyof ServiceUpgradeChoices];
export type MultiChoiceKey = Exclude<keyof ServiceUpgradeChoices, SingleChoiceKey>;

/** The lists of add-ons the service checkout offers. */
type ListKey = { [Key in keyof ServiceCheckoutResponse]: ServiceCheckoutResponse[Key] extends AddOnItem[] ? Key : never }[keyof ServiceCheckoutResponse];

export type UpgradeGroup =
  | { readonly kind: 'single'; readonly key: SingleChoiceKey; readonly list: ListKey; readonly title: string; readonly landlordOnly: boolean }
  | { readonly kind: 'multiple'; readonly key: MultiChoiceKey; readonly list: ListKey; readonly title: string; readonly landlordOnly: boolean };

/** The order: bundles, certifications, controls, filters, radiator valves, CO alarms, system flushes. */
export const UPGRADE_GROUPS: readonly UpgradeGroup[] = [
  { kind: 'single', key: 'bundle', list: 'bundles', title: 'Bundles', landlordOnly: false },
  { kind: 'single', key: 'certification', list: 'certifications', title: 'Gas safety certificate', landlordOnly: true },
  { kind: 'single', key: 'control', list: 'controls', title: 'Heating controls', landlordOnly: false },
  { kind: 'single', key: 'filter', list: 'filters', title: 'Magnetic filter', landlordOnly: false },
  { kind: 'multiple', key: 'radiator_valve', list: 'radiator_valves', title: 'Radiator valves', landlordOnly: false },
  { kind: 'multiple', key: 'co_alarm', list: 'co_alarms', title: 'Carbon monoxide alarms', landlordOnly: false },
  { kind: 'single', key: 'system_flush', list: 'system_flushes', title: 'System flush', landlordOnly: false },
];

/** The groups this customer is offered: non-empty lists; certifications only for landlords. */
export function offeredGroups(data: ServiceCheckoutResponse): UpgradeGroup[] {
  return UPGRADE_GROUPS.filter((group) => data[group.list].length > 0 && (!group.landlordOnly || data.landlord));
}

export function choicesFromOrder(order: ServiceOrder): ServiceUpgradeChoices {
  return {
    bundle: order.bundle?.id ?? null,
    certification: order.certification?.id ?? null,
    control: order.control?.id ?? null,
    filter: order.filter?.id ?? null,
    system_flush: order.system_flush?.id ?? null,
    radiator_valve: order.radiator_valve.map((item) => item.id),
    co_alarm: order.co_alarm.map((item) => item.id),
  };
}

/** The chosen add-ons as priced items (ids the lists no longer offer are dropped). */
export function selectedAddOns(data: ServiceCheckoutResponse, choices: ServiceUpgradeChoices): AddOnItem[] {
  return offeredGroups(data).flatMap((group) => {
    const chosen = choices[group.key];
    const ids = Array.isArray(chosen) ? chosen : chosen === null ? [] : [chosen];
    return data[group.list].filter((item) => ids.includes(item.id));
  });
}

/** The preferred day's line: always listed once chosen, at no extra cost or with its cost. */
export const PREFERRED_DAY = 'Preferred day';

/** quote §9: product + preferred-day cost + add-ons + adjustments, floored at 0 (src/domain). */
export function serviceTotals(
  data: ServiceCheckoutResponse,
  choices: ServiceUpgradeChoices,
  preferredDay: { readonly date: string; readonly cost: Pence } | null,
  adjustments: readonly Adjustment[],
  /** What was charged, once paid: the lines then add up to it (decision 770). */
  statedTotal?: Pence,
): Charges {
  return chargeLines({
    product: { name: data.product.product_title, price: data.product.price_after_discount },
    day: preferredDay ? { name: PREFERRED_DAY, date: preferredDay.date, cost: preferredDay.cost } : null,
    addOns: selectedAddOns(data, choices).map((item) => ({ key: String(item.id), name: item.name, total: item.product_total })),
    adjustments,
    statedTotal,
  });
}

/** POST /order-items: the chosen upgrade ids of the service order (the certification goes separately). */
export function serviceOrderItemsBody(orderId: number, choices: ServiceUpgradeChoices): OrderItemsRequest {
  return {
    order: orderId,
    bundle: choices.bundle,
    control: choices.control,
    filter: choices.filter,
    system_flush: choices.system_flush,
    radiator_valve: [...choices.radiator_valve],
    co_alarm: [...choices.co_alarm],
  };
}

/** POST /landlord/order-items, only for landlords. */
export function landlordItemsBody(data: ServiceCheckoutResponse, choices: ServiceUpgradeChoices): LandlordOrderItemsRequest | null {
  return data.landlord ? { order: data.order.id, certification: choices.certification } : null;
}

/** Either chosen day inside the cancellation period counts: the engineer may come on the alternative (decision 320). */
export function visitInsideCancellationPeriod(days: readonly (string | null)[], today: Date): boolean {
  return days.some((day) => {
    const date = day ? parseCalendarDateKey(day) : null;
    return date !== null && startsInsideCancellationPeriod(date, today);
  });
}
