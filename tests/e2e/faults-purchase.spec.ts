// Fault injection for the purchase journeys: checkout, enquiry, the order page,
// pay-an-amount, tracking and upload. Each test walks one journey once and meets several faults on
// the way: a network drop on every try (four tries, then the catalogue's answer), a drop on two tries
// that must go through unnoticed, a slow answer (a visible wait; a second click sends nothing) and an
// error status (the catalogue's dialog, the step kept). After each, what the customer typed is still
// there. The `test` fixture fails any test whose page threw an uncaught error: no page goes blank.
import type { Page, Route } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test, useJourneyScenario } from './fixtures';
import { jpeg } from './journey-steps';

// Retries wait 1 s each and the 2 shared cores are busy: generous waits, failures still fail.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const OFFLINE_MESSAGE = 'We could not reach our server. Check your connection and try again.';
/** The Vite dev server runs the response check (src/api/response-check.ts); a production build has none. */
const RESPONSE_CHECK_ON = Boolean(process.env.E2E_DEV);

/** `slow` holds each answer until the test calls `release()`: as slow as the test needs, no sleeps. */
type Fault = 'none' | 'drop' | 'drop-twice' | 'slow' | 'error' | 'not-json';

/**
 * Puts one call under test: `set(fault)` decides what its next requests meet and restarts the
 * count; requests that pass go on to the earlier routes (the journey's scenario, then Prism).
 */
async function faultOn(page: Page, method: string, url: string | RegExp, accept: (route: Route) => boolean = () => true) {
  const call = { fault: 'none' as Fault, calls: 0, message: '' };
  let dropped = 0;
  let held: Array<() => void> = [];
  await page.route(url, async (route) => {
    if (route.request().method() !== method || !accept(route)) return route.fallback();
    call.calls += 1;
    switch (call.fault) {
      case 'drop':
        return route.abort('internetdisconnected');
      case 'drop-twice':
        if (dropped < 2) {
          dropped += 1;
          return route.abort('internetdisconnected');
        }
        return route.fallback();
      case 'slow':
        await new Promise<void>((resolve) => held.push(resolve));
        return route.fallback();
      case 'error':
        return route.fulfill({ status: 500, json: { message: call.message } });
      case 'not-json':
        return route.fulfill({ status: 200, contentType: 'application/json', body: '{"images_required": tr' });
      default:
        return route.fallback();
    }
  });
  return {
    set(fault: Fault, message = '') {
      call.fault = fault;
      call.message = message;
      call.calls = 0;
      dropped = 0;
    },
    get calls() {
      return call.calls;
    },
    /** Lets the held answers go on to the server. */
    release() {
      held.forEach((resolve) => resolve());
      held = [];
    },
  };
}

const dialog = (page: Page) => page.getByRole('alertdialog');

