// The steps of a whole journey, for the specs that walk one on the mock (Prism behind the journey
// memory, decision 492) and on the backend written from openapi.yaml (tests/backend, decision 840): a
// quote priced in this browser's journey and kept as the questionnaire keeps it, its results, the
// details forms, a card payment and the charges a page lists.
import type { Locator, Page } from '@playwright/test';
import { preferHeader, type ScenarioName } from '../../src/mock/scenarios';
import { MOCK_CSRF_TOKEN } from '../../scripts/production-build-plugin.ts';
import { expect as baseExpect, useJourneyScenario } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

export const POSTCODE = 'LS6 2AB';
export const ADDRESS = { address_line_1: '4 Mill Lane', address_line_2: null, address_line_3: null, post_town: 'Leeds', county: null, postcode: POSTCODE };
export const CUSTOMER = { first: 'Priya', last: 'Shah', email: 'priya.shah@example.co.uk', phone: '07700 900456' };

export type JourneyType = 'aircon' | 'battery' | 'boiler' | 'boiler-service' | 'ev' | 'heat-pump' | 'solar';

/** What each questionnaire posts; the address last, as the results page posts it again. */
export const ANSWERS: Record<JourneyType, Record<string, unknown>> = {
  aircon: { quoteType: 'aircon', postcode: POSTCODE },
  battery: { quoteType: 'battery' },
  boiler: { quoteType: 'boiler', postcode: POSTCODE, systemType: 'Combi', homeType: 'Semi-detached', boilerAge: 19 },
  'boiler-service': { quoteType: 'boiler-service', customer: ADDRESS },
  ev: { quoteType: 'ev', postcode: POSTCODE },
  'heat-pump': { quoteType: 'heat-pump', postcode: POSTCODE, customer: ADDRESS },
  solar: { quoteType: 'solar', customer: ADDRESS },
};

/**
 * Prices the answers in this browser's journey (its cookie), and keeps them as the questionnaire does
 * (src/shared/remembered/quote-request.ts): the answers in localStorage, the address in this tab's sessionStorage.
 * Every call of the journey, this one included, gets the scenario's data of its product type, as the
 * dev switcher asks (the default: homeowner).
 */
export async function priceQuote(page: Page, type: JourneyType, scenario: ScenarioName = 'homeowner'): Promise<string> {
  await useJourneyScenario(page, scenario);
  const path = `/quote/results/${type}`;
  const answered = await page.request.post(`/api${path}`, {
    data: ANSWERS[type],
    headers: { 'X-CSRF-TOKEN': MOCK_CSRF_TOKEN, 'Idempotency-Key': crypto.randomUUID(), Prefer: preferHeader(scenario, 'POST', path, 'application/json') },
  });
  expect(answered.status()).toBe(200);
  const ref = ((await answered.json()) as { quote: { quote_id: string } }).quote.quote_id;
  await page.addInitScript(
    ([type, ref, { customer, ...answers }]) => {
      localStorage.setItem('quote-requests', JSON.stringify([{ type, quoteId: ref, body: answers, savedAt: Date.now() }]));
      localStorage.setItem(`save-quote-dismissed:${ref}`, '1');
      if (customer) sessionStorage.setItem(`quote-address:${type}/${ref}`, JSON.stringify(customer));
    },
    [type, ref, ANSWERS[type]] as const,
  );
  return ref;
}

export interface Chosen {
  readonly title: string;
  readonly price: string;
}

/** The results of the quote: the first card's product and price, then its choose button. */
export async function chooseFirstProduct(page: Page, type: JourneyType, ref: string): Promise<Chosen> {
  await page.goto(`/quote/${type}/results/${ref}`);
  const card = page.locator('[data-product-id]').first();
  await expect(card).toBeVisible();
  const title = (await card.locator('.results-card__title').textContent())!.trim();
  // The price without the "now" a sale price is announced with.
  const price = (await card.locator('.ui-price__now').textContent())!.replace(/^\s*now\s*/, '').trim();
  await card.locator('.results-card__buy a.ui-button').click();
  return { title, price };
}

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
export const firstFreeDay = (page: Page) => page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();

/** The checkout's details open with the questionnaire's postcode; the customer types the rest. */
export async function giveDetails(page: Page) {
  await expect(page.locator('#customer-postcode')).toHaveValue(POSTCODE);
  await page.getByLabel('First name').fill(CUSTOMER.first);
  await page.getByLabel('Last name').fill(CUSTOMER.last);
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Phone number').fill(CUSTOMER.phone);
  await page.locator('#customer-address_line_1').fill(ADDRESS.address_line_1);
}

