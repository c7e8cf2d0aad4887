// Every form sends what its boxes show, however they were filled (decision 958). Each form is filled
// without focus or typing, two ways: through the input's own value setter with an `input` event (as
// browser autofill and most password managers do), and through the plain `value` property with
// `input` and `change` events (as some extensions do; React's onChange never fires then). Each
// reaches its next step with the filled values in its request; axe on each filled form.
import type { Locator, Page, Request } from '@playwright/test';
import { preferHeader, type ScenarioName } from '../../src/mock/scenarios';
import { expect as baseExpect, expectAccessible, test, useScenario } from './fixtures';

// A shared 2-core machine: pages and Prism can take a while to answer.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const WAYS = ['own value setter', 'plain value property'] as const;
type Way = (typeof WAYS)[number];

/** Fills a box (or ticks a radio or checkbox) without focus or typing, the given way. */
async function fill(box: Locator, value: string | boolean, way: Way) {
  await box.evaluate(
    (element, [value, way]) => {
      const input = element as HTMLInputElement;
      const property = typeof value === 'boolean' ? 'checked' : 'value';
      if (way === 'own value setter') {
        const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, property)!.set!.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      } else {
        (input as unknown as Record<string, unknown>)[property] = value;
        element.dispatchEvent(new Event('input', { bubbles: true }));
        element.dispatchEvent(new Event('change', { bubbles: true }));
      }
    },
    [value, way] as const,
  );
}

async function fillAll(page: Page | Locator, boxes: Record<string, string | boolean>, way: Way) {
  for (const [label, value] of Object.entries(boxes)) await fill(page.getByLabel(label, { exact: true }).first(), value, way);
}

/** Each API call gets the Prefer header the dev scenario switcher would send. */
async function journeyScenario(page: Page, name: ScenarioName) {
  await page.route('**/api/**', (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/api/, '');
    return route.continue({ headers: { ...request.headers(), prefer: preferHeader(name, request.method(), path) } });
  });
}

/** The next call that changes something on the server and whose body carries `text`. */
const sentWith = (page: Page, text: string) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/') && request.method() !== 'GET' && (request.postData() ?? '').includes(text));

const body = (request: Request) => request.postDataJSON() as Record<string, unknown>;

const CUSTOMER = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'Email address': 'ada.autofill@example.co.uk',
  'Phone number': '07700 900123',
  'Address line 1': '1 High Street',
  Postcode: 'M16 7UP',
};
const SENT_CUSTOMER = { first_name: 'Ada', last_name: 'Lovelace', email_address: 'ada.autofill@example.co.uk', contact_number: '07700 900123', address_line_1: '1 High Street', postcode: 'M16 7UP' };

