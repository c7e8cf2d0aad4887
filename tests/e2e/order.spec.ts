// The after-order pages against Prism: the order page confirmed, declined and
// 401; pay-an-amount success and decline; tracking and its failure redirect; uploading required and
// optional files with a refused file, a failed store and a retry. axe on every page.
import type { Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { DISPLAY_DATE_FORMAT } from '../../src/domain/constants';
import { expect, expectAccessible, test, useScenario } from './fixtures';
import { jpeg } from './journey-steps';

/** A lazy page's first paint can be slow on the shared 2-core machine. */
const PAGE_LOAD = { timeout: 45_000 };
// A test waits for several such loads: its own limit must exceed one wait (30 s would not).
test.describe.configure({ timeout: 90_000 });

test('order page: confirmation with items, fitting date, total and the upload prompt', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  const answer = page.waitForResponse((response) => /\/api\/order\/QTEST1(\?.*)?$/.test(response.url()));
  await page.goto('/order/QTEST1');
  await expect(page.getByRole('heading', { level: 1, name: /your order is confirmed/ })).toBeVisible(PAGE_LOAD);
  // One step: the heading names it, with no stepper of one step (decision 932).
  await expect(page.getByRole('navigation', { name: 'Order steps' })).toHaveCount(0);
  // The fixtures date the order from the day they are written: the page shows the date the API sent.
  const { order } = (await (await answer).json()) as { order: { fitting_date: string } };
  await expect(page.getByText(format(parseISO(order.fitting_date), DISPLAY_DATE_FORMAT))).toBeVisible();
  await expect(page.getByRole('row', { name: /Total/ })).toHaveText(/£2,145\.00/);
  await expect(page.getByRole('link', { name: 'Upload your photos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expectAccessible(page, 'order confirmation');
});

test('order page: ?pending is passed on; add-ons, adjustments, the finance deposit still due and each payment still due with its pay link', async ({ page }) => {
  // The deposit-due order, given a paid add-on and a discount, so every part of the summary shows.
  const queries: string[] = [];
  await page.route(/\/api\/order\/QTEST1(\?.*)?$/, async (route) => {
    queries.push(new URL(route.request().url()).search);
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=deposit-due' } });
    const data = await response.json();
    const order = {
      ...data.order,
      order_items: [
        ...data.order.order_items,
        { id: 2001, name: 'Smart thermostat', description: 'Control your heating from your phone.', image: null, quantity: 1, product_price: 19900, product_total: 19900, item_type: 'control' },
      ],
      adjustments: [{ name: 'Winter discount', description: 'Code WARM50', amount: -5000 }],
      adjustments_sum: -5000,
      total: data.order.total + 19900 - 5000,
      outstanding_payments: [{ description: 'Deposit', amount: 43625, due_date: '2026-12-01' }],
    };
    await route.fulfill({ response, json: { ...data, order } });
  });
  await page.goto('/order/QTEST1?pending=true');
  const items = page.getByRole('table', { name: /Items in order/ });
  await expect(items).toBeVisible(PAGE_LOAD);
  // POST /order/{order}[?pending=]: the page passes the flag on.
  expect(new Set(queries)).toEqual(new Set(['?pending=true']));
  await expect(items.getByRole('row')).toHaveText([
    /Item\s*Price/,
    /Worcester Bosch Greenstar 4000 25kW\s*£2,145\.00/,
    /Manufacturer warranty\s*Included/,
    /Smart thermostat\s*£199\.00/,
    /Winter discount\s*Code WARM50\s*-£50\.00/,
    /Total\s*£2,294\.00/,
  ]);
  await expect(page.getByRole('definition').filter({ hasText: 'still to pay' })).toHaveText('£536.25 (£436.25 still to pay)');
  const due = page.getByRole('region', { name: 'Payments still due' });
  await expect(due).toContainText('Deposit: £436.25 by Tuesday 1st December 2026');
  await expect(due.getByRole('link', { name: 'Pay £436.25 for Deposit' })).toHaveAttribute('href', /\/order\/pay\/[^/?]+\?amount=43625$/);
  await expectAccessible(page, 'order with add-ons and payments due');
});

test('order page: Declined when finance is declined says what is owed now, with no finance deposit, and paying by card is the primary action', async ({ page }) => {
  // The mock's declined order still carries the finance application's deposit (£536.25) and a
  // deposit payment due: neither applies once finance is declined (decision 300).
  await useScenario(page, 'example=finance-declined');
  await page.goto('/order/QTEST1');
  await expect(page.getByRole('heading', { level: 1, name: 'Your finance application was declined' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('navigation', { name: 'Order steps' })).toHaveCount(0);
  const owed = page.getByRole('region', { name: 'What you owe now' });
  await expect(owed.getByRole('definition')).toHaveText(['£2,145.00', '£2,145.00']);
  await expect(owed).toContainText(/Left to pay\s*£2,145\.00/);
  const pay = owed.getByRole('link', { name: 'Pay £2,145.00 by card' });
  await expect(pay).toHaveAttribute('href', /\/order\/pay\/QSWF8OQH\?amount=214500$/);
  await expect(pay).toHaveClass(/ui-button--primary/);
  await expect(page.getByText('Finance deposit')).toHaveCount(0);
  await expect(page.getByText(/still to pay/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Payments still due' })).toHaveCount(0);
  await expect(page.getByText('£536.25')).toHaveCount(0);
  await expectAccessible(page, 'order declined');
});

test('order page: Declined after part of the deposit was paid asks only for the rest of the total, less everything paid (decision 830)', async ({ page }) => {
  await page.route(/\/api\/order\/QTEST1(\?.*)?$/, async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=finance-declined' } });
    const data = await response.json();
    // £60 of the deposit and a £40 card payment: what was paid is amount_paid, not the deposit alone.
    await route.fulfill({ response, json: { ...data, order: { ...data.order, deposit_paid: 6_000, amount_paid: 10_000 } } });
  });
  await page.goto('/order/QTEST1');
  const owed = page.getByRole('region', { name: 'What you owe now' });
  await expect(owed).toBeVisible(PAGE_LOAD);
  await expect(owed).toContainText(/Order total\s*£2,145\.00\s*Already paid\s*£100\.00\s*Left to pay\s*£2,045\.00/);
  await expect(owed.getByRole('link', { name: 'Pay £2,045.00 by card' })).toHaveAttribute('href', /\?amount=204500$/);
});

test('order page: 401 goes back to checkout, any other failure to the home page', async ({ page }) => {
  await useScenario(page, 'code=401, example=order-unauthorised', '**/api/order/QTEST1');
  await page.goto('/order/QTEST1');
  await expect(page).toHaveURL(/\/checkout\/(boiler\/)?QTEST1/, PAGE_LOAD);

  await page.route('**/api/order/QFAIL1', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  await page.goto('/order/QFAIL1');
  await expect(page).toHaveURL(/\/$/, PAGE_LOAD);
});

async function payByCard(page: Page, card: string) {
  const form = page.locator('.ui-card-payment');
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel(/expir/i).fill('12 / 34');
  await form.getByLabel(/cvc|security code/i).fill('123');
  await payButton(page).click();
}

/** The mock answers its own amount whatever the link asks, so the label is matched by shape. */
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay £[\d,]+\.\d{2} now$/ });

test('pay an amount: a declined card says so and keeps the form; a good card pays', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await page.goto('/order/pay/QTEST1?amount=53625');
  await expect(payButton(page)).toBeVisible(PAGE_LOAD);
  // The amount is written once above the button, in the page's own line (decision 323).
  const due = (await page.getByText(/Amount due now: £[\d,]+\.\d{2}/).textContent())!.match(/£[\d,]+\.\d{2}/)![0];
  await expect(payButton(page)).toHaveText(`Pay ${due} now`);
  await expect(page.getByText('Amount to pay')).toHaveCount(0);
  await expectAccessible(page, 'pay an amount');
  await payByCard(page, '4000000000000002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.', PAGE_LOAD);
  await payByCard(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('link', { name: 'View your order' })).toBeVisible();
  await expectAccessible(page, 'payment received');
});

test('pay an amount: a failed load shows a way forward instead of a blank page', async ({ page }) => {
  await page.route('**/api/order/pay/**', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  await page.goto('/order/pay/QTEST1?amount=53625');
  await expect(page.getByRole('heading', { name: 'We can’t take this payment online right now' })).toBeVisible(PAGE_LOAD);
  await expectAccessible(page, 'payment unavailable');
});

test('tracking: the progress timeline; a failure redirects to /contact, which says why', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await page.goto('/order-track/QTEST1');
  const timeline = page.getByRole('list', { name: 'Order progress' });
  await expect(timeline).toBeVisible(PAGE_LOAD);
  await expect(timeline.getByRole('listitem')).toHaveText([/Order placed/, /Payment or finance in place/, /Installation booked/, /Installed/]);
  // One term: the status line says what the timeline step says.
  await expect(page.getByText('Status: Installation booked.')).toBeVisible();
  await expect(page.getByText(/Install booked/)).toHaveCount(0);
  // The installation is booked for a later day: a screen reader hears it has not started, not "In progress".
  await expect(timeline.getByRole('listitem').last()).toHaveText(/^Installed: Not started$/);
  await expectAccessible(page, 'tracking');

  await page.route('**/api/order-tracking/QFAIL1', (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }));
  await page.goto('/order-track/QFAIL1');
  await expect(page).toHaveURL(/\/contact\?reason=order-tracking$/, PAGE_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not show your order' })).toBeVisible();
  await expectAccessible(page, 'contact after a tracking failure');
});


test('upload: refused files explained, a failed store removed or kept with Retry, required, optional and additional files, complete', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  let storesToFail = 2;
  await page.route('**/api/order/upload/**', async (route) => {
    const multipart = (route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data');
    if (multipart && storesToFail > 0) {
      storesToFail -= 1;
      await route.fulfill({ status: 500, json: { message: 'Storage unavailable' } });
      return;
    }
    await route.continue({ headers: { ...route.request().headers(), prefer: 'example=homeowner' } });
  });
  await page.goto('/order/upload/QTEST1');
  await expect(page.getByRole('heading', { level: 2, name: 'Required' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('3 required items still to upload.')).toBeVisible();
  await expectAccessible(page, 'upload');

  const front = page.getByLabel('Choose a file for Your current boiler, from the front');
  await front.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt is not a photo or a PDF.' })).toBeVisible();

  // A failed store can be removed: the file leaves the list and the requirement stays.
  await front.setInputFiles(jpeg('front.jpg'));
  await expect(page.getByText('Not uploaded. Please try again.')).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Remove front.jpg' }).click();
  await expect(page.getByAltText('Preview of front.jpg')).toHaveCount(0);
  await expect(page.getByText('3 required items still to upload.')).toBeVisible();

  await front.setInputFiles(jpeg('front.jpg'));
  await expect(page.getByText('Not uploaded. Please try again.')).toBeVisible(PAGE_LOAD);
  await expect(page.getByAltText('Preview of front.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Retry front.jpg' }).click();
  await expect(page.getByText('2 required items still to upload.')).toBeVisible(PAGE_LOAD);

  await page.getByLabel('Choose a file for The flue, from outside').setInputFiles(jpeg('flue.jpg'));
  await page.getByLabel('Choose a file for Your gas meter').setInputFiles(jpeg('meter.jpg'));
  await expect(page.getByText('Thank you: you have sent everything we need.')).toBeVisible(PAGE_LOAD);

  await page.getByLabel('Choose a file for Any radiator you want moved').setInputFiles(jpeg('radiator.jpg'));
  await expect(page.getByRole('list', { name: 'Files for Any radiator you want moved' })).toContainText('Sent', PAGE_LOAD);
  // Additional files beyond the named documents.
  await page.getByLabel('Choose a file for additional files').setInputFiles(jpeg('extra.jpg'));
  await expect(page.getByRole('list', { name: 'Files for additional files' })).toContainText(/extra\.jpg.*Sent/s, PAGE_LOAD);
  await expectAccessible(page, 'upload complete');
  // Complete: Continue goes to this order (the mock honours the reference in the address).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/order\/QTEST1$/, PAGE_LOAD);
});

test('upload: no heading or "(optional)" repeated; what is still required is information until Continue, then an error summary linking to each file', async ({ page }) => {
  // A backend may call its optional group "Anything else" (the contract's example does).
  await page.route('**/api/order/upload/**', async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=homeowner' } });
    const data = await response.json();
    await route.fulfill({ response, json: { ...data, optional: data.optional.map((group: object) => ({ ...group, group: 'Anything else' })) } });
  });
  await page.goto('/order/upload/QTEST1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Required', 'Optional', 'Other photos or documents'], PAGE_LOAD);
  await expect(main.getByRole('heading', { name: 'Anything else' })).toHaveCount(1);
  await expect(main.getByText(/\(optional\)/)).toHaveCount(0);
  const remaining = page.getByRole('status').filter({ hasText: '3 required items still to upload.' });
  await expect(remaining).toBeVisible();
  await expect(remaining).not.toHaveClass(/ui-notice--warning/);
  await expect(main.getByText(/Upload a file for/)).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^Error:/);

  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Upload a file for your current boiler, from the front',
    'Upload a file for the flue, from outside',
    'Upload a file for your gas meter',
  ]);
  await expect(remaining).toHaveClass(/ui-notice--warning/);
  await expect(page).toHaveTitle(/^Error: Upload photos and documents/);
  await expect(page).toHaveURL(/\/order\/upload\/QTEST1$/);
  await expectAccessible(page, 'upload: Continue with required files missing');
  await summary.getByRole('link', { name: 'Upload a file for your gas meter' }).click();
  await expect(page.getByLabel('Choose a file for Your gas meter')).toBeFocused();
  await expect(page.getByLabel('Choose a file for Your gas meter')).toHaveAccessibleDescription(/Upload a file for your gas meter/);
});

test('upload: nothing required left shows the page as complete', async ({ page }) => {
  await useScenario(page, 'example=upload-nothing-required');
  await page.goto('/order/upload/QTEST1');
  await expect(page.getByText('Thank you: you have sent everything we need.')).toBeVisible(PAGE_LOAD);
});
