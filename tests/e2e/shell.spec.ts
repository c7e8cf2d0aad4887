// The app shell in a real browser: every route renders, redirects, popups and Back, the journey
// record, the reload-once rule for a failed page chunk, not-found, and axe on the shell's pages.
import type { Locator } from '@playwright/test';
import { test, expect, expectAccessible, expectNoSidewaysScroll, REFLOW_WIDTH } from './fixtures';

const PAGES: [string, string | RegExp][] = [
  ['/', 'Home energy, priced and installed'],
  ['/contact', 'Contact us'],
  ['/quote', /./],
  ['/quote/aircon', /./],
  ['/quote/battery', /./],
  ['/quote/boiler', /./],
  ['/quote/boiler-service', /./],
  ['/quote/ev', /./],
  ['/quote/heat-pump', /./],
  ['/quote/solar', /./],
  ['/quote/aircon/results', /./],
  ['/quote/battery/results/Q-1', /./],
  ['/quote/boiler/results/Q-1', /./],
  ['/quote/ev/results/Q-1', /./],
  ['/quote/heat-pump/results/Q-1', /./],
  ['/quote/solar/results/Q-1', /./],
  ['/checkout/aircon', /./],
  ['/checkout/boiler/Q-1', /./],
  ['/checkout/ev/Q-1', /./],
  ['/enquire/aircon', /./],
  ['/enquire/battery/Q-1', /./],
  ['/enquire/boiler/Q-1', /./],
  ['/enquire/ev/Q-1', /./],
  ['/enquire/heat-pump/Q-1', /./],
  ['/enquire/solar/Q-1', /./],
  ['/quote/boiler/survey/Q-1', /./],
  ['/service/Q-1', /./],
  ['/service/boiler/Q-1', /./],
  ['/order/ORD-1', /./],
  ['/order-track/ORD-1', /./],
  ['/order/upload/ORD-1', /./],
  ['/order/pay/ORD-1', /./],
  ['/price-match/ORD-1', /./],
  ['/plans/Q-1', /./],
  ['/plans/boiler/Q-1', /./],
];

// Six pages a test, each a step named by its address: one browser page visits them in turn (a new
// page per address cost most of the time), and the two workers still share the list.
const PAGES_PER_TEST = 6;
for (let first = 0; first < PAGES.length; first += PAGES_PER_TEST) {
  const group = PAGES.slice(first, first + PAGES_PER_TEST);
  test(`${group.map(([url]) => url).join(', ')} each render a page with a heading, never a blank screen, and reflow at 320 px`, async ({ page }) => {
    await page.setViewportSize({ width: REFLOW_WIDTH, height: 800 });
    for (const [url, title] of group) {
      await test.step(url, async () => {
        await page.goto(url);
        const heading = page.getByRole('heading', { level: 1 });
        // Generous: on the shared 2-core machine a page chunk can take several seconds under load.
        await expect(heading).toHaveText(title, { timeout: 20_000 });
        await expect(heading).not.toHaveText('Page not found');
        await expect(page.getByRole('banner')).toBeVisible();
        await expectNoSidewaysScroll(page, `on ${url}`);
      });
    }
  });
}

// (/quote/results without a reference is covered by src/app/routes.test.tsx: the results page
// itself then sends a visitor with no quote to the questionnaire.)
// References in the shop's own form (Q and letters or digits): the mock answers them with its data,
// so each page stays where the redirect put it (an unknown reference is the contract's 404).
const REDIRECTS: [string, string][] = [
  ['/quote/results/QREDIRECT1', '/quote/boiler/results/QREDIRECT1'],
  ['/checkout/battery/QREDIRECT1', '/enquire/battery/QREDIRECT1'],
  ['/checkout/heat-pump/QREDIRECT1', '/enquire/heat-pump/QREDIRECT1'],
  ['/checkout/solar/QREDIRECT1', '/enquire/solar/QREDIRECT1'],
  ['/checkout/QREDIRECT1', '/checkout/boiler/QREDIRECT1'],
];

// One browser page lands on each address in turn, a step named by it.
test(`${REDIRECTS.map(([from, to]) => `${from} redirects to ${to}`).join(', ')}`, async ({ page }) => {
  for (const [from, to] of REDIRECTS) {
    await test.step(from, async () => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Still there once the page has loaded its reference: no popup opens by itself.
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveURL(to);
    });
  }
});

