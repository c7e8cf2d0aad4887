// The seven quote questionnaires in Chromium against Prism: each completed to its results URL, one
// tap per choice, with the progress, the focus on each question's heading and a reload part-way;
// axe on every screen; one ending answer each; the boiler by keyboard, and counted in taps.
import type { Page } from '@playwright/test';
import { E2E_MOCK_PORT } from '../../playwright.config';
import { E2E_BUILD_ENV } from '../../scripts/e2e-env.mjs';
import { blockSiteData, expect as baseExpect, expectAccessible, test, useScenario } from './fixtures';

// Every screen runs axe and the 2 shared cores are busy: generous waits, failures still fail.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/** A card to choose, with what some of the step's cards must say (their accessible descriptions). */
type Action = { choose: string; descriptions?: Readonly<Record<string, string>> } | { fill: Readonly<Record<string, string>> };

interface Journey {
  type: string;
  steps: readonly Action[];
  /** Where "Get my prices" lands: results for products, the service checkout for servicing. */
  done: RegExp;
  /** The answers that end the online quote, and the /contact reason they give. */
  ending: { steps: readonly Action[]; reason: string; says: RegExp };
}

const choose = (label: string, descriptions?: Readonly<Record<string, string>>): Action => ({ choose: label, descriptions });
const fill = (fields: Readonly<Record<string, string>>): Action => ({ fill: fields });
const address = fill({ 'Address line 1': '1 High Street', 'Town or city (optional)': 'Leeds', Postcode: 'ls6 2ab' });

// The results page opens no popup by itself (its save-quote offer sits beside the prices): the address stays bare.
const RESULTS = (type: string) => new RegExp(`/quote/${type}/results/[^/?]+$`);

const JOURNEYS: readonly Journey[] = [
  {
    type: 'boiler',
    steps: [
      choose('Mains gas'), choose('Combi boiler'), choose('Under 5 seconds'), choose('Yes, it is working'), choose('11 to 20 years'),
      choose('Kitchen'),
      choose('In the same place', { 'In the same place': 'No extra cost', 'Another room on the same floor': 'Adds £795', 'In the loft': 'Adds £895' }),
      choose('I own it and live there'), choose('Terraced'), choose('10 to 15'),
      choose('3'), choose('1'), choose('2'),
      choose('Through an outside wall'), choose('1 to 2 metres'), choose('30 cm or more'), choose('2 metres or more'),
      choose('2 metres or more'), choose('No'), fill({ 'What is the postcode of the home?': 'sw1a1aa' }),
    ],
    done: RESULTS('boiler'),
    ending: {
      steps: [choose('Mains gas'), choose('Combi boiler'), choose('Under 5 seconds'), choose('Yes, it is working'), choose('11 to 20 years'),
        choose('Kitchen'), choose('In the same place'), choose('I own it and live there'), choose('Flat or apartment'), choose('Third floor or higher')],
      reason: 'high-floor',
      says: /third floor or higher/,
    },
  },
  {
    type: 'boiler-service',
    steps: [choose('Mains gas'), choose('A home'), choose('Combi boiler'), choose('Yes, it is working'), address, choose('I own it and tenants live there')],
    done: /\/service\/boiler\/[^/?]+$/,
    ending: { steps: [choose('LPG'), choose('A business or commercial property')], reason: 'commercial-property', says: /commercial property/ },
  },
  {
    type: 'heat-pump',
    steps: [
      address, choose('Detached'), choose('1983 to 1995'), fill({ 'What is the floor area of your home?': '120' }), choose('4'), choose('2'),
      choose('System boiler'), choose('More than 25 years'), choose('Yes'), fill({ 'How much gas do you use in a year?': '14,000' }),
    ],
    done: RESULTS('heat-pump'),
    ending: { steps: [address, choose('Flat or apartment')], reason: 'heat-pump-apartment', says: /Heat pumps in flats/ },
  },
  {
    type: 'solar',
    steps: [address, choose('I am the landlord'), choose('Semi-detached'), choose('No'), choose('3 or 4 people'), choose('Yes, or getting one soon'), choose('Most of the day'), choose('Yes, add bird proofing')],
    done: RESULTS('solar'),
    ending: { steps: [address, choose('I rent it')], reason: 'renting', says: /As you rent your home/ },
  },
  {
    type: 'battery',
    steps: [
      fill({ 'What is the postcode of the home?': 'G1 1XQ' }), choose('I own it and live there'), choose('Bungalow'), choose('Yes'), choose('Yes, I own them'),
      fill({ 'How big is your solar system?': '3.5' }), choose('Yes'), fill({ 'How much electricity do you use in a year?': '4200' }), choose('In a garage'),
    ],
    done: RESULTS('battery'),
    ending: { steps: [fill({ 'What is the postcode of the home?': 'G1 1XQ' }), choose('I rent it')], reason: 'renting', says: /As you rent your home/ },
  },
  {
    type: 'ev',
    steps: [choose('Yes'), choose('In or on a garage'), choose('6 to 15 metres'), fill({ 'Where would we fit the charger?': 'M1 1AE' })],
    done: RESULTS('ev'),
    ending: { steps: [choose('No')], reason: 'no-driveway', says: /off-street parking/ },
  },
  {
    type: 'aircon',
    steps: [
      choose('A house'), choose('A bedroom'), choose('First floor'), choose('Medium'), choose('Lots: sun for most of the day'), choose('Yes'),
      choose('On a ground-floor wall'), choose('Up to 5 metres'), choose('1 metre or more'), fill({ 'What is the postcode of the property?': 'NW1 6XE' }),
    ],
    done: RESULTS('aircon'),
    ending: { steps: [choose('A business or commercial property')], reason: 'commercial-property', says: /commercial property/ },
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A one-tap card by the start of its label ("LPG" for "LPG (bottled or tank gas)"); any description is its description. */
const card = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) });
const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const progress = (page: Page) => page.getByRole('progressbar', { name: /^Question \d+ of (about )?\d+$/ });
const getMyPrices = (page: Page) => page.getByRole('button', { name: 'Get my prices' });