/** The catalogue's dialog is open with `title` and `text`; Ok closes it. */
async function expectDialogThenOk(page: Page, title: string, text: string) {
  await expect(dialog(page).getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(dialog(page)).toContainText(text);
  await dialog(page).getByRole('button', { name: 'Ok' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

const CUSTOMER = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  'Email address': 'ada@example.co.uk',
  'Phone number': '07700 900123',
  'Address line 1': '1 High Street',
  Postcode: 'M16 7UP',
  'Comments (optional)': 'The side gate code is 1842.',
};

async function typeDetails(page: Page) {
  for (const [label, value] of Object.entries(CUSTOMER)) await page.getByLabel(label, { exact: true }).first().fill(value);
}

async function expectDetailsKept(page: Page) {
  for (const [label, value] of Object.entries(CUSTOMER)) await expect(page.getByLabel(label, { exact: true }).first()).toHaveValue(value);
}

const purchaseEvents = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: Array<{ event: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'purchase'));

test('checkout: a dropped date save, then a silent recovery; a 500 and a slow details save keep every field; one payment', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  const orderSave = await faultOn(page, 'POST', /\/api\/order$/);
  const detailsSave = await faultOn(page, 'PATCH', /\/api\/order\/[^/?]+$/);
  const intents = await faultOn(page, 'POST', /\/api\/payment\/stripe-intent$/);
  const load = await faultOn(page, 'POST', /\/api\/checkout\/aircon$/);
  const addOnDeletion = await faultOn(page, 'DELETE', /\/api\/order-items\/[^/?]+$/);
  const financeStart = await faultOn(page, 'POST', /\/api\/finance\/v12$/);
  const financeLists = await faultOn(page, 'GET', /\/api\/finance\/(v12|novuna)$/);
  const heading = (name: string) => page.getByRole('heading', { level: 1, name });
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  const chosenDate = page.locator('.checkout__summary time');

  load.set('drop-twice');
  await page.goto('/checkout/aircon');
  await expect(heading('Select install date')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first().click();
  await expect(chosenDate).toBeVisible();
  const chosen = await chosenDate.getAttribute('datetime');

  // The network is down for every try of the calendar save: four tries, the generic dialog, the date kept.
  orderSave.set('drop');
  await continueButton.click();
  await expectDialogThenOk(page, 'Error', OFFLINE_MESSAGE);
  expect(orderSave.calls).toBe(4);
  await expect(heading('Select install date')).toBeVisible();
  await expect(chosenDate).toHaveAttribute('datetime', chosen!);

  // The phone loses its connection: the dialog names it, and offers the same save again (decision 933).
  await page.context().setOffline(true);
  await continueButton.click();
  await expect(dialog(page)).toContainText('You seem to be offline. Check your Wi-Fi or mobile data, then press Try again. Nothing you typed is lost.');
  await expect(dialog(page).getByRole('button', { name: 'Try again' })).toBeFocused();
  await page.context().setOffline(false);

  // Two dropped tries, then the answer: "Try again" saves the same step and the customer only sees
  // the next step. A failed add-on deletion is logged only (purchase §8).
  orderSave.set('drop-twice');
  addOnDeletion.set('error', 'Could not delete the add-ons.');
  await dialog(page).getByRole('button', { name: 'Try again' }).click();
  await expect(heading('Contact details')).toBeFocused();
  expect(orderSave.calls).toBeGreaterThanOrEqual(3);
  expect(addOnDeletion.calls).toBe(1);
  await expect(dialog(page)).toHaveCount(0);

  // A 500 on the details save: the step-change dialog with the server's text, every field kept.
  await typeDetails(page);
  detailsSave.set('error', 'We could not save your details just now.');
  await continueButton.click();
  // The catalogue's words, then what to do next: try again, or call.
  await expect(dialog(page)).toContainText('Nothing you typed is lost: press Try again. If it keeps happening, call us on 0808 157 0123');
  await expect(dialog(page).getByRole('link', { name: '0808 157 0123' })).toHaveAttribute('href', 'tel:+448081570123');
  await expectAccessible(page, 'step failure with what to do next');
  await expectDialogThenOk(page, 'We encountered a problem', 'We could not save your details just now.');
  await expect(heading('Contact details')).toBeVisible();
  await expectDetailsKept(page);
  await expect(chosenDate).toHaveAttribute('datetime', chosen!);

  // A reload mid-form returns to Contact details with the date and every field kept.
  await page.reload();
  await expect(heading('Contact details')).toBeVisible();
  await expect(chosenDate).toHaveAttribute('datetime', chosen!);
  await expectDetailsKept(page);

  // A slow details save: the button shows the wait, a second click and Enter send nothing more.
  detailsSave.set('slow');
  await continueButton.click();
  // While saving, the button says so ("Continue (Saving your details)") and ignores clicks.
  const saving = page.getByRole('button', { name: 'Continue (Saving your details)' });
  await expect(saving).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => detailsSave.calls).toBe(1);
  await saving.click({ force: true });
  await page.getByLabel('First name').press('Enter');
  expect(detailsSave.calls).toBe(1);
  // Past 3 s the wait says it is still working, under the button.
  await expect(page.getByRole('status').filter({ hasText: 'Still working on it: this is taking longer than usual.' })).toBeVisible();
  detailsSave.release();
  await expect(heading('Payment')).toBeFocused();
  expect(detailsSave.calls).toBe(1);

  // Both lenders' lists fail (logged only, purchase §8): no empty plan chooser, but a plain notice
  // with the ways on, card or phone (decision 312). The button goes back to the card option.
  await page.getByLabel(/I ask you to install within the 14-day cancellation period/).check();
  financeLists.set('error', 'Lender list unavailable.');
  await page.getByRole('radio', { name: 'Spread the cost with finance' }).check();
  await expect(page.getByRole('heading', { level: 2, name: 'We can’t offer finance online right now' })).toBeVisible();
  await expect(page.getByRole('link', { name: '0808 157 0123' }).last()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a finance plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apply for finance with V12' })).toHaveCount(0);
  await expect(dialog(page)).toHaveCount(0);
  await expectAccessible(page, 'finance unavailable');
  await page.getByRole('button', { name: 'Pay by card instead' }).click();
  await expect(page.getByRole('radio', { name: 'Pay by card' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pay by card' })).toBeFocused();

  // Finance start with the network down: the generic dialog, the chosen deposit kept.
  financeLists.set('none');
  await page.getByRole('radio', { name: 'Spread the cost with finance' }).check();
  await page.getByLabel('Deposit').fill('40');
  financeStart.set('drop');
  await page.getByRole('button', { name: 'Apply for finance with V12' }).click();
  await expectDialogThenOk(page, 'Error', OFFLINE_MESSAGE);
  expect(financeStart.calls).toBe(4);
  await expect(page.getByLabel('Deposit')).toHaveValue('40');
  // Counted from here: the card form asks for its intent as it appears; Pay must reuse that one.
  intents.set('none');
  await page.getByRole('radio', { name: 'Pay by card' }).check();

  // Pay: a double click confirms once, one intent, one purchase event.
  const card = page.locator('.ui-card-payment');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel(/expir/i).fill('12 / 34');
  await card.getByLabel(/cvc|security code/i).fill('123');
  await page.getByRole('button', { name: /^Pay £[\d,]+\.\d{2} now$/ }).dblclick();
  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+$/);
  expect(intents.calls).toBe(1);
  expect(await purchaseEvents(page)).toHaveLength(1);
  await expect(page.getByText(/cannot confirm this PaymentIntent/)).toHaveCount(0);
});

test('enquiry: a load that drops twice, a save down on every try, a 500, then a slow save sent once', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  const load = await faultOn(page, 'POST', /\/api\/enquiry\/heat-pump\/QTEST1(\?.*)?$/);
  const orderUpdate = await faultOn(page, 'PATCH', /\/api\/order\/[^/?]+$/);
  const enquiryPatch = await faultOn(page, 'PATCH', /\/api\/enquiry\/heat-pump\/[^/?]+$/);
  const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const submit = page.getByRole('button', { name: 'Submit', exact: true });

  load.set('drop-twice');
  await page.goto('/enquire/heat-pump/QTEST1?product=101');
  await expect(stepHeading('Contact details')).toBeVisible();
  expect(load.calls).toBeGreaterThanOrEqual(3);
  await expect(page).toHaveURL(/\/enquire\/heat-pump\/QTEST1/);
  await expect(dialog(page)).toHaveCount(0);

  await typeDetails(page);
  orderUpdate.set('drop');
  await submit.click();
  await expectDialogThenOk(page, 'Error', OFFLINE_MESSAGE);
  expect(orderUpdate.calls).toBe(4);
  expect(enquiryPatch.calls).toBe(0);
  await expectDetailsKept(page);

  orderUpdate.set('none');
  enquiryPatch.set('error', 'Our advisers’ system is busy. Please try again.');
  await submit.click();
  await expectDialogThenOk(page, 'We encountered a problem', 'Our advisers’ system is busy. Please try again.');
  await expect(stepHeading('Contact details')).toBeVisible();
  await expectDetailsKept(page);

  // An answer that is not JSON: the step's own words, never the parser's (decision 231). In
  // development the response check turns it into a 502 that names the broken contract instead.
  enquiryPatch.set('not-json');
  await submit.click();
  if (RESPONSE_CHECK_ON) await expectDialogThenOk(page, 'We encountered a problem', 'does not match the API contract');
  else await expectDialogThenOk(page, 'We encountered a problem', 'We could not send your enquiry. Please try again.');
  await expectDetailsKept(page);

  // Two dropped tries of the order update go through unnoticed; the slow enquiry patch shows the wait.
  orderUpdate.set('drop-twice');
  enquiryPatch.set('slow');
  await submit.click();
  const sending = page.getByRole('button', { name: 'Submit (Saving your details)' });
  await expect(sending).toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => enquiryPatch.calls).toBe(1);
  await sending.click({ force: true });
  await page.getByLabel('Last name').press('Enter');
  expect(enquiryPatch.calls).toBe(1);
  enquiryPatch.release();
  await expect(stepHeading('Enquiry confirmation')).toBeFocused();
  expect(orderUpdate.calls).toBe(3);
  expect(enquiryPatch.calls).toBe(1);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText('Thank you, Ada.')).toBeVisible();
});

test('order, pay an amount, tracking: drops that recover, a slow load with a visible wait, one payment, and the catalogue on every failure', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  const orderLoad = await faultOn(page, 'POST', /\/api\/order\/QTEST1(\?.*)?$/);
  const payLoad = await faultOn(page, 'POST', /\/api\/order\/pay\/QTEST1(\?.*)?$/);
  const tracking = await faultOn(page, 'POST', /\/api\/order-tracking\/QTEST1$/);

  // Order page: two drops are unnoticed; every try dropped goes home (purchase §8 "other").
  orderLoad.set('drop-twice');
  await page.goto('/order/QTEST1');
  await expect(page.getByRole('heading', { level: 1, name: /your order is confirmed/ })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  orderLoad.set('drop');
  await page.goto('/order/QTEST1');
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(orderLoad.calls).toBeGreaterThanOrEqual(4);

  // Pay an amount: a slow load shows a wait; a double click on Pay pays once.
  payLoad.set('slow');
  await page.goto('/order/pay/QTEST1?amount=53625');
  await expect(page.getByText('Loading your payment')).toBeVisible();
  await expect.poll(() => payLoad.calls).toBeGreaterThan(0);
  payLoad.release();
  const payButton = page.getByRole('button', { name: /^Pay £[\d,]+\.\d{2} now$/ });
  await expect(payButton).toBeVisible();
  const card = page.locator('.ui-card-payment');
  await card.getByLabel('Card number').fill('4242424242424242');
  await card.getByLabel(/expir/i).fill('12 / 34');
  await card.getByLabel(/cvc|security code/i).fill('123');
  await payButton.dblclick();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toHaveCount(1);
  // A second confirmation would fail as "already succeeded" and bring the form back with an error.
  await expect(page.getByText('Your payment was not taken')).toHaveCount(0);
  await expect(page.getByText(/cannot confirm this PaymentIntent/)).toHaveCount(0);
  // A load failure is silent (purchase §8): no dialog, a way forward instead of a blank page.
  payLoad.set('drop');
  await page.goto('/order/pay/QTEST1?amount=53625');
  await expect(page.getByRole('heading', { name: 'We can’t take this payment online right now' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  expect(payLoad.calls).toBeGreaterThanOrEqual(4);

  // Tracking: two drops are unnoticed; every try dropped goes to /contact, which says why.
  tracking.set('drop-twice');
  await page.goto('/order-track/QTEST1');
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  tracking.set('drop');
  await page.goto('/order-track/QTEST1');
  await expect(page).toHaveURL(/\/contact\?reason=order-tracking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not show your order' })).toBeVisible();
  await expect(page.getByText('We could not show your order’s progress just now.')).toBeVisible();
  expect(tracking.calls).toBeGreaterThanOrEqual(4);
});


test('upload: a load that drops twice; a dropped store kept with Retry; a slow retry shows its progress and cannot be sent twice', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  const isStore = (route: Route) => (route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data');
  const load = await faultOn(page, 'POST', /\/api\/order\/upload\/QTEST1(\?.*)?$/, (route) => !isStore(route));
  const store = await faultOn(page, 'POST', /\/api\/order\/upload\/[^/?]+$/, isStore);

  load.set('drop-twice');
  await page.goto('/order/upload/QTEST1');
  await expect(page.getByText('3 required items still to upload.')).toBeVisible();
  expect(load.calls).toBeGreaterThanOrEqual(3);

  // A store is never retried by itself (decision 184): one try, the file kept with Retry.
  store.set('drop');
  await page.getByLabel('Choose a file for Your gas meter').setInputFiles(jpeg('meter.jpg'));
  await expect(page.getByText('Not uploaded. Please try again.')).toBeVisible();
  expect(store.calls).toBe(1);
  await expect(dialog(page)).toHaveCount(0);

  store.set('slow');
  const retry = page.getByRole('button', { name: 'Retry meter.jpg' });
  await retry.click();
  await expect(page.getByRole('progressbar', { name: /Uploading meter\.jpg/ })).toBeVisible();
  await expect(retry).toHaveCount(0);
  store.release();
  await expect(page.getByText('2 required items still to upload.')).toBeVisible();
  expect(store.calls).toBe(1);
});
