// Checkout against Prism: every step checked with axe (the aircon and EV checkouts' in
// journeys.spec.ts), card payment with Stripe's test cards through the Stripe.js double, finance
// up to the lender redirect, discounts, invalid date, expired session, failed step, and a boiler
// checkout by keyboard alone.
// Past 400 lines as one file: checkout's journeys for every type, which share its steps' helpers.
import type { Page, Route } from '@playwright/test';
import { blockSiteData, expect as baseExpect, expectAccessible, openCheckYourAnswers, test, useScenario } from './fixtures';

// A shared 2-core machine: lazy steps and Prism can take a while to answer.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const LENDER_FORM = 'https://apply.v12finance.com/**';

/** Typed calls (checkout load and discount) need the type's example; the rest the plain scenario. */
async function scenario(page: Page, name: string, type: 'aircon' | 'boiler' | 'ev') {
  await useScenario(page, `example=${name}`);
  const typed = type === 'boiler' ? name : `${name}.${type}`;
  // The load (with or without a quote reference), not the vehicle, session or discount calls.
  await useScenario(page, `example=${typed}`, new RegExp(`/api/checkout/${type}(/(?!vehicle$|session/|discount)[^/?]+)?(\\?.*)?$`));
  await useScenario(page, `example=${typed}`, new RegExp(`/api/checkout/${type}/discount`));
}

/** The first available day the calendar offers (mock availability is relative to today). */
async function chooseFirstDate(page: Page) {
  const day = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
  await expect(day).toBeVisible();
  await day.click();
  await expect(page.locator('.checkout__summary time')).toBeVisible();
}

