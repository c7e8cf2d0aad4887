// Results for the six product types in Chromium against Prism: products with the facts and
// representative example, choosing one, sort and filters in the URL, a first page with "Show more",
// one results call from the questionnaire, a new tab that loads by reference, every popup with axe
// and Back, an empty result, a failed load and solar re-pricing. The first look on a phone and the
// save-quote offer are in results-first-look.spec.ts; what a card promises checkout keeps, in
// results-to-checkout.spec.ts; quotes opened in another browser, in saved-quote.spec.ts.
// Past 400 lines as one file: the results page's own behaviours, over the helpers of results-steps.ts.
import type { Page, Route } from '@playwright/test';
import { errorSummary, expect, expectAccessible, expectNoSidewaysScroll, expectPageTitle, navigateInApp, openCheckYourAnswers, REFLOW_WIDTH, test } from './fixtures';
import { BOILER_ANSWERS, cards, cardsShown, editResults, exampleFor, noSaveQuoteOffer, PAGE_LOAD, pounds, rememberAnswers, resultsCalls, typedScenario, TYPES } from './results-steps';

test.describe.configure({ timeout: 60_000 });

for (const { type, fact, choose, lands } of TYPES) {
  test(`${type} results show priced products with a representative example, and choosing one goes on`, async ({ page }) => {
    await rememberAnswers(page, type);
    await typedScenario(page, type);
    await noSaveQuoteOffer(page);
    await page.goto(`/quote/${type}/results/QTEST1`);

    await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
    const first = cards(page).first();
    await expect(first.getByText(fact, { exact: true })).toBeVisible();
    await expect(first.getByText('Next available', { exact: true })).toBeVisible();
    await expect(first.getByText(/£[\d,]+\.\d\d/).first()).toBeVisible();
    await expect(page.getByText(/We are a credit broker, not a lender/).first()).toBeVisible();
    // Examples are on the product's own plans: no rate that no plan has (decision 951).
    await expect(page.getByText(/13\.9% APR/)).toHaveCount(0);
    const example = page.getByText(/^Representative example: cash price £[\d,]+\.\d\d, deposit £[\d,]+\.\d\d, amount of credit £[\d,]+\.\d\d, [\d.]+% APR representative, \d+ monthly payments of £[\d,]+\.\d\d(?: and a final payment of £[\d,]+\.\d\d)?, total amount payable £[\d,]+\.\d\d\.$/);
    await expect(example.first()).toBeVisible();
    // The example is on the price the customer compares: the card's own price (decision 830).
    const price = await first.locator('.ui-price__now').textContent();
    const firstExample = first.getByText(/^Representative example/);
    if (await firstExample.count()) await expect(firstExample).toContainText(`cash price ${price?.replace(/^now /, '')},`);
    if (type === 'heat-pump') {
      // Bought by enquiry: the results guide and the proposal fixes the price (decision 932).
      await expect(page.getByText(/Guide prices including VAT and installation: your proposal gives the fixed price\. Prices are after the £7,500\.00 Boiler Upgrade Scheme grant, which we claim for you \(homes in England and Wales\)\./)).toBeVisible();
      await expect(first.getByText(/^After the £7,500\.00 Boiler Upgrade Scheme grant, which we claim for you \(homes in England and Wales\)\. Before the grant: £[\d,]+\.\d\d\.$/)).toBeVisible();
    }
    await expectAccessible(page, `${type} results`);

    await first.getByRole('link', { name: choose }).click();
    await expect(page).toHaveURL(lands);
  });
}


