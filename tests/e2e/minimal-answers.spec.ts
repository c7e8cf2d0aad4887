// The `minimal` scenario: every answer as bare as openapi.yaml allows (each optional field left out,
// each nullable field null, fixtures/minimal-answer.ts), as a backend written from the contract alone
// may send it. Every journey still ends where it should, every page says what it has and leaves out
// what it has not (no "undefined", "NaN" or "null"), and passes axe.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test, useJourneyScenario } from './fixtures';
import { CUSTOMER, askForInstallInsideCancellationPeriodIfNeeded, chooseFirstProduct, continueButton, fillCard, firstFreeDay, giveDetails, giveDetailsForService, heading, jpeg, payByCard, priceQuote, sendEnquiry } from './journey-steps';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const SCENARIO = 'minimal';

/** A value the page could not read, written out as if it were text. */
const MISSING_VALUE = /\b(undefined|NaN|null)\b|£-|Invalid Date/;

/** The page has loaded its main content, shows no missing value and passes axe. */
async function expectWhole(page: Page, context: string) {
  const main = page.locator('#main-content');
  await expect(main).not.toContainText(MISSING_VALUE);
  await expectAccessible(page, `${context} (minimal answers)`);
}

test('boiler: checkout to a paid order', async ({ page }) => {
  const ref = await priceQuote(page, 'boiler', SCENARIO);
  await page.goto(`/quote/boiler/results/${ref}`);
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await expectWhole(page, 'boiler results');
  const chosen = await chooseFirstProduct(page, 'boiler', ref);

  await expect(page).toHaveURL(new RegExp(`/checkout/boiler/${ref}\\?product=\\d+$`));
  await expect(heading(page, 'Upgrades')).toBeVisible();
  await expectWhole(page, 'boiler upgrades');
  await continueButton(page).click();
  await expect(heading(page, 'Select install date')).toBeFocused();
  await expectWhole(page, 'boiler calendar');
  await firstFreeDay(page).click();
  await continueButton(page).click();
  await expect(heading(page, 'Contact details')).toBeFocused();
  await giveDetails(page);
  await expectWhole(page, 'boiler details');
  await continueButton(page).click();

  await expect(heading(page, 'Payment')).toBeFocused();
  const summary = page.locator('.checkout__summary');
  await expect(summary.locator('.checkout__lines > div').first()).toHaveText(`${chosen.title}${chosen.price}`);
  const total = (await summary.locator('.checkout__total-amount').textContent())!.trim();
  await askForInstallInsideCancellationPeriodIfNeeded(page);
  await expectWhole(page, 'boiler payment');
  await payByCard(page, total);

  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${CUSTOMER.first}: your order is confirmed` })).toBeVisible();
  await expect(page.locator('.order-summary__facts').first()).toContainText(`Order reference${ref}`);
  await expect(page.locator('.order-summary__table tfoot')).toHaveText(`Total${total}`);
  await expectWhole(page, 'boiler order');
});

for (const type of ['solar', 'heat-pump'] as const) {
  test(`${type}: an enquiry sent`, async ({ page }) => {
    const ref = await priceQuote(page, type, SCENARIO);
    const chosen = await chooseFirstProduct(page, type, ref);
    await expect(page).toHaveURL(new RegExp(`/enquire/${type}/${ref}\\?product=\\d+$`));
    await expect(page.locator('.enquiry__product')).toHaveText(`${chosen.title}, ${chosen.price}`);
    await expectWhole(page, `${type} enquiry`);
    const thanks = await sendEnquiry(page, type);
    await expect(thanks).toContainText(`Thank you, ${CUSTOMER.first}.`);
    await expect(thanks).toContainText(`Your reference is ${ref}.`);
    await expectWhole(page, `${type} enquiry sent`);
  });
}

test('boiler service: booked and paid', async ({ page }) => {
  const ref = await priceQuote(page, 'boiler-service', SCENARIO);
  await page.goto(`/service/boiler/${ref}`);
  await expect(heading(page, 'Upgrades')).toBeVisible();
  await expectWhole(page, 'service upgrades');
  await continueButton(page).click();
  await expect(heading(page, 'Preferred date')).toBeFocused();
  await firstFreeDay(page).click();
  await continueButton(page).click();
  await expect(heading(page, 'Alternative date')).toBeFocused();
  await firstFreeDay(page).click();
  await continueButton(page).click();
  await expect(page.locator('#service-step-heading')).toHaveText('Your details');
  await giveDetailsForService(page);
  await expectWhole(page, 'service details');
  await continueButton(page).click();

  await expect(heading(page, 'Payment')).toBeFocused();
  const total = (await page.locator('.service__summary .service__total dd').textContent())!.trim();
  await page.getByLabel(/^I ask you to carry out my boiler service within the 14-day cancellation period/).check();
  await expectWhole(page, 'service payment');
  await payByCard(page, total);

  await expect(heading(page, 'Confirmation')).toBeVisible();
  await expect(page.locator('.ui-confirmation-facts')).toContainText(`Booking reference${ref}`);
  await expectWhole(page, 'service confirmation');
});

test('after the order: the order, pay, tracking and upload pages', async ({ page }) => {
  // A reference this browser did not make: the pages get the scenario's answers as they are.
  await useJourneyScenario(page, SCENARIO);
  await page.goto('/order/QTEST1');
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is confirmed' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Items in order/ })).toBeVisible();
  await expectWhole(page, 'order');

  await page.goto('/order/pay/QTEST1?amount=5000');
  const pay = page.getByRole('button', { name: /^Pay £[\d,]+\.\d{2} now$/ });
  await expect(pay).toBeVisible();
  await expectWhole(page, 'pay an amount');
  await fillCard(page);
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expectWhole(page, 'payment received');

  await page.goto('/order-track/QTEST1');
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expectWhole(page, 'tracking');

  await page.goto('/order/upload/QTEST1');
  await expect(page.getByRole('heading', { level: 2, name: 'Required' })).toBeVisible();
  await expectWhole(page, 'upload');
  await page.getByLabel('Choose a file for Any radiator you want moved').setInputFiles(jpeg('radiator.jpg'));
  await expect(page.getByRole('list', { name: 'Files for Any radiator you want moved' })).toContainText('Sent');
  await expectWhole(page, 'upload with a file');
});