async function fillDetails(page: Page, { landlord = false } = {}) {
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('We’ll send your order confirmation here.');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email address').fill('ada@example.co.uk');
  await page.getByLabel('Phone number').fill('07700 900123');
  const lines = page.getByLabel('Address line 1');
  await lines.first().fill('1 High Street');
  await page.getByLabel('Postcode').first().fill('M16 7UP');
  if (landlord) {
    await lines.nth(1).fill('2 Park Row');
    await page.getByLabel('Postcode').nth(1).fill('LS1 5HD');
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** The mock's first free day is inside the 14-day cancellation period: the customer asks for it. */
async function askForEarlyInstall(page: Page) {
  await page.getByLabel(/I ask you to install within the 14-day cancellation period/).check();
}

/** From the calendar to the payment step of a homeowner's checkout, the early install asked for. */
async function walkToPayment(page: Page) {
  await chooseFirstDate(page);
  await continueButton(page).click();
  await expect(heading(page, 'Contact details')).toBeFocused();
  await fillDetails(page);
  await continueButton(page).click();
  await expect(heading(page, 'Payment')).toBeFocused();
  await askForEarlyInstall(page);
}

async function payByCard(page: Page, card: string) {
  const frame = page.locator('.ui-card-payment');
  await frame.getByLabel('Card number').fill(card);
  await frame.getByLabel(/expir/i).fill('12 / 34');
  await frame.getByLabel(/cvc|security code/i).fill('123');
  await page.getByRole('button', { name: /^Pay £[\d,]+\.\d{2} now$/ }).click();
}

test('boiler: a landlord goes through upgrades, date, details, gas safety checks; a declined card keeps the customer on payment', async ({ page }) => {
  await scenario(page, 'landlord-certifications', 'boiler');
  const landlordAddresses: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/landlord-address')) landlordAddresses.push(request.postDataJSON());
  });
  await page.goto('/checkout/boiler');
  await expect(heading(page, 'Upgrades')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem')).toHaveText([
    /Upgrades/, /Select install date/, /Contact details/, /Gas safety checks/, /Payment/,
  ]);
  // On a phone the five steps take one row: the others show only their numbers (decision 306).
  const stepRows = await page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem')
    .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
  expect(stepRows).toBe(1);
  const total = page.locator('.checkout__total-amount');
  const before = await total.textContent();
  await page.getByRole('radio', { name: /Smart heating bundle/ }).check();
  await expect(total).not.toHaveText(before ?? '');
  // On a phone the summary is below the step: a bar at the foot of the screen keeps the total in view
  // (decision 305), and takes the customer to the whole order.
  const totalBar = page.locator('.checkout__total-bar');
  await expect(totalBar).toBeInViewport();
  await expect(totalBar).toContainText(`Total ${await total.textContent()}`);
  await totalBar.getByRole('button', { name: 'See your order' }).click();
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeInViewport();
  await expect(page.getByRole('radio', { name: /Manufacturer warranty/ })).toBeChecked();
  // A £0 warranty reads "Included" in the choice and in the summary, as on the order page (never "£0.00").
  await expect(page.getByRole('radio', { name: /Manufacturer warranty/ })).toHaveAccessibleName(/Included$/);
  await expect(page.locator('.checkout__lines > div').filter({ hasText: 'Manufacturer warranty' })).toHaveText(/^Manufacturer warranty\s*Included$/);
  await expect(page.getByRole('radio', { name: 'Hard', exact: true })).toBeChecked();
  await expectAccessible(page, 'boiler upgrades');
  await continueButton(page).click();

  await expect(heading(page, 'Select install date')).toBeFocused();
  await chooseFirstDate(page);
  await continueButton(page).click();

  await expect(heading(page, 'Contact details')).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Landlord’s address' })).toBeVisible();
  await expectAccessible(page, 'boiler landlord details');
  await fillDetails(page, { landlord: false });
  await continueButton(page).click();
  await expect(heading(page, 'Gas safety checks')).toBeFocused();
  expect(landlordAddresses).toHaveLength(1);
  // The 'none' choice carries no price, like every other group's (its name is the words alone).
  await expect(page.getByRole('radio', { name: 'No certificates', exact: true })).toBeChecked();
  await expect(page.locator('.checkout__back').getByRole('button', { name: 'Back' })).toBeVisible();
  // A choice row answers the pointer, as the cards elsewhere do.
  const cp12Row = page.locator('.checkout__option').filter({ hasText: 'Gas safety certificate (CP12)' }).first();
  const restingBorder = await cp12Row.evaluate((row) => getComputedStyle(row).borderTopColor);
  await cp12Row.hover();
  await expect.poll(() => cp12Row.evaluate((row) => getComputedStyle(row).borderTopColor)).not.toBe(restingBorder);
  await page.getByRole('radio', { name: /Gas safety certificate \(CP12\)/ }).check();
  await expect(page.locator('.checkout__summary')).toContainText('Gas safety certificate (CP12)');
  await expectAccessible(page, 'gas safety checks');
  await continueButton(page).click();

  await expect(heading(page, 'Payment')).toBeFocused();
  await askForEarlyInstall(page);
  // The mock's card form says which test cards to use.
  await expect(page.getByText(/^Test payments: no money is taken\. Use card 4242 4242 4242 4242/)).toBeVisible();
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Your card was declined.')).toBeVisible({ timeout: 15_000 });
  // A decline says what to do next: nothing taken, another card or finance, and the phone number.
  const declined = page.getByRole('alert').filter({ hasText: 'Your payment was not taken' });
  await expect(declined).toContainText('Nothing has been taken. Check the card details and try again, or use a different card. You can also spread the cost with finance');
  await expect(declined.getByRole('link', { name: '0808 157 0123' })).toHaveAttribute('href', /^tel:/);
  await expectAccessible(page, 'declined card');
  await expect(page).toHaveURL(/\/checkout\/boiler\?step=payment$/);
});

