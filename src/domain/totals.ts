// Order totals (purchase §9 "Totals and finance", quote §9). All amounts in pence.
import { sumPence, type Pence } from './money';

export interface PricedItem {
  readonly id: string | number;
  readonly productTotal: Pence;
}

export interface CheckoutTotalInput {
  readonly productPrice: Pence;
  readonly selectedAddOns: readonly PricedItem[];
  readonly relocation: Pence;
  /** adjustments_sum: discounts are negative. */
  readonly adjustments: Pence;
}

export function checkoutTotal({ productPrice, selectedAddOns, relocation, adjustments }: CheckoutTotalInput): Pence {
  return productPrice + sumPence(selectedAddOns.map((item) => item.productTotal)) + relocation + adjustments;
}

export interface ServiceTotalInput extends Omit<CheckoutTotalInput, 'relocation'> {
  readonly preferredDateCost: Pence;
}

/** Service total = product + preferred-day cost + add-ons + adjustments, floored at 0 (quote §9). */
export function serviceTotal({ productPrice, preferredDateCost, selectedAddOns, adjustments }: ServiceTotalInput): Pence {
  const total = productPrice + preferredDateCost + sumPence(selectedAddOns.map((item) => item.productTotal)) + adjustments;
  return Math.max(0, total);
}

/** Plan total is the plan's product_total (quote §9). */
export function planTotal(plan: { readonly productTotal: Pence }): Pence {
  return plan.productTotal;
}

// --- Charge lines: every charge in a total named above it, adding up to it (no drip pricing).

export type ChargeKind = 'product' | 'addOn' | 'day' | 'relocation' | 'adjustment' | 'unusedDiscount' | 'other';

export interface ChargeLine {
  readonly key: string;
  readonly kind: ChargeKind;
  readonly name: string;
  /** An adjustment's description. */
  readonly note?: string | undefined;
  /** A day line's date (YYYY-MM-DD). */
  readonly date?: string | null | undefined;
  /** Pence; negative for a discount. */
  readonly amount: Pence;
}

export interface Charges {
  readonly lines: readonly ChargeLine[];
  readonly total: Pence;
}

export interface ChargeParts {
  readonly product?: { readonly name: string; readonly price: Pence } | null | undefined;
  readonly addOns?: readonly { readonly key: string; readonly name: string; readonly quantity?: number | undefined; readonly total: Pence }[];
  /** A chosen day: the install day, or a service's preferred day. */
  readonly day?: { readonly name: string; readonly date?: string | null | undefined; readonly cost: Pence } | null | undefined;
  readonly relocation?: { readonly name: string; readonly amount: Pence } | null | undefined;
  readonly adjustments?: readonly { readonly name: string; readonly description?: string | null | undefined; readonly amount: Pence }[];
  /** The total the server states and charges: a difference from its lines gets a line of its own (decision 770). */
  readonly statedTotal?: Pence | undefined;
}

export const OTHER_CHARGES = 'Other charges';
export const OTHER_REDUCTIONS = 'Other reductions';
/** The part of a discount larger than the price: a total never goes below £0 (quote §9). */
export const UNUSED_DISCOUNT = 'Discount beyond the price (not used)';

/** Every charge in a total, in a bill's order; the lines add up to `total`, which is never below 0 (the contract's minimum). */
export function chargeLines({ product, addOns = [], day, relocation, adjustments = [], statedTotal }: ChargeParts): Charges {
  const lines: ChargeLine[] = [];
  if (product) lines.push({ key: 'product', kind: 'product', name: product.name, amount: product.price });
  for (const item of addOns) {
    lines.push({ key: `add-on-${item.key}`, kind: 'addOn', name: item.quantity && item.quantity > 1 ? `${item.name} × ${item.quantity}` : item.name, amount: item.total });
  }
  if (day) lines.push({ key: 'day', kind: 'day', name: day.name, date: day.date, amount: day.cost });
  if (relocation && relocation.amount !== 0) lines.push({ key: 'relocation', kind: 'relocation', name: relocation.name, amount: relocation.amount });
  adjustments.forEach((adjustment, index) => {
    lines.push({ key: `adjustment-${index}`, kind: 'adjustment', name: adjustment.name, note: adjustment.description || undefined, amount: adjustment.amount });
  });
  const listed = sumPence(lines.map((line) => line.amount));
  if (listed < 0) lines.push({ key: 'unused-discount', kind: 'unusedDiscount', name: UNUSED_DISCOUNT, amount: -listed });
  const floored = Math.max(0, listed);
  if (statedTotal === undefined || statedTotal === floored) return { lines, total: floored };
  const difference = statedTotal - floored;
  lines.push({ key: 'other', kind: 'other', name: difference > 0 ? OTHER_CHARGES : OTHER_REDUCTIONS, amount: difference });
  return { lines, total: statedTotal };
}

/** The install day's line: named for the day, listed when the day costs extra (a Saturday). */
export const INSTALL_DAY = 'Install day';

/** An installation order's charges as the server sent them (order page, pay page); `relocationName` names its relocation line. */
export function orderCharges(order: {
  readonly product?: { readonly product_title: string; readonly price_after_discount: Pence } | undefined;
  readonly order_items: readonly { readonly item_type: string; readonly id: number; readonly name: string; readonly quantity?: number | undefined; readonly product_total: Pence }[];
  readonly fitting_date: string | null;
  readonly fitting_date_cost?: Pence | undefined;
  readonly relocation: Pence;
  readonly adjustments: readonly { readonly name: string; readonly description: string; readonly amount: Pence }[];
  readonly total: Pence;
}, relocationName: string): Charges {
  const dayCost = order.fitting_date_cost ?? 0;
  return chargeLines({
    product: order.product ? { name: order.product.product_title, price: order.product.price_after_discount } : null,
    addOns: order.order_items.map((item) => ({ key: `${item.item_type}-${item.id}`, name: item.name, quantity: item.quantity, total: item.product_total })),
    day: dayCost > 0 ? { name: INSTALL_DAY, date: order.fitting_date, cost: dayCost } : null,
    relocation: { name: relocationName, amount: order.relocation },
    adjustments: order.adjustments,
    statedTotal: order.total,
  });
}
