// The journeys against the backend written from openapi.yaml's words (decision 840) instead of Prism:
// what the app and that backend must agree on when neither can lean on the mock's fixtures. Every
// name, price and day is read from the page. A card is paid as a customer pays it: the browser's Stripe.js
// double confirms it and posts the provider's webhook to the backend, whose later answers say paid.
import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { formatDisplayDate } from '../../src/domain/dates';
import { expect as baseExpect, expectAccessible, test } from '../e2e/fixtures';
import {
  ADDRESS,
  CUSTOMER,
  POSTCODE,
  askForInstallInsideCancellationPeriodIfNeeded,
  chooseFirstProduct,
  continueButton,
  expectChargesAddUp,
  firstFreeDay,
  giveDetails,
  giveDetailsForService,
  heading,
  jpeg,
  payByCard,
  pence,
  priceQuote,
  sendEnquiry,
} from '../e2e/journey-steps';
import { MOCK_CSRF_TOKEN } from '../../scripts/production-build-plugin.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

/**
 * A boiler order placed without paying, as the checkout leaves it when the customer stops at its
 * payment step: the quote priced, the first product, the first free weekday and the details given, by
 * the checkout's own calls. Answers the reference.
 */
async function placeUnpaidBoilerOrder(page: Page): Promise<string> {
  const ref = await priceQuote(page, 'boiler');
  const headers = { 'X-CSRF-TOKEN': MOCK_CSRF_TOKEN };
  const checkout = (await (await page.request.post(`/api/checkout/boiler/${ref}`, { headers })).json()) as { product: { id: number } };
  const calendar = (await (await page.request.get(`/api/calendar?date=${format(new Date(), 'yyyy-MM-dd')}&type=boiler&postcode=${encodeURIComponent(POSTCODE)}`, { headers })).json()) as Record<string, { available: boolean; cost?: number }>;
  const [day] = Object.entries(calendar).find(([, availability]) => availability.available && !availability.cost)!;
  const created = await page.request.post('/api/order', { headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() }, data: { quote_id: ref, fitting_date: day, fitting_date_cost: 0, product: checkout.product.id, step: 'calendar' } });
  expect(created.status()).toBe(201);
  const customer = { ...ADDRESS, first_name: CUSTOMER.first, last_name: CUSTOMER.last, email_address: CUSTOMER.email, contact_number: CUSTOMER.phone };
  const updated = await page.request.patch(`/api/order/${ref}`, { headers, data: { customer, comments: null, step: 'details' } });
  expect(updated.status()).toBe(200);
  return ref;
}

