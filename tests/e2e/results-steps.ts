// What the results specs share: answers this browser remembers for quote QTEST1, the mock's
// example per type, an edit of the results answer, the cards on screen.
import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

export const ADDRESS = { address_line_1: '1 High Street', post_town: 'Leeds', postcode: 'LS6 2AB' };

/** A valid POST /quote/results/{type} body per type, as the questionnaire leaves it in the browser. */
export const BODIES: Record<string, { quoteType: string; customer?: object; [field: string]: unknown }> = {
  aircon: { quoteType: 'aircon', postcode: 'LS6 2AB' },
  battery: { quoteType: 'battery' },
  boiler: { quoteType: 'boiler', postcode: 'LS6 2AB', systemType: 'Combi', homeType: 'Semi-detached', boilerAge: 19 },
  ev: { quoteType: 'ev', postcode: 'LS6 2AB' },
  'heat-pump': { quoteType: 'heat-pump', postcode: 'LS6 2AB', customer: ADDRESS },
  solar: { quoteType: 'solar', customer: ADDRESS },
};

/** What each type's card must show and where choosing leads. */
export const TYPES = [
  { type: 'aircon', fact: 'Cooling output', choose: /^Choose this air conditioner/, lands: /\/checkout\/aircon\/QTEST1\?product=\d+$/ },
  { type: 'battery', fact: 'Usable capacity', choose: /^Enquire about this battery/, lands: /\/enquire\/battery\/QTEST1\?product=\d+$/ },
  { type: 'boiler', fact: 'Hot water flow rate', choose: /^Choose this boiler/, lands: /\/checkout\/boiler\/QTEST1\?product=\d+$/ },
  { type: 'ev', fact: 'Charging power', choose: /^Choose this EV charger/, lands: /\/checkout\/ev\/QTEST1\?product=\d+$/ },
  { type: 'heat-pump', fact: 'Heat output', choose: /^Enquire about this heat pump/, lands: /\/enquire\/heat-pump\/QTEST1\?product=\d+$/ },
  { type: 'solar', fact: 'Panels', choose: /^Enquire about this solar system/, lands: /\/enquire\/solar\/QTEST1\?product=\d+$/ },
] as const;

/**
 * The answers this browser remembers for quote QTEST1 (src/shared/remembered/quote-request.ts, decision 955):
 * in localStorage without the address, the address in this tab's sessionStorage.
 */
export async function rememberAnswers(page: Page, type: string) {
  await page.addInitScript(
    ([type, { customer, ...answers }]) => {
      if (!localStorage.getItem('quote-requests')) localStorage.setItem('quote-requests', JSON.stringify([{ type, quoteId: 'QTEST1', body: answers, savedAt: Date.now() }]));
      if (customer) sessionStorage.setItem(`quote-address:${type}/QTEST1`, JSON.stringify(customer));
    },
    [type, BODIES[type]!] as const,
  );
}

/** The scenario's data for the type: `NAME.type`, the plain name for boilers (decision 030). */
export const exampleFor = (type: string, scenario = 'homeowner') => `example=${type === 'boiler' ? scenario : `${scenario}.${type}`}`;

/**
 * The type's results calls: the questionnaire's post and the load of the quote by its reference, which
 * every visit to a results page makes (decision 955); solar's PATCH shares the post's address.
 */
export const resultsCalls = (type: string) => new RegExp(`/api/quote/results/${type}(/QTEST1)?$`);

/** Only the typed results calls: PATCH /quote/results/solar, at the same address as solar's post, has no per-type examples. */
export async function typedScenario(page: Page, type: string, scenario = 'homeowner') {
  await page.route(resultsCalls(type), (route) =>
    route.continue(route.request().method() === 'PATCH' ? {} : { headers: { ...route.request().headers(), prefer: exampleFor(type, scenario) } }),
  );
}

/** Answers the results call with the mock's data changed by `edit`. */
export async function editResults(page: Page, edit: (body: { products: Array<Record<string, unknown>>; [key: string]: unknown }) => void) {
  await page.route(resultsCalls('boiler'), async (route: Route) => {
    const upstream = await route.fetch({ headers: { ...route.request().headers(), prefer: exampleFor('boiler') } });
    const body = await upstream.json();
    edit(body);
    await route.fulfill({ response: upstream, json: body });
  });
}

export const cards = (page: Page) => page.locator('[data-product-id]');
/** The cards once all of the page's first page are mounted (the first few come at once, the rest just after): how many the status says. */
export async function cardsShown(page: Page): Promise<number> {
  const showing = page.getByRole('status').filter({ hasText: /^Showing/ });
  const count = Number((await showing.textContent())?.match(/\d+/)?.[0]);
  await expect(cards(page)).toHaveCount(count);
  return count;
}
// The first load of a page can be slow on a busy 2-core machine (the dev server compiles on demand).
export const PAGE_LOAD = { timeout: 20_000 };
/** QTEST1's save-quote offer dismissed on this device: the list holds the cards alone. */
export const noSaveQuoteOffer = (page: Page) => page.addInitScript(() => localStorage.setItem('save-quote-dismissed:QTEST1', '1'));

export const pounds = (pence: number) => (pence / 100).toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

/** Every answer of the boiler questionnaire, for tests that start at its check-your-answers screen. */
export const BOILER_ANSWERS = {
  fuelType: 'Gas', systemType: 'Combi', hasTank: 'No', waterFlow: 'Fast', boilerWorking: 'Yes', boilerAge: '19', currentBoilerLocation: 'Kitchen',
  newLocation: 'Same place', homeOwnership: 'Homeowner', landlord: 'No', homeType: 'Terraced', radiators: '10-15', bedrooms: '3', bathtubs: '1',
  showers: '2', flueExit: 'External Wall', flueLength: '1-2m', flueWindowDistance: '30cm or more', flueGroundDistance: '2m or more',
  fluePropertyDistance: '2m or more', flueUnderStructure: 'No', postcode: 'SW1A 1AA',
};
