// The first look at prices: nothing moves from "Get my prices" to the first card on a phone, the
// first product's name and price on the first screen, and the save-quote offer after the first card
// (decision 935), never over a price or a button, dismissed per quote on this device.
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import { DISPLAY_DATE_FORMAT, QUOTE_PRICES_VALID_DAYS, SAVE_QUOTE_POPUP_DELAY_MS } from '../../src/domain/constants';
import { expect, expectAccessible, openCheckYourAnswers, passSaveQuoteDelay, test } from './fixtures';
import { BOILER_ANSWERS, cards, editResults, noSaveQuoteOffer, PAGE_LOAD, rememberAnswers, typedScenario, TYPES } from './results-steps';

test.describe.configure({ timeout: 60_000 });

/** The save-quote offer after the first card (decision 935): a region named by its heading. */
const saveOffer = (page: Page) => page.getByRole('region', { name: 'Save your quote' });

test('the save-quote offer shows after the first card 300 ms after the products, takes no focus, opens the popup, and once dismissed stays away for that quote on this device', async ({ page, context }) => {
  await rememberAnswers(page, 'boiler');
  await typedScenario(page, 'boiler');
  await page.clock.install();
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  // The element that has focus now, marked: the page around it may still grow (the cards after the first ones).
  await page.evaluate(() => document.activeElement?.setAttribute('data-focused-before', ''));
  await passSaveQuoteDelay(page);
  const offer = saveOffer(page);
  await expect(offer).toBeVisible();
  await expect(offer.getByText('QTEST1', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/popup=/);
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-focused-before')), 'focus stays where it was').toBe(true);
  // Between the first card and the second.
  const offerTop = (await offer.boundingBox())!.y;
  expect(offerTop).toBeGreaterThan((await cards(page).first().boundingBox())!.y);
  expect(offerTop).toBeLessThan((await cards(page).nth(1).boundingBox())!.y);
  await expectAccessible(page, 'save-quote offer');

  // "Email me a link" opens the popup, a modal dialog with the form; Back closes it and keeps the offer's quote dismissed.
  await offer.getByRole('button', { name: 'Email me a link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save your quote' });
  await expect(dialog.getByLabel('Email address')).toBeVisible();
  await expect(page).toHaveURL(/popup=SaveQuotePopup/);
  await expectAccessible(page, 'save-quote popup');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(saveOffer(page)).toHaveCount(0);

  // A reload, and a fresh visit in a new tab, do not offer it again for this quote.
  await page.reload();
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  await passSaveQuoteDelay(page);
  await expect(saveOffer(page)).toHaveCount(0);
  const fresh = await context.newPage();
  await typedScenario(fresh, 'boiler');
  await fresh.goto('/quote/boiler/results/QTEST1');
  await expect(cards(fresh).first()).toBeVisible(PAGE_LOAD);
  await fresh.waitForTimeout(SAVE_QUOTE_POPUP_DELAY_MS * 2);
  await expect(saveOffer(fresh)).toHaveCount(0);
  await fresh.close();
});

test('"No thanks" dismisses the offer for that quote alone: another quote still gets it', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await typedScenario(page, 'boiler');
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  await saveOffer(page).getByRole('button', { name: 'No thanks' }).click();
  await expect(saveOffer(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('save-quote-dismissed:QTEST1'))).toBe('1');
  await page.reload();
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  await page.waitForTimeout(SAVE_QUOTE_POPUP_DELAY_MS * 2);
  await expect(saveOffer(page)).toHaveCount(0);

  await page.goto('/quote/boiler/results/QOTHER2');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  await expect(saveOffer(page)).toBeVisible();
});

/** What the phone test keeps in the page: when "Get my prices" was pressed, and the layout shifts since. */
interface ShiftRecord {
  pressedAt: number | null;
  shiftsSincePress: () => number[];
}