test('boiler: an upgrade and a Saturday install priced into the total, paid by card; the order page lists the charges and what was paid, the paid checkout never reopens, and a second payment is refused', async ({ page }) => {
  const ref = await priceQuote(page, 'boiler');
  const chosen = await chooseFirstProduct(page, 'boiler', ref);
  await expect(page).toHaveURL(new RegExp(`/checkout/boiler/${ref}\\?product=\\d+$`));
  const summary = page.locator('.checkout__summary');
  await expect(summary.locator('.checkout__lines > div').first()).toHaveText(`${chosen.title}${chosen.price}`);

  await expect(heading(page, 'Upgrades')).toBeVisible();
  const upgrade = page.locator('label.checkout__option').filter({ hasText: /£\d/ }).first();
  const upgradeName = (await upgrade.locator('.checkout__option-name').evaluate((element) => element.firstChild?.textContent ?? '')).trim();
  await upgrade.click();
  await expect(summary.locator('.checkout__lines > div').filter({ hasText: upgradeName })).toBeVisible();
  await continueButton(page).click();

  await expect(heading(page, 'Select install date')).toBeFocused();
  const saturday = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').filter({ has: page.locator('.ui-calendar__day-cost') }).first();
  const dayCost = (await saturday.locator('.ui-calendar__day-cost').textContent())!.replace('+', '');
  await saturday.click();
  await expect(summary.locator('.checkout__lines > div').filter({ hasText: 'Install day' })).toHaveText(new RegExp(`^Install day\\s*${dayCost.replace(/[.£]/g, '\\$&')}$`));
  const checkout = await expectChargesAddUp(summary.locator('.checkout__lines > div'), summary.locator('.checkout__total-amount'));
  await continueButton(page).click();

  await expect(heading(page, 'Contact details')).toBeFocused();
  await giveDetails(page);
  await continueButton(page).click();
  await expect(heading(page, 'Payment')).toBeFocused();
  const total = (await summary.locator('.checkout__total-amount').textContent())!.trim();
  expect(pence(total)).toBe(checkout.total);
  await askForInstallInsideCancellationPeriodIfNeeded(page);
  await expectAccessible(page, 'payment against the backend');
  await payByCard(page, total);

  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${CUSTOMER.first}: your order is confirmed` })).toBeVisible();
  const items = page.getByRole('table', { name: `Items in order ${ref}` });
  await expect(items.locator('tbody tr').first()).toHaveText(`${chosen.title}${chosen.price}`);
  const order = await expectChargesAddUp(items.locator('tbody tr'), items.locator('tfoot td'));
  expect(order.total).toBe(checkout.total);
  const facts = page.locator('.order-summary__facts').first();
  await expect(page.locator('.order-summary__paid')).toContainText(`Paid so far${total}`);
  await expect(facts).toContainText(`Installation address${ADDRESS.address_line_1}, ${POSTCODE}`);
  await expect(page.getByRole('region', { name: 'Payments still due' })).toHaveCount(0);
  await expect(page.getByText('Your order is paid in full. Thank you.')).toBeVisible();
  await expectAccessible(page, 'paid order against the backend');

  // Paid is final (decision 860): Back leaves for the results, and the checkout's address, which the
  // backend answers paid, opens the order page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/quote/boiler/results/${ref}$`));
  // Its pictures are absolute URLs on the backend's image host, and are drawn (decision 872).
  const picture = page.locator('[data-product-id] .results-card__image').first();
  await expect(picture).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/api\/images\/[a-z-]+\.svg$/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.goto(`/checkout/boiler/${ref}`);
  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toHaveCount(0);
  await expect(page.locator('.order-summary__paid')).toContainText(`Paid so far${total}`);

  // Payments are final: a pay link for the paid order takes nothing.
  await page.goto(`/order/pay/${ref}?amount=100`);
  await expect(page.getByRole('heading', { name: 'We can’t take this payment online right now' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
});

test('heat pump: the enquiry shows the price the answer gives, after the grant it names, and is sent with the address the questionnaire took', async ({ page }) => {
  // Decision 830: the server's heat pump prices are already after the grant its answer names; the page takes nothing off.
  const ref = await priceQuote(page, 'heat-pump');
  const answered = page.waitForResponse((response) => response.url().includes(`/api/enquiry/heat-pump/${ref}`));
  const chosen = await chooseFirstProduct(page, 'heat-pump', ref);
  await expect(page).toHaveURL(new RegExp(`/enquire/heat-pump/${ref}\\?product=\\d+$`));
  const enquiry = (await (await answered).json()) as { product: { price_after_discount: number; grant?: { amount: number } | null }; relocation: number };
  expect(enquiry.product.grant?.amount, 'the grant the answer names').toBeGreaterThan(0);
  await expect(page.locator('.enquiry__product')).toHaveText(`${chosen.title}, ${chosen.price}`);
  expect(pence(chosen.price)).toBe(enquiry.product.price_after_discount + enquiry.relocation);
  await expect(page.getByText(/^After the £[\d,]+\.\d\d .+ grant, which we claim for you/)).toBeVisible();
  const thanks = await sendEnquiry(page, 'heat-pump');
  await expect(thanks).toContainText(`Thank you, ${CUSTOMER.first}.`);
  await expect(thanks).toContainText(`Your reference is ${ref}.`);
  await expectAccessible(page, 'enquiry sent against the backend');
});

test('boiler service: upgrades, two days, the details and a card payment; the confirmation lists what was paid for', async ({ page }) => {
  const ref = await priceQuote(page, 'boiler-service');
  await page.goto(`/service/boiler/${ref}`);
  const summary = page.locator('.service__summary');
  await expect(heading(page, 'Upgrades')).toBeVisible();
  const product = (await summary.locator('.service__lines > div').first().textContent())!;
  await continueButton(page).click();
  await expect(heading(page, 'Preferred date')).toBeFocused();
  await firstFreeDay(page).click();
  await continueButton(page).click();
  await expect(heading(page, 'Alternative date')).toBeFocused();
  await firstFreeDay(page).click();
  await continueButton(page).click();
  await expect(page.locator('#service-step-heading')).toHaveText('Your details');
  await giveDetailsForService(page);
  await continueButton(page).click();

  await expect(heading(page, 'Payment')).toBeFocused();
  const total = (await summary.locator('.service__total dd').textContent())!.trim();
  await page.getByLabel(/^I ask you to carry out my boiler service within the 14-day cancellation period/).check();
  await payByCard(page, total);

  await expect(heading(page, 'Confirmation')).toBeVisible();
  await expect(page.locator('.ui-confirmation-facts')).toHaveText(new RegExp(`^Booking reference\\s*${ref}\\s*Amount paid\\s*${total.replace(/[.£]/g, '\\$&')}$`));
  const booked = page.locator('.service__confirmation .service__lines');
  await expect(booked.locator('> div').first()).toHaveText(product);
  expect((await expectChargesAddUp(booked.locator('> div:not(.service__total)'), booked.locator('.service__total dd'))).total).toBe(pence(total));
  // Paid and booked: the booking opens on its confirmation when the customer comes back.
  await page.reload();
  await expect(heading(page, 'Confirmation')).toBeVisible();
});

test('after an order placed without paying: the order page asks for the balance, a pay link pays part of it, the order page pays the rest, tracking says paid, the photos uploaded complete the upload', async ({ page }) => {
  const ref = await placeUnpaidBoilerOrder(page);
  await page.goto(`/order/${ref}`);
  await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${CUSTOMER.first}: your order is confirmed` })).toBeVisible();
  const total = pence((await page.getByRole('table', { name: `Items in order ${ref}` }).locator('tfoot td').textContent())!);
  const due = page.getByRole('region', { name: 'Payments still due' });
  await expect(due.getByRole('link', { name: /^Pay £[\d,.]+ for Balance$/ })).toBeVisible();

  // A pay link for £100 of it, as an email would give.
  await page.goto(`/order/pay/${ref}?amount=10000`);
  await expect(page.getByText('Amount due now: £100.00.')).toBeVisible();
  await expectAccessible(page, 'pay an amount against the backend');
  await payByCard(page, '£100.00');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  // The backend learnt of it from the provider's webhook: the link, loaded again, is its receipt.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This payment has been made' })).toBeVisible();
  await expect(page.getByText(`Paid £100.00 on ${formatDisplayDate(new Date())} towards order ${ref}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'View your order' }).click();
  const paid = page.locator('.order-summary__paid');
  await expect(paid).toContainText('Paid so far£100.00');
  const rest = due.getByRole('link', { name: /^Pay £[\d,.]+ for Balance$/ });
  const restText = /^Pay (£[\d,.]+)/.exec((await rest.textContent())!)![1]!;
  expect(pence(restText)).toBe(total - 10_000);
  await rest.click();
  await payByCard(page, restText);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.goto(`/order-track/${ref}`);
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expect(page.locator('#main-content')).toContainText('Paid');
  await expectAccessible(page, 'tracking against the backend');

  await page.goto(`/order/upload/${ref}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Required' })).toBeVisible();
  const required = page.locator('section.upload-group[aria-label]:not([aria-label$="(optional)"]) input[type="file"]');
  const count = await required.count();
  expect(count, 'required documents').toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await required.nth(index).setInputFiles(jpeg(`photo-${index + 1}.jpg`));
    await expect(page.getByText(`photo-${index + 1}.jpg`).first()).toBeVisible();
  }
  await expect(page.getByText('Thank you: you have sent everything we need.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));
  await expect(paid).toContainText(`Paid so far£${(total / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
  await expect(page.getByRole('link', { name: 'Upload your photos' })).toHaveCount(0);
});

test('survey of an ordered boiler: every required photo, then the details, then the confirmation', async ({ page }) => {
  const ref = await placeUnpaidBoilerOrder(page);
  await page.goto(`/quote/boiler/survey/${ref}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeVisible();
  await expectAccessible(page, 'survey photos against the backend');
  const requiredSlots = page.locator('.ui-upload-slot').filter({ hasText: '(required)' });
  const count = await requiredSlots.count();
  expect(count, 'required photos').toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    // A required photo once stored is what the server received (decision 850): it stays in its place,
    // sent; the last one moves the survey on to the details.
    const slot = requiredSlots.nth(index);
    await slot.locator('input[type="file"]').first().setInputFiles(jpeg(`survey-${index + 1}.jpg`));
    if (index < count - 1) await expect(slot.getByRole('list', { name: /^Files for / })).toContainText(`survey-${index + 1}.jpgSent`);
  }
  await expect(heading(page, 'Customer details')).toBeFocused();
  await page.getByLabel('First name').fill(CUSTOMER.first);
  await page.getByLabel('Last name').fill(CUSTOMER.last);
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Phone number').fill(CUSTOMER.phone);
  await continueButton(page).click();
  await expect(page.getByText('Thank you, your survey is complete.')).toBeVisible();
});
