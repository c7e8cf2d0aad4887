// The enquiry's data and the pure rules the page is driven by (purchase §2 "Enquiry steps", §4
// "Enquiry"). The step list and start index come from src/domain/steps/enquiry.ts.
import { defaultWarranty } from '@/domain/orders';
import { enquiryStartIndex, enquirySteps, type EnquiryStepDefinition } from '@/domain/steps/enquiry';
import { PROFILES } from '@/domain/product-profiles';
import type { ProductType } from '@/domain/product-types';
import type { AddOnItem, CheckoutResponse, OrderItemsRequest, TariffUpdate } from '@/shared/contract-types';

/** The solar upgrade lists and the order-items field each fills (OrderItemsRequest). */
export const SOLAR_UPGRADE_LISTS = [
  { key: 'ev_charger', list: 'ev_chargers', orderField: 'solar_ev', title: 'EV chargers' },
  { key: 'battery', list: 'batteries', orderField: 'solar_battery', title: 'Batteries' },
  { key: 'gateway', list: 'gateways', orderField: 'solar_gateway', title: 'Gateways' },
] as const;

export type UpgradeKey = (typeof SOLAR_UPGRADE_LISTS)[number]['key'];
export type UpgradeChoices = Readonly<Record<UpgradeKey, number | null>>;

/** purchase §2: Upgrades only when EV chargers, batteries or gateways are offered. */
export function upgradesOffered(slug: ProductType, data: Pick<CheckoutResponse, 'ev_chargers' | 'batteries' | 'gateways'>): boolean {
  return slug === 'solar' && SOLAR_UPGRADE_LISTS.some(({ list }) => data[list].length > 0);
}

export function stepsFor(slug: ProductType, data: CheckoutResponse): EnquiryStepDefinition[] {
  return enquirySteps({ type: PROFILES[slug].category, upgradesOffered: upgradesOffered(slug, data) });
}

/** A status containing PROPOSAL: the enquiry already has its proposal. */
export function isProposal(data: Pick<CheckoutResponse, 'order'>): boolean {
  return (data.order?.status ?? '').includes('PROPOSAL');
}

/** Where the load puts the enquiry: the domain's start index (PROPOSAL -> confirmation; solar with a known customer -> step 2). */
export function openingIndex(slug: ProductType, data: CheckoutResponse, steps: readonly EnquiryStepDefinition[]): number {
  return enquiryStartIndex({ type: PROFILES[slug].category, orderStatus: data.order?.status, customer: data.order?.customer }, steps.length);
}

/** The upgrades already on the order, keeping only items still offered. */
export function upgradeChoicesFromOrder(data: CheckoutResponse): UpgradeChoices {
  const choice = (list: readonly AddOnItem[], item: AddOnItem | null | undefined) => (item && list.some((offered) => offered.id === item.id) ? item.id : null);
  return {
    ev_charger: choice(data.ev_chargers, data.order?.solar_ev),
    battery: choice(data.batteries, data.order?.solar_battery),
    gateway: choice(data.gateways, data.order?.solar_gateway),
  };
}

/** The body of POST /order-items for the solar upgrades, with the warranty kept (default price 0). */
export function upgradeOrderItems(data: CheckoutResponse, choices: UpgradeChoices): OrderItemsRequest | null {
  if (!data.order) return null;
  const warranties = data.warranties.map((warranty) => ({ ...warranty, productPrice: warranty.product_price }));
  return {
    order: data.order.id,
    warranty: defaultWarranty(warranties, data.order.warranty?.id ?? null)?.id ?? null,
    ev_charger: choices.ev_charger,
    battery: choices.battery,
    gateway: choices.gateway,
  };
}

export const EMPTY_TARIFF: TariffUpdate = { energy_provider: '', tariff_name: '' };

export const TARIFF_BOTH_OR_NEITHER_MESSAGE = 'Enter both your energy provider and your tariff, or leave both empty';

/** Decision 181: both optional, but one without the other is no use to the adviser. Answers the field at fault, or null. */
export function tariffProblem(values: TariffUpdate): keyof TariffUpdate | null {
  const provider = values.energy_provider.trim();
  const tariff = values.tariff_name.trim();
  if (provider && !tariff) return 'tariff_name';
  if (tariff && !provider) return 'energy_provider';
  return null;
}

/** The tariff to PATCH, or null when the customer left both empty. */
export function tariffToSend(values: TariffUpdate): TariffUpdate | null {
  const provider = values.energy_provider.trim();
  const tariff = values.tariff_name.trim();
  return provider && tariff ? { energy_provider: provider, tariff_name: tariff } : null;
}
