// Fault injection for the boiler service checkout, plans, survey and price match: each
// test walks one journey against Prism and, on the way, drops the network on every try (the
// specified failure), drops it twice then lets it through (nothing shows), holds an answer back (a
// visible wait; a second press sends nothing) and answers 500 (the specified dialog, the step kept).
// After each failure what the customer chose or typed is still there. The `test` fixture fails any
// test whose page threw an uncaught error, so no page went blank.
import type { Page, Route } from '@playwright/test';
import { expect as baseExpect, test, useJourneyScenario } from './fixtures';

// Each dropped try is retried 1 s later and the 2 shared cores are busy: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const QUOTE = 'QSWF8OQH';
const OFFLINE_MESSAGE = 'We could not reach our server. Check your connection and try again.';
const SERVER_MESSAGE = 'Our booking system is being updated. Please try again in a minute.';

type Fault = 'none' | 'drop' | 'dropTwice' | 'slow' | 'serverError';

/** Puts one call under the test's control: `set` a fault (and reset the count), read `calls`. */
async function controlCall(page: Page, url: string | RegExp, method: string) {
  let fault: Fault = 'none';
  let calls = 0;
  let held: Array<() => void> = [];
  await page.route(url, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    calls += 1;
    if (fault === 'drop' || (fault === 'dropTwice' && calls <= 2)) return route.abort('internetdisconnected');
    if (fault === 'serverError') return route.fulfill({ status: 500, json: { message: SERVER_MESSAGE } });
    // A slow answer is held back until the test lets it go: as slow as the test needs, no sleeps.
    if (fault === 'slow') await new Promise<void>((resolve) => held.push(resolve));
    return route.fallback();
  });
  return {
    set(next: Fault) {
      fault = next;
      calls = 0;
    },
    get calls() {
      return calls;
    },
    /** Lets the held answers go on to the server. */
    release() {
      held.forEach((resolve) => resolve());
      held = [];
    },
  };
}

const dialog = (page: Page) => page.getByRole('alertdialog');

/** The dialog shows this title and text; Ok closes it. */
async function expectDialog(page: Page, title: string, text: string) {
  await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: 'Ok' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** The press was refused while the answer is held back: the button shows it is busy. Then the answer goes. */
async function pressTwiceWhileBusy(page: Page, name: RegExp, call: { readonly calls: number; release(): void }) {
  const button = page.getByRole('button', { name });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => call.calls).toBe(1);
  // A real second press: forced, because Playwright itself would wait for an aria-disabled button.
  await button.click({ force: true });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  call.release();
}

async function chooseFirstDay(page: Page) {
  await page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first().click();
}

