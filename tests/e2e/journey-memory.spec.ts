// The plain mock (Prism behind the journey memory, no route interception): what a landlord answers
// (sent from the questionnaire's check your answers; its screens are walked in quote.spec.ts), types
// and chooses up to the order page comes back on the results and the order page, and a second
// browser sees none of it (docs/decisions/492).
import type { Page } from '@playwright/test';
import { expect as baseExpect, openCheckYourAnswers, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

const heading = (page: Page, name?: string) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/**
 * A landlord's detached home, a boiler under 10 years old, the new one in another room on the same
 * floor, as the questionnaire keeps the answers.
 */
const LANDLORD_ANSWERS = {
  fuelType: 'Gas', systemType: 'Combi', hasTank: 'No', waterFlow: 'Fast', boilerWorking: 'Yes', boilerAge: '9', currentBoilerLocation: 'Kitchen',
  newLocation: 'Same floor', homeOwnership: 'Landlord', landlord: 'Yes', homeType: 'Detached', radiators: '10-15', bedrooms: '3', bathtubs: '1',
  showers: '2', flueExit: 'External Wall', flueLength: '1-2m', flueWindowDistance: '30cm or more', flueGroundDistance: '2m or more',
  fluePropertyDistance: '2m or more', flueUnderStructure: 'No', postcode: 'LS6 2AB',
};

test('a landlord’s answers, details and choices come back on the results and the order page; another browser sees none of it', async ({ page, browser }) => {
  await openCheckYourAnswers(page, 'boiler', LANDLORD_ANSWERS);
  const summary = page.locator('.quote-summary');
  for (const given of ['0 to 10 years', 'Another room on the same floor', 'I am the landlord', 'Detached', 'LS6 2AB']) await expect(summary).toContainText(given);
  await page.getByRole('button', { name: 'Get my prices' }).click();
  await expect(page).toHaveURL(/\/quote\/boiler\/results\/Q[A-Z0-9]+/);
  const ref = /\/results\/(Q[A-Z0-9]+)/.exec(page.url())![1]!;

  // Once the prices are in, the results describe this boiler from the returned quote (0 to 10 years:
  // grade B), with the surcharge the answers add.
  await expect(page.getByText('Includes £795.00 for moving your boiler.').first()).toBeVisible();
  await expect(page.getByText('Efficiency grade B, about 82% efficient.')).toBeVisible();

  // The save-quote offer after the first card names the quote this browser just made; nothing opens over the prices.
  const saveQuote = page.getByRole('region', { name: 'Save your quote' });
  await expect(saveQuote.getByText(ref, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: /^Choose this boiler/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checkout/boiler/${ref}\\?product=\\d+$`));
  await expect(heading(page, 'Upgrades')).toBeVisible();
  // The landlord's steps come from the answers alone: no scenario was chosen.
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem')).toHaveText([/Upgrades/, /Select install date/, /Contact details/, /Gas safety checks/, /Payment/]);
  await page.getByRole('radio', { name: /Smart heating bundle/ }).check();
  await continueButton(page).click();

  await expect(heading(page, 'Select install date')).toBeFocused();
  const day = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
  await day.click();
  const chosenDate = (await page.locator('.checkout__summary time').first().textContent())!.trim();
  await continueButton(page).click();

  await expect(heading(page, 'Contact details')).toBeFocused();
  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Bloggs');
  await page.getByLabel('Email address').fill('jo.bloggs@example.co.uk');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('Address line 1').first().fill('1 High Street');
  await page.getByLabel('Postcode').first().fill('M16 7UP');
  await page.getByLabel('Address line 1').nth(1).fill('2 Park Row');
  await page.getByLabel('Postcode').nth(1).fill('LS1 5HD');
  await continueButton(page).click();

  await expect(heading(page, 'Gas safety checks')).toBeFocused();
  await page.getByRole('radio', { name: /Gas safety certificate \(CP12\)/ }).check();
  await continueButton(page).click();

  await expect(heading(page, 'Payment')).toBeFocused();
  const checkoutTotal = (await page.locator('.checkout__total-amount').textContent())!.trim();
  // The mock's first free day is inside the 14-day cancellation period: the customer asks for it.
  await page.getByLabel(/I ask you to install within the 14-day cancellation period/).check();
  const frame = page.locator('.ui-card-payment');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel(/expir/i).fill('12 / 34');
  await frame.getByLabel(/cvc|security code/i).fill('123');
  await page.getByRole('button', { name: `Pay ${checkoutTotal} now` }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`), { timeout: 15_000 });
  const main = page.getByRole('main');
  await expect(main).toContainText('Jo');
  await expect(main).toContainText('jo.bloggs@example.co.uk');
  await expect(main).toContainText(chosenDate);
  await expect(main).toContainText('Smart heating bundle');
  await expect(main).toContainText('Gas safety certificate (CP12)');
  await expect(main).toContainText(checkoutTotal);
  // The move the answers asked for is its own line of the order, part of its total (decision 830).
  const items = page.getByRole('table', { name: /Items in order/ });
  await expect(items.getByRole('row', { name: /Moving your boiler/ })).toContainText('£795.00');
  await expect(items).not.toContainText('Other charges');

  // A second browser (its own cookies): the reference is not its order, and nothing of Jo's shows.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const loaded = otherPage.waitForResponse((response) => response.url().includes(`/api/order/${ref}`));
    await otherPage.goto(`/order/${ref}`);
    expect((await loaded).status()).toBe(404);
    await expect(otherPage.locator('body')).not.toContainText('jo.bloggs@example.co.uk');
    await expect(otherPage.locator('body')).not.toContainText('Bloggs');
  } finally {
    await other.close();
  }
});
