// Boiler service checkout, plans and price match against Prism (issue 9 item 5).
import { expect, expectAccessible, test, useScenario } from './fixtures';
import type { Page } from '@playwright/test';

// The page chunk may take a while on the shared 2-core machine (dev server compiling on demand).
test.describe.configure({ timeout: 120_000 });
const PAGE_READY = { timeout: 30_000 };

async function chooseFirstDay(page: Page) {
  const day = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
  await day.click();
}

test('free service: upgrades first, two dates, details, no payment step, confirmation', async ({ page }) => {
  await useScenario(page, 'example=service-free');
  await page.goto('/service/QSWF8OQH');
  const steps = page.getByRole('navigation', { name: 'Service booking steps' });
  await expect(steps.getByText('Upgrades')).toBeVisible(PAGE_READY);
  await expect(steps.getByText('Payment')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Upgrades' })).toBeVisible();
  await expectAccessible(page, 'upgrades');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Preferred date' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await chooseFirstDay(page);
  await expectAccessible(page, 'preferred date');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Alternative date' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await chooseFirstDay(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email address').fill('grace@example.co.uk');
  await page.getByLabel(/phone/i).first().fill('07545 156855');
  await page.getByLabel('Postcode').first().fill('M16 7UP');
  await expectAccessible(page, 'details');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible();
  await expect(page.getByText('your boiler service is booked')).toBeVisible();
  await expectAccessible(page, 'confirmation');
});

test('details_step after_dates puts the dates first; discount refused with the server message', async ({ page }) => {
  await useScenario(page, 'example=details-first');
  await page.goto('/service/boiler/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Preferred date' })).toBeVisible(PAGE_READY);
  const stepTitles = await page.getByRole('navigation', { name: 'Service booking steps' }).getByRole('listitem').allInnerTexts();
  expect(stepTitles.map((t) => t.split(/\s*\(/)[0]!.trim())).toEqual(['Preferred date', 'Alternative date', 'Upgrades', 'Your details', 'Payment', 'Confirmation']);
  await expect(page.getByText('£89.00').first()).toBeVisible();
});

test('discount refused without a message says Invalid code', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await page.route('**/api/service/boiler/discount**', (route) => route.fulfill({ status: 422, contentType: 'application/json', body: '{}' }));
  await page.goto('/service/QSWF8OQH');
  await page.getByLabel('Discount code').fill('NOPE', PAGE_READY);
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByText('Invalid code')).toBeVisible();
});

test('a paid service with a fitting date opens on confirmation', async ({ page }) => {
  await useScenario(page, 'example=service-paid');
  await page.goto('/service/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible(PAGE_READY);
  await expect(page.getByText('Your engineer will visit on')).toBeVisible();
});

test('plans: choose a plan, pay by card, confirmation', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  const choice = page.waitForRequest((request) => /\/api\/plans\/boiler\/[^?]+$/.test(request.url()) && request.method() === 'POST');
  await page.goto('/plans/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible(PAGE_READY);
  await expectAccessible(page, 'plans');
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const body = (await choice).postDataJSON() as { quote_id: string; plan_id: number; price: number };
  expect(body.plan_id).toBe(1);
  expect(Number.isInteger(body.price)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  await expectAccessible(page, 'payment');
});

test('price match by URL: invalid address refused, valid one completes', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await page.goto('/price-match/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 1, name: 'Price match' })).toBeVisible(PAGE_READY);
  await expect(page.getByText('Upload the competitor’s quote')).toBeVisible(PAGE_READY);
  await expectAccessible(page, 'price match');
  await page.getByLabel('Give the web address of the competitor’s price').check();
  await page.getByLabel('Competitor’s web address').fill('not a web address');
  await page.getByRole('button', { name: 'Send web address' }).click();
  await expect(page.getByText('Enter the web address of the competitor’s quote')).toBeVisible();
  await page.getByLabel('Competitor’s web address').fill('www.competitor.example.co.uk/boilers');
  await page.getByRole('button', { name: 'Send web address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeVisible();
  await expectAccessible(page, 'price match sent');
});

test('price match by file: the upload completes the required document', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await page.route('**/api/price-match/QSWF8OQH', async (route) => {
    if ((route.request().postData() ?? '').includes('_method')) {
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ orderId: 'QSWF8OQH', orderType: 'boiler_install', required: [], step: 'review', url: null }) });
    } else await route.continue({ headers: { ...route.request().headers(), prefer: 'example=homeowner' } });
  });
  await page.goto('/price-match/QSWF8OQH');
  await expect(page.getByLabel(/The competitor's written quote/)).toBeVisible(PAGE_READY);
  await page.getByLabel(/The competitor's written quote/).setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeVisible();
});

test('price match load failure goes home', async ({ page }) => {
  await page.route('**/api/price-match/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }));
  await page.goto('/price-match/QNOTHERE');
  await expect(page).toHaveURL(/:\d+\/$/, PAGE_READY);
});

test('survey: required photo uploaded jumps to details; a complete survey opens on details', async ({ page }) => {
  await useScenario(page, 'example=survey-complete');
  await page.goto('/quote/boiler/survey/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Customer details' })).toBeVisible(PAGE_READY);
  await expectAccessible(page, 'survey details');
});
