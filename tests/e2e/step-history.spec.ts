// The browser's Back and Forward inside the step flows (decision 956): each moves one step and stays
// in the flow, the address and the step shown change together, the step's heading takes focus,
// Forward passes through the step's own save, and a reload keeps what was typed and chosen. Checkout,
// service, plans, survey and enquiry, on Prism.
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test, useJourneyScenario, useScenario } from './fixtures';
import { chooseFirstProduct, priceQuote } from './journey-steps';

// A shared 2-core machine: lazy steps and Prism can take a while to answer.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
const PAGE_READY = { timeout: 45_000 };

const stepHeading = (page: Page, level: 1 | 2, name: string) => page.getByRole('heading', { level, name, exact: true });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** The flow shows the step and its address names it; the next Back or Forward counts from that entry. */
async function atStep(page: Page, level: 1 | 2, name: string, address: RegExp, options?: { timeout: number }) {
  await expect(page).toHaveURL(address, options);
  await expect(stepHeading(page, level, name)).toBeFocused(options);
}

/** The flow is opened from the home page, so a Back that left the flow would land there. */
async function openFromHome(page: Page, path: string) {
  await page.goto('/');
  await page.goto(path);
}

async function chooseFirstDay(page: Page) {
  const day = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
  await expect(day).toBeVisible();
  await day.click();
}

async function fillContactDetails(page: Page, firstName: string) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email address').fill('ada@example.co.uk');
  await page.getByLabel(/phone/i).first().fill('07700 900123');
  await page.getByLabel('Address line 1').first().fill('1 High Street');
  await page.getByLabel('Postcode').first().fill('M16 7UP');
}

test('checkout: Back from Payment and Contact details moves one step each, Forward returns, a reload keeps the date and the typing', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await useScenario(page, 'example=homeowner.aircon', /\/api\/checkout\/aircon(\?.*)?$/);
  await openFromHome(page, '/checkout/aircon');
  await expect(stepHeading(page, 1, 'Select install date')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/checkout\/aircon$/);
  await chooseFirstDay(page);
  await continueButton(page).click();
  await expect(stepHeading(page, 1, 'Contact details')).toBeFocused();
  await fillContactDetails(page, 'Ada');
  await continueButton(page).click();
  await atStep(page, 1, 'Payment', /\/checkout\/aircon\?step=payment$/);

  await page.goBack();
  await atStep(page, 1, 'Contact details', /\/checkout\/aircon\?step=details$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await page.goBack();
  await atStep(page, 1, 'Select install date', /\/checkout\/aircon$/);

  // Forward is the step's Continue: the date is saved again and the details step returns, then payment.
  await page.goForward();
  await atStep(page, 1, 'Contact details', /\/checkout\/aircon\?step=details$/);
  await page.goForward();
  await atStep(page, 1, 'Payment', /\/checkout\/aircon\?step=payment$/);

  // Typed on Contact details but not sent: a reload returns to Contact details with the typing kept.
  await page.goBack();
  await expect(stepHeading(page, 1, 'Contact details')).toBeFocused();
  await page.getByLabel('First name').fill('Augusta');
  await page.reload();
  await expect(stepHeading(page, 1, 'Contact details')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/checkout\/aircon\?step=details$/);
  await expect(page.getByLabel('First name')).toHaveValue('Augusta');
  await expectAccessible(page);
  // Back still goes to the calendar, with the date kept.
  await page.goBack();
  await expect(stepHeading(page, 1, 'Select install date')).toBeFocused();
  await expect(continueButton(page)).toBeEnabled();
});

/** A free service, through upgrades and a preferred date, at its alternative date. */
async function serviceAtAlternativeDate(page: Page) {
  await useScenario(page, 'example=service-free');
  await openFromHome(page, '/service/QSWF8OQH');
  await expect(stepHeading(page, 2, 'Upgrades')).toBeVisible(PAGE_READY);
  await continueButton(page).click();
  await expect(stepHeading(page, 2, 'Preferred date')).toBeFocused();
  await chooseFirstDay(page);
  await continueButton(page).click();
  await atStep(page, 2, 'Alternative date', /\/service\/QSWF8OQH\?step=alternativeDate$/);
}