test('boiler: moving the boiler is in every price compared, the example and the product page, and says so (decision 830)', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  let firstPrice = 0;
  await editResults(page, (body) => {
    body.relocation = 79_500;
    firstPrice = Number(body.products[0]!.price_after_discount);
  });
  await page.goto('/quote/boiler/results/QTEST1');
  const first = cards(page).first();
  await expect(first).toBeVisible(PAGE_LOAD);
  const withMove = pounds(firstPrice + 79_500);
  await expect(page.getByText('Fixed prices including VAT, installation and £795.00 for moving your boiler.')).toBeVisible();
  await expect(first.locator('.ui-price__now')).toHaveText(new RegExp(`${withMove.replace(/[.$]/g, '\\$&')}$`));
  await expect(first.getByText('Includes £795.00 for moving your boiler.', { exact: true })).toBeVisible();
  await expect(first.getByText(/^Representative example/)).toContainText(`cash price ${withMove},`);

  const detail = page.waitForResponse((response) => /\/api\/boiler\/\d+$/.test(response.url()));
  await first.getByRole('heading').getByRole('link').click();
  const { product } = await (await detail).json();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible(PAGE_LOAD);
  const detailWithMove = pounds(product.price_after_discount + 79_500);
  await expect(page.locator('.product .ui-price__now')).toHaveText(new RegExp(`${detailWithMove.replace(/[.$]/g, '\\$&')}$`));
  await expect(page.getByText('Includes £795.00 for moving your boiler.', { exact: true })).toBeVisible();
  await expect(page.getByText('Cash price', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText(detailWithMove);
  await expectAccessible(page, 'product detail with a relocation');
});

test('boiler: sort and filters live in the URL, survive a reload, and an empty filter result can be cleared', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  await editResults(page, (body) => {
    // A ten-day lead: no product's earliest install day is tomorrow, so that filter empties the list.
    body.next_available = 10;
  });
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  const total = await cardsShown(page);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  const prices = await page.locator('[data-product-id] .ui-price__now').allTextContents();
  const pence = prices.map((text) => Number(text.replace(/[£,.]/g, '')));
  expect(pence).toEqual([...pence].sort((a, b) => a - b));

  // On a phone the filters fold behind a button that says how many are chosen (decision 931).
  const filtersButton = page.getByRole('button', { name: /^Filters/ });
  await expect(page.getByRole('checkbox', { name: 'Interest free' })).toBeHidden();
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
  await filtersButton.click();
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'filters shown on a phone');
  await page.getByRole('checkbox', { name: 'Interest free' }).check();
  await expect(filtersButton).toHaveText('Filters (1)');
  // The open panel ends with how many products the filters keep; it shuts the panel and brings the
  // results, their count first, into view (decision 931).
  const kept = (await page.locator('#results-count').textContent())!.match(/^\d+ boilers?/)![0];
  const show = page.getByRole('button', { name: `Show ${kept}`, exact: true });
  await show.click();
  await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${kept} of`) })).toBeFocused();
  await expect(cards(page).first()).toBeInViewport();
  // With a filter chosen, "Sort by" and the button never squeeze each other: at the phone's width and at 320 px.
  const sortBox = page.getByRole('combobox', { name: 'Sort by' });
  for (const width of [412, REFLOW_WIDTH]) {
    await page.setViewportSize({ width, height: 915 });
    // Both boxes from one layout: the page may still be scrolling the results into view.
    const [sort, toggle] = await page.evaluate(
      (elements) => elements.map((element) => element.getBoundingClientRect().toJSON()) as [DOMRect, DOMRect],
      [await sortBox.elementHandle(), await filtersButton.elementHandle()],
    );
    expect(sort.width, `the sort box at ${width} px`).toBeGreaterThanOrEqual(192);
    const apart = sort.x + sort.width <= toggle.x || toggle.x + toggle.width <= sort.x || sort.y + sort.height <= toggle.y || toggle.y + toggle.height <= sort.y;
    expect(apart, `the sort box ${JSON.stringify(sort)} and the button ${JSON.stringify(toggle)} apart at ${width} px`).toBe(true);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 412, height: 915 });
  await expect(page).toHaveURL(/filter=interestFree/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(page.getByRole('checkbox', { name: 'Interest free' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceAsc');
  expect(await cardsShown(page)).toBeLessThanOrEqual(total);

  await page.getByRole('checkbox', { name: 'Next-day installation' }).check();
  await expect(page.getByText('No boilers match the filters you chose.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectAccessible(page, 'empty filter result');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards(page)).toHaveCount(total);
  await expect(page).not.toHaveURL(/filter=/);
  await expect(page).toHaveURL(/sort=priceAsc/);

  // Beside the list (a desktop window) the filters always show, without the button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('checkbox', { name: 'Interest free' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
});

test('with many products a first page shows without shifting the page, and "Show more" adds the next page and moves focus', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // How many cards the page had, each time it changed.
    const counts: number[] = [];
    (window as unknown as { cardCounts: number[] }).cardCounts = counts;
    new MutationObserver(() => {
      const count = document.querySelectorAll('[data-product-id]').length;
      if (counts.at(-1) !== count) counts.push(count);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.route(resultsCalls('boiler'), async (route) => {
    const upstream = await route.fetch({ headers: { ...route.request().headers(), prefer: exampleFor('boiler') } });
    const body = await upstream.json();
    body.products = Array.from({ length: 30 }, (_, i) => ({ ...body.products[i % body.products.length], id: 1000 + i, index: i }));
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the loading state stays on screen a while
    await route.fulfill({ response: upstream, json: body });
  });
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(page.getByRole('status').filter({ hasText: 'Finding your prices' })).toBeVisible(PAGE_LOAD);
  await expect(cards(page)).toHaveCount(12, PAGE_LOAD);
  const showing = page.getByRole('status').filter({ hasText: /^Showing/ });
  await expect(showing).toHaveText('Showing 12 of 30 boilers');
  // The first cards mount at once and the rest of the page in a render just after: two short tasks (TBT).
  expect(await page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts.filter((count) => count > 0))).toEqual([3, 12]);
  // The skeleton held the place of the page: the products arriving moved nothing (budget CLS 0.02).
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
  // Cards out of view skip layout (content-visibility): they must not widen the list past a phone's width.
  await expectNoSidewaysScroll(page, 'at the phone width');
  await page.setViewportSize({ width: REFLOW_WIDTH, height: 800 });
  await expectNoSidewaysScroll(page, 'at 320 px');

  // Cards out of view skip layout: those a resize or a scroll brings into view are laid out over the
  // next frames, and may move the button. The tap waits for them, or it can land where the button was.
  const showMore = page.getByRole('button', { name: 'Show more products (18 left)' });
  await showMore.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await showMore.click();
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).nth(12).getByRole('heading').getByRole('link')).toBeFocused();
  await expect(showing).toHaveText('Showing 24 of 30 boilers');
  await expectAccessible(page, 'results with Show more used');

  const more = page.getByRole('button', { name: 'Show more products (6 left)' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(cards(page)).toHaveCount(30);
  await expect(cards(page).nth(24).getByRole('heading').getByRole('link')).toBeFocused();
  await expect(showing).toHaveText('Showing all 30 boilers');
  await expect(page.getByRole('button', { name: /^Show more products/ })).toHaveCount(0);

  // A new order starts again from the first page.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceDesc');
  await expect(cards(page)).toHaveCount(12);
  await expect(showing).toHaveText('Showing 12 of 30 boilers');
});

test('with many products a new order shows at once in the cards on screen, and the cards away from it follow just after', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  await page.route(resultsCalls('boiler'), async (route) => {
    const upstream = await route.fetch({ headers: { ...route.request().headers(), prefer: exampleFor('boiler') } });
    const body = await upstream.json();
    body.products = Array.from({ length: 30 }, (_, i) => ({ ...body.products[i % body.products.length], id: 1000 + i, index: i, price_after_discount: 100_000 + ((i * 7919) % 300_000) }));
    await route.fulfill({ response: upstream, json: body });
  });
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page)).toHaveCount(12, PAGE_LOAD);
  await cards(page).first().scrollIntoViewIfNeeded();
  // The cards as the frame after the change paints them: which product each shows and whether it is on screen.
  await page.evaluate(() => {
    document.addEventListener('change', () => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: unknown }).firstFrame = Array.from(document.querySelectorAll('[data-product-id]'), (card) => {
          const box = card.getBoundingClientRect();
          return { id: card.getAttribute('data-product-id'), onScreen: box.bottom > 0 && box.top < innerHeight };
        });
      });
    });
  });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceDesc');
  await expect(page).toHaveURL(/sort=priceDesc/);
  const prices = await page.locator('[data-product-id] .ui-price__now').allTextContents();
  const pence = prices.map((text) => Number(text.replace(/[£,.]/g, '')));
  expect(pence).toEqual([...pence].sort((a, b) => b - a));
  const settled = await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('data-product-id')));
  const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame: Array<{ id: string; onScreen: boolean }> }).firstFrame);
  expect(firstFrame).toHaveLength(12);
  // Nothing the customer can see is out of date, not even for one frame.
  const onScreen = firstFrame.flatMap((card, position) => (card.onScreen ? [position] : []));
  expect(onScreen.length).toBeGreaterThan(0);
  for (const position of onScreen) expect(firstFrame[position]!.id, `card ${position + 1}, on screen`).toBe(settled[position]);
  // The cards the browser skips (far from the screen) were not rendered for that frame: the work waited.
  expect(firstFrame.some((card, position) => !card.onScreen && card.id !== settled[position])).toBe(true);
});

/** The boiler questionnaire answered as in quote.spec.ts, as this tab keeps the answers. */
function countResultsPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/quote/results/boiler') posts.push(request.url());
  });
  return posts;
}

test('the questionnaire’s answer opens the results with one call, and a new tab in this browser loads the quote by its reference', async ({ page, context }) => {
  await openCheckYourAnswers(page, 'boiler', BOILER_ANSWERS);
  const posts = countResultsPosts(page);
  await page.getByRole('button', { name: 'Get my prices' }).click();
  await expect(page).toHaveURL(/\/quote\/boiler\/results\/[^/?]+$/, PAGE_LOAD);
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  await page.waitForLoadState('networkidle');
  expect(posts).toHaveLength(1); // the questionnaire's; the results page used its answer

  // The same link in a new tab (or a saved link later): the quote loads by its reference, nothing is priced again (decision 955).
  const newTab = await context.newPage();
  const newTabPosts = countResultsPosts(newTab);
  const loaded = newTab.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api${new URL(page.url()).pathname.replace('/quote/boiler/results/', '/quote/results/boiler/')}`);
  await newTab.goto(page.url());
  await loaded;
  await expect(cards(newTab).first()).toBeVisible(PAGE_LOAD);
  expect(newTabPosts).toEqual([]);
  // Without a reference the address gains the latest quote's, keeping the view (decision 122); a type
  // with nothing remembered goes to its questionnaire.
  const reference = new URL(page.url()).pathname.split('/').pop();
  await newTab.goto('/quote/boiler/results?sort=priceAsc');
  await expect(newTab).toHaveURL(new RegExp(`/quote/boiler/results/${reference}\\?sort=priceAsc$`), PAGE_LOAD);
  await newTab.goto('/quote/solar/results');
  await expect(newTab).toHaveURL(/\/quote\/solar(\?|$)/, PAGE_LOAD);
  // A reference no quote has (not in the shop's form: the mock's 404) says so and offers the questionnaire.
  await newTab.goto('/quote/boiler/results/not-a-quote');
  await expect(newTab.getByRole('heading', { name: 'We can’t find that quote' })).toBeVisible(PAGE_LOAD);
  await expect(newTab.getByRole('link', { name: 'Get my prices' })).toBeVisible();
  await newTab.close();
});

