// Paid is final (decision 860) and the amount taken is the server's (decision 861): a checkout paid
// by card gives way to the order page and is never reopened by Back, the order page says what was
// paid and what is left, a paid pay link shows its receipt on every later load and no second Pay
// button, a Pay button states the intent's amount and says how it differs from the page's total, and
// a bundle takes its own items off the upgrades (decision 862). Each new state passes axe.
import { formatDisplayDate } from '../../src/domain/dates';
import { expect as baseExpect, expectAccessible, recordTextShown, test, useJourneyScenario } from './fixtures';
import { askForInstallInsideCancellationPeriodIfNeeded, chooseFirstProduct, continueButton, fillCard, firstFreeDay, giveDetails, heading, payByCard, priceQuote } from './journey-steps';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/** The calls that change an order: none may go out once it is paid. */
const SAVES = /\/api\/(order-items|order(?!\/pay\/)|landlord-address|landlord\/order-items|checkout\/ev\/vehicle|checkout\/[a-z-]+\/discount)(\/|\?|$)/;

test('a boiler checkout paid by card: the order page says what was paid, Back leaves for the results and never reopens the checkout', async ({ page }) => {
  const checkoutLoading = await recordTextShown(page, 'Loading your checkout');
  const ref = await priceQuote(page, 'boiler');
  await chooseFirstProduct(page, 'boiler', ref);
  await expect(heading(page, 'Upgrades')).toBeVisible();
  await continueButton(page).click();
  await expect(heading(page, 'Select install date')).toBeVisible();
  await firstFreeDay(page).click();
  await continueButton(page).click();
  await expect(heading(page, 'Contact details')).toBeVisible();
  await giveDetails(page);
  await continueButton(page).click();
  await expect(heading(page, 'Payment')).toBeVisible();
  await askForInstallInsideCancellationPeriodIfNeeded(page);
  const total = (await page.locator('.checkout__summary .checkout__total-amount').textContent())!.trim();

  const sentAfterPaying: string[] = [];
  page.on('request', (request) => {
    const orderLoad = request.method() === 'POST' && /\/api\/order\/[A-Z0-9]+(\?|$)/.test(request.url());
    if (SAVES.test(request.url()) && !orderLoad) sentAfterPaying.push(`${request.method()} ${request.url()}`);
  });
  await payByCard(page, total);

  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));
  const payments = page.locator('.order-summary__paid');
  await expect(payments).toContainText(`Paid so far${total}`);
  await expect(payments).toContainText('Still to pay' + 'Nothing');
  await expect(page.getByText('Your order is paid in full. Thank you.')).toBeVisible();
  await expect(page.locator('.order-summary__table tfoot')).toHaveText(`Total${total}`);
  await expectAccessible(page, 'order paid in full');

  // Back leaves for the page before the checkout: the checkout's steps are not in the way.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/quote/boiler/results/${ref}$`));
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));
  await expect(page.locator('.order-summary__paid')).toContainText(`Paid so far${total}`);
  // Forward again lands on an entry of the paid checkout, which gives way to the order page.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));

  // The checkout's own address opens the order page, which Back then leaves.
  await page.goto(`/checkout/boiler/${ref}`);
  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));
  await expect(page.getByRole('heading', { level: 1, name: /your order is confirmed/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toHaveCount(0);
  expect(sentAfterPaying).toEqual([]);
  // The order page never shows the checkout's loading state, not even for a frame: not after paying,
  // nor on Back, Forward or the checkout's own address.
  expect(checkoutLoading.shownAt().filter((path) => path.startsWith('/order/'))).toEqual([]);
});

test('a pay link once paid shows its receipt on every later load and no second Pay button', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  await page.goto('/order/pay/QTEST1?amount=5000');
  await expect(page.locator('.ui-lede')).toContainText('Amount due now: £50.00.');
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay £50.00 now' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'This payment has been made' })).toBeVisible();
  await expect(page.getByText(`Paid £50.00 on ${formatDisplayDate(new Date())} towards order QTEST1.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByText(/Amount due now/)).toHaveCount(0);
  await expect(page).toHaveTitle(/Payment received/);
  await expectAccessible(page, 'pay link paid, reloaded');

  // The order counts the payment.
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.locator('.order-summary__paid')).toContainText('Paid so far£50.00');
});

test('a Pay button whose intent asks more than the page’s total states the server’s amount and says how it differs', async ({ page }) => {
  const ref = await priceQuote(page, 'aircon', 'intent-amount-differs');
  await chooseFirstProduct(page, 'aircon', ref);
  await expect(heading(page, 'Select install date')).toBeVisible();
  await firstFreeDay(page).click();
  await continueButton(page).click();
  await expect(heading(page, 'Contact details')).toBeVisible();
  await giveDetails(page);
  await continueButton(page).click();
  await expect(heading(page, 'Payment')).toBeVisible();
  await askForInstallInsideCancellationPeriodIfNeeded(page);
  const totalText = (await page.locator('.checkout__summary .checkout__total-amount').textContent())!.trim();
  const total = Math.round(Number(totalText.replace(/[£,]/g, '')) * 100);
  const charged = `£${((total + 5_000) / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;

  const pay = page.getByRole('button', { name: `Pay ${charged} now` });
  await expect(pay).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${totalText} now` })).toHaveCount(0);
  await expect(pay).toHaveAccessibleDescription(new RegExp(`We will take ${charged}, the amount your order comes to on our system\\. The total on this page is ${totalText}: £50\\.00 more than this page shows\\.`));
  await expectAccessible(page, 'pay button with the server’s amount differing from the page');
});

test('a bundle takes the add-ons it includes off the upgrades, lists them and says why', async ({ page }) => {
  await useJourneyScenario(page, 'boiler-all-addons');
  await page.goto('/checkout/boiler');
  await expect(heading(page, 'Upgrades')).toBeVisible();
  const hive = page.getByRole('radio', { name: /^Hive Thermostat Mini/ });
  await hive.check();
  const summary = page.locator('.checkout__summary');
  await expect(summary).toContainText('Hive Thermostat Mini');

  const bundle = page.getByRole('radio', { name: /^Smart heating bundle/ });
  await expect(page.locator('label', { has: bundle })).toContainText('Includes Hive Thermostat Mini, Adey MagnaClean Professional 3 and Chemical flush.');
  await bundle.check();
  await expect(page.getByRole('status').filter({ hasText: 'Hive Thermostat Mini is in the Smart heating bundle, so we have taken it off: you do not pay for it twice.' })).toBeVisible();
  await expect(hive).not.toBeChecked();
  await expect(hive).toBeDisabled();
  await expect(page.locator('label', { has: hive })).toContainText('In your Smart heating bundle: not charged again.');
  await expect(page.getByRole('radio', { name: /^Adey MagnaClean Professional 3/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /^Google Nest Learning Thermostat/ })).toBeEnabled();
  await expect(summary).toContainText('Smart heating bundle');
  await expect(summary).not.toContainText('Hive Thermostat Mini');
  await expectAccessible(page, 'bundle chosen, its items disabled');

  // Without the bundle its items can be chosen again.
  await page.getByRole('radio', { name: 'No bundles' }).check();
  await expect(hive).toBeEnabled();
});
