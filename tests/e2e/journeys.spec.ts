// One journey per product type on the plain mock (Prism behind the journey memory, decision 492):
// the quote this browser priced, the product and price chosen on its results, the install date chosen
// and the customer given are exactly what every later page shows, up to the order page (or the
// enquiry's or booking's confirmation). The address and postcode the questionnaire took open the
// details forms (decision 540). The questionnaire's own screens are tested in quote.spec.ts: here the
// answers are priced through the API in the browser's own journey and kept as the questionnaire keeps
// them, so each journey starts on its results.
import { E2E_BUILD_ENV } from '../../scripts/e2e-env.mjs';
import { errorSummary, expect as baseExpect, expectAccessible, expectPageTitle, test } from './fixtures';
import { ADDRESS, CUSTOMER, POSTCODE, askForInstallInsideCancellationPeriodIfNeeded, chooseFirstProduct, continueButton, expectChargesAddUp, firstFreeDay, giveDetails, giveDetailsForService, heading, payByCard, pence, priceQuote, sendEnquiry } from './journey-steps';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

/** The checkout's steps for a homeowner of the type, as its step list names them. */
const CHECKOUT_STEPS = { aircon: [/Select install date/, /Contact details/, /Payment/], boiler: [/Upgrades/, /Select install date/, /Contact details/, /Payment/], ev: [/Select install date/, /Contact details/, /Payment/] };

for (const type of ['aircon', 'boiler', 'ev'] as const) {
  // The aircon and EV checkouts are walked only here, so each of their screens is checked on the way
  // (axe, the step list, a refused submit, the page titles, the purchase event); the boiler's are in
  // checkout.spec.ts (its keyboard and landlord checkouts).
  const checksScreens = type !== 'boiler';
  test(`${type}: the product, price, install date and customer chosen are what checkout and the order page show${checksScreens ? ', every step passes axe, and one purchase event is sent' : ''}`, async ({ page }) => {
    const ref = await priceQuote(page, type);
    const chosen = await chooseFirstProduct(page, type, ref);
    await expect(page).toHaveURL(new RegExp(`/checkout/${type}/${ref}\\?product=\\d+$`));
    const summary = page.locator('.checkout__summary');
    const productLine = summary.locator('.checkout__lines > div').first();
    await expect(productLine).toHaveText(`${chosen.title}${chosen.price}`);

    if (type === 'boiler') {
      await expect(page.getByRole('heading', { level: 1, name: 'Upgrades' })).toBeVisible();
      await continueButton(page).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Select install date' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem')).toHaveText(CHECKOUT_STEPS[type]);
    if (checksScreens) {
      await expect(continueButton(page)).toBeDisabled();
      await expectAccessible(page, `${type} calendar`);
    }
    await firstFreeDay(page).click();
    const installDate = (await summary.locator('time').first().textContent())!.trim();
    await continueButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Contact details' })).toBeFocused();
    await giveDetails(page);
    if (type === 'ev') {
      await page.getByLabel('Vehicle make').fill('Nissan');
      await page.getByLabel('Registration number').fill('AB12 CDE');
      await page.getByLabel('Year of manufacture').fill('2021');
    }
    if (checksScreens) {
      // Back sits in the same place on every step: its own row under the step's button.
      await expect(page.locator('.checkout__back').getByRole('button', { name: 'Back' })).toBeVisible();
      await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('We’ll send your order confirmation here.');
      await expectAccessible(page, `${type} details`);
      // A failed submit: the summary takes focus and the title, read first, starts "Error: ".
      await expectPageTitle(page, 'Contact details – Checkout');
      await page.getByLabel('First name').fill('');
      await continueButton(page).click();
      await expect(errorSummary(page)).toBeFocused();
      await expectPageTitle(page, 'Contact details – Checkout', { error: true });
      await expectAccessible(page, `${type} details with an error`);
      await page.getByLabel('First name').fill(CUSTOMER.first);
    }
    await continueButton(page).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused();
    await expect(productLine).toHaveText(`${chosen.title}${chosen.price}`);
    await expect(summary).toContainText(`Install date: ${installDate}`);
    const total = (await summary.locator('.checkout__total-amount').textContent())!.trim();
    if (checksScreens) {
      await expectPageTitle(page, 'Payment – Checkout');
      await expect(page.locator('.checkout__back').getByRole('button', { name: 'Back' })).toBeVisible();
      await expect(page.getByText(/14 days from today to cancel/)).toBeVisible();
      // The mock's first free day is inside the 14-day cancellation period: no payment until the customer asks for it.
      await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
    }
    await page.getByLabel(/I ask you to install within the 14-day cancellation period/).check();
    if (checksScreens) {
      // The EV charger names no finance terms: no finance here either, as on its results card (decision 951).
      await expect(page.getByRole('radio', { name: 'Spread the cost with finance' })).toHaveCount(type === 'ev' ? 0 : 1);
      await expectAccessible(page, `${type} payment`);
    }
    await payByCard(page, total);

    await expect(page).toHaveURL(new RegExp(`/order/${ref}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${CUSTOMER.first}: your order is confirmed` })).toBeVisible();
    const items = page.locator('.order-summary__table');
    await expect(items.locator('tbody tr').first()).toHaveText(`${chosen.title}${chosen.price}`);
    await expect(items.locator('tfoot')).toHaveText(`Total${total}`);
    const facts = page.locator('.order-summary__facts').first();
    await expect(facts).toContainText(`Order reference${ref}`);
    await expect(facts).toContainText(`Installation date${installDate}`);
    await expect(facts).toContainText(`Installation address${ADDRESS.address_line_1}, ${POSTCODE}`);

    if (checksScreens) {
      // decision 074: one purchase event, order_type without _install, channel aw, the configured id.
      const purchases = await page.evaluate(() => ((window as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => entry.event === 'purchase'));
      expect(purchases).toHaveLength(1);
      expect(purchases[0]).toMatchObject({ order_type: type, channel: 'aw', advertiser_id: E2E_BUILD_ENV.VITE_AFFILIATE_ADVERTISER_ID, currency: 'GBP' });
      expect(Number.isInteger(purchases[0]!.value_pence)).toBe(true);
    }
  });
}