test('finance: deposit and representative example, then a redirect to the lender only', async ({ page }) => {
  await scenario(page, 'homeowner', 'aircon');
  let lenderRequested = '';
  await page.route(LENDER_FORM, async (route: Route) => {
    lenderRequested = route.request().url();
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>V12</title><h1>V12 application</h1></html>' });
  });
  await page.goto('/checkout/aircon');
  await walkToPayment(page);
  await page.getByRole('radio', { name: 'Spread the cost with finance' }).check();
  await expect(page.getByLabel('Deposit')).toHaveValue('25');
  await expect(page.getByText('We are a credit broker, not a lender.', { exact: false }).first()).toBeVisible();
  for (const term of ['Cash price', 'Deposit', 'Amount of credit', 'Representative APR', 'Term', 'Monthly payment', 'Total amount payable']) {
    await expect(page.locator('.ui-finance-example dt', { hasText: term }).first()).toBeVisible();
  }
  const monthly = page.locator('.checkout__monthly');
  const example = page.locator('.checkout__example .ui-finance-example');
  // The headline words the instalments as the example does: an interest-free plan's final payment too.
  await page.getByRole('radio', { name: 'Interest free over 24 months' }).check();
  const finalRow = example.locator('dt', { hasText: 'Final payment' });
  if ((await finalRow.count()) > 0) {
    const finalPayment = await finalRow.locator('xpath=following-sibling::dd[1]').textContent();
    await expect(monthly).toContainText(`23 monthly payments of `);
    await expect(monthly).toContainText(`and a final payment of ${finalPayment}`);
  } else {
    await expect(monthly).toContainText('24 monthly payments of ');
  }
  // The example is at least as prominent as the monthly figure (CONC 3.5.5).
  const style = (locator: typeof monthly) => locator.evaluate((node) => ({ size: parseFloat(getComputedStyle(node).fontSize), weight: Number(getComputedStyle(node).fontWeight) }));
  const headline = await style(monthly);
  const exampleValue = await style(example.locator('dd').first());
  expect(headline.size).toBeLessThanOrEqual(exampleValue.size);
  expect(headline.weight).toBeLessThanOrEqual(exampleValue.weight);
  // Buy now, pay later says when payments start (the lender's deferred period).
  await page.getByRole('radio', { name: /^Buy now, pay later/ }).check();
  await expect(monthly).toContainText('After your deposit, nothing to pay for 12 months, then 120 monthly payments of ');
  await expect(example.locator('dt', { hasText: 'Payments start' }).locator('xpath=following-sibling::dd[1]')).toHaveText('After 12 months');
  await page.getByRole('radio', { name: 'Interest bearing over 36 months, 9.9% APR' }).check();

  const at25 = await monthly.textContent();
  await page.getByLabel('Deposit').fill('50');
  await expect(monthly).not.toHaveText(at25 ?? '');
  // Every deposit figure follows what is typed: an entry that is no deposit shows no figures, and says why.
  for (const entry of ['101', 'abc', '']) {
    await page.getByLabel('Deposit').fill(entry);
    await expect(page.locator('#finance-deposit-error')).toContainText('Enter a deposit between 0 and 100 percent');
    await expect(monthly).toHaveCount(0);
    await expect(page.locator('.ui-finance-example')).toHaveCount(0);
  }
  // The contract's whole range is a deposit: at 100 % nothing is left to borrow, so the card is offered.
  await page.getByLabel('Deposit').fill('100');
  await expect(page.locator('#finance-deposit-error')).toHaveCount(0);
  await expect(page.getByText('With a 100% deposit there is nothing left to borrow.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by card instead' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for finance with V12' })).toBeDisabled();
  await expect(monthly).toHaveCount(0);
  await page.getByLabel('Deposit').fill('50');
  await expect(monthly).toBeVisible();
  // The other lender's plans each carry their whole representative example, never a bare monthly figure.
  const otherLender = page.locator('.checkout__other-lender');
  await otherLender.getByText('Plans from our other lender, Novuna').click();
  const otherExamples = otherLender.locator('.ui-finance-example');
  await expect(otherExamples.first()).toBeVisible();
  for (const otherExample of await otherExamples.all()) {
    await expect(otherExample.locator('dt')).toContainText(['Cash price', 'Deposit', 'Amount of credit', 'Representative APR', 'Term', 'Monthly payment', 'Total amount payable']);
  }
  // On a desktop, each label stays beside its value (the example's columns do not spread across the page).
  await page.setViewportSize({ width: 1280, height: 800 });
  const widest = await page.locator('.ui-finance-example dl').evaluateAll((lists) => Math.max(...lists.map((list) => list.getBoundingClientRect().width)));
  expect(widest).toBeLessThanOrEqual(24 * 16);
  await page.setViewportSize({ width: 412, height: 839 });
  await expectAccessible(page, 'finance');

  // An address off the allow-list is never followed: the customer stays, with what they chose.
  let evilRequested = false;
  await page.route('https://evil.example/**', (route) => {
    evilRequested = true;
    return route.abort();
  });
  await page.route('**/api/finance/v12', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 201, json: { ApplicationFormUrl: 'https://evil.example/phish' } }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Apply for finance with V12' }).click();
  const errorDialog = page.getByRole('alertdialog', { name: 'Error' });
  await expect(errorDialog).toBeVisible();
  await errorDialog.getByRole('button', { name: 'Ok' }).click();
  expect(evilRequested).toBe(false);
  await expect(page.getByLabel('Deposit')).toHaveValue('50');
  await page.unroute('**/api/finance/v12');

  const application = page.waitForRequest((request) => request.url().endsWith('/api/finance/v12') && request.method() === 'POST');
  await page.getByRole('button', { name: 'Apply for finance with V12' }).click();
  const body = (await application).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email_address: 'ada@example.co.uk' });
  expect(Number.isInteger(body.deposit) && Number.isInteger(body.payment)).toBe(true);
  await expect(page.getByRole('heading', { name: 'V12 application' })).toBeVisible();
  expect(lenderRequested).toMatch(/^https:\/\/apply\.v12finance\.com\/application\//);
});

test('pay later: the checkout opens on the payment step', async ({ page }) => {
  await scenario(page, 'pay-later', 'aircon');
  // The outdoor unit on a first-floor wall costs £600 (purchase §9 Aircon): the summary names it so.
  await page.route(/\/api\/checkout\/aircon(\?.*)?$/, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=pay-later.aircon' } });
    await route.fulfill({ response, json: { ...(await response.json()), relocation: 60000 } });
  });
  await page.goto('/checkout/aircon');
  await expect(heading(page, 'Payment')).toBeVisible();
  await expect(page.getByText('You chose to pay later.', { exact: false })).toBeVisible();
  await expect(page.locator('.checkout__lines > div').filter({ hasText: 'Fitting the outdoor unit on a first-floor wall' })).toHaveText(/£600\.00$/);
  await expect(page.locator('.checkout__summary')).not.toContainText('Moving your boiler');
  await expectAccessible(page, 'pay later');
});

