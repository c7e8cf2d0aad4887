// Saved quotes (decisions 955-492): a quote priced in one browser opens with its prices in another,
// by its reference; the save-quote offer's popup emails its link; an unknown reference and an expired quote
// each have their page. Each state is checked with axe.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { errorSummary, expect, expectAccessible, expectPageTitle, openCheckYourAnswers, passSaveQuoteDelay, test, useJourneyScenario } from './fixtures';

const PAGE_LOAD = { timeout: 20_000 };
test.describe.configure({ timeout: 90_000 });

/** LPG answers: the journey memory offers the off-gas boilers, a list no fixture answer has. */
const ANSWERS = { quoteType: 'boiler', postcode: 'LS6 2AB', fuelType: 'LPG', systemType: 'Combi', homeType: 'Semi-detached', boilerAge: 19, newLocation: 'Same place' };

const cards = (page: Page) => page.locator('[data-product-id]');
const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Save your quote' });
/** The save-quote offer after the first card (decision 935): a region named by its heading. */
const saveOffer = (page: Page) => page.getByRole('region', { name: 'Save your quote' });

/** The results calls a page sends, as "METHOD path". */
function resultsCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/quote/results/')) calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

/**
 * Prices the answers in `context` as the questionnaire leaves them (the journey memory keys the quote
 * to that browser's cookie) and opens its results there; answers the page and the reference.
 */
async function priceInBrowser(context: BrowserContext) {
  const priced = await context.request.post('/api/quote/results/boiler', {
    data: ANSWERS,
    headers: { 'X-CSRF-TOKEN': 'e2e', 'Idempotency-Key': randomUUID() },
  });
  expect(priced.status()).toBe(200);
  const ref: string = (await priced.json()).quote.quote_id;
  const page = await context.newPage();
  await page.addInitScript(
    ([ref, answers]) => {
      localStorage.setItem('quote-requests', JSON.stringify([{ type: 'boiler', quoteId: ref, body: answers, savedAt: Date.now() }]));
      localStorage.setItem(`save-quote-dismissed:${ref}`, '1');
    },
    [ref, ANSWERS] as const,
  );
  await page.goto(`/quote/boiler/results/${ref}`);
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  return { page, ref };
}

test('a quote priced in one browser opens with the same products, prices and finance examples in a fresh one, by its reference alone', async ({ browser, context }) => {
  const { page: phone, ref } = await priceInBrowser(context);
  const pricedCards = await cards(phone).allInnerTexts();
  expect(pricedCards.length).toBeGreaterThan(0);

  const laptop = await browser.newContext();
  try {
    const page = await laptop.newPage();
    const calls = resultsCalls(page);
    await page.goto(`/quote/boiler/results/${ref}`);
    await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
    await expect(cards(page)).toHaveCount(pricedCards.length);
    expect(await cards(page).allInnerTexts()).toEqual(pricedCards);
    // Until when the prices hold (30 days, decision 955); priced today, so not the day they were given (decision 955).
    await expect(page.locator('.results__validity')).toHaveText(/^These prices hold until \w+day .+\.$/);
    // Nothing remembered in this browser: one load by reference, nothing posted.
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([`GET /api/quote/results/boiler/${ref}`]);
    // A browser that never saw the quote is offered to save it, beside the prices; no dialog opens.
    await expect(saveOffer(page)).toBeVisible();
    await expect(saveDialog(page)).toHaveCount(0);
    await expectAccessible(page, 'results opened by reference');

    // The product page from the link (no router state): the price the quote gives, relocation included.
    const firstPrice = await cards(page).first().locator('.ui-price__now').innerText();
    const productPage = await laptop.newPage();
    const productHref = await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href');
    await productPage.goto(productHref!);
    await expect(productPage.locator('.ui-price__now').first()).toHaveText(firstPrice, PAGE_LOAD);
  } finally {
    await laptop.close();
  }
});

/** A whole boiler questionnaire as this tab keeps it: it opens at check your answers. */
const QUESTIONNAIRE_ANSWERS = {
  fuelType: 'Gas', systemType: 'Combi', hasTank: 'No', waterFlow: 'Fast', boilerWorking: 'Yes', boilerAge: '19', currentBoilerLocation: 'Kitchen',
  newLocation: 'Same place', homeOwnership: 'Homeowner', landlord: 'No', homeType: 'Terraced', radiators: '10-15', bedrooms: '3', bathtubs: '1',
  showers: '2', flueExit: 'External Wall', flueLength: '1-2m', flueWindowDistance: '30cm or more', flueGroundDistance: '2m or more',
  fluePropertyDistance: '2m or more', flueUnderStructure: 'No', postcode: 'SW1A 1AA',
};

const checkYourAnswers = (page: Page) => page.getByRole('heading', { level: 1, name: 'Check your answers' });
const firstPrice = (page: Page) => cards(page).first().locator('.ui-price__now').innerText();