test('boiler: the current boiler’s efficiency grade and yearly saving, from the answers while the prices load, then from the quote', async ({ page }) => {
  await rememberAnswers(page, 'boiler'); // boilerAge 19, Semi-detached
  await noSaveQuoteOffer(page);
  let answerResults = () => {};
  const held = new Promise<void>((resolve) => (answerResults = resolve));
  await page.route(resultsCalls('boiler'), async (route: Route) => {
    const upstream = await route.fetch({ headers: { ...route.request().headers(), prefer: exampleFor('boiler') } });
    const body = await upstream.json();
    // The quote the server returns reads differently, so the test tells the two sources apart.
    body.quote.quote_items = { boiler_age: 25, home_type: 'Detached' };
    await held;
    await route.fulfill({ response: upstream, json: body });
  });
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(page.getByRole('status').filter({ hasText: 'Finding your prices' })).toBeVisible(PAGE_LOAD);
  // Age band 19 is grade D; a semi-detached home saves £305 a year at D (quote §9).
  await expect(page.getByText('Efficiency grade D, about 75% efficient.')).toBeVisible();
  await expect(page.getByText('£305.00 a year')).toBeVisible();
  await expectAccessible(page, 'results loading with the current boiler');

  answerResults();
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  // Band 25 is grade F (50%); a detached home saves £590 a year at F.
  await expect(page.getByText('Efficiency grade F, about 50% efficient.')).toBeVisible();
  await expect(page.getByText('£590.00 a year')).toBeVisible();
});