test('service checkout: load failure message; dates save dropped, 500, dropped twice; slow alternative date; details 500 and a reload keep what was typed', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  const load = await controlCall(page, `**/api/service/boiler?quote_id=${QUOTE}`, 'POST');
  const dates = await controlCall(page, `**/api/service/boiler/${QUOTE}`, 'POST');
  const details = await controlCall(page, `**/api/service/boiler/customer/${QUOTE}`, 'PATCH');

  // A failed load says so and offers help (decision 202); a reload then works.
  load.set('serverError');
  await page.goto(`/service/${QUOTE}`);
  await expect(page.getByRole('alert')).toContainText('We could not find this service booking.');
  load.set('none');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Upgrades' })).toBeVisible();
  await page.getByRole('button', { name: /^Continue/ }).click();

  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText('Preferred date');
  await chooseFirstDay(page);
  const summary = page.getByRole('complementary');
  const chosenDay = (await summary.getByText(/^Preferred day:/).textContent()) ?? '';
  expect(chosenDay).toMatch(/Preferred day: \w+/);

  dates.set('drop');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expectDialog(page, 'Error', OFFLINE_MESSAGE);
  expect(dates.calls).toBe(4); // the first try and 3 retries
  await expect(heading).toHaveText('Preferred date');
  await expect(summary.getByText(/^Preferred day:/)).toHaveText(chosenDay);

  dates.set('serverError');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expectDialog(page, 'We encountered a problem', SERVER_MESSAGE);
  await expect(heading).toHaveText('Preferred date');
  await expect(summary.getByText(/^Preferred day:/)).toHaveText(chosenDay);

  dates.set('dropTwice');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(heading).toHaveText('Alternative date');
  expect(dates.calls).toBe(3);
  await expect(dialog(page)).toHaveCount(0);

  await chooseFirstDay(page);
  dates.set('slow');
  await pressTwiceWhileBusy(page, /^Continue/, dates);
  await expect(heading).toHaveText('Your details');
  expect(dates.calls).toBe(1);
  await expect(summary.getByText(/^Preferred day:/)).toHaveText(chosenDay);

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email address').fill('grace@example.co.uk');
  await page.getByLabel('Phone number').fill('07545 156855');
  await page.locator('#customer-postcode').fill('M16 7UP');
  await page.getByLabel('Comments (optional)').fill('Side gate is unlocked.');
  details.set('serverError');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expectDialog(page, 'We encountered a problem', SERVER_MESSAGE);
  await expect(heading).toHaveText('Your details');
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Email address')).toHaveValue('grace@example.co.uk');
  await expect(page.getByLabel('Comments (optional)')).toHaveValue('Side gate is unlocked.');

  // A reload keeps the step, the chosen day and what was typed (the draft service-draft:<quote>).
  await page.reload();
  await expect(heading).toHaveText('Your details');
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Comments (optional)')).toHaveValue('Side gate is unlocked.');
  await expect(summary.getByText(/^Preferred day:/)).toHaveText(chosenDay);

  details.set('none');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(heading).toHaveText('Payment');
});

test('plans: load failure message; choice dropped, 500, slow (one request), dropped twice; the chosen plan stays chosen, over a reload too', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  const load = await controlCall(page, `**/api/plans/boiler?quote_id=${QUOTE}`, 'POST');
  const choice = await controlCall(page, `**/api/plans/boiler/${QUOTE}`, 'POST');

  load.set('serverError');
  await page.goto(`/plans/${QUOTE}`);
  await expect(page.getByRole('alert')).toContainText('We could not find these plans.');
  load.set('none');
  await page.reload();
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText('Plans');
  const plan = page.getByRole('radio').nth(1);
  await plan.check();

  choice.set('drop');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expectDialog(page, 'Error', OFFLINE_MESSAGE);
  expect(choice.calls).toBe(4);
  await expect(heading).toHaveText('Plans');
  await expect(plan).toBeChecked();

  choice.set('serverError');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expectDialog(page, 'We encountered a problem', SERVER_MESSAGE);
  await expect(heading).toHaveText('Plans');
  await expect(plan).toBeChecked();
  // A reload keeps the choice (the draft plans-choice:<quote>).
  await page.reload();
  await expect(plan).toBeChecked();

  choice.set('slow');
  await pressTwiceWhileBusy(page, /^Continue/, choice);
  await expect(heading).toHaveText('Payment');
  expect(choice.calls).toBe(1);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(plan).toBeChecked();
  choice.set('dropTwice');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expect(heading).toHaveText('Payment');
  expect(choice.calls).toBe(3);
  await expect(dialog(page)).toHaveCount(0);
});