/** The place a question says it has: "Question 4 of about 12" -> 4. */
async function positionOf(page: Page): Promise<number> {
  return Number(await progress(page).getAttribute('aria-valuenow'));
}

/** Waits until the next screen has rendered: the URL and the question (h1) have both changed. */
async function continueFrom(page: Page, url: string, question: string | null, submit: () => Promise<void>) {
  await submit();
  await expect(page).not.toHaveURL(url);
  await expect(heading(page)).not.toHaveText(question ?? '');
}

/** One tap on the card answers a choice; a typed answer is filled, then Continue. */
async function answerStep(page: Page, action: Action) {
  const [url, question] = [page.url(), await heading(page).textContent()];
  if ('choose' in action) {
    for (const [label, description] of Object.entries(action.descriptions ?? {})) await expect(card(page, label)).toHaveAccessibleDescription(description);
    await continueFrom(page, url, question, () => card(page, action.choose).click());
    return;
  }
  for (const [label, value] of Object.entries(action.fill)) await page.getByLabel(label, { exact: true }).fill(value);
  await continueFrom(page, url, question, () => page.getByRole('button', { name: 'Continue' }).click());
}

/** A new question: at the top of the page (the scroll may be smooth), its heading focused, its place in the progress. */
async function expectNewQuestion(page: Page, position: number) {
  await expect(heading(page)).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(progress(page)).toBeVisible();
  expect(await positionOf(page)).toBe(position);
}

