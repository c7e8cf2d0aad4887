// Enquiries for the six product types against Prism: details then
// confirmation, the tariff for battery and solar, solar with and without upgrades, a PROPOSAL
// status, and a failed load. axe on every step.
import type { Page, Request } from '@playwright/test';
import { preferHeader, type ScenarioName } from '../../src/mock/scenarios';
import { blockSiteData, errorSummary, expect, expectAccessible, expectNoSidewaysScroll, expectPageTitle, REFLOW_WIDTH, test } from './fixtures';

/** Sends each API call the Prefer header the dev scenario switcher would (typed examples per type). */
async function scenario(page: Page, name: ScenarioName) {
  await page.route('**/api/**', (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/api/, '');
    return route.continue({ headers: { ...request.headers(), prefer: preferHeader(name, request.method(), path) } });
  });
}

/** Records the API calls the page makes, as "METHOD /path" with the query and the JSON body. */
function recordCalls(page: Page) {
  const calls: Array<{ call: string; query: string; body: unknown }> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    let body: unknown = null;
    try {
      body = request.postDataJSON();
    } catch {
      body = request.postData();
    }
    calls.push({ call: `${request.method()} ${url.pathname.slice(4)}`, query: url.search, body });
  });
  return calls;
}

/**
 * The saves address the order by the quote reference the server answered (order.quote_id,
 * decision 015), which the mock does not take from the route: match any reference.
 */
const indexOfCall = (sent: string[], pattern: RegExp) => sent.findIndex((call) => pattern.test(call));
const bodyOfCall = (calls: Array<{ call: string; query: string; body: unknown }>, pattern: RegExp) => calls.find((c) => pattern.test(c.call))?.body;