test('boiler with a Saturday install (£49): checkout, the order page and the pay page list the install day, and their lines add up to the total', async ({ page }) => {
  test.setTimeout(240_000);
  // Each save goes through the journey memory: slow on a busy machine.
  const SAVED = { timeout: 45_000 };
  const ref = await priceQuote(page, 'boiler');
  const chosen = await chooseFirstProduct(page, 'boiler', ref);
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrades' })).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select install date' })).toBeVisible();
  // The mock's Saturdays cost £49 (decision 032).
  const saturday = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').filter({ has: page.locator('.ui-calendar__day-cost') }).first();
  await expect(saturday.locator('.ui-calendar__day-cost')).toHaveText('+£49.00');
  await saturday.click();
  const summary = page.locator('.checkout__summary');
  await expect(summary.locator('.checkout__lines > div').filter({ hasText: 'Install day' })).toHaveText(/^Install day\s*£49\.00$/);
  const checkout = await expectChargesAddUp(summary.locator('.checkout__lines > div'), summary.locator('.checkout__total-amount'));
  await continueButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact details' })).toBeFocused(SAVED);
  await giveDetails(page);
  await continueButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeFocused(SAVED);
  const total = (await summary.locator('.checkout__total-amount').textContent())!.trim();
  await askForInstallInsideCancellationPeriodIfNeeded(page);
  await payByCard(page, total);

  await expect(page).toHaveURL(new RegExp(`/order/${ref}$`), SAVED);
  const items = page.getByRole('table', { name: `Items in order ${ref}` });
  await expect(items).toBeVisible(SAVED);
  await expect(items.locator('tbody tr').first()).toHaveText(`${chosen.title}${chosen.price}`);
  await expect(items.locator('tbody tr').filter({ hasText: 'Install day' })).toHaveText(/^Install day: \w+day .+£49\.00$/);
  const order = await expectChargesAddUp(items.locator('tbody tr'), items.locator('tfoot td'));
  // The order lists what checkout listed, at the same total.
  expect(order.total).toBe(checkout.total);
  expect(order.lines.map((line) => line.pence)).toEqual(checkout.lines.map((line) => line.pence));
  await expectAccessible(page, 'order page with a Saturday install');

  // The pay page lists the same charges under the order's total.
  await page.goto(`/order/pay/${ref}?amount=10000`);
  const payItems = page.getByRole('table', { name: `Items in order ${ref}` });
  await expect(payItems).toBeVisible(SAVED);
  await expect(payItems.locator('tbody tr').filter({ hasText: 'Install day' })).toHaveText(/£49\.00$/);
  expect((await expectChargesAddUp(payItems.locator('tbody tr'), payItems.locator('tfoot td'))).total).toBe(order.total);
  await expectAccessible(page, 'pay page with the order’s charges');
});