test('service: Back from the alternative date returns to the preferred date, Forward saves and returns, a reload keeps the details typed', async ({ page }) => {
  await serviceAtAlternativeDate(page);

  await page.goBack();
  await atStep(page, 2, 'Preferred date', /\/service\/QSWF8OQH\?step=preferredDate$/);
  const datesSaved = page.waitForRequest((request) => /\/api\/service\//.test(request.url()) && request.method() !== 'GET');
  await page.goForward();
  await datesSaved;
  await atStep(page, 2, 'Alternative date', /\/service\/QSWF8OQH\?step=alternativeDate$/);

  await chooseFirstDay(page);
  await continueButton(page).click();
  await expect(page.locator('#service-step-heading')).toHaveText('Your details');
  await page.getByLabel('First name').fill('Grace');
  await page.reload();
  await expect(page.locator('#service-step-heading')).toHaveText('Your details', PAGE_READY);
  await expect(page).toHaveURL(/\/service\/QSWF8OQH\?step=details$/);
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.goBack();
  await atStep(page, 2, 'Alternative date', /\/service\/QSWF8OQH\?step=alternativeDate$/);
});

test('service: Back from the alternative date shows the preferred date within 2 s, its address agreeing, each time', async ({ page }) => {
  await serviceAtAlternativeDate(page);
  for (let round = 0; round < 3; round += 1) {
    await page.goBack();
    // The step shown is the one the address names: they change together, without a save in between.
    await atStep(page, 2, 'Preferred date', /\/service\/QSWF8OQH\?step=preferredDate$/, { timeout: 2_000 });
    await page.goForward();
    await atStep(page, 2, 'Alternative date', /\/service\/QSWF8OQH\?step=alternativeDate$/);
  }
});

test('checkout: Back from the calendar to the results, then Forward returns to the checkout and on to the calendar without bouncing back to Upgrades', async ({ page }) => {
  const ref = await priceQuote(page, 'boiler');
  await chooseFirstProduct(page, 'boiler', ref);
  const upgrades = new RegExp(`/checkout/boiler/${ref}(\\?product=\\d+)?$`);
  const calendar = new RegExp(`/checkout/boiler/${ref}\\?(product=\\d+&)?step=calendar$`);
  await expect(stepHeading(page, 1, 'Upgrades')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(upgrades);
  await continueButton(page).click();
  await atStep(page, 1, 'Select install date', calendar);

  await page.goBack();
  await atStep(page, 1, 'Upgrades', upgrades);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/quote/boiler/results/${ref}$`));

  await page.goForward();
  await expect(stepHeading(page, 1, 'Upgrades')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(upgrades);
  // Forward saves the upgrades again and shows the calendar, which stays: a day can be chosen and sent.
  await page.goForward();
  await atStep(page, 1, 'Select install date', calendar);
  await chooseFirstDay(page);
  await continueButton(page).click();
  await atStep(page, 1, 'Contact details', new RegExp(`/checkout/boiler/${ref}\\?(product=\\d+&)?step=details$`));
  await page.goBack();
  await atStep(page, 1, 'Select install date', calendar, { timeout: 2_000 });
});

test('plans: Back from payment returns to the plans with the choice kept, Forward returns, a reload returns to payment, and to the confirmation once paid; then Back leaves the flow', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await openFromHome(page, '/plans/QSWF8OQH');
  await expect(stepHeading(page, 2, 'Plans')).toBeVisible(PAGE_READY);
  await page.getByRole('radio').nth(1).check();
  await continueButton(page).click();
  await atStep(page, 2, 'Payment', /\/plans\/QSWF8OQH\?step=payment$/);

  await page.goBack();
  await atStep(page, 2, 'Plans', /\/plans\/QSWF8OQH$/);
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await page.goForward();
  await atStep(page, 2, 'Payment', /\/plans\/QSWF8OQH\?step=payment$/);
  // Read once the card form is ready: while the payment is being set up the button says so too.
  const payButton = page.getByRole('button', { name: /^Pay £/ });
  await expect(payButton).toHaveText(/^Pay £[\d,]+\.\d{2} now$/);
  const amount = await payButton.textContent();

  // A reload returns to the step the address names (the server's order has no plan yet), with the
  // same plan; Back still goes to the plans.
  await page.reload();
  await expect(stepHeading(page, 2, 'Payment')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/plans\/QSWF8OQH\?step=payment$/);
  await expect(payButton).toHaveText(amount ?? '');
  await expectAccessible(page, 'plans payment reopened by a reload');
  await page.goBack();
  await expect(stepHeading(page, 2, 'Plans')).toBeFocused();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await continueButton(page).click();
  await expect(stepHeading(page, 2, 'Payment')).toBeFocused();

  const card = page.locator('.ui-card-payment');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel(/expir/i).fill('12 / 34');
  await card.getByLabel(/cvc|security code/i).fill('123');
  await page.getByRole('button', { name: /^Pay £[\d,.]+ now$/ }).click();
  await expect(stepHeading(page, 2, 'Confirmation')).toBeVisible();
  const thanks = page.getByText(/^Thank you, your boiler plan is set up: .+\.$/);
  const thanksText = (await thanks.textContent())!;
  // Paid: a reload stays on the confirmation and still names the plan, rather than offering payment again.
  await page.reload();
  await expect(stepHeading(page, 2, 'Confirmation')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/plans\/QSWF8OQH\?step=confirmation$/);
  await expect(thanks).toHaveText(thanksText);
  await expectAccessible(page, 'plans confirmation reopened by a reload');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/plans\//);
  await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
});

test('survey: Back from the details returns to the photos, Forward returns, a reload returns to the details with the typing kept, and to the confirmation once sent', async ({ page }) => {
  await useJourneyScenario(page, 'survey-last-photo');
  await openFromHome(page, '/quote/boiler/survey/QSWF8OQH');
  await expect(stepHeading(page, 2, 'Images')).toBeVisible(PAGE_READY);
  await page.getByLabel(/Your gas meter/).setInputFiles({ name: 'meter.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1024, 1) });
  await atStep(page, 2, 'Customer details', /\/quote\/boiler\/survey\/QSWF8OQH\?step=details$/);
  await page.getByLabel('First name').fill('Priya');

  await page.goBack();
  await atStep(page, 2, 'Images', /\/quote\/boiler\/survey\/QSWF8OQH$/);
  await page.goForward();
  await atStep(page, 2, 'Customer details', /\/quote\/boiler\/survey\/QSWF8OQH\?step=details$/);
  await expect(page.getByLabel('First name')).toHaveValue('Priya');

  await page.reload();
  await expect(stepHeading(page, 2, 'Customer details')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/quote\/boiler\/survey\/QSWF8OQH\?step=details$/);
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await expectAccessible(page, 'survey details reopened by a reload');

  await fillContactDetails(page, 'Priya');
  await continueButton(page).click();
  await expect(stepHeading(page, 2, 'Confirmation')).toBeFocused(PAGE_READY);
  // Sent: a reload stays on the confirmation rather than offering the details form again.
  await page.reload();
  await expect(stepHeading(page, 2, 'Confirmation')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/quote\/boiler\/survey\/QSWF8OQH\?step=confirmation$/);
  await expect(page.getByText('Thank you, your survey is complete.')).toBeVisible();
  await expectAccessible(page, 'survey confirmation reopened by a reload');
});

test('enquiry: a reload keeps the details typed; Back from Upgrades returns to them, Forward sends them again; once sent, Back does not reopen the form', async ({ page }) => {
  await useJourneyScenario(page, 'solar-with-upgrades');
  await openFromHome(page, '/enquire/solar/QTEST1');
  await expect(stepHeading(page, 2, 'Enquiry details')).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/enquire\/solar\/QTEST1$/);
  await fillContactDetails(page, 'Ann');
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ann', PAGE_READY);
  await page.getByRole('button', { name: 'Submit enquiry' }).click();
  await atStep(page, 2, 'Upgrades', /\/enquire\/solar\/QTEST1\?step=upgrades$/, PAGE_READY);

  await page.goBack();
  await atStep(page, 2, 'Enquiry details', /\/enquire\/solar\/QTEST1$/);
  await expect(page.getByLabel('First name')).toHaveValue('Ann');
  await page.goForward();
  await atStep(page, 2, 'Upgrades', /\/enquire\/solar\/QTEST1\?step=upgrades$/, PAGE_READY);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 2, 'Proposal confirmation')).toBeFocused(PAGE_READY);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/enquire\//);
});