test('finance deposit: due shows the deposit, what is paid and what is due, and the pay button states it; paid in full says so', async ({ page }) => {
  // deposit-due: the seeded aircon order's deposit is £473.75 (25% of £1,895.00), £100.00 paid.
  await scenario(page, 'deposit-due', 'aircon');
  await page.goto('/checkout/aircon');
  await expect(heading(page, 'Payment')).toBeVisible();
  const summary = page.locator('dl[aria-label="Finance deposit"]');
  await expect(summary.getByRole('term')).toHaveText(['Deposit', 'Deposit paid', 'Deposit due']);
  await expect(summary.locator('dd')).toHaveText(['£473.75', '£100.00', '£373.75']);
  await expect(page.getByText('Your finance deposit is due: £373.75 still to pay.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay £373.75 now' })).toBeVisible();
  // The deposit is paid by card: no choice of finance again.
  await expect(page.getByRole('radio', { name: 'Spread the cost with finance' })).toHaveCount(0);
  // The price is settled once a deposit is being paid: no discount code on offer.
  await expect(page.getByLabel('Discount code')).toHaveCount(0);
  await expectAccessible(page, 'deposit due');

  await page.unrouteAll({ behavior: 'wait' });
  await scenario(page, 'deposit-paid', 'aircon');
  await page.goto('/checkout/aircon');
  await expect(heading(page, 'Payment')).toBeVisible();
  await expect(page.getByText('Your deposit of £473.75 is paid in full. Thank you.')).toBeVisible();
  await expect(summary.getByRole('term')).toHaveText(['Deposit', 'Deposit paid']);
  await expect(summary.locator('dd')).toHaveText(['£473.75', '£473.75']);
  await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View your order' })).toBeVisible();
  await expect(page.getByLabel('Discount code')).toHaveCount(0);
});