test('a card kept by the Interest free filter shows its 0% representative example', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  await typedScenario(page, 'boiler');
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  const examples = () => page.locator('[data-product-id] .results-card__example').allTextContents();
  // Unfiltered, the cards' examples are on their usual plans (interest bearing where they have one).
  expect((await examples()).some((text) => !text.includes(' 0% APR'))).toBe(true);

  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('checkbox', { name: 'Interest free' }).check();
  await expect(page).toHaveURL(/filter=interestFree/);
  const shown = await cardsShown(page);
  expect(shown).toBeGreaterThan(0);
  await expect.poll(examples).toHaveLength(shown);
  for (const text of await examples()) expect(text).toMatch(/, 0% APR representative, /);
  await expectAccessible(page, 'interest-free cards with their 0% examples');

  await page.getByRole('checkbox', { name: 'Interest free' }).uncheck();
  await expect.poll(async () => (await examples()).some((text) => !text.includes(' 0% APR'))).toBe(true);
});

const NAMED_POPUPS = [
  { button: 'Your quote', popup: 'SidebarPopup', title: 'Your quote' },
  { button: 'About these results', popup: 'ViewResultsPopup', title: 'About these results' },
  { button: 'What’s included', popup: 'WhatsIncludedPopup', title: 'What’s included' },
  { button: 'kW explained', popup: 'KwExplainedPopup', title: 'kW and kWh explained' },
  { button: 'Customer reviews', popup: 'TestimonialPopup', title: 'What our customers say' },
  { button: 'Request a callback', popup: 'CallbackPopup', title: 'Request a callback' },
] as const;