/** The service asks only the postcode: the questionnaire's. */
export async function giveDetailsForService(page: Page) {
  await expect(page.locator('#customer-postcode')).toHaveValue(POSTCODE);
  await page.getByLabel('First name').fill(CUSTOMER.first);
  await page.getByLabel('Last name').fill(CUSTOMER.last);
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Phone number').fill(CUSTOMER.phone);
}

/** The card form filled with a card (Stripe's test card that pays, by default). */
export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  const card = page.locator('.ui-card-payment');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel(/expir/i).fill('12 / 34');
  await card.getByLabel(/cvc|security code/i).fill('123');
}

/**
 * Checkout's payment step, once its own code has loaded, with the express request ticked where it is
 * asked for: only when the chosen day falls inside the cancellation period, which depends on today.
 */
export async function askForInstallInsideCancellationPeriodIfNeeded(page: Page) {
  await expect(page.locator('.checkout__payment')).toBeVisible();
  const request = page.getByLabel(/I ask you to install within the 14-day cancellation period/);
  if (await request.count()) await request.check();
}

export async function payByCard(page: Page, total: string) {
  await fillCard(page);
  await page.getByRole('button', { name: `Pay ${total} now` }).click();
}

// An 8 × 6 px red JPEG, as Chromium's canvas writes it: a photo a browser can draw, so a preview of it has a width.
const RED_JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBD/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABwj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWADpZb//Z';

/** A file the upload pages take as a JPEG photo, one a browser can draw. */
export const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from(RED_JPEG, 'base64') });

/**
 * The enquiry's details, the questionnaire's address already in them where it took one, then its
 * submit (and Continue past solar's upgrades when it offers any, purchase §2): the confirmation's
 * thanks, once it shows.
 */
export async function sendEnquiry(page: Page, type: 'battery' | 'heat-pump' | 'solar'): Promise<Locator> {
  const asksAddress = 'customer' in ANSWERS[type];
  if (asksAddress) {
    await expect(page.locator('#customer-postcode')).toHaveValue(POSTCODE);
    await expect(page.locator('#customer-address_line_1')).toHaveValue(ADDRESS.address_line_1);
    await expect(page.locator('#customer-post_town')).toHaveValue(ADDRESS.post_town);
  } else await page.locator('#customer-postcode').fill(POSTCODE);
  await page.getByLabel('First name').fill(CUSTOMER.first);
  await page.getByLabel('Last name').fill(CUSTOMER.last);
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Phone number').fill(CUSTOMER.phone);
  if (!asksAddress) await page.locator('#customer-address_line_1').fill(ADDRESS.address_line_1);
  await page.getByRole('button', { name: type === 'solar' ? 'Submit enquiry' : 'Submit', exact: true }).click();
  const thanks = page.locator('.enquiry__confirmation [role="status"]');
  const upgrades = heading(page, 'Upgrades');
  await expect(upgrades.or(thanks)).toBeVisible();
  if (await upgrades.isVisible()) await continueButton(page).click();
  await expect(thanks).toBeVisible();
  return thanks;
}

/** An amount as a charge line shows it: "£2,145.00", "-£50.00", or a free line's words. */
export const pence = (text: string) => (/^(Included|No extra cost|)$/.test(text.trim()) ? 0 : Math.round(Number(text.trim().replace(/[£,]/g, '')) * 100));

/** The charges above a total: each line's name and amount, and the total, as the page shows them. */
async function listedCharges(lines: Locator, total: Locator) {
  const rows = await lines.evaluateAll((elements) => elements.map((element) => [element.firstElementChild?.textContent ?? '', element.lastElementChild?.textContent ?? ''] as const));
  return { lines: rows.map(([name, amount]) => ({ name: name.trim(), pence: pence(amount) })), total: pence((await total.textContent()) ?? '') };
}

/** The lines shown add up to the total shown (no drip pricing: every charge in the total is listed). */
export async function expectChargesAddUp(lines: Locator, total: Locator) {
  const charges = await listedCharges(lines, total);
  expect(charges.lines.length, 'charge lines').toBeGreaterThan(0);
  expect(charges.lines.reduce((sum, line) => sum + line.pence, 0), JSON.stringify(charges)).toBe(charges.total);
  return charges;
}