test.describe('on a 412x915 phone', () => {
  test.use({ viewport: { width: 412, height: 915 } });

  test('from "Get my prices" to the first card nothing moves, and the save-quote offer never covers its price or its button', async ({ page }) => {
    // Every shift counts, those just after the tap too: nothing may move. Each is kept with when it
    // started, and the press on "Get my prices" with when it began, so the shifts of the page's own
    // arrival at "Check your answers" (reported late, or not) stay out of what is judged.
    await page.addInitScript(() => {
      const record = window as unknown as ShiftRecord;
      const shifts: Array<{ value: number; start: number }> = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push({ value: entry.value, start: entry.startTime });
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      record.pressedAt = null;
      document.addEventListener('pointerdown', (event) => {
        if ((event.target as Element).closest('button')?.textContent?.trim() === 'Get my prices') record.pressedAt ??= event.timeStamp;
      }, true);
      record.shiftsSincePress = () => {
        for (const entry of observer.takeRecords() as Array<PerformanceEntry & { value: number }>) shifts.push({ value: entry.value, start: entry.startTime });
        return shifts.filter((shift) => record.pressedAt !== null && shift.start >= record.pressedAt).map((shift) => shift.value);
      };
    });
    await openCheckYourAnswers(page, 'boiler', BOILER_ANSWERS);
    const getPrices = page.getByRole('button', { name: 'Get my prices' });
    await getPrices.click();
    const card = cards(page).first();
    await expect(card).toBeVisible(PAGE_LOAD);
    const offer = saveOffer(page);
    await expect(offer).toBeVisible();
    // The customer scrolls the first card into view: it is all there, and the offer is below it.
    await card.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const price = card.locator('.ui-price__now');
    const choose = card.getByRole('link', { name: /^Choose this boiler/ });
    const offerTop = (await offer.boundingBox())!.y;
    for (const part of [price, choose]) {
      const box = (await part.boundingBox())!;
      expect(box.y + box.height, 'above the offer').toBeLessThanOrEqual(offerTop);
    }
    await expect(choose).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as ShiftRecord).pressedAt), 'the press on "Get my prices" was seen').not.toBeNull();
    const shifts = await page.evaluate(() => (window as unknown as ShiftRecord).shiftsSincePress());
    expect(shifts, 'layout shifts from "Get my prices" to the first card').toEqual([]);
    await expectAccessible(page, 'results on a phone with the save-quote offer');
  });

  test('a results page says until when its prices hold with the server’s dates', async ({ page }) => {
    await rememberAnswers(page, 'boiler');
    await noSaveQuoteOffer(page);
    // The server's dates, far from anything the browser's clock would give (decision 955).
    const pricedAt = addDays(new Date(), -3);
    const until = addDays(pricedAt, QUOTE_PRICES_VALID_DAYS + 11);
    await editResults(page, (body) => Object.assign(body, { priced_at: pricedAt.toISOString(), valid_until: until.toISOString() }));
    await page.goto('/quote/boiler/results/QTEST1');
    await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
    await expect(page.locator('.results__validity')).toHaveText(`Priced on ${format(pricedAt, DISPLAY_DATE_FORMAT)}. These prices hold until ${format(until, DISPLAY_DATE_FORMAT)}.`);
    await expectAccessible(page, 'results with the prices-hold line');
  });
});

test('a saved quote gets no save-quote offer', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await editResults(page, (body) => {
    body.is_saved = true;
  });
  await page.clock.install();
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  await passSaveQuoteDelay(page);
  await expect(saveOffer(page)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeHidden();
});

const PHONE = { width: 412, height: 915 };

for (const { type } of TYPES) {
  test(`${type}: on a 412 x 915 phone the first screen shows the first product's name and price without scrolling`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await rememberAnswers(page, type);
    await typedScenario(page, type);
    await noSaveQuoteOffer(page);
    await page.goto(`/quote/${type}/results/QTEST1`);
    const first = cards(page).first();
    await expect(first).toBeVisible(PAGE_LOAD);
    await expect(first.locator('.ui-price__now')).toHaveText(/£[\d,]+\.\d\d$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const [part, locator] of [['name', first.getByRole('heading', { level: 3 })], ['price', first.locator('.ui-price__now')]] as const) {
      const box = await locator.boundingBox();
      expect(box, `${type} first card's ${part}`).not.toBeNull();
      expect(box!.y, `${type} first card's ${part} top`).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, `${type} first card's ${part} bottom, against the screen's ${PHONE.height} px`).toBeLessThanOrEqual(PHONE.height);
    }
    await expectAccessible(page, `${type} results at 412 x 915`);
  });
}
