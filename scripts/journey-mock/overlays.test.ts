// Contract check of the overlays: every answer the memory changes, over every named example Prism
// can serve (each scenario, each product type), with a memory that holds everything a journey can
// send, still satisfies the operation's response schema in openapi.yaml.
import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { QUOTE_PRICES_VALID_DAYS } from '../../src/domain/constants';
import { createResponseValidators } from '../../src/api/response-check';
import { chooseItems, newJourney, quoteIn, recordUpload, rememberOffers, type Product } from './memory';
import { HANDLERS, postcodeOf, relocationOf, type Call } from './overlays';
import { contractProblems, loadContract, operationsOf } from './server';
import { mockDocument } from './test-prism';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const NOW = new Date();
const { document, world } = mockDocument(NOW);
const contract = loadContract();

function fullMemory() {
  const journey = newJourney();
  const memory = quoteIn(journey, 'QMEMORY1', NOW);
  const boiler = world.products.boiler[0] as unknown as Product;
  memory.answers = { quoteType: 'boiler', postcode: 'LS6 2AB', landlord: 'Yes', homeType: 'Detached', boilerAge: 9, systemType: 'Combi', convertToCombi: 'No', newLocation: 'Loft' };
  memory.relocation = relocationOf(memory.answers);
  memory.pathType = 'boiler';
  memory.offeredProducts = new Map([[boiler.id, boiler]]);
  memory.product = boiler;
  const a = world.addOns;
  rememberOffers(memory, {
    warranties: a.warranties.map((w, index) => ({ ...w, years: 10 + index })),
    bundles: a.bundles, controls: a.controls, filters: a.filters, radiator_valves: a.radiator_valves, system_flushes: a.system_flushes, certifications: a.certifications, co_alarms: a.co_alarms,
  });
  chooseItems(memory, { warranty: a.warranties[1]!.id, bundle: a.bundles[0]!.id, control: a.controls[0]!.id, filter: a.filters[0]!.id, system_flush: a.system_flushes[0]!.id, radiator_valve: [a.radiator_valves[0]!.id, a.radiator_valves[0]!.id], co_alarm: [a.co_alarms[0]!.id] });
  memory.chosen.certification = [a.certifications[0]!.id];
  memory.orderId = 123_456;
  memory.orderCreatedAt = NOW.toISOString();
  memory.fittingDate = '2026-12-07';
  memory.fittingDateCost = 2500;
  memory.step = 'details';
  memory.customer = { first_name: 'Jo', last_name: 'Bloggs', email_address: 'jo.bloggs@example.co.uk', contact_number: '07700 900123', address_line_1: '1 High Street', postcode: 'M16 7UP' };
  memory.comments = 'Side gate';
  memory.landlord = { address_line_1: '2 Park Row', postcode: 'LS1 5HD' };
  memory.vehicle = { vehicle_make: 'Nissan', vehicle_registration: 'AB12 CDE', vehicle_year: 2021 };
  memory.tariff = { energy_provider: 'Octopus Energy', energy_tariff: 'Agile' };
  memory.discount = { name: 'WINTER50', description: '£50 off', amount: -5000 };
  memory.serviceDiscount = { name: 'SERVICE10', description: '£10 off', amount: -1000 };
  // Every kind of file the memory keeps: photos as data: URLs, a PDF by address, a file beyond the named documents.
  const jpeg = (name: string) => ({ name: `${name}.jpg`, type: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]) });
  for (const name of ['boiler_front', 'flue_outside', 'radiators']) recordUpload(memory, name, jpeg(name), NOW, 1);
  recordUpload(memory, 'gas_meter', { name: 'meter reading.heic', type: 'image/heic', bytes: new Uint8Array([1]) }, NOW, 2);
  recordUpload(memory, 'competitor_quote', { name: 'quote.pdf', type: 'application/pdf', bytes: new Uint8Array([0x25, 0x50]) }, NOW, 3);
  recordUpload(memory, 'additional', jpeg('extra'), NOW, 4);
  memory.requiredDocuments = ['boiler_front', 'flue_outside', 'gas_meter'];
  memory.serviceDates = { preferred_date: '2026-12-08', preferred_date_cost: 1500, alternative_date: null };
  memory.serviceConfirmed = true;
  memory.plan = { plan_id: 2, price: 1499, created_at: NOW.toISOString() };
  memory.priceMatchUrl = 'https://www.competitor.example.co.uk/boilers/1';
  journey.latestByType.set('boiler', memory.ref);
  return { journey, memory };
}

const QUERY = new URLSearchParams({ amount: '50000', pending: 'true', code: 'winter50', product: String(world.products.boiler[0]!.id), quote_id: 'QMEMORY1' });
const BODIES: Record<string, Json> = {
  // Oil: the results answer with the off-gas boilers, which must satisfy the schema too.
  submitQuoteAnswers: { quoteType: 'boiler', postcode: 'LS6 2AB', landlord: 'No', newLocation: 'Same room', fuelType: 'Oil' },
  repriceQuote: { quoteType: 'boiler', postcode: 'LS6 2AB', landlord: 'No', newLocation: 'Loft', fuelType: 'LPG' },
  createStripeIntent: { quote_id: 'QMEMORY1', payment: 'full' },
};