test('a quote opened by its reference in a fresh browser resumes its questionnaire: "Change your answers" shows every answer, and one changed re-prices the same quote (decision 955)', async ({ browser, page }) => {
  // Priced through check your answers in one browser.
  await openCheckYourAnswers(page, 'boiler', QUESTIONNAIRE_ANSWERS);
  const answered = await page.locator('.quote-summary').innerText();
  await page.getByRole('button', { name: 'Get my prices' }).click();
  await expect(page).toHaveURL(/\/quote\/boiler\/results\/Q[A-Z0-9]+/, PAGE_LOAD);
  const ref = new URL(page.url()).pathname.split('/').at(-1)!;

  const laptop = await browser.newContext();
  try {
    const fresh = await laptop.newPage();
    const sent: Array<[string, unknown]> = [];
    fresh.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'GET' && pathname.startsWith('/api/quote/results/boiler')) sent.push([`${request.method()} ${pathname}`, request.postDataJSON()]);
    });
    await fresh.goto(`/quote/boiler/results/${ref}`);
    await expect(cards(fresh).first()).toBeVisible(PAGE_LOAD);
    const savedPrice = await firstPrice(fresh);
    // The answers are this browser's now, remembered for the reference.
    await expect.poll(() => fresh.evaluate(() => localStorage.getItem('quote-requests') ?? ''), PAGE_LOAD).toContain(ref);

    await fresh.getByRole('button', { name: 'Quote details and help' }).click();
    await fresh.getByRole('button', { name: 'Your quote', exact: true }).click();
    await fresh.getByRole('dialog', { name: 'Your quote' }).getByRole('link', { name: 'Change your answers' }).click();
    await expect(checkYourAnswers(fresh)).toBeVisible(PAGE_LOAD);
    expect(await fresh.locator('.quote-summary').innerText()).toBe(answered);
    await expectAccessible(fresh, 'check your answers of a quote opened by reference');

    // The new boiler in another room on the same floor: each later answer is kept and marked; a tap on it
    // (Continue on the postcode) goes on to check your answers.
    await fresh.getByRole('link', { name: 'Change new boiler goes' }).click();
    await fresh.getByRole('button', { name: 'Another room on the same floor', exact: true }).click();
    for (let screens = 0; screens < 20 && !(await checkYourAnswers(fresh).isVisible()); screens++) {
      const question = await fresh.getByRole('heading', { level: 1 }).innerText();
      const marked = fresh.locator('[aria-pressed="true"]');
      await ((await marked.count()) > 0 ? marked : fresh.getByRole('button', { name: 'Continue' })).click();
      await expect(fresh.getByRole('heading', { level: 1 })).not.toHaveText(question);
    }
    await expect(checkYourAnswers(fresh)).toBeVisible();
    await fresh.getByRole('button', { name: 'Get my prices' }).click();
    // The same quote, priced again with the changed answer: its reference stays.
    await expect(fresh).toHaveURL(new RegExp(`/quote/boiler/results/${ref}$`), PAGE_LOAD);
    await expect(cards(fresh).first()).toBeVisible(PAGE_LOAD);
    expect(sent).toEqual([[`PUT /api/quote/results/boiler/${ref}`, { quoteType: 'boiler', ...sentOf(QUESTIONNAIRE_ANSWERS), newLocation: 'Same floor' }]]);
    expect(await firstPrice(fresh)).not.toBe(savedPrice);
  } finally {
    await laptop.close();
  }
});

/** The body the review posts for QUESTIONNAIRE_ANSWERS: numbers as numbers, "working" as the contract's boilerBroken. */
function sentOf({ boilerWorking, boilerAge, bedrooms, bathtubs, showers, ...rest }: typeof QUESTIONNAIRE_ANSWERS) {
  return { ...rest, boilerBroken: boilerWorking === 'Yes' ? 'No' : 'Yes', boilerAge: Number(boilerAge), bedrooms: Number(bedrooms), bathtubs: Number(bathtubs), showers: Number(showers) };
}