test('discount: a valid code changes the total; an invalid one shows the server message or "Invalid code"; reset_steps returns to step 0', async ({ page }) => {
  await scenario(page, 'homeowner', 'boiler');
  await page.goto('/checkout/boiler');
  await expect(heading(page, 'Upgrades')).toBeVisible();
  const total = page.locator('.checkout__total-amount');
  const before = await total.textContent();
  await page.getByLabel('Discount code').fill('WINTER50');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Code WINTER50 applied.' })).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');

  await page.route('**/api/checkout/boiler/discount**', (route) => route.fulfill({ status: 422, json: { message: 'This code has expired' } }));
  await page.getByLabel('Discount code').fill('OLD');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.locator('#discount-code-error')).toHaveText(/This code has expired/);
  await page.unroute('**/api/checkout/boiler/discount**');

  await page.route('**/api/checkout/boiler/discount**', (route) => route.fulfill({ status: 422, json: { message: '' } }));
  await page.getByLabel('Discount code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.locator('#discount-code-error')).toHaveText(/Invalid code/);
  await page.unroute('**/api/checkout/boiler/discount**');

  // The network down on every try says nothing about the code: the message once, in the Error
  // dialog, none under the field, and the code kept to apply again (decision 313).
  const offline = 'We could not reach our server. Check your connection and try again.';
  await page.route('**/api/checkout/boiler/discount**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Discount code').fill('SPRING');
  await page.getByRole('button', { name: 'Apply code' }).click();
  const errorDialog = page.getByRole('alertdialog', { name: 'Error' });
  await expect(errorDialog).toContainText(offline);
  await expect(page.getByText(offline)).toHaveCount(1);
  await expect(page.locator('#discount-code-error')).toHaveCount(0);
  await expect(page.getByLabel('Discount code')).not.toHaveAttribute('aria-invalid', 'true');
  await errorDialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByLabel('Discount code')).toHaveValue('SPRING');
  await page.unroute('**/api/checkout/boiler/discount**');

  await continueButton(page).click();
  await expect(heading(page, 'Select install date')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Code WINTER50 applied.' })).toBeVisible();

  // The calendar step's save answers an order without the discount: the order is the truth, so the
  // summary says plainly, beside the total, that the code is gone, and no longer says it is applied.
  await page.route('**/api/order', async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=homeowner' } });
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, order: { ...body.order, adjustments: [], adjustments_sum: 0 } } });
  });
  await chooseFirstDate(page);
  const dayCost = await page.locator('.checkout__lines > div').filter({ hasText: 'Install day' }).count();
  await continueButton(page).click();
  await expect(heading(page, 'Contact details')).toBeFocused();
  const summary = page.locator('.checkout__summary');
  await expect(summary.getByText('Your code WINTER50 is no longer on your order.')).toBeVisible();
  await expect(summary).toContainText('Your total is £100.00 higher without it.');
  await expect(summary).not.toContainText('WINTER100');
  await expect(page.getByText(/applied/)).toHaveCount(0);
  if (dayCost === 0) await expect(total).toHaveText(before ?? '');
  await expect(page.locator('.checkout__total-bar')).toContainText('A discount is no longer on your order.');
  await expectAccessible(page, 'discount removed');
  await page.unroute('**/api/order');
  await page.locator('.checkout__back').getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Select install date')).toBeFocused();
  await useScenario(page, 'example=discount-reset-steps', '**/api/checkout/boiler/discount**');
  await page.getByLabel('Discount code').fill('RESET');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(heading(page, 'Upgrades')).toBeVisible();
  // The customer is told why they are back at the first step, until they move on from it.
  const why = page.getByRole('status').filter({ hasText: 'Your code RESET changed your prices and the choices on offer, so we have brought you back to Upgrades.' });
  await expect(why).toBeVisible();
  await expectAccessible(page, 'steps reset by a discount');
  await continueButton(page).click();
  await expect(heading(page, 'Select install date')).toBeFocused();
  await expect(page.getByText(/brought you back/)).toHaveCount(0);
});