// The checkout's step is its page's h1; the other flows' steps are h2s under the flow's h1.
const stepHeading = (page: Page, name: string, level: 1 | 2 = 2) => page.getByRole('heading', { level, name, exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

async function chooseFirstDay(page: Page) {
  const day = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
  await expect(day).toBeVisible();
  await day.click();
}

for (const way of WAYS) {
  test.describe(`filled through the ${way}`, () => {
    test('checkout: contact details reach payment; the discount code is sent', async ({ page }) => {
      await useScenario(page, 'example=homeowner');
      await useScenario(page, 'example=homeowner.aircon', /\/api\/checkout\/aircon(\/(?!vehicle$|session\/|discount)[^/?]+)?(\?.*)?$/);
      await useScenario(page, 'example=homeowner.aircon', /\/api\/checkout\/aircon\/discount/);
      await page.goto('/checkout/aircon');
      await expect(page.getByLabel('Discount code')).toBeVisible();
      const discount = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/checkout/aircon/discount');
      await fill(page.getByLabel('Discount code'), 'WINTER50', way);
      await page.getByRole('button', { name: 'Apply code' }).click();
      expect(new URL((await discount).url()).searchParams.get('code')).toBe('WINTER50');
      await expect(page.getByRole('status').filter({ hasText: 'Code WINTER50 applied.' })).toBeVisible();

      await chooseFirstDay(page);
      await continueButton(page).click();
      await expect(stepHeading(page, 'Contact details', 1)).toBeFocused();
      await fillAll(page, CUSTOMER, way);
      await expectAccessible(page, `contact details filled through the ${way}`);
      const saved = sentWith(page, CUSTOMER['Email address']);
      await continueButton(page).click();
      expect(body(await saved).customer).toMatchObject(SENT_CUSTOMER);
      await expect(stepHeading(page, 'Payment', 1)).toBeFocused();
    });

    test('enquiry: solar details and tariff reach the proposal confirmation', async ({ page }) => {
      await journeyScenario(page, 'homeowner');
      await page.goto('/enquire/solar/QTEST1');
      await expect(stepHeading(page, 'Enquiry details')).toBeVisible();
      await fillAll(page, { ...CUSTOMER, 'Comments (optional)': 'Side gate', 'Energy provider': 'EDF', 'Tariff name': 'Standard variable' }, way);
      await expectAccessible(page, `enquiry details filled through the ${way}`);
      const details = sentWith(page, CUSTOMER['Email address']);
      const tariff = sentWith(page, 'Standard variable');
      await page.getByRole('button', { name: 'Submit enquiry' }).click();
      expect(body(await details)).toMatchObject({ customer: SENT_CUSTOMER, comments: 'Side gate' });
      expect(body(await tariff)).toEqual({ energy_provider: 'EDF', tariff_name: 'Standard variable' });
      await expect(stepHeading(page, 'Proposal confirmation')).toBeFocused();
      await expect(page.getByText('Thank you, Ada.')).toBeVisible();
    });

    test('service: the details reach the next step', async ({ page }) => {
      await useScenario(page, 'example=homeowner');
      await page.goto('/service/QSWF8OQH');
      await expect(stepHeading(page, 'Upgrades')).toBeVisible();
      await continueButton(page).click();
      await expect(stepHeading(page, 'Preferred date')).toBeFocused();
      await chooseFirstDay(page);
      await continueButton(page).click();
      await expect(stepHeading(page, 'Alternative date')).toBeFocused();
      await chooseFirstDay(page);
      await continueButton(page).click();
      await expect(page.getByLabel('Postcode')).toBeVisible();
      const { 'Address line 1': _line, ...serviceCustomer } = CUSTOMER;
      await fillAll(page, serviceCustomer, way);
      await expectAccessible(page, `service details filled through the ${way}`);
      const saved = sentWith(page, CUSTOMER['Email address']);
      await continueButton(page).click();
      expect(body(await saved).customer).toMatchObject({ email_address: SENT_CUSTOMER.email_address, first_name: 'Ada', postcode: 'M16 7UP' });
      await expect(stepHeading(page, 'Payment')).toBeFocused();
    });

    test('plans: the plan ticked reaches payment', async ({ page }) => {
      await useScenario(page, 'example=homeowner');
      await page.goto('/plans/QSWF8OQH');
      await expect(stepHeading(page, 'Plans')).toBeVisible();
      const chosen = page.waitForRequest((request) => /\/api\/plans\/boiler\/[^?]+$/.test(request.url()) && request.method() === 'POST');
      const second = page.getByRole('radio').nth(1);
      const planId = Number(await second.getAttribute('value'));
      await fill(second, true, way);
      await expectAccessible(page, `plans filled through the ${way}`);
      await continueButton(page).click();
      expect(body(await chosen).plan_id).toBe(planId);
      await expect(stepHeading(page, 'Payment')).toBeFocused();
    });

    test('survey: the customer details reach the confirmation', async ({ page }) => {
      await useScenario(page, 'example=survey-complete', /\/api\/quote\/boiler\/survey\?quote_id=QDONE1$/);
      await page.goto('/quote/boiler/survey/QDONE1');
      await expect(stepHeading(page, 'Customer details')).toBeVisible();
      await fillAll(page, CUSTOMER, way);
      await expectAccessible(page, `survey details filled through the ${way}`);
      const saved = sentWith(page, CUSTOMER['Email address']);
      await continueButton(page).click();
      expect(body(await saved).customer).toMatchObject(SENT_CUSTOMER);
      await expect(stepHeading(page, 'Confirmation')).toBeFocused();
    });

    test('price match: the web address is sent and the price match completes', async ({ page }) => {
      await useScenario(page, 'example=homeowner');
      await page.goto('/price-match/QSWF8OQH');
      await page.getByLabel('Give the web address of the competitor’s price').check();
      const address = 'www.example.co.uk/boilers/quote-123';
      await fill(page.getByLabel('Competitor’s web address'), address, way);
      await expectAccessible(page, `price match filled through the ${way}`);
      const sent = sentWith(page, address);
      await page.getByRole('button', { name: 'Send web address' }).click();
      expect(JSON.stringify(body(await sent))).toContain(address);
      await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeVisible();
    });

    test('results: the callback is booked with the number and time given', async ({ page }) => {
      await journeyScenario(page, 'homeowner');
      await page.addInitScript(() => localStorage.setItem('save-quote-dismissed:QTEST1', '1'));
      let booked: unknown = null;
      await page.route('**/api/quote/callback/QTEST1', async (route) => {
        const sent = route.request().postDataJSON() as unknown;
        if (sent !== null) booked = sent;
        await route.fulfill({ json: { callback: sent !== null } });
      });
      await page.goto('/quote/boiler/results/QTEST1?popup=CallbackPopup');
      const dialog = page.getByRole('dialog', { name: 'Request a callback' });
      await expect(dialog.getByRole('button', { name: 'Call me back' })).toBeVisible();
      await fillAll(dialog, { 'First name (optional)': 'Sam', 'Phone number': '07700 900456', Evening: true }, way);
      await expectAccessible(page, `callback filled through the ${way}`);
      await dialog.getByRole('button', { name: 'Call me back' }).click();
      await expect(dialog.getByText(/One of our advisers will call you about quote QTEST1/)).toBeVisible();
      expect(booked).toEqual({ first_name: 'Sam', contact_number: '07700 900456', preferred_time: 'evening' });
    });

    test('results: the quote is saved to the address given, with the consent ticked', async ({ page }) => {
      await journeyScenario(page, 'homeowner');
      await page.goto('/quote/boiler/results/QTEST1');
      await page.getByRole('region', { name: 'Save your quote' }).getByRole('button', { name: 'Email me a link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save your quote' });
      await fillAll(dialog, { 'Email address': 'jo.autofill@example.co.uk', 'You can contact me about this quote': true }, way);
      await expectAccessible(page, `save quote filled through the ${way}`);
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/quote/save/QTEST1');
      await dialog.getByRole('button', { name: 'Email my quote' }).click();
      expect(body(await sent)).toEqual({ email_address: 'jo.autofill@example.co.uk', contact_consent: true });
      await expect(dialog.getByText(/We’ve emailed your quote to/)).toBeVisible();
    });

    test('results: the solar system is re-priced for the panels and use given', async ({ page }) => {
      await journeyScenario(page, 'homeowner');
      await page.addInitScript(() => localStorage.setItem('save-quote-dismissed:QTEST1', '1'));
      await page.goto('/quote/solar/results/QTEST1');
      await page.getByRole('button', { name: 'Change panels or usage' }).click();
      await fillAll(page, { 'Number of panels': '12', 'Your yearly electricity use': '3,500' }, way);
      await expectAccessible(page, `solar re-pricing filled through the ${way}`);
      const patch = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/api/quote/results/solar'));
      await page.getByRole('button', { name: 'Update prices' }).click();
      expect(body(await patch)).toEqual({ panels: 12, electricity_usage: 3500, quote_id: expect.any(String) });
      await expect(page.getByText('Prices updated.')).toBeVisible();
    });
  });
}