test.describe('quote questionnaires', () => {
  for (const journey of JOURNEYS) {
    test(`${journey.type}: every screen passes axe, a reload keeps the answers, and the last step opens the results`, async ({ page }, testInfo) => {
      await page.goto(`/quote/${journey.type}`);
      await expect(page).toHaveURL(/\?step=/);
      await page.setViewportSize({ width: 390, height: 900 });

      const reloadAfter = Math.min(2, journey.steps.length - 1);
      for (const [index, action] of journey.steps.entries()) {
        await expectNewQuestion(page, index + 1);
        const { total } = await progress(page).evaluate((bar) => ({ total: Number(bar.getAttribute('aria-valuemax')) }));
        expect(total).toBeGreaterThanOrEqual(index + 1);
        if ('choose' in action) await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
        await expectAccessible(page, `on ${page.url()}`);
        if (/step=flue(Length|WindowDistance|GroundDistance|PropertyDistance|UnderStructure)$/.test(page.url())) {
          // The flue questions show how to measure: a described diagram and a sentence.
          await expect(page.locator('.quote-help img')).toHaveAttribute('alt', /flue/);
          await expect(page.locator('.quote-help figcaption')).toContainText('How to measure:');
        }
        await answerStep(page, action);
        if (index === reloadAfter - 1) {
          // Part-way: a reload keeps the step and the answers, and Back shows the last answer marked.
          const url = page.url();
          const question = await heading(page).textContent();
          await page.reload();
          await expect(page).toHaveURL(url);
          await expect(heading(page)).toHaveText(question ?? '');
          await back(page).click();
          await expectNewQuestion(page, index + 1);
          if ('choose' in action) {
            await expect(card(page, action.choose)).toHaveAttribute('aria-pressed', 'true');
            await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
            await expectAccessible(page, 'a question with its answer marked');
          } else for (const label of Object.keys(action.fill)) await expect(page.getByLabel(label, { exact: true })).not.toHaveValue('');
          await page.goBack();
          await expect(page).toHaveURL(url);
        }
      }

      await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
      // "Get my prices" is on the first screen of check your answers, however many answers there are.
      await expect(getMyPrices(page)).toBeInViewport();
      await expectAccessible(page, 'on check your answers');
      testInfo.annotations.push({ type: 'answers', description: (await page.locator('.quote-summary').innerText()).replace(/\s+/g, ' ') });
      await getMyPrices(page).click();
      await expect(page).toHaveURL(journey.done);
      // What this browser keeps past the tab holds no address line (decision 955).
      const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(kept).toContain('quote-requests');
      for (const line of ['1 High Street', 'Leeds']) expect(kept).not.toContain(line);
    });

    test(`${journey.type}: an answer that ends the online quote goes to the contact page with the reason`, async ({ page }) => {
      await page.goto(`/quote/${journey.type}`);
      for (const action of journey.ending.steps) await answerStep(page, action);
      await expect(page).toHaveURL(`/contact?reason=${journey.ending.reason}`);
      await expect(page.getByText(journey.ending.says)).toBeVisible();
      await expect(page.getByRole('link', { name: /^Call \d/ })).toBeVisible();
    });
  }

  test('the boiler questionnaire can be completed by keyboard alone: each question puts focus on its heading, Tab reaches the cards in order and Enter answers, check your answers on its heading; with site data blocked (storage throws a SecurityError) its answers still open the results, with one call', async ({ page }) => {
    await blockSiteData(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quote/results/boiler') posts.push(request.url());
    });
    await page.goto('/quote/boiler');
    const boiler = JOURNEYS.find((journey) => journey.type === 'boiler')!;
    for (const action of boiler.steps) {
      const [url, question] = [page.url(), await heading(page).textContent()];
      await expect(heading(page)).toBeFocused();
      if ('choose' in action) {
        // From the heading, Tab goes through the cards in order; Enter on one answers and moves on.
        const labels = await page.locator('.ui-choice__label').allTextContents();
        for (let i = 0; i <= labels.indexOf(action.choose); i++) await page.keyboard.press('Tab');
        await expect(card(page, action.choose)).toBeFocused();
        await expect(card(page, action.choose)).toHaveCSS('outline-style', 'solid');
      } else {
        for (const [label, value] of Object.entries(action.fill)) {
          await page.keyboard.press('Tab');
          await expect(page.getByLabel(label, { exact: true })).toBeFocused();
          await page.keyboard.type(value);
        }
      }
      await continueFrom(page, url, question, () => page.keyboard.press('Enter'));
    }
    // Continue on the last question: the check-your-answers heading takes focus, so it is announced.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeFocused();
    await expectAccessible(page, 'check your answers, its heading focused');
    // On from the heading by Tab alone: each answer's Change link, then the button.
    const changeLinks = await page.getByRole('link', { name: /^Change / }).count();
    for (let press = 0; press <= changeLinks && !(await getMyPrices(page).evaluate((button) => button === document.activeElement)); press++) await page.keyboard.press('Tab');
    await expect(getMyPrices(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(RESULTS('boiler'));
    await expect(page.locator('[data-product-id]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(posts).toHaveLength(1); // the questionnaire's; the results page used its answer, kept in memory
  });

  test('a boiler price takes at most 23 taps from the home page, every click counted (the field tapped before typing too)', async ({ page }, testInfo) => {
    // Every click the page receives, kept across documents in case one reloads.
    await page.addInitScript(() => {
      document.addEventListener('click', () => sessionStorage.setItem('taps', String(Number(sessionStorage.getItem('taps') ?? 0) + 1)), { capture: true });
    });
    await page.goto('/');
    await page.getByRole('link', { name: /boiler/i }).first().click();
    await expect(page).toHaveURL('/quote/boiler?step=fuelType');
    for (const action of JOURNEYS.find((journey) => journey.type === 'boiler')!.steps) {
      const [url, question] = [page.url(), await heading(page).textContent()];
      if ('choose' in action) await continueFrom(page, url, question, () => card(page, action.choose).click());
      else {
        for (const [label, value] of Object.entries(action.fill)) {
          await page.getByLabel(label, { exact: true }).click();
          await page.keyboard.type(value);
        }
        await continueFrom(page, url, question, () => page.getByRole('button', { name: 'Continue' }).click());
      }
    }
    await expect(getMyPrices(page)).toBeInViewport();
    await getMyPrices(page).click();
    await expect(page).toHaveURL(RESULTS('boiler'));
    await expect(page.locator('[data-product-id]').first()).toBeVisible();
    const taps = await page.evaluate(() => Number(sessionStorage.getItem('taps')));
    testInfo.annotations.push({ type: 'taps', description: String(taps) });
    expect(taps).toBeLessThanOrEqual(23);
  });

  test('/quote: one tap on a product opens its questionnaire; Back from the first question returns', async ({ page }) => {
    await page.goto('/quote');
    await expectAccessible(page, 'on /quote');
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await card(page, 'Heat pump').click();
    await expect(page).toHaveURL('/quote/heat-pump?step=postcode');
    await back(page).click();
    await expect(page).toHaveURL('/quote');
  });

  test('a landing on /quote/boiler names its first question in the address, and the browser Back leaves it (decision 963)', async ({ page }) => {
    await page.goto('/');
    await page.goto('/quote/boiler');
    await expect(page).toHaveURL('/quote/boiler?step=fuelType');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What fuel does your boiler use?');
    // Two quick taps: the second lands inside the double-tap window on the next question's card, and answers it too.
    await card(page, 'Mains gas').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What type of boiler do you have?');
    const combi = (await card(page, 'Combi boiler').boundingBox())!;
    await page.mouse.move(combi.x + combi.width / 2, combi.y + combi.height / 2);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How long does your kitchen cold tap take to fill a pint glass?');
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('validation: a typed answer left empty, then a postcode that is not a UK one, shows the GOV.UK error summary', async ({ page }) => {
    await page.goto('/quote/ev');
    for (const action of [choose('Yes'), choose('On a post by the parking space'), choose('Up to 5 metres')]) await answerStep(page, action);
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Enter a postcode');
    await expect(page).toHaveTitle(/^Error: Where would we fit the charger/);
    await expectAccessible(page, 'with errors');
    await page.getByLabel('Where would we fit the charger?').fill('SW1A');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toContainText('Enter a real UK postcode, like SW1A 1AA');
    await expect(page.getByLabel('Where would we fit the charger?')).toHaveValue('SW1A');
    await page.getByLabel('Where would we fit the charger?').fill('sw1a1aa');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('.quote-summary')).toContainText('SW1A 1AA');
  });

  test('analytics: the first answer pushes quote_start, a successful submit quote_finish with the reference; no third-party host is contacted', async ({ page }) => {
    const addresses: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http')) addresses.push(url);
    });
    const pushed = (event: string) =>
      page.evaluate((name) => ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === name), event);
    const tagged = { advertiser_id: E2E_BUILD_ENV.VITE_AFFILIATE_ADVERTISER_ID, channel: 'aw' };

    await page.goto('/quote/heat-pump');
    await expect(heading(page)).toBeVisible();
    expect(await pushed('quote_start')).toEqual([]);
    const [first, ...rest] = JOURNEYS.find((journey) => journey.type === 'heat-pump')!.steps;
    await answerStep(page, first!);
    await expect.poll(() => pushed('quote_start')).toEqual([{ event: 'quote_start', ...tagged, order_type: 'heat_pump' }]);
    // Going back and answering the first question again is the same quote, not a new start.
    await back(page).click();
    await expect(page).toHaveURL('/quote/heat-pump?step=postcode');
    await answerStep(page, first!);
    for (const action of rest) await answerStep(page, action);
    expect(await pushed('quote_finish')).toEqual([]);
    await getMyPrices(page).click();
    await expect(page).toHaveURL(RESULTS('heat-pump'));
    const reference = new URL(page.url()).pathname.split('/').at(-1);
    expect(await pushed('quote_start')).toHaveLength(1);
    expect(await pushed('quote_finish')).toEqual([{ event: 'quote_finish', ...tagged, order_type: 'heat_pump', quote_id: reference }]);
    // Mock mode loads no analytics (or any other) third-party script: only the app's own host, and the
    // pictures from the image host the mock plays (decision 872).
    const imageHost = `127.0.0.1:${E2E_MOCK_PORT}`;
    const elsewhere = addresses.filter((url) => url.host !== new URL(page.url()).host && !(url.host === imageHost && url.pathname.startsWith('/images/')));
    expect(elsewhere.map(String)).toEqual([]);
  });

  test('a failed submit keeps the answers, shows the error dialog and lets the customer retry', async ({ page }) => {
    const ev = JOURNEYS.find((journey) => journey.type === 'ev')!;
    await page.goto('/quote/ev');
    for (const action of ev.steps) await answerStep(page, action);
    await useScenario(page, 'code=500', '**/api/quote/results/**');
    await getMyPrices(page).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
    await page.unroute('**/api/quote/results/**');
    await getMyPrices(page).click();
    await expect(page).toHaveURL(RESULTS('ev'));
  });
});