test('an install date that became unavailable is cleared and the calendar step returns', async ({ page }) => {
  await scenario(page, 'homeowner', 'aircon');
  await page.goto('/checkout/aircon');
  await chooseFirstDate(page);
  const chosen = await page.locator('.checkout__summary time').getAttribute('datetime');
  await continueButton(page).click();
  await expect(heading(page, 'Contact details')).toBeFocused();
  // Someone else booked the day meanwhile: the server's calendar now marks it unavailable.
  await page.route('**/api/calendar**', (route) => route.fulfill({ json: { [chosen!]: { available: false } } }));
  await fillDetails(page);
  await continueButton(page).click();
  await expect(heading(page, 'Select install date')).toBeFocused();
  await expect(page.getByText('The date you chose is no longer available. Please choose another date.')).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
});

test('a date chosen at 14:50 for tomorrow is refused when the customer goes on after 15:00: the check reads the clock of that moment', async ({ page }) => {
  // Wednesday 2 December 2026, 14:50 in the browser; with no lead time from the server the weekday
  // rules alone decide, so Thursday 3rd is the first day (decision 500).
  await page.clock.install({ time: new Date(2026, 11, 2, 14, 50) });
  await scenario(page, 'homeowner', 'aircon');
  await page.route(/\/api\/checkout\/aircon(\?.*)?$/, async (route) => {
    const upstream = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=homeowner.aircon' } });
    const body = await upstream.json();
    await route.fulfill({ response: upstream, json: { ...body, next_available: 0, product: { ...body.product, delay_days: 0 } } });
  });
  await page.route('**/api/calendar**', (route) => route.fulfill({ json: { '2026-12-03': { available: true }, '2026-12-04': { available: true }, '2026-12-07': { available: true } } }));
  await page.goto('/checkout/aircon');
  const firstDay = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
  await expect(firstDay).toHaveAttribute('aria-label', /^Thursday 3rd December 2026/);
  await firstDay.click();
  await continueButton(page).click();
  await expect(heading(page, 'Contact details')).toBeFocused();

  // The customer types their details past the 15:00 cutoff: Thursday is no longer on offer.
  await page.clock.setSystemTime(new Date(2026, 11, 2, 15, 1));
  await fillDetails(page);
  await continueButton(page).click();
  await expect(heading(page, 'Select install date')).toBeFocused();
  await expect(page.getByText('The date you chose is no longer available. Please choose another date.')).toBeVisible();
  await expect(page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first()).toHaveAttribute('aria-label', /^Friday 4th December 2026/);
  await expect(continueButton(page)).toBeDisabled();
});

test('an expired session reloads the checkout', async ({ page }) => {
  await scenario(page, 'homeowner', 'boiler');
  let loads = 0;
  page.on('request', (request) => {
    if (/\/api\/checkout\/boiler(\?.*)?$/.test(request.url()) && request.method() === 'POST') loads += 1;
  });
  await page.route('**/api/checkout/boiler/session/**', (route) => route.fulfill({ json: { valid: false } }));
  await page.goto('/checkout/boiler');
  await expect(heading(page, 'Upgrades')).toBeVisible();
  const firstLoads = loads;
  await continueButton(page).click();
  await expect.poll(() => loads).toBeGreaterThan(firstLoads);
  await expect(heading(page, 'Upgrades')).toBeVisible();
});

test('a failed step shows "We encountered a problem" and keeps the step', async ({ page }) => {
  await scenario(page, 'homeowner', 'aircon');
  await page.route('**/api/order', (route) => route.fulfill({ status: 500, json: { message: 'The order could not be saved.' } }));
  await page.goto('/checkout/aircon');
  await chooseFirstDate(page);
  await continueButton(page).click();
  const dialog = page.getByRole('alertdialog', { name: 'We encountered a problem' });
  await expect(dialog).toContainText('The order could not be saved.');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(heading(page, 'Select install date')).toBeVisible();
});

