import type { CheckoutResponse } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import { adjustmentsMissing, bundleContents, discountOffered, offeredChoices, withoutBundled, type Choices } from './checkout-choices';

const winter = { name: 'WINTER100', description: '£100 off your installation', amount: -10000 };
const loyalty = { name: 'LOYAL', description: '£50 off', amount: -5000 };

describe('adjustments a save dropped', () => {
  it('are those the order had before and no longer carries', () => {
    expect(adjustmentsMissing([winter, loyalty], [loyalty])).toEqual([winter]);
    expect(adjustmentsMissing([winter], [winter])).toEqual([]);
    // The same name at another amount is another adjustment: the customer's £100 off is gone.
    expect(adjustmentsMissing([winter], [{ ...winter, amount: -5000 }])).toEqual([winter]);
  });
});

describe('the discount code field', () => {
  const data = (order: Partial<NonNullable<CheckoutResponse['order']>> | null, paid = false) => ({ paid, order }) as unknown as CheckoutResponse;
  it('is offered until something is paid', () => {
    expect(discountOffered(data(null))).toBe(true);
    expect(discountOffered(data({ finance_application: { loan_deposit: 47375 }, deposit_paid: 10000 } as never))).toBe(false);
    expect(discountOffered(data({ finance_application: { loan_deposit: 47375 }, deposit_paid: 47375 } as never))).toBe(false);
    expect(discountOffered(data(null, true))).toBe(false);
  });
});

describe('a bundle and the add-ons it includes', () => {
  const item = (id: number, name: string, price: number, includes?: number[]) => ({ id, name, product_price: price, product_total: price, ...(includes ? { includes } : {}) });
  const hive = item(11, 'Hive Thermostat Mini', 17_500);
  const nest = item(12, 'Google Nest Learning Thermostat', 24_900);
  const magnaclean = item(21, 'Adey MagnaClean Professional 3', 14_500);
  const chemical = item(31, 'Chemical flush', 19_500);
  const valve = item(41, 'Thermostatic radiator valve', 4_500);
  const smart = item(1, 'Smart heating bundle', 49_500, [11, 21, 31]);
  const plain = item(2, 'Plain bundle', 10_000);
  const lists = { bundles: [smart, plain], controls: [hive, nest], filters: [magnaclean], system_flushes: [chemical], radiator_valves: [valve] };
  const none: Choices = { warranty: null, bundle: null, control: null, filter: null, system_flush: null, radiator_valve: [], certification: null, water: 'Hard' };

  it('lists what a bundle includes, from the other lists', () => {
    expect(bundleContents(lists, smart).map((content) => content.name)).toEqual(['Hive Thermostat Mini', 'Adey MagnaClean Professional 3', 'Chemical flush']);
    expect(bundleContents(lists, plain)).toEqual([]);
  });

  it('choosing a bundle unticks the items it includes and says which; other items stay', () => {
    const { choices, unticked } = withoutBundled(lists, { ...none, bundle: 1, control: 11, filter: 21, system_flush: null, radiator_valve: [41, 41] });
    expect(choices).toEqual({ ...none, bundle: 1, control: null, filter: null, radiator_valve: [41, 41] });
    expect(unticked.map((content) => content.name)).toEqual(['Hive Thermostat Mini', 'Adey MagnaClean Professional 3']);
    // Another thermostat than the bundle's is the customer's to have.
    expect(withoutBundled(lists, { ...none, bundle: 1, control: 12 })).toEqual({ choices: { ...none, bundle: 1, control: 12 }, unticked: [] });
    // Without a bundle, or with one that includes nothing, nothing changes.
    expect(withoutBundled(lists, { ...none, control: 11 }).unticked).toEqual([]);
    expect(withoutBundled(lists, { ...none, bundle: 2, control: 11 }).choices.control).toBe(11);
  });

  it('a bundle that includes radiator valves takes them off too', () => {
    const withValve = { ...lists, bundles: [item(3, 'Valve bundle', 9_000, [41])] };
    expect(withoutBundled(withValve, { ...none, bundle: 3, radiator_valve: [41, 41] }).choices.radiator_valve).toEqual([]);
  });

  it('a draft kept from before holds no bundle beside its items', () => {
    const data = { ...lists, warranties: [], certifications: [], water: 'Hard', order: null } as unknown as CheckoutResponse;
    expect(offeredChoices(data, { ...none, bundle: 1, control: 11, system_flush: 31 })).toMatchObject({ bundle: 1, control: null, system_flush: null });
  });
});