const dataLayerEvents = (page: Page) => page.evaluate(() => ((window as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).map((entry) => entry.event));

async function fillDetails(page: Page) {
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Example');
  await page.getByLabel('Email address').fill('ann@example.co.uk');
  await page.getByLabel('Phone number').fill('07545 156855');
  await page.getByLabel('Address line 1').fill('1 High Street');
  await page.getByLabel('Postcode').fill('LS6 2AB');
}

const stepList = (page: Page) => page.getByRole('navigation', { name: 'Enquiry steps' }).getByRole('listitem');
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
/** A lazy page's first paint and a chain of saves can be slow on the shared 2-core machine. */
const PAGE_LOAD = { timeout: 45_000 };
// A test waits for several such loads: its own limit must exceed one wait (30 s would not).
test.describe.configure({ timeout: 90_000 });

for (const type of ['aircon', 'battery', 'boiler', 'ev', 'heat-pump'] as const) {
  test(`${type}: contact details, Submit, then the enquiry confirmation with the upload prompt`, async ({ page }) => {
    await scenario(page, 'homeowner');
    const calls = recordCalls(page);
    await page.goto(`/enquire/${type}/QTEST1?product=101`);
    await expect(stepHeading(page, 'Contact details')).toBeVisible(PAGE_LOAD);
    await expect(stepList(page)).toHaveText([/Contact details/, /Enquiry confirmation/]);
    // POST /enquiry/{type}/{quote}?product={id}: the product chosen on the results.
    expect(calls.find((c) => c.call === `POST /enquiry/${type}/QTEST1`)?.query).toBe('?product=101');
    expect(await dataLayerEvents(page)).toContain('enquiry_start');
    if (type === 'heat-pump') {
      // The price the results showed: the server's price, after the grant its answer names, with the price before it (decision 830).
      await expect(page.locator('.enquiry__product')).toHaveText('Vaillant aroTHERM plus 5kW, £3,995.00');
      await expect(page.getByText('After the £7,500.00 Boiler Upgrade Scheme grant, which we claim for you (homes in England and Wales). Before the grant: £11,495.00.')).toBeVisible();
    }
    await expectAccessible(page, `${type} details`);
    // An enquiry ends in a proposal, not an order: the email hint says what is sent.
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('We’ll send your proposal here.');

    await fillDetails(page);
    // A failed submit: the summary takes focus and the title, read first, starts "Error: ".
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(errorSummary(page)).toBeFocused();
    await expectPageTitle(page, 'Contact details', { error: true });
    await page.getByLabel('First name').fill('Ann');
    if (type === 'battery') {
      await page.getByLabel('Energy provider').fill('Octopus Energy');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      // One without the other is refused with a clear message on the empty field.
      await expect(page.getByLabel('Tariff name')).toBeFocused(PAGE_LOAD);
      await expect(page.getByText('Enter both your energy provider and your tariff, or leave both empty')).toBeVisible();
      await page.getByLabel('Tariff name').fill('Agile Octopus');
    }
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    await expect(stepHeading(page, 'Enquiry confirmation')).toBeFocused(PAGE_LOAD);
    await expectPageTitle(page, 'Enquiry confirmation');
    await expect(page.getByText('Thank you, Ann.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upload your photos' })).toHaveAttribute('href', /\/order\/upload\//);
    // The confirmation is not clickable in the step list, and details cannot be reopened from it by the list.
    await expect(stepList(page).last().getByRole('button')).toHaveCount(0);

    const sent = calls.map((c) => c.call);
    const orderUpdate = indexOfCall(sent, /^PATCH \/order\/[^/]+$/);
    const enquiryPatch = indexOfCall(sent, new RegExp(`^PATCH /enquiry/${type}/[^/]+$`));
    expect(orderUpdate).toBeGreaterThan(-1);
    expect(enquiryPatch).toBeGreaterThan(orderUpdate);
    if (type === 'battery') {
      expect(bodyOfCall(calls, /^PATCH \/enquiry\/battery-tariff\/[^/]+$/)).toEqual({ energy_provider: 'Octopus Energy', tariff_name: 'Agile Octopus' });
    } else {
      expect(sent.some((call) => call.includes('-tariff/'))).toBe(false);
    }
    await expectAccessible(page, `${type} confirmation`);

    // A reload keeps the customer on the confirmation.
    await page.reload();
    await expect(stepHeading(page, 'Enquiry confirmation')).toBeVisible(PAGE_LOAD);
  });
}

test('solar without upgrades: Enquiry details (Submit enquiry) then Proposal confirmation; the tariff patches', async ({ page }) => {
  await scenario(page, 'homeowner');
  const calls = recordCalls(page);
  await page.goto('/enquire/solar/QTEST1');
  await expect(stepHeading(page, 'Enquiry details')).toBeVisible(PAGE_LOAD);
  await expect(stepList(page)).toHaveText([/Enquiry details/, /Proposal confirmation/]);
  await expectAccessible(page, 'solar details');
  await fillDetails(page);
  await page.getByLabel('Energy provider').fill('EDF');
  await page.getByLabel('Tariff name').fill('Standard variable');
  await page.getByRole('button', { name: 'Submit enquiry' }).click();
  await expect(stepHeading(page, 'Proposal confirmation')).toBeFocused(PAGE_LOAD);
  expect(bodyOfCall(calls, /^PATCH \/enquiry\/solar-tariff\/[^/]+$/)).toEqual({ energy_provider: 'EDF', tariff_name: 'Standard variable' });
  await expectAccessible(page, 'solar confirmation');
});

test('solar with upgrades: details, then Upgrades stored as order items, then Proposal confirmation', async ({ page }) => {
  await scenario(page, 'solar-with-upgrades');
  const calls = recordCalls(page);
  await page.goto('/enquire/solar/QTEST1');
  await expect(stepHeading(page, 'Enquiry details')).toBeVisible(PAGE_LOAD);
  await expect(stepList(page)).toHaveText([/Enquiry details/, /Upgrades/, /Proposal confirmation/]);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Submit enquiry' }).click();
  await expect(stepHeading(page, 'Upgrades')).toBeFocused(PAGE_LOAD);
  await expectAccessible(page, 'solar upgrades');
  // WCAG 1.4.10: the upgrade cards' prices wrap inside the cards (they once pushed the page to 441 px).
  await expect(page.getByText(/Adds £/).first()).toBeVisible();
  const phone = page.viewportSize()!;
  await expectNoSidewaysScroll(page, `on the Upgrades step at ${phone.width} px`);
  await page.setViewportSize({ width: REFLOW_WIDTH, height: phone.height });
  await expectNoSidewaysScroll(page, 'on the Upgrades step at 320 px');
  await page.setViewportSize(phone);
  // The "none" choice keeps the abbreviation as written.
  await expect(page.getByRole('radio', { name: 'No EV chargers', exact: true })).toBeChecked();

  const batteries = page.getByRole('group', { name: 'Batteries' });
  const firstBattery = batteries.getByRole('radio').nth(1);
  await firstBattery.check();
  // Back is not guarded and keeps what was typed.
  await stepList(page).first().getByRole('button').click();
  await expect(page.getByLabel('First name')).toHaveValue('Ann');
  await page.getByRole('button', { name: 'Submit enquiry' }).click();
  await expect(stepHeading(page, 'Upgrades')).toBeVisible();
  await expect(batteries.getByRole('radio').nth(1)).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(stepHeading(page, 'Proposal confirmation')).toBeFocused(PAGE_LOAD);
  const orderItems = calls.find((c) => c.call === 'POST /order-items')?.body as Record<string, unknown>;
  expect(orderItems.battery).toEqual(expect.any(Number));
  expect(orderItems.ev_charger).toBeNull();
  await expectAccessible(page, 'solar proposal confirmation');
});

test('a PROPOSAL status opens the confirmation and fires no start event', async ({ page }) => {
  await scenario(page, 'enquiry-proposal');
  await page.goto('/enquire/heat-pump/QTEST1');
  await expect(stepHeading(page, 'Enquiry confirmation')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText(/proposal is ready/)).toBeVisible();
  expect(await dataLayerEvents(page)).not.toContain('enquiry_start');
  await expectAccessible(page, 'proposal confirmation');
});

test('a failed load redirects to the results', async ({ page }) => {
  await page.route('**/api/enquiry/**', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  await page.goto('/enquire/battery/QTEST1');
  // The results open no popup by themselves (their save-quote offer sits beside the prices): the address stays bare.
  await expect(page).toHaveURL(/\/quote\/battery\/results\/QTEST1$/, PAGE_LOAD);
});

test('without a quote reference: POST /enquiry/{type}, then the contact details step', async ({ page }) => {
  await scenario(page, 'homeowner');
  const calls = recordCalls(page);
  await page.goto('/enquire/ev');
  await expect(stepHeading(page, 'Contact details')).toBeVisible(PAGE_LOAD);
  // (The dev server's StrictMode loads twice; every load is the one without a reference.)
  expect(new Set(calls.filter((c) => c.call.startsWith('POST /enquiry/')).map((c) => `${c.call}${c.query}`))).toEqual(new Set(['POST /enquiry/ev']));
});

test('solar: a customer with first name, contact number and email already opens on step 2', async ({ page }) => {
  const known = {
    id: 77, first_name: 'Ann', last_name: 'Example', email_address: 'ann@example.co.uk', contact_number: '07545 156855',
    address_line_1: '1 High Street', address_line_2: null, address_line_3: null, post_town: 'Leeds', county: null, postcode: 'LS6 2AB',
  };
  await page.route('**/api/enquiry/solar/QTEST1', async (route) => {
    const prefer = preferHeader('solar-with-upgrades', 'POST', '/enquiry/solar/QTEST1');
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer } });
    const data = await response.json();
    await route.fulfill({ response, json: { ...data, order: { ...data.order, customer: known } } });
  });
  await page.goto('/enquire/solar/QTEST1');
  await expect(stepHeading(page, 'Proposal confirmation')).toBeVisible(PAGE_LOAD);
  await expect(stepList(page)).toHaveText([/Enquiry details/, /Upgrades/, /Proposal confirmation/]);
  await expectAccessible(page, 'solar known customer');
});