describe('overlays against the contract', () => {
  it('every overlaid answer, over every named example, satisfies openapi.yaml', async () => {
    const validators = await createResponseValidators(contract);
    const paths = document.paths as Json;
    const checked: string[] = [];
    const problems: string[] = [];
    for (const operation of operationsOf(document)) {
      const handler = HANDLERS[operation.operationId];
      if (!handler?.overlay && !handler?.mint) continue;
      const responses = paths[operation.template][operation.method.toLowerCase()].responses as Json;
      for (const [status, response] of Object.entries(responses)) {
        if (!status.startsWith('2')) continue;
        for (const [name, example] of Object.entries((response.content?.['application/json']?.examples ?? {}) as Json)) {
          const { journey, memory } = fullMemory();
          const call: Call = { operationId: operation.operationId, params: { type: 'boiler', quote: 'QMEMORY1', order: 'QMEMORY1', quote_id: 'QMEMORY1' }, query: QUERY, body: BODIES[operation.operationId], now: NOW };
          const value = example.$ref ? (document.components as Json).examples[example.$ref.split('/').at(-1)].value : example.value;
          const answer = structuredClone(value) as Json;
          const overlaid = handler.mint ? handler.mint(call, answer, journey) : handler.overlay!(call, answer, memory, journey);
          checked.push(`${operation.operationId} ${name}`);
          for (const problem of contractProblems(validators, operation.method, operation.template, Number(status), overlaid)) problems.push(`${operation.operationId} ${status} ${name}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Every operation the memory overlays was checked, in every scenario.
    const overlaidOperations = Object.entries(HANDLERS).filter(([, handler]) => handler.overlay || handler.mint).map(([id]) => id);
    expect(new Set(checked.map((entry) => entry.split(' ')[0]))).toEqual(new Set(overlaidOperations));
    expect(checked.length).toBeGreaterThan(overlaidOperations.length * 20);
  });

  it('re-prices a quote under its reference: its answers, relocation, products and validity change, and the answer stays valid', async () => {
    const validators = await createResponseValidators(contract);
    const { journey, memory } = fullMemory();
    const before = memory.pricedAt;
    const later = new Date(NOW.getTime() + 86_400_000);
    const results = (document.components as Json).examples.ResultsResponse.value as Json;
    const call: Call = { operationId: 'repriceQuote', params: { type: 'boiler', quote: 'QMEMORY1' }, query: new URLSearchParams(), body: BODIES.repriceQuote, now: later };
    const repriced = HANDLERS.repriceQuote!.mint!(call, structuredClone(results), journey) as Json;
    expect(contractProblems(validators, 'PUT', '/quote/results/{type}/{quote}', 200, repriced)).toEqual([]);
    expect(repriced.quote.quote_id).toBe('QMEMORY1');
    expect(journey.quotes.size).toBe(1);
    expect(memory).toMatchObject({ answers: BODIES.repriceQuote, relocation: 89_500, pricedAt: later.toISOString() });
    expect(memory.pricedAt).not.toBe(before);
    // LPG answers are priced with the LPG boilers, which the memory now offers the checkout.
    expect(repriced.products.every((product: Json) => /LPG/.test(product.product_title))).toBe(true);
    expect([...memory.offeredProducts.keys()]).toEqual(repriced.products.map((product: Json) => product.id));
    expect(repriced.valid_until).toBe(addDays(later, QUOTE_PRICES_VALID_DAYS).toISOString());
  });

  it('gives no date when the answers are priced with no products, whatever Prism sent', () => {
    const { journey } = fullMemory();
    const call: Call = { operationId: 'submitQuoteAnswers', params: { type: 'boiler' }, query: new URLSearchParams(), body: { quoteType: 'boiler', postcode: 'LS6 2AB' }, now: NOW };
    const answer = HANDLERS.submitQuoteAnswers!.mint!(call, { products: [], quote: {}, valid_until: '2026-12-01T00:00:00Z' }, journey);
    expect(answer).not.toHaveProperty('valid_until');
  });

  it("takes the quote's postcode from the answers, or from the address of a set that has none of its own", () => {
    expect(postcodeOf({ quoteType: 'boiler', postcode: 'LS6 2AB' })).toBe('LS6 2AB');
    expect(postcodeOf({ quoteType: 'solar', customer: { address_line_1: '4 Mill Lane', postcode: 'LS6 2AB' } })).toBe('LS6 2AB');
    expect(postcodeOf({ quoteType: 'battery' })).toBeUndefined();
  });

  it('works out the relocation the answers add (purchase §9)', () => {
    expect(relocationOf({ quoteType: 'boiler', newLocation: 'Same place' })).toBe(0);
    expect(relocationOf({ quoteType: 'boiler', newLocation: 'Same room' })).toBe(49_500);
    expect(relocationOf({ quoteType: 'boiler', newLocation: 'Loft' })).toBe(89_500);
    expect(relocationOf({ quoteType: 'aircon', outdoorUnitLocation: 'First floor wall' })).toBe(60_000);
    expect(relocationOf({ quoteType: 'aircon', outdoorUnitLocation: 'Ground floor wall' })).toBe(0);
  });
});