test('a type the spec does not list is not found', async ({ page }) => {
  await page.goto('/quote/gas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(/^Page not found/);
});

// The history rule in the browser: a page opened with ?popup= shows that popup, with an entry under
// it, so Back closes it and stays on the page without it. The save-quote popup opens only when asked
// for (decision 935), and its address still opens it. (The dialog closing with the query is unit-tested
// too, in src/app/routes.test.tsx "usePopup".)
test('a popup named in the query opens, and Back closes it and stays on the page', async ({ page }) => {
  await page.goto('/');
  await page.goto('/quote/boiler/results/QTEST1?popup=SaveQuotePopup');
  const popup = page.getByRole('dialog', { name: 'Save your quote' });
  await expect(popup.getByLabel('Email address')).toBeVisible({ timeout: 20_000 });
  // The app writes the popup's entry once it has rendered (the router keeps its state in `usr`); the
  // browser's Back counts from the entry it is on, so it waits for that entry.
  await page.waitForFunction(() => (history.state as { usr?: { popupPushed?: string } } | null)?.usr?.popupPushed === 'SaveQuotePopup');
  await page.goBack();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL('/quote/boiler/results/QTEST1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
});

test('leaving the home page sends the journey record with the url', async ({ page }) => {
  // The API client streams request bodies, which Chromium does not expose to Playwright; record
  // the bodies of journey requests in the page instead.
  await page.addInitScript(() => {
    const record = window as unknown as { journeyBodies: string[] };
    record.journeyBodies = [];
    const originalFetch = window.fetch;
    window.fetch = async (input, init) => {
      if (input instanceof Request && input.url.endsWith('/api/journey')) record.journeyBodies.push(await input.clone().text());
      return originalFetch(input, init);
    };
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const journey = page.waitForResponse((response) => response.url().endsWith('/api/journey') && response.request().method() === 'POST');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
  // Prism validates the body against the contract: 204 means { url } was well formed.
  expect((await journey).status()).toBe(204);
  const bodies = await page.evaluate(() => (window as unknown as { journeyBodies: string[] }).journeyBodies);
  expect(bodies.map((body) => JSON.parse(body))).toEqual([{ url: '/contact' }]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  await page.getByRole('link', { name: /home page/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home energy, priced and installed');
  expect(await page.evaluate(() => (window as unknown as { journeyBodies: string[] }).journeyBodies.length)).toBe(1);
});

const CONTACT_CHUNK = /contact-page[^/]*\.(js|tsx)(\?.*)?$/;

test('a page chunk that fails to load reloads the target URL once, then works', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let failures = 0;
  await page.route(CONTACT_CHUNK, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  expect(failures).toBe(1);
  expect(documentLoads).toEqual(['/contact']);
});

test('a page chunk that keeps failing shows the error page with a retry button, not a reload loop', async ({ page }) => {
  await page.route(CONTACT_CHUNK, (route) => route.abort('failed'));
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page did not load');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Once the network is quiet, every further try (a chunk request, a reload) would have been sent.
  await page.waitForLoadState('networkidle');
  expect(documentLoads).toEqual(['/contact', '/contact']);
});

test('home, contact and not-found pass axe (WCAG 2.2 AA) at phone width', async ({ page }) => {
  test.setTimeout(90_000);
  for (const url of ['/', '/contact?reason=back-boiler', '/nowhere']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, `on ${url}`);
  }
});

/** How many cards sit on each row, top to bottom ("4+3"). */
async function cardsPerRow(cards: Locator): Promise<string> {
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((elements) => {
    const rows = new Map<number, number>();
    for (const element of elements) {
      const top = Math.round(element.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.values()].join('+');
  });
}

test('the home page passes axe at desktop width and links each product to its questionnaire', async ({ page }) => {
  // The seven products fall 4 + 3 on the home page and on /quote, never with one or two alone on a row (decision 324).
  for (const width of [1024, 1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/quote');
    expect(await cardsPerRow(page.locator('.ui-choice-grid > *')), `/quote at ${width} px`).toBe('4+3');
    await page.goto('/');
    expect(await cardsPerRow(page.getByRole('region', { name: 'What can we quote for?' }).getByRole('listitem')), `/ at ${width} px`).toBe('4+3');
  }
  await expectAccessible(page, 'on / at 1280 px');
  await page.getByRole('region', { name: 'What can we quote for?' }).getByRole('link', { name: /Heat pump/ }).click();
  await expect(page).toHaveURL(/\/quote\/heat-pump(\?|$)/);
});

test('the contact page explains why a questionnaire ended and offers a call', async ({ page }) => {
  await page.goto('/contact?reason=no-driveway');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We need to talk this through with you');
  await expect(page.getByText('A home charger needs off-street parking.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call 0808/ })).toHaveAttribute('href', /^tel:/);
});
