// Order totals (purchase §9 "Totals and finance", quote §9). All amounts in pence.
import { sumPence, type Pence } from './money';

export interface PricedItem {
  readonly id: string | number;
  /** Add-on items carry product_total in pence. */
  readonly productTotal: Pence;
}

export interface CheckoutTotalInput {
  readonly productPrice: Pence;
  readonly selectedAddOns: readonly PricedItem[];
  /** The relocation surcharge, 0 when the boiler stays put. */
  readonly relocation: Pence;
  /** adjustments_sum: discounts are negative. */
  readonly adjustments: Pence;
}

/** Checkout total = product price + selected add-ons + relocation + adjustments. */
export function checkoutTotal({ productPrice, selectedAddOns, relocation, adjustments }: CheckoutTotalInput): Pence {
  return productPrice + sumPence(selectedAddOns.map((item) => item.productTotal)) + relocation + adjustments;
}

export interface ServiceTotalInput {
  readonly productPrice: Pence;
  /** preferred_date_cost: some days cost extra. */
  readonly preferredDateCost: Pence;
  readonly selectedAddOns: readonly PricedItem[];
  readonly adjustments: Pence;
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