test('every results popup is named in the query, passes axe, and Back closes it', async ({ page }) => {
  test.setTimeout(180_000); // eleven popups, each with an axe run
  await rememberAnswers(page, 'boiler');
  await typedScenario(page, 'boiler');
  await noSaveQuoteOffer(page);
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);

  // On a phone the quote's links fold behind one button, so the products come sooner (decision 295).
  const linksButton = page.getByRole('button', { name: 'Quote details and help' });
  await expect(page.getByRole('button', { name: 'Your quote', exact: true })).toBeHidden();
  await expect(linksButton).toHaveAttribute('aria-expanded', 'false');
  await linksButton.click();
  await expect(linksButton).toHaveAttribute('aria-expanded', 'true');

  for (const { button, popup, title } of NAMED_POPUPS) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // Focus goes to the dialog's start, which reads its title, not to a button below the text (decision 335).
    await expect(dialog).toBeFocused();
    if (popup === 'WhatsIncludedPopup') {
      // Nothing checkout sells as an extra is called included (decision 954).
      await expect(dialog).not.toContainText(/control|filter|flush|thermostat|valve|pipework/i);
      await expect(dialog).toContainText('Optional extras are not in these prices');
    }
    await expect(page).toHaveURL(new RegExp(`popup=${popup}`));
    await expectAccessible(page, popup);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/quote\/boiler\/results\/QTEST1$/);
  }

  const first = cards(page).first();
  const productId = await first.getAttribute('data-product-id');
  for (const [button, popup] of [['Product info', 'ProductInfoPopup'], ['Finance options', 'FinanceOptionsPopup'], ['Add-ons', 'AddOnPopup']] as const) {
    await first.getByRole('button', { name: new RegExp(`^${button}`) }).click();
    await expect(page).toHaveURL(new RegExp(`popup=${popup}&product=${productId}`));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (popup === 'FinanceOptionsPopup') {
      // The product's own plans, by name (decision 951); the same list as checkout's is checked below.
      await expect(dialog.getByText(/^Interest bearing over \d+ months, 9\.9% APR$/).first()).toBeVisible();
      await expect(dialog).not.toContainText(/\b(IF|IB|BNPL)\d+\b/);
      await expect(dialog).toContainText('Our other lender, Novuna, also offers plans we set up with you by phone');
      await expect(dialog.getByText('We are a credit broker, not a lender', { exact: false })).toBeVisible();
    }
    // Only what the boiler checkout sells (decision 954).
    if (popup === 'AddOnPopup') await expect(dialog).not.toContainText(/carbon monoxide/i);
    await expectAccessible(page, popup);
    await page.goBack();
    await expect(dialog).toBeHidden();
  }

  // The help and price-match popups have no query value.
  for (const [button, title] of [['Need help?', 'Need help choosing?'], ['Price promise', 'Our price promise']] as const) {
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(page).not.toHaveURL(/popup=/);
    await expectAccessible(page, title);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // FAQs from the response.
  await expect(page.getByRole('heading', { name: 'Questions customers ask' })).toBeVisible();

  // A desktop window has room: the links always show, without the button.
  await linksButton.click();
  await expect(page.getByRole('button', { name: 'Your quote', exact: true })).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('button', { name: 'Your quote', exact: true })).toBeVisible();
  await expect(linksButton).toBeHidden();
});