test('a load failure goes back to the results', async ({ page }) => {
  await page.route('**/api/checkout/ev', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  await page.goto('/checkout/ev');
  // This browser has no EV quote, so the results route's loader sends it on to the questionnaire (decision 122).
  await expect(page).toHaveURL(/\/quote\/ev\?step=/);

  // With a quote reference in the address, the customer lands on that quote's prices, not a blank questionnaire.
  await page.route('**/api/checkout/boiler/QTEST1', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  await page.goto('/checkout/boiler/QTEST1');
  await expect(page).toHaveURL(/\/quote\/boiler\/results\/QTEST1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your boiler prices' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Quote reference QTEST1.');
});

test('boiler checkout by keyboard alone: upgrades, date, details, then a homeowner pays by card', async ({ page }) => {
  await scenario(page, 'homeowner', 'boiler');
  await page.goto('/checkout/boiler');
  await expect(heading(page, 'Upgrades')).toBeVisible();
  // Upgrades: tab to the first bundle choice and pick it with the arrow keys.
  // The 'none' choice has no price beside it: it adds nothing (its name is the words alone).
  const noBundle = page.getByRole('radio', { name: 'No bundles', exact: true });
  await noBundle.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Smart heating bundle/ })).toBeChecked();
  // Tabbing down the step, what has focus scrolls clear of the total's bar (WCAG 2.4.11).
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    // The window scrolls smoothly to what has focus: wait for it to settle clear of the bar.
    const clearOfBar = () => page.evaluate(() => {
      const focused = document.activeElement?.getBoundingClientRect();
      const bar = document.querySelector('.checkout__total-bar')?.getBoundingClientRect();
      return !focused || !bar || focused.bottom <= bar.top + 1 || focused.top >= bar.bottom - 1 || document.activeElement?.closest('.checkout__total-bar') !== null;
    });
    await expect.poll(clearOfBar, { message: `focus after ${press + 1} tabs is not under the total's bar`, timeout: 3_000 }).toBe(true);
  }
  await continueButton(page).focus();
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Select install date')).toBeFocused();
  // Into the calendar grid once availability has loaded: Tab until a day has focus, Enter chooses it.
  await expect(page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first()).toBeVisible();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('rdp-day_button'))) break;
  }
  expect(await page.evaluate(() => document.activeElement?.classList.contains('rdp-day_button'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('.checkout__summary time')).toBeVisible();
  await continueButton(page).focus();
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Contact details')).toBeFocused();
  // The step's form loads lazily; focus waits on the heading meanwhile.
  await expect(page.getByLabel('First name')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.co.uk');
  await page.keyboard.press('Tab');
  await page.keyboard.type('07700 900123');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1 High Street');
  await page.getByLabel('Postcode').first().focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('M16 7UP');
  await page.keyboard.press('Enter');

  await expect(heading(page, 'Payment')).toBeFocused();
  await expect(page.getByLabel(/I ask you to install within/)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/I ask you to install within/)).toBeFocused();
  await page.keyboard.press('Space');
  const pay = page.getByRole('button', { name: /^Pay £[\d,]+\.\d{2} now$/ });
  await expect(pay).toBeVisible();
  // A reload of the payment step keeps the tick, and the Pay button with it.
  await page.reload();
  await expect(heading(page, 'Payment')).toBeVisible();
  await expect(page.getByLabel(/I ask you to install within/)).toBeChecked();
  await expect(pay).toBeVisible();
  await page.getByLabel(/I ask you to install within/).focus();

  // A homeowner pays for the boiler by card, still by keyboard: Tab to the card number, type, Enter.
  const cardNumber = page.locator('.ui-card-payment').getByLabel('Card number');
  for (let i = 0; i < 6 && !(await cardNumber.evaluate((input) => input === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(cardNumber).toBeFocused();
  await page.keyboard.type('4242424242424242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1234');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(pay).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+$/, { timeout: 15_000 });
});

test('with site data blocked (storage throws a SecurityError) a checkout still goes through to payment and the order page', async ({ page }) => {
  await blockSiteData(page);
  await scenario(page, 'homeowner', 'aircon');
  await page.goto('/checkout/aircon');
  await expect(heading(page, 'Select install date')).toBeVisible();
  await walkToPayment(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+$/, { timeout: 15_000 });
});

test('one click, one request: a double click on Continue saves the step once, also after a reload', async ({ page }) => {
  await scenario(page, 'homeowner', 'aircon');
  const saves: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/order(\/|$)/.test(pathname) && request.method() !== 'GET' && !/^\/api\/order\/pay\//.test(pathname)) {
      if (request.method() === 'PATCH' || pathname === '/api/order') saves.push(`${request.method()} ${pathname}`);
    }
  });
  await page.goto('/checkout/aircon');
  await chooseFirstDate(page);
  await continueButton(page).dblclick();
  await expect(heading(page, 'Contact details')).toBeFocused();
  expect(saves).toEqual(['POST /api/order']);

  await fillDetails(page);
  // A reload returns to Contact details with everything typed and the date chosen.
  await page.reload();
  await expect(heading(page, 'Contact details')).toBeVisible();
  await expect(page.locator('.checkout__summary time')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Postcode').first()).toHaveValue('M16 7UP');
  await expectAccessible(page);
  saves.length = 0;
  await continueButton(page).dblclick();
  await expect(heading(page, 'Payment')).toBeFocused();
  await expect.poll(() => saves.filter((save) => save.startsWith('PATCH')).length).toBe(1);
  // Nothing else arrives late: by the time the payment step has loaded and offers its ways to pay, a
  // second save from the second click would have been sent.
  await expect(page.getByRole('radio', { name: 'Pay by card' })).toBeChecked();
  expect(saves.filter((save) => save.startsWith('PATCH'))).toHaveLength(1);
});

