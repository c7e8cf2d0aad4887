// Pure rules over the checkout's answer and the customer's choices: which add-ons are chosen and offered,
// what a bundle includes, and the running total (purchase §3 "Checkout response extras", §9 "Totals"). Money in pence.
import { DEFAULT_WATER_HARDNESS } from '@/domain/constants';
import { earliestInstallDay, installDayInput } from '@/domain/dates';
import { contactDetailsValues, customerWithGivenAddress, customerWithGivenEmail, type ContactDetailsValues, type KnownAddress } from '@/domain/contact-details';
import { defaultWarranty, isDepositDue, isDepositPaid, isLandlordMode, type DepositState } from '@/domain/orders';
import { chargeLines, INSTALL_DAY, type Charges } from '@/domain/totals';
import { relocationLabel } from '@/domain/product-profiles';
import type { InstallDay } from '@/domain/steps/checkout';
import type { AddOnItem, Adjustment, CheckoutResponse, CheckoutType, Order, OrderItemsRequest, WaterHardness } from '@/shared/contract-types';

export const WATER_HARDNESS_OPTIONS: readonly WaterHardness[] = ['Soft', 'Moderate', 'Hard', 'Very hard'];

/** The add-ons the customer has chosen, by id (radiator valves: one id per valve). */
export interface Choices {
  readonly warranty: number | null;
  readonly bundle: number | null;
  readonly control: number | null;
  readonly filter: number | null;
  readonly system_flush: number | null;
  readonly radiator_valve: readonly number[];
  readonly certification: number | null;
  readonly water: WaterHardness;
}

/** The single-choice boiler add-on lists and the order field each one fills. */
export const SINGLE_CHOICE_LISTS = [
  { key: 'bundle', list: 'bundles', title: 'Bundles' },
  { key: 'control', list: 'controls', title: 'Controls' },
  { key: 'filter', list: 'filters', title: 'Filters' },
  { key: 'system_flush', list: 'system_flushes', title: 'System flushes' },
] as const;

const idOf = (item: { id: number } | null | undefined) => item?.id ?? null;

/** The choices already on the order; the default warranty (price 0) when none is set (purchase §4). */
export function choicesFromOrder(data: CheckoutResponse): Choices {
  const order = data.order;
  const warranties = data.warranties.map((warranty) => ({ ...warranty, productPrice: warranty.product_price }));
  return {
    warranty: defaultWarranty(warranties, order?.warranty?.id ?? null)?.id ?? null,
    bundle: idOf(order?.bundle),
    control: idOf(order?.control),
    filter: idOf(order?.filter),
    system_flush: idOf(order?.system_flush),
    radiator_valve: (order?.radiator_valve ?? []).flatMap((valve) => Array<number>(valve.quantity ?? 1).fill(valve.id)),
    certification: idOf(order?.certification),
    water: data.water ?? DEFAULT_WATER_HARDNESS,
  };
}

/** Choices saved in a draft may name items the server no longer offers (or a bundle's items beside it): keep only offered ones. */
export function offeredChoices(data: CheckoutResponse, choices: Choices): Choices {
  const offered = (list: readonly AddOnItem[], id: number | null) => (id !== null && list.some((item) => item.id === id) ? id : null);
  const warranty = offered(data.warranties, choices.warranty);
  const kept: Choices = {
    warranty: warranty ?? choicesFromOrder(data).warranty,
    bundle: offered(data.bundles, choices.bundle),
    control: offered(data.controls, choices.control),
    filter: offered(data.filters, choices.filter),
    system_flush: offered(data.system_flushes, choices.system_flush),
    radiator_valve: choices.radiator_valve.filter((id) => data.radiator_valves.some((valve) => valve.id === id)),
    certification: offered(data.certifications, choices.certification),
    water: WATER_HARDNESS_OPTIONS.includes(choices.water) ? choices.water : DEFAULT_WATER_HARDNESS,
  };
  return withoutBundled(data, kept).choices;
}

/** The add-on lists a bundle's `includes` name items of, and the bundles; a discount's answer may change each of them. */
export const BUNDLE_LIST_KEYS = ['bundles', 'controls', 'filters', 'radiator_valves', 'system_flushes'] as const;
export type BundleLists = Pick<CheckoutResponse, (typeof BUNDLE_LIST_KEYS)[number]>;

/** The single-choice lists a bundle may hold an item of. */
const BUNDLED_KEYS = ['control', 'filter', 'system_flush'] as const;

/** The add-ons a bundle includes, as the other lists offer them (decision 862). */
export function bundleContents(lists: BundleLists, bundle: AddOnItem): AddOnItem[] {
  const ids = new Set(bundle.includes ?? []);
  return [...lists.controls, ...lists.filters, ...lists.system_flushes, ...lists.radiator_valves].filter((item) => ids.has(item.id));
}

export function chosenBundle(lists: BundleLists, choices: Pick<Choices, 'bundle'>): AddOnItem | null {
  return lists.bundles.find((bundle) => bundle.id === choices.bundle) ?? null;
}

