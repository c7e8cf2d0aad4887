import type { Order } from '@/shared/contract-types';
import { describe, expect, it, vi } from 'vitest';
import type { ContactDetails } from '@/domain/contact-details';
import type { Choices } from './checkout-choices';
import { checkAfterSave, NOT_READY_STATUS, saveStep, type CheckoutGateway, type StepContext } from './step-saves';

const order = { id: 77, quote_id: 'Q1' } as Order;
const choices: Choices = {
  warranty: 1,
  bundle: 2,
  control: null,
  filter: 3,
  system_flush: null,
  radiator_valve: [5, 5],
  certification: 9,
  water: 'Hard',
};
const details: ContactDetails = {
  customer: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email_address: 'ada@example.co.uk',
    contact_number: '07700 900123',
    address_line_1: '1 High Street',
    address_line_2: null,
    address_line_3: null,
    post_town: 'Leeds',
    county: null,
    postcode: 'LS1 1AA',
  },
  landlord: { address_line_1: '2 Park Row', address_line_2: null, address_line_3: null, post_town: 'Leeds', county: null, postcode: 'LS1 5HD' },
  vehicle: { vehicle_make: 'Nissan', vehicle_registration: 'AB12CDE', vehicle_year: 2021 },
  comments: 'Ring the bell',
};

function fakeGateway(calls: string[], overrides: Partial<CheckoutGateway> = {}): CheckoutGateway {
  const log = (name: string) => async (...args: unknown[]) => {
    calls.push(`${name} ${JSON.stringify(args)}`);
    return { ok: true as const, data: undefined };
  };
  return {
    clearOrderItems: async (quoteId) => {
      await log('clearOrderItems')(quoteId);
    },
    storeOrderItems: log('storeOrderItems'),
    saveOrder: async (body) => {
      calls.push(`saveOrder ${JSON.stringify(body)}`);
      return { ok: true, data: { ...order, fitting_date: body.fitting_date } };
    },
    updateOrder: log('updateOrder'),
    storeLandlordAddress: log('storeLandlordAddress'),
    storeVehicle: log('storeVehicle'),
    storeLandlordOrderItems: log('storeLandlordOrderItems'),
    checkSession: async () => ({ ok: true, data: true }),
    loadCalendar: async () => ({ ok: true, data: {} }),
    ...overrides,
  };
}

const context = (overrides: Partial<StepContext> = {}): StepContext => ({
  type: 'boiler',
  quoteId: 'Q1',
  productId: 101,
  postcode: 'LS1 1AA',
  order,
  landlord: false,
  choices,
  installDay: { date: '2026-12-10', cost: 2500 },
  // No lead time from the server: the weekday rules alone decide the earliest day.
  install: { combiConversion: false, nextAvailableDays: 0, productDelayDays: 0 },
  details: null,
  ...overrides,
});

const names = (calls: string[]) => calls.map((call) => call.split(' ')[0]);

describe('saving the step being left', () => {
  it('calendar: clears and re-stores the add-ons, then creates or updates the order with the date and its cost', async () => {
    const calls: string[] = [];
    const saved = await saveStep('calendar', context(), fakeGateway(calls));
    expect(names(calls)).toEqual(['clearOrderItems', 'storeOrderItems', 'saveOrder']);
    if (!saved.ok) throw new Error(saved.message);
    expect(calls[1]).toContain('"order":77,"warranty":1,"bundle":2,"control":null,"filter":3,"system_flush":null,"radiator_valve":[5,5]');
    expect(JSON.parse(calls[2]!.slice('saveOrder '.length))).toEqual({ quote_id: 'Q1', fitting_date: '2026-12-10', fitting_date_cost: 2500, product: 101, step: 'calendar' });
    expect(saved.data?.fitting_date).toBe('2026-12-10');
  });

  it('calendar without an order yet: creates the order first, so the add-ons have one to belong to', async () => {
    const calls: string[] = [];
    await saveStep('calendar', context({ order: null }), fakeGateway(calls));
    expect(names(calls)).toEqual(['saveOrder', 'storeOrderItems', 'saveOrder']);
  });

  it('upgrades first, before any order or date: keeps the choices for the calendar step', async () => {
    const calls: string[] = [];
    expect(await saveStep('upgrades', context({ order: null, installDay: null }), fakeGateway(calls))).toEqual({ ok: true, data: null });
    expect(calls).toEqual([]);
  });

  it('aircon and ev store only the warranty', async () => {
    const calls: string[] = [];
    await saveStep('calendar', context({ type: 'aircon' }), fakeGateway(calls));
    expect(calls[1]).toBe('storeOrderItems [{"order":77,"warranty":1}]');
  });

  it('upgrades: clears and re-stores the add-ons only', async () => {
    const calls: string[] = [];
    await saveStep('upgrades', context(), fakeGateway(calls));
    expect(names(calls)).toEqual(['clearOrderItems', 'storeOrderItems']);
  });

  it('details: updates the order with comments and customer; landlord address only for landlords; vehicle for ev', async () => {
    const homeowner: string[] = [];
    await saveStep('details', context({ details }), fakeGateway(homeowner));
    expect(names(homeowner)).toEqual(['updateOrder']);
    expect(homeowner[0]).toContain('"comments":"Ring the bell"');
    expect(homeowner[0]).toContain('"step":"details"');

    const landlordEv: string[] = [];
    await saveStep('details', context({ type: 'ev', landlord: true, details }), fakeGateway(landlordEv));
    expect(names(landlordEv)).toEqual(['updateOrder', 'storeLandlordAddress', 'storeVehicle']);
    expect(landlordEv[1]).toContain('"quote_id":"Q1","address_line_1":"2 Park Row"');
    expect(landlordEv[2]).toBe('storeVehicle [{"quote_id":"Q1","quote_items":{"vehicle_make":"Nissan","vehicle_registration":"AB12CDE","vehicle_year":2021}}]');
  });

  it('details without submitted details fails the step instead of sending nothing', async () => {
    expect(await saveStep('details', context(), fakeGateway([]))).toEqual({ ok: false, status: NOT_READY_STATUS, message: 'Please enter your contact details.' });
  });

  it('certifications: the landlord add-ons for landlords only', async () => {
    const landlord: string[] = [];
    await saveStep('certifications', context({ landlord: true }), fakeGateway(landlord));
    expect(landlord).toEqual(['storeLandlordOrderItems [{"order":77,"certification":9}]']);
    const homeowner: string[] = [];
    await saveStep('certifications', context(), fakeGateway(homeowner));
    expect(homeowner).toEqual([]);
  });

  it('stops at the first failed call and passes its message on', async () => {
    const calls: string[] = [];
    const gateway = fakeGateway(calls, {
      storeOrderItems: async () => ({ ok: false, status: 500, message: 'Add-ons not saved' }),
    });
    expect(await saveStep('calendar', context(), gateway)).toEqual({ ok: false, status: 500, message: 'Add-ons not saved' });
    expect(names(calls)).toEqual(['clearOrderItems']);
  });
});