test('with site data blocked (storage throws a SecurityError) an enquiry still reaches its confirmation', async ({ page }) => {
  await blockSiteData(page);
  await scenario(page, 'homeowner');
  await page.goto('/enquire/heat-pump/QTEST1?product=101');
  await expect(stepHeading(page, 'Contact details')).toBeVisible(PAGE_LOAD);
  await fillDetails(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(stepHeading(page, 'Enquiry confirmation')).toBeFocused(PAGE_LOAD);
  await expect(page.getByText('Thank you, Ann.')).toBeVisible();
});

test('the email given in the save-quote popup is offered at Contact details; a reload keeps the step and every field typed', async ({ page }) => {
  await scenario(page, 'homeowner');
  // What the results' save-quote popup keeps in this tab for the quote (src/shared/state.ts rememberQuoteEmail).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('quote-email:QTEST1')) sessionStorage.setItem('quote-email:QTEST1', JSON.stringify('saved@example.co.uk'));
  });
  await page.goto('/enquire/heat-pump/QTEST1?product=101');
  await expect(stepHeading(page, 'Contact details')).toBeVisible(PAGE_LOAD);
  await expect(page.getByLabel('Email address')).toHaveValue('saved@example.co.uk');
  await expectAccessible(page, 'details with the saved-quote email');
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Email address').fill('ann@example.co.uk');
  await page.reload();
  await expect(stepHeading(page, 'Contact details')).toBeVisible(PAGE_LOAD);
  await expect(page.getByLabel('First name')).toHaveValue('Ann');
  // What the customer typed wins over the email offered.
  await expect(page.getByLabel('Email address')).toHaveValue('ann@example.co.uk');
});

test('once the enquiry is confirmed the browser keeps none of the contact details typed (decision 442)', async ({ page }) => {
  await scenario(page, 'homeowner');
  await page.goto('/enquire/boiler/QTEST1?product=101');
  await expect(stepHeading(page, 'Contact details')).toBeVisible(PAGE_LOAD);
  await fillDetails(page);
  const stored = () => page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  // The draft holds them while the customer types (a reload keeps them).
  await expect.poll(stored).toContain('ann@example.co.uk');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(stepHeading(page, 'Enquiry confirmation')).toBeFocused(PAGE_LOAD);
  await expect(page.getByText('Thank you, Ann.')).toBeVisible();
  for (const typed of ['Ann', 'Example', 'ann@example.co.uk', '07545 156855', '1 High Street', 'LS6 2AB']) expect(await stored(), typed).not.toContain(typed);
  // A reload still opens on the confirmation.
  await page.reload();
  await expect(stepHeading(page, 'Enquiry confirmation')).toBeVisible(PAGE_LOAD);
});