/** Never a bundle and an add-on it includes (decision 862): answers the choices and what it unticked, for the page to say why. */
export function withoutBundled(lists: BundleLists, choices: Choices): { choices: Choices; unticked: AddOnItem[] } {
  const bundle = chosenBundle(lists, choices);
  if (!bundle?.includes?.length) return { choices, unticked: [] };
  const included = new Set(bundle.includes);
  const contents = bundleContents(lists, bundle);
  const unticked = contents.filter((item) => BUNDLED_KEYS.some((key) => choices[key] === item.id) || choices.radiator_valve.includes(item.id));
  if (unticked.length === 0) return { choices, unticked };
  const next: Choices = {
    ...choices,
    ...Object.fromEntries(BUNDLED_KEYS.map((key) => [key, choices[key] !== null && included.has(choices[key]) ? null : choices[key]])),
    radiator_valve: choices.radiator_valve.filter((id) => !included.has(id)),
  };
  return { choices: next, unticked };
}

/** The running total: the chosen add-ons in the summary's order, the chosen day's extra cost a line of its own (decision 162). */
export function checkoutTotals(type: CheckoutType, data: CheckoutResponse, choices: Choices, landlord: boolean, installDay: InstallDay | null): Charges {
  const pick = (list: readonly AddOnItem[], id: number | null) => {
    const item = id === null ? undefined : list.find((candidate) => candidate.id === id);
    return item ? [{ key: String(item.id), name: item.name, total: item.product_total }] : [];
  };
  const valves = data.radiator_valves.flatMap((valve) => {
    const count = choices.radiator_valve.filter((id) => id === valve.id).length;
    return count > 0 ? [{ key: String(valve.id), name: `${valve.name} × ${count}`, total: valve.product_price * count }] : [];
  });
  return chargeLines({
    product: { name: data.product.product_title, price: data.product.price_after_discount },
    addOns: [
      ...pick(data.warranties, choices.warranty),
      ...SINGLE_CHOICE_LISTS.flatMap(({ key, list }) => pick(data[list], choices[key])),
      ...valves,
      ...(landlord ? pick(data.certifications, choices.certification) : []),
    ],
    day: installDay && installDay.cost > 0 ? { name: INSTALL_DAY, cost: installDay.cost } : null,
    relocation: { name: relocationLabel(type), amount: data.relocation },
    adjustments: data.order?.adjustments ?? [],
  });
}

/** POST /order-items: the order and warranty; boiler also its extras (purchase §7). */
export function orderItemsBody(type: CheckoutType, orderId: number, choices: Choices): OrderItemsRequest {
  const { warranty, bundle, control, filter, system_flush, radiator_valve } = choices;
  return type === 'boiler' ? { order: orderId, warranty, bundle, control, filter, system_flush, radiator_valve: [...radiator_valve] } : { order: orderId, warranty };
}

export function landlordMode(data: CheckoutResponse): boolean {
  return isLandlordMode(data.quote.quote_items.landlord, data.order?.landlord);
}

/** The earliest day the customer may choose at `now`: the results card's rule, with the same inputs. */
export function earliestInstallDate(data: CheckoutResponse, now: Date): Date {
  return earliestInstallDay(now, installDayInput({ quoteItems: data.quote.quote_items, nextAvailableDays: data.next_available }, data.product));
}

const sameAdjustment = (a: Adjustment, b: Adjustment) => a.name === b.name && a.amount === b.amount;

/** The adjustments of `before` that `after` no longer carries (a save can drop a discount). */
export function adjustmentsMissing(before: readonly Adjustment[], after: readonly Adjustment[]): Adjustment[] {
  return before.filter((adjustment) => !after.some((other) => sameAdjustment(adjustment, other)));
}

/** The order's finance deposit: what is owed and what is paid (purchase §4 "Deposit due / paid"). */
export function orderDeposit(order: Order | null | undefined): DepositState {
  return { loanDeposit: order?.finance_application?.loan_deposit, depositPaid: order?.deposit_paid };
}

/** A code can change the price only before anything is paid: not once the order or a deposit is paid. */
export function discountOffered(data: CheckoutResponse): boolean {
  const deposit = orderDeposit(data.order);
  return !data.paid && !isDepositDue(deposit) && !isDepositPaid(deposit);
}

/** The details form's starting values: the order's, under the questionnaire's address (decision 540) and the saved-quote email. */
export function detailsFromOrder(data: CheckoutResponse, given: KnownAddress | null, givenEmail: string | null): ContactDetailsValues {
  return contactDetailsValues({
    customer: customerWithGivenEmail(customerWithGivenAddress(data.order?.customer, given ?? { postcode: data.quote.postcode }), givenEmail),
    landlord: data.order?.landlord,
    vehicle: data.quote.quote_items,
    comments: data.order?.comments,
  });
}

/** Said on the first step when a code's answer reset the steps (purchase §4). */
export function stepsResetText(code: string, firstStepTitle: string): string {
  return `Your code ${code} changed your prices and the choices on offer, so we have brought you back to ${firstStepTitle}. Please check your choices, then continue.`;
}