test('"Email me a link" opens the save-quote popup, which asks for an email address, saves, confirms, and the quote is not offered again', async ({ browser, context }) => {
  const { ref } = await priceInBrowser(context);
  const laptop = await browser.newContext();
  try {
    const page = await laptop.newPage();
    await page.goto(`/quote/boiler/results/${ref}`);
    await expect(saveOffer(page)).toBeVisible(PAGE_LOAD);
    await saveOffer(page).getByRole('button', { name: 'Email me a link' }).click();
    const dialog = saveDialog(page);
    await expect(dialog.getByLabel('Email address')).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Copy the link' })).toBeVisible();

    // quote §5: "Required", then "Invalid email"; the title says "Error: " while the summary shows.
    await dialog.getByRole('button', { name: 'Email my quote' }).click();
    await expect(errorSummary(page)).toContainText('Required');
    await expectPageTitle(page, 'Your boiler prices', { error: true });
    await expectAccessible(page, 'save-quote popup with an error');
    await dialog.getByLabel('Email address').fill('jo.bloggs');
    await dialog.getByRole('button', { name: 'Email my quote' }).click();
    await expect(errorSummary(page)).toContainText('Invalid email');

    await dialog.getByLabel('Email address').fill('jo.bloggs@example.co.uk');
    await dialog.getByLabel('You can contact me about this quote').check();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === `/api/quote/save/${ref}`);
    await dialog.getByRole('button', { name: 'Email my quote' }).click();
    expect((await sent).postDataJSON()).toEqual({ email_address: 'jo.bloggs@example.co.uk', contact_consent: true });
    await expect(dialog.getByText('We’ve emailed your quote to jo.bloggs@example.co.uk.', { exact: false })).toBeVisible();
    await expectPageTitle(page, 'Your boiler prices');
    await expectAccessible(page, 'save-quote popup saved');
    await dialog.getByRole('button', { name: 'Back to my prices' }).click();
    await expect(saveOffer(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save your quote' })).toHaveCount(0);

    // The server now answers is_saved for the quote, in a browser that never dismissed the offer.
    const another = await (await browser.newContext()).newPage();
    await another.clock.install();
    await another.goto(`/quote/boiler/results/${ref}`);
    await expect(cards(another).first()).toBeVisible(PAGE_LOAD);
    await passSaveQuoteDelay(another);
    await expect(saveOffer(another)).toHaveCount(0);
    await expect(saveDialog(another)).toHaveCount(0);
    await another.context().close();
  } finally {
    await laptop.close();
  }
});

test('a failed save shows the Error dialog and keeps the address typed', async ({ page }) => {
  await useJourneyScenario(page, 'save-quote-failure');
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(saveOffer(page)).toBeVisible(PAGE_LOAD);
  await saveOffer(page).getByRole('button', { name: 'Email me a link' }).click();
  const dialog = saveDialog(page);
  await dialog.getByLabel('Email address').fill('jo.bloggs@example.co.uk');
  await dialog.getByRole('button', { name: 'Email my quote' }).click();
  const error = page.getByRole('alertdialog', { name: 'Error' }).or(page.getByRole('dialog', { name: 'Error' }));
  await expect(error).toBeVisible();
  await expectAccessible(page, 'save failed');
  await error.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog.getByLabel('Email address')).toHaveValue('jo.bloggs@example.co.uk');
});

test('results with no products offer no saving of the quote', async ({ page }) => {
  await useJourneyScenario(page, 'empty-results');
  await page.clock.install();
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(page.getByRole('heading', { name: /We couldn’t find a boiler/ })).toBeVisible(PAGE_LOAD);
  await passSaveQuoteDelay(page);
  await expect(saveOffer(page)).toHaveCount(0);
  await expect(saveDialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save your quote' })).toHaveCount(0);
});

test('an unknown reference says so, with the questionnaire and the phone number', async ({ page }) => {
  await useJourneyScenario(page, 'quote-not-found');
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that quote' })).toBeVisible(PAGE_LOAD);
  await expectPageTitle(page, 'Quote not found');
  await expect(page.getByRole('main').getByRole('link', { name: '0808 157 0123' })).toBeVisible();
  await expectAccessible(page, 'quote not found');
  await page.getByRole('link', { name: 'Get my prices' }).click();
  await expect(page).toHaveURL(/\/quote\/boiler(\?|$)/);
});

test('an expired quote says its prices have expired and re-prices its saved answers in one step, under its reference', async ({ page }) => {
  await useJourneyScenario(page, 'quote-expired');
  const calls = resultsCalls(page);
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/quote/results/boiler/QTEST1') sent.push(request.postDataJSON());
  });
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(page.getByRole('heading', { level: 1, name: 'Your boiler prices have expired' })).toBeVisible(PAGE_LOAD);
  await expect(cards(page)).toHaveCount(0);
  await expectAccessible(page, 'expired quote');
  await page.getByRole('button', { name: 'Get today’s prices' }).click();
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  // The same page, its reference kept, and no popup opened by itself.
  await expect(page).toHaveURL(/\/quote\/boiler\/results\/QTEST1$/);
  await page.waitForLoadState('networkidle');
  // One PUT with the answers the quote was saved with; the results take its answer and load nothing more.
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ quoteType: 'boiler', postcode: 'LS6 2AB', fuelType: 'Gas' });
  expect(calls).toEqual(['GET /api/quote/results/boiler/QTEST1', 'PUT /api/quote/results/boiler/QTEST1']);
});

test('with nothing remembered, a landing loads the quote by its reference as the app starts, and the page takes that call (decisions 955, 963)', async ({ page }) => {
  const calls = resultsCalls(page);
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual(['GET /api/quote/results/boiler/QTEST1']);
});