/** A homeowner's boiler answers, as this tab keeps them at check your answers (quote.spec.ts walks the screens). */
const BOILER_ANSWERS = {
  fuelType: 'Gas', systemType: 'Combi', hasTank: 'No', waterFlow: 'Fast', boilerWorking: 'Yes', boilerAge: '19', currentBoilerLocation: 'Kitchen',
  newLocation: 'Same place', homeOwnership: 'Homeowner', landlord: 'No', homeType: 'Terraced', radiators: '10-15', bedrooms: '3', bathtubs: '1',
  showers: '2', flueExit: 'External Wall', flueLength: '1-2m', flueWindowDistance: '30cm or more', flueGroundDistance: '2m or more',
  fluePropertyDistance: '2m or more', flueUnderStructure: 'No', postcode: 'LS6 2AB',
};

test('the email given in the results’ save-quote popup is offered at Contact details, and a reload there keeps the step and the typing', async ({ page }) => {
  await openCheckYourAnswers(page, 'boiler', BOILER_ANSWERS);
  await page.getByRole('button', { name: 'Get my prices' }).click();
  await expect(page).toHaveURL(/\/quote\/boiler\/results\/Q[A-Z0-9]+/);
  const ref = /\/results\/(Q[A-Z0-9]+)/.exec(page.url())![1]!;

  // The offer after the first card; the customer asks for the link by email, in the popup it opens.
  await page.getByRole('region', { name: 'Save your quote' }).getByRole('button', { name: 'Email me a link' }).click();
  const saveQuote = page.getByRole('dialog', { name: 'Save your quote' });
  await saveQuote.getByLabel('Email address').fill('saved.quote@example.co.uk');
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/quote/save/${ref}`);
  await saveQuote.getByRole('button', { name: 'Email my quote' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(saveQuote.getByText('We’ve emailed your quote to saved.quote@example.co.uk.', { exact: false })).toBeVisible();
  await saveQuote.getByRole('button', { name: 'Back to my prices' }).click();
  await expect(saveQuote).toBeHidden();

  await page.getByRole('link', { name: /^Choose this boiler/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checkout/boiler/${ref}\\?product=\\d+$`));
  await expect(heading(page, 'Upgrades')).toBeVisible();
  await continueButton(page).click();
  await expect(heading(page, 'Select install date')).toBeFocused();
  await chooseFirstDate(page);
  await continueButton(page).click();

  await expect(heading(page, 'Contact details')).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveValue('saved.quote@example.co.uk');
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expectAccessible(page, 'Contact details with the saved-quote email');
  await page.getByLabel('First name').fill('Ada');
  await page.reload();
  await expect(heading(page, 'Contact details')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email address')).toHaveValue('saved.quote@example.co.uk');
});