test('the callback popup checks first, validates the number, keeps the form through a failed booking and books a callback', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await typedScenario(page, 'boiler');
  await noSaveQuoteOffer(page);
  const bodies: unknown[] = [];
  let bookingDown = true;
  await page.route('**/api/quote/callback/QTEST1', async (route) => {
    const body = route.request().postDataJSON() as unknown;
    bodies.push(body);
    if (body !== null && bookingDown) await route.fulfill({ status: 500, json: { message: 'Callbacks cannot be booked just now.' } });
    else await route.fulfill({ json: { callback: body !== null } });
  });
  await page.goto('/quote/boiler/results/QTEST1?popup=CallbackPopup');
  const dialog = page.getByRole('dialog', { name: 'Request a callback' });
  await expect(dialog.getByRole('button', { name: 'Call me back' })).toBeVisible(PAGE_LOAD);
  await expectPageTitle(page, 'Your boiler prices');
  await dialog.getByRole('button', { name: 'Call me back' }).click();
  // A refused number: an error summary in the popup takes focus, and the page title starts "Error: ".
  await expect(errorSummary(page)).toBeFocused();
  await expect(errorSummary(page).getByRole('link')).toHaveText('Phone number: Required');
  await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription('Error: Required');
  await expectPageTitle(page, 'Your boiler prices', { error: true });
  await dialog.getByLabel('Phone number').fill('12345');
  await dialog.getByRole('button', { name: 'Call me back' }).click();
  await expect(errorSummary(page).getByRole('link')).toHaveText('Phone number: Invalid phone number');
  await expect(errorSummary(page)).toBeFocused();
  await expectAccessible(page, 'callback errors');
  await dialog.getByLabel('First name (optional)').fill('Sam');
  await dialog.getByLabel('Phone number').fill('07700 900123');
  await dialog.getByRole('radio', { name: 'Evening' }).check();
  await dialog.getByRole('button', { name: 'Call me back' }).click();

  // quote §8 "Most other API failures": the Error dialog with the server's message; the form keeps what was typed.
  const errorDialog = page.getByRole('alertdialog', { name: 'Error' });
  await expect(errorDialog).toContainText('Callbacks cannot be booked just now.');
  await errorDialog.getByRole('button', { name: 'Ok' }).click();
  await expect(errorDialog).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Call me back' })).toBeFocused();
  await expect(dialog.getByLabel('First name (optional)')).toHaveValue('Sam');
  await expect(dialog.getByLabel('Phone number')).toHaveValue('07700 900123');
  await expect(dialog.getByRole('radio', { name: 'Evening' })).toBeChecked();

  bookingDown = false;
  await dialog.getByRole('button', { name: 'Call me back' }).click();
  await expect(dialog.getByText(/One of our advisers will call you about quote QTEST1/)).toBeVisible();
  await expectPageTitle(page, 'Your boiler prices');
  expect(bodies.at(-1)).toEqual({ first_name: 'Sam', contact_number: '07700 900123', preferred_time: 'evening' });
});

