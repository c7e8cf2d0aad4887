import type { AddOnItem, CheckoutResponse } from '@/shared/contract-types';
import { describe, expect, it } from 'vitest';
import { openingIndex, stepsFor, tariffProblem, tariffToSend, upgradeChoicesFromOrder, upgradeOrderItems, upgradesOffered } from './enquiry-model';
import { furthestReached, shownIndex } from '@/domain/steps/step-list';

const addOn = (id: number, price = 50_000): AddOnItem => ({ id, name: `Item ${id}`, product_price: price, product_total: price });

function enquiry(overrides: { status?: string; customer?: Partial<Record<string, string | null>> | null; ev?: AddOnItem[]; batteries?: AddOnItem[]; gateways?: AddOnItem[]; order?: Record<string, unknown> } = {}): CheckoutResponse {
  return {
    order: {
      id: 77,
      status: overrides.status ?? 'QUOTE',
      customer: overrides.customer ?? null,
      warranty: null,
      solar_ev: null,
      solar_battery: null,
      solar_gateway: null,
      ...overrides.order,
    },
    quote: { quote_id: 'Q1', postcode: 'LS6 2AB', quote_items: {} },
    warranties: [{ id: 5, name: 'Standard', product_price: 0, product_total: 0, years: 2 }, { id: 6, name: 'Extended', product_price: 9_900, product_total: 9_900, years: 10 }],
    ev_chargers: overrides.ev ?? [],
    batteries: overrides.batteries ?? [],
    gateways: overrides.gateways ?? [],
  } as unknown as CheckoutResponse;
}

const known = { first_name: 'Ann', contact_number: '07700 900123', email_address: 'ann@example.co.uk' };

describe('enquiry steps', () => {
  it('non-solar types: Contact details (Submit), then Enquiry confirmation that the list cannot jump to', () => {
    for (const slug of ['aircon', 'battery', 'boiler', 'ev', 'heat-pump'] as const) {
      const steps = stepsFor(slug, enquiry());
      expect(steps.map((s) => [s.title, s.submitLabel, s.clickable])).toEqual([
        ['Contact details', 'Submit', true],
        ['Enquiry confirmation', null, false],
      ]);
    }
  });

  it('solar: Upgrades only when EV chargers, batteries or gateways are offered', () => {
    expect(stepsFor('solar', enquiry()).map((s) => s.title)).toEqual(['Enquiry details', 'Proposal confirmation']);
    for (const offer of [{ ev: [addOn(1)] }, { batteries: [addOn(2)] }, { gateways: [addOn(3)] }]) {
      expect(upgradesOffered('solar', enquiry(offer))).toBe(true);
      expect(stepsFor('solar', enquiry(offer)).map((s) => s.title)).toEqual(['Enquiry details', 'Upgrades', 'Proposal confirmation']);
    }
    expect(stepsFor('solar', enquiry())[0]?.submitLabel).toBe('Submit enquiry');
    expect(upgradesOffered('battery', enquiry({ batteries: [addOn(2)] }))).toBe(false);
  });
});

describe('where the enquiry opens', () => {
  it('a status containing PROPOSAL opens the confirmation; anything else opens the details', () => {
    const data = enquiry({ status: 'PROPOSAL_SENT' });
    expect(openingIndex('aircon', data, stepsFor('aircon', data))).toBe(1);
    const fresh = enquiry({ status: 'QUOTE' });
    expect(openingIndex('aircon', fresh, stepsFor('aircon', fresh))).toBe(0);
  });

  it('solar jumps to step 2 when first name, contact number and email are known', () => {
    const withUpgrades = enquiry({ customer: known, ev: [addOn(1)] });
    expect(openingIndex('solar', withUpgrades, stepsFor('solar', withUpgrades))).toBe(2);
    const partly = enquiry({ customer: { ...known, email_address: null }, ev: [addOn(1)] });
    expect(openingIndex('solar', partly, stepsFor('solar', partly))).toBe(0);
    // Without upgrades step 2 does not exist: the last step (confirmation) opens.
    const plain = enquiry({ customer: known });
    expect(openingIndex('solar', plain, stepsFor('solar', plain))).toBe(1);
    // The same customer on a battery enquiry starts at the details.
    expect(openingIndex('battery', plain, stepsFor('battery', plain))).toBe(0);
  });

  it('a reload after submitting returns to the step this tab reached', () => {
    const data = enquiry({ ev: [addOn(1)] });
    const steps = stepsFor('solar', data);
    const keys = steps.map((step) => step.key);
    const start = openingIndex('solar', data, steps);
    const reloadedOn = (named: number, reached: (typeof keys)[number]) => shownIndex(keys.length, named, true, { furthest: furthestReached(keys, reached, start), opening: start, finished: false });
    expect(reloadedOn(1, 'upgrades')).toBe(1);
    expect(reloadedOn(2, 'upgrades')).toBe(1);
    expect(reloadedOn(2, 'confirmation')).toBe(2);
  });
});

describe('solar upgrades', () => {
  it('keeps chosen items still offered and sends them with the default warranty', () => {
    const data = enquiry({ ev: [addOn(1)], batteries: [addOn(2)], order: { solar_ev: addOn(1), solar_battery: addOn(99) } });
    const choices = upgradeChoicesFromOrder(data);
    expect(choices).toEqual({ ev_charger: 1, battery: null, gateway: null });
    expect(upgradeOrderItems(data, { ...choices, battery: 2 })).toEqual({ order: 77, warranty: 5, ev_charger: 1, battery: 2, gateway: null });
  });
});

describe('energy provider and tariff', () => {
  it('both or neither', () => {
    expect(tariffProblem({ energy_provider: '', tariff_name: '' })).toBeNull();
    expect(tariffProblem({ energy_provider: 'Octopus', tariff_name: ' ' })).toBe('tariff_name');
    expect(tariffProblem({ energy_provider: '', tariff_name: 'Agile' })).toBe('energy_provider');
    expect(tariffToSend({ energy_provider: ' Octopus ', tariff_name: 'Agile' })).toEqual({ energy_provider: 'Octopus', tariff_name: 'Agile' });
    expect(tariffToSend({ energy_provider: '', tariff_name: '' })).toBeNull();
  });
});