test('survey: load dropped twice is unnoticed; a dropped upload says so without a dialog; details dropped, 500, a reload, slow (one request) keep what was typed', async ({ page }) => {
  await useJourneyScenario(page, 'survey-last-photo');
  const load = await controlCall(page, `**/api/quote/boiler/survey?quote_id=${QUOTE}`, 'POST');
  const store = await controlCall(page, '**/api/quote/boiler/survey/store', 'POST');
  const details = await controlCall(page, /\/api\/quote\/boiler\/survey\/\d+$/, 'PATCH');

  load.set('dropTwice');
  await page.goto(`/quote/boiler/survey/${QUOTE}`);
  const heading = page.getByRole('heading', { level: 2 }).first();
  await expect(heading).toHaveText('Images');
  await expect(dialog(page)).toHaveCount(0);

  // purchase §8 upload store failure: no dialog; the slot says the file was not sent, and a new choice works.
  store.set('drop');
  const slot = page.getByLabel(/Your gas meter/);
  await slot.setInputFiles({ name: 'meter.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1024, 1) });
  await expect(page.getByText('The file was not uploaded.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect(store.calls).toBe(1); // an upload is not retried behind the customer's back
  store.set('none');
  await slot.setInputFiles({ name: 'meter.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(1024, 1) });
  await expect(heading).toHaveText('Customer details');

  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('Address line 1').fill('14 Mill Lane');

  details.set('drop');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expectDialog(page, 'Error', OFFLINE_MESSAGE);
  expect(details.calls).toBe(4);
  await expect(heading).toHaveText('Customer details');
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await expect(page.getByLabel('Address line 1')).toHaveValue('14 Mill Lane');

  details.set('serverError');
  await page.getByRole('button', { name: /^Continue/ }).click();
  await expectDialog(page, 'We encountered a problem', SERVER_MESSAGE);
  await expect(page.getByLabel('Phone number')).toHaveValue('07700 900123');

  // A reload keeps what was typed, not the server's customer (decision 956). The server now holds the
  // uploaded photo, so the survey opens on the details again.
  await page.route(`**/api/quote/boiler/survey?quote_id=${QUOTE}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=survey-complete' } }),
  );
  await page.reload();
  await expect(heading).toHaveText('Customer details');
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await expect(page.getByLabel('Phone number')).toHaveValue('07700 900123');
  await expect(page.getByLabel('Address line 1')).toHaveValue('14 Mill Lane');

  details.set('slow');
  await pressTwiceWhileBusy(page, /^Continue/, details);
  await expect(heading).toHaveText('Confirmation');
  expect(details.calls).toBe(1);
});

test('price match: load dropped twice is unnoticed; a dropped upload says so; the address dropped, 500 (generic Error dialog), a reload, slow (one request) keeps it', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  const load = await controlCall(page, `**/api/price-match/${QUOTE}`, 'POST');
  const complete = await controlCall(page, `**/api/price-match/${QUOTE}/complete`, 'PATCH');

  load.set('dropTwice');
  await page.goto(`/price-match/${QUOTE}`);
  const slot = page.getByLabel(/The competitor’s written quote/);
  await expect(slot).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // The upload shares the load's operation (decision 014): drop it and the slot says so, no dialog.
  load.set('drop');
  await slot.setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('The file was not uploaded.')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByLabel('Give the web address of the competitor’s price').check();
  const address = page.getByLabel('Competitor’s web address');
  await address.fill('www.competitor.example.co.uk/boilers/greenstar');

  complete.set('drop');
  await page.getByRole('button', { name: /^Send web address/ }).click();
  await expectDialog(page, 'Error', OFFLINE_MESSAGE);
  expect(complete.calls).toBe(4);
  await expect(address).toHaveValue('www.competitor.example.co.uk/boilers/greenstar');

  // quote §8 "Most other API failures: generic error alert", with the server's message.
  complete.set('serverError');
  await page.getByRole('button', { name: /^Send web address/ }).click();
  await expectDialog(page, 'Error', SERVER_MESSAGE);
  await expect(address).toHaveValue('www.competitor.example.co.uk/boilers/greenstar');

  // A reload keeps the chosen route and the typed address (decision 340).
  load.set('none');
  await page.reload();
  await expect(address).toHaveValue('www.competitor.example.co.uk/boilers/greenstar');
  await expect(page.getByLabel('Give the web address of the competitor’s price')).toBeChecked();

  complete.set('slow');
  await pressTwiceWhileBusy(page, /^Send web address/, complete);
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeVisible();
  expect(complete.calls).toBe(1);
});