for (const type of ['battery', 'heat-pump', 'solar'] as const) {
  test(`${type}: the product and price chosen, and the address given, are what the enquiry shows up to its confirmation`, async ({ page }) => {
    const ref = await priceQuote(page, type);
    const chosen = await chooseFirstProduct(page, type, ref);
    await expect(page).toHaveURL(new RegExp(`/enquire/${type}/${ref}\\?product=\\d+$`));
    await expect(page.locator('.enquiry__product')).toHaveText(`${chosen.title}, ${chosen.price}`);

    const thanks = await sendEnquiry(page, type);
    await expect(thanks).toContainText(`Thank you, ${CUSTOMER.first}.`);
    await expect(thanks).toContainText(`Your reference is ${ref}.`);
    await expect(page.locator('.enquiry__product')).toHaveText(`${chosen.title}, ${chosen.price}`);
  });
}

test('boiler service: the postcode given opens the details, and the dates, price and reference chosen are what the confirmation shows', async ({ page }) => {
  const ref = await priceQuote(page, 'boiler-service');
  // The calendar asks for the questionnaire's postcode's availability.
  const calendar = page.waitForRequest((request) => request.url().includes('/api/calendar') && new URL(request.url()).searchParams.get('postcode') === POSTCODE);
  await page.goto(`/service/boiler/${ref}`);
  const summary = page.locator('.service__summary');
  await expect(heading(page, 'Upgrades')).toBeVisible();
  const product = (await summary.locator('.service__lines > div').first().textContent())!;
  await continueButton(page).click();

  await expect(heading(page, 'Preferred date')).toBeFocused();
  await calendar;
  await firstFreeDay(page).click();
  await continueButton(page).click();
  await expect(heading(page, 'Alternative date')).toBeFocused();
  await firstFreeDay(page).click();
  await continueButton(page).click();
  const preferred = (await summary.locator('dt', { hasText: 'Preferred day' }).locator('time').textContent())!.trim();

  await expect(page.locator('#service-step-heading')).toHaveText('Your details');
  await giveDetailsForService(page);
  await continueButton(page).click();

  await expect(heading(page, 'Payment')).toBeFocused();
  await expect(summary.locator('.service__lines > div').first()).toHaveText(product);
  const total = (await summary.locator('.service__total dd').textContent())!.trim();
  await page.getByLabel(/^I ask you to carry out my boiler service within the 14-day cancellation period/).check();
  await payByCard(page, total);

  await expect(heading(page, 'Confirmation')).toBeVisible();
  await expect(page.locator('.ui-confirmation-facts')).toHaveText(new RegExp(`^Booking reference\\s*${ref}\\s*Amount paid\\s*${total.replace(/[.£]/g, '\\$&')}$`));
  await expect(page.locator('.service__confirmation')).toContainText(preferred);
  // The confirmation lists what was paid for, the lines adding up to the amount paid.
  const booked = page.locator('.service__confirmation .service__lines');
  await expect(booked.locator('> div').first()).toHaveText(product);
  const charges = await expectChargesAddUp(booked.locator('> div:not(.service__total)'), booked.locator('.service__total dd'));
  expect(charges.total).toBe(pence(total));
  await expectAccessible(page, 'service confirmation with its charges');
});

test('boiler plans: the plan and price chosen are what the payment takes and the confirmation shows', async ({ page }) => {
  const ref = await priceQuote(page, 'boiler');
  await page.goto(`/plans/boiler/${ref}`);
  const plan = page.locator('.plans__plan').first();
  await expect(plan).toBeVisible();
  const name = (await plan.locator('.plans__name').textContent())!.trim();
  const price = /^(£[\d,]+\.\d\d) a (month|year)$/.exec((await plan.locator('.plans__price').textContent())!.trim())!;
  await plan.getByRole('radio').check();
  await continueButton(page).click();

  await expect(heading(page, 'Payment')).toBeFocused();
  await expect(page.locator('.plans__terms')).toContainText(`${name} costs ${price[1]} a ${price[2]} including VAT`);
  await payByCard(page, price[1]!);

  await expect(heading(page, 'Confirmation')).toBeVisible();
  await expect(page.getByText(`Thank you, your boiler plan is set up: ${name}.`)).toBeVisible();
  await expect(page.locator('.ui-confirmation-facts')).toHaveText(new RegExp(`^Plan reference\\s*${ref}\\s*Amount paid\\s*${price[1]!.replace(/[.£]/g, '\\$&')}$`));
  // The confirmation lists the plan, the line adding up to the amount paid.
  const paid = page.locator('.plans .ui-charge-list');
  await expect(paid.locator('> div').first()).toHaveText(`${name}${price[1]}`);
  expect((await expectChargesAddUp(paid.locator('> div:not(.ui-charge-list__total)'), paid.locator('.ui-charge-list__total dd'))).total).toBe(pence(price[1]!));
  await expectAccessible(page, 'plans confirmation with its charges');
});