test('an empty result says so and offers a callback', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await typedScenario(page, 'boiler', 'empty-results');
  await noSaveQuoteOffer(page);
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(page.getByRole('heading', { name: 'We couldn’t find a boiler for your home online' })).toBeVisible(PAGE_LOAD);
  await expect(cards(page)).toHaveCount(0);
  await expectAccessible(page, 'empty results');
  await page.getByRole('button', { name: 'Request a callback' }).last().click();
  await expect(page).toHaveURL(/popup=CallbackPopup/);
});

test('a failed load is logged quietly, explains itself and can be retried', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  // Every call fails until the customer tries again (dev StrictMode loads twice on mount).
  let serverDown = true;
  await page.route(resultsCalls('boiler'), async (route) => {
    if (serverDown) await route.fulfill({ status: 500, json: { message: 'Server error' } });
    else await route.continue({ headers: { ...route.request().headers(), prefer: exampleFor('boiler') } });
  });
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(page.getByRole('heading', { name: 'We couldn’t load your prices' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page, 'failed load');
  serverDown = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
});

test('without answers in this browser the page loads the quote by its reference, and says when a reference has no quote', async ({ page }) => {
  await page.goto('/quote/battery/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  // Priced this morning: until when the prices hold, not the day they were given (decision 955).
  await expect(page.locator('.results__validity')).toHaveText(/^These prices hold until \w+day .+\.$/);
  await page.goto('/quote/battery/results/not-a-quote');
  await expect(page.getByRole('heading', { name: 'We can’t find that quote' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('link', { name: 'Get my prices' }).click();
  await expect(page).toHaveURL(/\/quote\/battery(\?|$)/);
});

test('a results landing sends its one load by reference and the lenders’ lists once each, with the CSRF token, as the app starts (decision 963)', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  const quoteCalls: string[] = [];
  const tokens: (string | undefined)[] = [];
  const listCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/quote/results/')) {
      quoteCalls.push(`${request.method()} ${path}`);
      tokens.push(request.headers()['x-csrf-token']);
    }
    if (path.startsWith('/api/finance/')) listCalls.push(path);
  });
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  await page.waitForLoadState('networkidle');
  // One call on the network: the page took the one sent as the app started, and posted nothing (decision 955).
  expect(quoteCalls).toEqual(['GET /api/quote/results/boiler/QTEST1']);
  expect(tokens).toEqual([await page.locator('meta[name="csrf-token"]').getAttribute('content')]);
  expect(listCalls.sort()).toEqual(['/api/finance/novuna', '/api/finance/v12']); // once each: the page took them
});

test('solar: changing the panels re-prices through PATCH; bird proofing is priced at £20.00 a panel for each system shown', async ({ page }) => {
  await rememberAnswers(page, 'solar');
  await typedScenario(page, 'solar');
  await noSaveQuoteOffer(page);
  await page.goto('/quote/solar/results/QTEST1');
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
  const patch = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/api/quote/results/solar'));
  // On a phone the fields fold behind a button, so the first screen shows a product (decision 533).
  const fold = page.getByRole('button', { name: 'Change panels or usage' });
  await expect(page.getByLabel('Number of panels')).toBeHidden();
  await fold.click();
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Number of panels').fill('12');
  await page.getByLabel('Your yearly electricity use').fill('3500');
  // Each system shown by its own panel count: the number typed is the size to re-price for, not theirs.
  const birdProofing = page.getByText(/^Bird proofing keeps pigeons/);
  await expect(birdProofing).toHaveText('Bird proofing keeps pigeons from nesting under your panels, at £20.00 a panel: £120.00 for 6 panels, £200.00 for 10 panels, £280.00 for 14 panels.');
  await page.getByRole('button', { name: 'Update prices' }).click();
  expect((await patch).postDataJSON()).toEqual({ panels: 12, electricity_usage: 3500, quote_id: expect.any(String) });
  await expect(page.getByText('Prices updated.')).toBeVisible();
  await expect(cards(page).first()).toBeVisible(PAGE_LOAD);

  // On a desktop the button sits beside the fields, level with them.
  await page.setViewportSize({ width: 1280, height: 900 });
  const field = (await page.getByLabel('Your yearly electricity use').boundingBox())!;
  const label = (await page.locator('label[for="solar-usage"]').boundingBox())!;
  const button = (await page.getByRole('button', { name: 'Update prices' }).boundingBox())!;
  expect(button.x - Math.max(field.x + field.width, label.x + label.width)).toBeLessThan(80);
  expect(Math.abs(button.y + button.height / 2 - (field.y + field.height / 2))).toBeLessThan(4);
});

test('boiler: choosing a product straight after ticking a filter always lands on checkout (the filter’s URL update never undoes it)', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  // On a Monday morning with no lead time every product installs next day (decision 500), so the
  // filter keeps the card the customer goes on to choose.
  await page.clock.setFixedTime(new Date(2026, 10, 23, 10));
  await editResults(page, (body) => {
    body.next_available = 0;
    body.products = body.products.map((product) => ({ ...product, delay_days: 0 }));
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const checkoutStep = page.locator('#checkout-step-heading');
  // From a tick and a click in the same moment to a click about a frame or two later: the filter's
  // URL update is still waiting for the browser to be idle in each case.
  // The first try loads the page; the others open the results again as a link in the app would.
  await page.goto('/quote/boiler/results/QTEST1');
  for (const gapMs of [0, 0, 0, 5, 10, 20, 30, 50, 80, 120]) {
    if (!page.url().includes('/quote/boiler/results/')) await navigateInApp(page, '/quote/boiler/results/QTEST1');
    await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
    const ticked = await page.evaluate(async (gap) => {
      const filter = [...document.querySelectorAll('label')].find((label) => label.textContent?.trim() === 'Next-day installation');
      filter?.click();
      if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap));
      document.querySelector<HTMLAnchorElement>('[data-product-id] a.ui-button--primary')?.click();
      return filter?.control instanceof HTMLInputElement && filter.control.checked;
    }, gapMs);
    expect(ticked, 'the filter was ticked').toBe(true);
    await expect(checkoutStep, `tick, then choose ${gapMs} ms later`).toBeVisible(PAGE_LOAD);
    await expect(page, `tick, then choose ${gapMs} ms later`).toHaveURL(/\/checkout\/boiler\/QTEST1\?product=\d+$/);
  }
});