// Thursday 3 December 2026, 10:00: the earliest install day is Friday 4 December.
const thursdayMorning = () => new Date(2026, 11, 3, 10);

describe('checking after the save', () => {
  it('a failed session check is the step failure, with its message', async () => {
    const down = fakeGateway([], { checkSession: async () => ({ ok: false, status: 503, message: 'Sessions are down.' }) });
    expect(await checkAfterSave(context(), thursdayMorning, down)).toEqual({ ok: false, status: 503, message: 'Sessions are down.' });
  });


  it('asks the server for the chosen day’s month and the session', async () => {
    const loadCalendar = vi.fn(async () => ({ ok: true as const, data: { '2026-12-10': { available: true } } }));
    const checkSession = vi.fn(async () => ({ ok: true as const, data: true }));
    const check = await checkAfterSave(context(), thursdayMorning, fakeGateway([], { loadCalendar, checkSession }));
    expect(check).toMatchObject({ ok: true, data: { fittingDate: 'allowed', sessionValid: true } });
    expect(loadCalendar).toHaveBeenCalledWith('2026-12-01', 'boiler', 'LS1 1AA');
    expect(checkSession).toHaveBeenCalledWith('boiler', 101);
  });

  it('rejects a day the calendar now marks unavailable, or one before the earliest date', async () => {
    const unavailable = fakeGateway([], { loadCalendar: async () => ({ ok: true, data: { '2026-12-10': { available: false } } }) });
    expect(await checkAfterSave(context(), thursdayMorning, unavailable)).toMatchObject({ data: { fittingDate: 'unavailable' } });
    expect(await checkAfterSave(context({ installDay: { date: '2026-12-01', cost: 0 } }), thursdayMorning, fakeGateway([]))).toMatchObject({ data: { fittingDate: 'too-early' } });
  });

  it('reports an expired session and a missing date without calling the calendar', async () => {
    const loadCalendar = vi.fn(async () => ({ ok: true as const, data: {} }));
    const check = await checkAfterSave(context({ installDay: null }), thursdayMorning, fakeGateway([], { loadCalendar, checkSession: async () => ({ ok: true, data: false }) }));
    expect(check).toMatchObject({ ok: true, data: { fittingDate: 'missing', sessionValid: false } });
    expect(loadCalendar).not.toHaveBeenCalled();
  });

  it('checks the date against the clock when the check runs, not when the checkout loaded: 15:00 and midnight', async () => {
    // Chosen on Wednesday 2 December at 14:50 for Thursday 3rd, the first day then allowed.
    let now = new Date(2026, 11, 2, 14, 50);
    const clock = () => now;
    const thursday = context({ installDay: { date: '2026-12-03', cost: 0 } });
    const verdict = async () => {
      const check = await checkAfterSave(thursday, clock, fakeGateway([]));
      return check.ok ? check.data.fittingDate : check.message;
    };
    expect(await verdict()).toBe('allowed');
    now = new Date(2026, 11, 2, 14, 59);
    expect(await verdict()).toBe('allowed');
    // Past the cutoff the earliest day is Friday: the same check now refuses Thursday.
    now = new Date(2026, 11, 2, 15, 0);
    expect(await verdict()).toBe('too-early');
    // And on Thursday morning, after midnight, Thursday is today.
    now = new Date(2026, 11, 3, 8, 0);
    expect(await verdict()).toBe('too-early');
  });

  it('reads the clock after the server has answered, so a slow answer is judged at its own moment', async () => {
    let now = new Date(2026, 11, 2, 14, 59);
    const slowSession = fakeGateway([], {
      checkSession: async () => {
        now = new Date(2026, 11, 2, 15, 1);
        return { ok: true, data: true };
      },
    });
    expect(await checkAfterSave(context({ installDay: { date: '2026-12-03', cost: 0 } }), () => now, slowSession)).toMatchObject({ data: { fittingDate: 'too-early' } });
  });
});
