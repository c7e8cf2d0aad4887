// One quote, one reference (decision 955), on the plain mock (Prism behind the journey memory, which
// makes a new quote for every post of answers, as a real backend does): results, a changed answer,
// the results again, the product page and checkout all show and check out the same quote, at the
// price that quote now has. The dates and pictures shown are the server's (decisions 955, 872).
import type { Page } from '@playwright/test';
import { E2E_MOCK_PORT } from '../../playwright.config';
import { expect as baseExpect, expectAccessible, openCheckYourAnswers, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

/** A homeowner's combi, the new one in another room on the same floor (£795.00 to move it). */
const ANSWERS = {
  fuelType: 'Gas', systemType: 'Combi', hasTank: 'No', waterFlow: 'Fast', boilerWorking: 'Yes', boilerAge: '19', currentBoilerLocation: 'Kitchen',
  newLocation: 'Same floor', homeOwnership: 'Homeowner', landlord: 'No', homeType: 'Semi-detached', radiators: '10-15', bedrooms: '3', bathtubs: '1',
  showers: '1', flueExit: 'External Wall', flueLength: '1-2m', flueWindowDistance: '30cm or more', flueGroundDistance: '2m or more',
  fluePropertyDistance: '2m or more', flueUnderStructure: 'No', postcode: 'LS6 2AB',
};

const RESULTS = /\/quote\/boiler\/results\/(Q[A-Z0-9]+)$/;
const firstCard = (page: Page) => page.locator('[data-product-id]').first();
/** The price a card shows, without the "now" a sale price is announced with. */
const cardPrice = async (page: Page) => (await firstCard(page).locator('.ui-price__now').textContent())!.replace(/^\s*now\s*/, '').trim();

test('a changed answer re-prices the same quote: results, product page and checkout show its reference and its new price', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/quote/results/')) calls.push(`${request.method()} ${pathname}`);
  });
  await openCheckYourAnswers(page, 'boiler', ANSWERS);
  await page.getByRole('button', { name: 'Get my prices' }).click();
  await expect(page).toHaveURL(RESULTS);
  const ref = RESULTS.exec(new URL(page.url()).pathname)![1]!;
  await expect(page.getByText('Includes £795.00 for moving your boiler.').first()).toBeVisible();
  // The save-quote offer after the first card names the quote this browser just made; nothing opens over the prices.
  const saveQuote = page.getByRole('region', { name: 'Save your quote' });
  await expect(saveQuote.getByText(ref, { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const before = await cardPrice(page);
  const title = (await firstCard(page).locator('.results-card__title').textContent())!.trim();

  // How long the prices hold is the date the server sent; the picture is at the address it gave, on its image host.
  await expect(page.getByText(/These prices hold until \w+day \d+\w\w \w+ \d{4}\./)).toBeVisible();
  const picture = firstCard(page).locator('img').first();
  await picture.scrollIntoViewIfNeeded();
  expect(await picture.getAttribute('src')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_MOCK_PORT}/images/[a-z-]+\\.svg$`));
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The customer moves the new boiler to another floor: "Your quote" (in the phone's fold), "Change
  // your answers", then the answer.
  await page.getByRole('button', { name: 'Quote details and help' }).click();
  await page.getByRole('button', { name: 'Your quote', exact: true }).click();
  await page.getByRole('dialog', { name: 'Your quote' }).getByRole('link', { name: 'Change your answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  await page.getByRole('link', { name: /^Change new boiler goes/i }).click();
  await page.getByRole('button', { name: /A room on another floor/ }).click();
  // Each later question shows the answer given before: one tap on it (or Continue) keeps it.
  const review = page.getByRole('heading', { level: 1, name: 'Check your answers' });
  const question = page.getByRole('heading', { level: 1 });
  while (!(await review.isVisible())) {
    // The next question shows once its answer is saved: wait for it before reading the page again.
    const asked = await question.textContent();
    const given = page.getByRole('main').locator('button[aria-pressed="true"]');
    if (await given.count()) await given.first().click();
    else await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(question).not.toHaveText(asked!);
  }
  await page.getByRole('button', { name: 'Get my prices' }).click();

  // The same quote, priced again: its reference, and the move to another floor (£895.00) in every price.
  await expect(page).toHaveURL(new RegExp(`/quote/boiler/results/${ref}$`));
  await expect(page.getByText('Includes £895.00 for moving your boiler.').first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Quote reference ${ref}.`);
  await expect(firstCard(page).locator('.results-card__title')).toHaveText(title);
  const after = await cardPrice(page);
  expect(Number(after.replace(/[£,]/g, '')) - Number(before.replace(/[£,]/g, ''))).toBe(100);

  // A reload loads the quote by its reference: the same price, nothing posted.
  await page.reload();
  await expect(firstCard(page)).toBeVisible();
  expect(await cardPrice(page)).toBe(after);
  await expectAccessible(page, 'results of the re-priced quote');

  // Its product page shows that quote's price, and its choice checks out with that reference.
  await firstCard(page).locator('.results-card__title a').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main').locator('.ui-price__now').first()).toContainText(after);
  const choose = page.getByRole('link', { name: 'Choose this boiler' });
  await expect(choose).toHaveAttribute('href', new RegExp(`^/checkout/boiler/${ref}\\?product=\\d+$`));
  const checkoutAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/checkout/boiler/${ref}`);
  await choose.click();
  expect(((await (await checkoutAnswer).json()) as { quote: { quote_id: string } }).quote.quote_id).toBe(ref);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrades' })).toBeVisible();
  await expect(page.locator('.checkout__total-amount').first()).toHaveText(after);

  // One quote made, one re-priced under its reference; every other visit loaded it by that reference.
  expect(calls.filter((call) => !call.startsWith('GET'))).toEqual(['POST /api/quote/results/boiler', `PUT /api/quote/results/boiler/${ref}`]);
  expect(new Set(calls.filter((call) => call.startsWith('GET')))).toEqual(new Set([`GET /api/quote/results/boiler/${ref}`]));
});
