// Boiler service checkout, plans and price match against Prism.
import { blockSiteData, errorSummary, expect, expectAccessible, expectNoSidewaysScroll, expectPageTitle, navigateInApp, REFLOW_WIDTH, test, useJourneyScenario, useScenario } from './fixtures';
import type { Locator, Page, Request } from '@playwright/test';

// The page chunk may take a while on the shared 2-core machine (dev server compiling on demand).
test.describe.configure({ timeout: 120_000 });
const PAGE_READY = { timeout: 30_000 };

/** WCAG 1.4.10 on an Upgrades step: no sideways scroll at the phone width, nor at 320 px. */
async function expectUpgradesReflow(page: Page) {
  const phone = page.viewportSize()!;
  await expectNoSidewaysScroll(page, `on the Upgrades step at ${phone.width} px`);
  await page.setViewportSize({ width: REFLOW_WIDTH, height: phone.height });
  await expectNoSidewaysScroll(page, 'on the Upgrades step at 320 px');
  await page.setViewportSize(phone);
}

/** A hint that explains a disabled button sits above it, clear of it. */
async function expectAbove(hint: Locator, button: Locator) {
  const [hintBox, buttonBox] = [(await hint.boundingBox())!, (await button.boundingBox())!];
  expect(buttonBox.y - (hintBox.y + hintBox.height), 'px between the hint and the button under it').toBeGreaterThanOrEqual(8);
}

async function chooseFirstDay(page: Page) {
  const day = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
  await day.click();
}

test('free service: upgrades first, two dates, details, no payment step, confirmation', async ({ page }) => {
  await useScenario(page, 'example=service-free');
  await page.goto('/service/QSWF8OQH');
  const steps = page.getByRole('navigation', { name: 'Service booking steps' });
  await expect(steps.getByText('Upgrades')).toBeVisible(PAGE_READY);
  await expect(steps.getByText('Payment')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Upgrades' })).toBeVisible();
  await expectAccessible(page, 'upgrades');
  // The upgrade cards' descriptions wrap inside the cards (they once pushed the page to 460 px).
  await expect(page.getByText(/Adds £/).first()).toBeVisible();
  await expectUpgradesReflow(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Preferred date' })).toBeFocused();
  // The step button reads Continue as in every other flow, says why it waits in a hint above it (as
  // checkout does), and is full width on a phone but its own width on a desktop.
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(continueButton).toBeDisabled();
  await expect(continueButton).toHaveAccessibleDescription('Choose your preferred day to continue.');
  await expectAbove(page.getByText('Choose your preferred day to continue.'), continueButton);
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: phone.height });
  expect((await continueButton.boundingBox())!.width, 'Continue px wide at 1280 px').toBeLessThan(200);
  await page.setViewportSize(phone);
  await chooseFirstDay(page);
  // A service is a visit by an engineer: its days are named as such, nothing speaks of an install.
  await expect(page.locator('.ui-calendar__selected')).toContainText('Preferred day:');
  await expectAccessible(page, 'preferred date');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Alternative date' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  // The second day never changes the price: no day on its calendar shows an extra cost, and the summary says so.
  await expect(page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first()).toBeVisible(PAGE_READY);
  await expect(page.locator('.ui-calendar').getByText(/^\+£/)).toHaveCount(0);
  await chooseFirstDay(page);
  await expect(page.getByRole('complementary').getByText('No extra charge')).toBeVisible();
  await expectAccessible(page, 'alternative date');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The step's own heading: the details form has a "Your details" group heading of its own.
  await expect(page.locator('#service-step-heading')).toHaveText('Your details');
  await expect(page.locator('.service__step').getByText(/install/i)).toHaveCount(0);
  // Sent empty: each summary entry names its field; the field itself keeps the spec's "Required".
  await page.getByLabel('Postcode').first().fill('M16 7UP');
  await page.getByRole('button', { name: 'Continue' }).click();
  const problems = errorSummary(page);
  await expect(problems.getByRole('link')).toHaveText(['First name: Required', 'Last name: Required', 'Email address: Required', 'Phone number: Required']);
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription(/^Error: Required$/);
  await expect(problems).toBeFocused();
  await expectPageTitle(page, 'Your details', { error: true });
  await expectAccessible(page, 'details with errors');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email address').fill('grace@example.co.uk');
  await page.getByLabel(/phone/i).first().fill('07545 156855');
  await page.getByLabel('Postcode').first().fill('M16 7UP');
  await expectAccessible(page, 'details');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible();
  await expectPageTitle(page, 'Confirmation');
  await expect(page.getByText('your boiler service is booked')).toBeVisible();
  // The reference to quote when calling, and what was paid: nothing, for a free service.
  await expect(page.locator('.ui-confirmation-facts')).toHaveText(/^Booking reference\s*QSWF8OQH\s*Amount paid\s*Nothing to pay$/);
  await expectAccessible(page, 'confirmation');
});

test('details_step after_dates puts the dates first; discount refused with the server message', async ({ page }) => {
  await useScenario(page, 'example=details-first');
  await useScenario(page, 'code=422, example=discount-invalid', '**/api/service/boiler/discount**');
  await page.goto('/service/boiler/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Preferred date' })).toBeVisible(PAGE_READY);
  const stepTitles = await page.getByRole('navigation', { name: 'Service booking steps' }).getByRole('listitem').allInnerTexts();
  expect(stepTitles.map((t) => t.split(/\s*\(/)[0]!.trim())).toEqual(['Preferred date', 'Alternative date', 'Upgrades', 'Your details', 'Payment', 'Confirmation']);
  await expect(page.getByText('£89.00').first()).toBeVisible();
  await page.getByLabel('Discount code').fill('OLDCODE');
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByText('This code has expired.')).toBeVisible();
  await expectAccessible(page, 'preferred date first');
});

test('discount refused without a message says Invalid code', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await page.route('**/api/service/boiler/discount**', (route) => route.fulfill({ status: 422, contentType: 'application/json', body: '{}' }));
  await page.goto('/service/QSWF8OQH');
  await page.getByLabel('Discount code').fill('NOPE', PAGE_READY);
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(page.getByText('Invalid code')).toBeVisible();
});

test('a paid service with a fitting date opens on confirmation', async ({ page }) => {
  await useScenario(page, 'example=service-paid');
  await page.goto('/service/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible(PAGE_READY);
  await expect(page.getByText('Your engineer will visit on')).toBeVisible();
  await expect(page.locator('.ui-confirmation-facts')).toHaveText(/^Booking reference\s*QSWF8OQH\s*Amount paid\s*£[\d,]+\.\d\d$/);
  // Paid: nothing is left "to pay".
  await expect(page.getByText('Total paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Total to pay')).toHaveCount(0);
  // The plans for this boiler are a link away.
  await expect(page.getByRole('link', { name: 'Compare boiler plans' })).toHaveAttribute('href', '/plans/boiler/QSWF8OQH');
});

test('plans: choose a plan, pay by card, confirmation', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  const choice = page.waitForRequest((request) => /\/api\/plans\/boiler\/[^?]+$/.test(request.url()) && request.method() === 'POST');
  await page.goto('/plans/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible(PAGE_READY);
  await expectAccessible(page, 'plans');
  // Each plan feature reads in sentence case ("Priority booking", never "priority booking").
  const features = page.locator('.plans__features > span');
  await expect(features.first()).toHaveText('✓ Annual boiler service');
  await expect(features.filter({ hasText: /^✓ [a-z]/ })).toHaveCount(0);
  await expect(features.filter({ hasText: 'Priority booking' })).toHaveCount(1);
  // A cover plan says its excess, its term and what it does not cover.
  const cover = page.locator('.plans__plan').filter({ has: page.locator('.plans__name', { hasText: /^Boiler cover$/ }) });
  await expect(cover.locator('.plans__terms > span')).toHaveText([/^Excess: £[\d,]+\.\d\d a repair claim$/, /^Runs for \d+ months, then renews until you cancel$/, /^Not covered: .+/]);
  await expect(page.getByText('Prices include VAT.')).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const body = (await choice).postDataJSON() as { quote_id: string; plan_id: number; price: number };
  expect(body.plan_id).toBe(1);
  expect(Number.isInteger(body.price)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  // Plan total is the plan's product_total, the price that was posted (pence).
  const total = `£${(body.price / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await expect(page.getByRole('button', { name: `Pay ${total} now` })).toBeVisible(PAGE_READY);
  // Before paying: that the charge repeats monthly, how to stop it, and the 14-day right to cancel;
  // the amount due today is stated once, by the card form (and its button).
  const payment = page.locator('section[aria-labelledby="plans-step-heading"]');
  await expect(payment).toContainText(/costs £[\d,.]+ a month including VAT, taken from this card on the same date each month until you cancel\. Today’s payment is your first month\./);
  await expect(payment).toContainText('To stop your plan at any time, call us on 0808 157 0123 or contact us online.');
  await expect(payment).toContainText('You have 14 days from today to cancel your plan for a full refund');
  await expect(payment.getByText(/to pay now/)).toHaveCount(0);
  await expectAccessible(page, 'payment');
  const card = page.locator('.ui-card-payment');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel(/expir/i).fill('12 / 34');
  await card.getByLabel(/cvc|security code/i).fill('123');
  await page.getByRole('button', { name: `Pay ${total} now` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible();
  await expect(page.getByText('Thank you, your boiler plan is set up')).toBeVisible();
  await expectAccessible(page, 'plans confirmation');
});

test('price match by URL: invalid address refused, valid one completes', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await page.goto('/price-match/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 1, name: 'Price match' })).toBeVisible(PAGE_READY);
  await expect(page.getByText('Upload the competitor’s quote')).toBeVisible(PAGE_READY);
  // The page says which order and price the match is about.
  await expect(page.locator('.ui-lede')).toHaveText(/^Order QSWF8OQH: .+, order total £[\d,]+\.\d\d\.$/, PAGE_READY);
  await expectAccessible(page, 'price match');
  await page.getByLabel('Give the web address of the competitor’s price').check();
  await page.getByLabel('Competitor’s web address').fill('not a web address');
  await page.getByRole('button', { name: 'Send web address' }).click();
  // A refused address: an error summary that takes focus, and "Error: " in the title.
  await expect(errorSummary(page)).toBeFocused();
  const refused = 'Enter the web address of the competitor’s quote, like www.example.co.uk/quote';
  await expect(errorSummary(page).getByRole('link')).toHaveText(refused);
  await expect(page.getByLabel('Competitor’s web address')).toHaveAccessibleDescription(new RegExp(`Error: ${refused.replace(/\./g, '\\.')}$`));
  await expectPageTitle(page, 'Price match', { error: true });
  await expectAccessible(page, 'price match address refused');
  await errorSummary(page).getByRole('link').click();
  await expect(page.getByLabel('Competitor’s web address')).toBeFocused();
  await page.getByLabel('Competitor’s web address').fill('www.competitor.example.co.uk/boilers');
  await page.getByRole('button', { name: 'Send web address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeVisible();
  // The heading takes focus so the change is announced, but wears no ring: it is not a control.
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toHaveCSS('outline-style', 'none');
  await expectPageTitle(page, 'Price match sent');
  await expectAccessible(page, 'price match sent');
});

test('price match by file: the upload (file, name, _method=PATCH) is accepted by the contract and completes the evidence', async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
  // The same operation answers the load and the upload (decision 014): the upload's answer is the
  // price-match-sent example, served and request-validated by Prism.
  let upload: Request | undefined;
  await page.route('**/api/price-match/QSWF8OQH', (route) => {
    if (!(route.request().postData() ?? '').includes('_method')) return route.fallback();
    upload = route.request();
    return route.continue({ headers: { ...route.request().headers(), prefer: 'example=price-match-sent' } });
  });
  await page.goto('/price-match/QSWF8OQH');
  const slot = page.getByLabel(/The competitor’s written quote/);
  await expect(slot).toBeVisible(PAGE_READY);
  await expect(page.getByText('A PDF or a photo showing the product, the price and the date.')).toBeVisible();
  await slot.setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeVisible();
  const body = upload!.postDataBuffer()!.toString('latin1');
  expect(body).toMatch(/name="_method"\r\n\r\nPATCH\r\n/);
  expect(body).toMatch(/name="name"\r\n\r\ncompetitor_quote\r\n/);
  expect(body).toContain('name="file"; filename="quote.pdf"');
  await expectAccessible(page, 'price match sent (file)');
  // A reload opens on the same page: the journey memory has the evidence and lists it as received.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeVisible(PAGE_READY);
  await expect(page.getByRole('list', { name: 'What you sent' }).getByRole('listitem')).toHaveText([/quote\.pdf\s*Sent/]);
  await expectAccessible(page, 'price match sent, after a reload');
});

test('with site data blocked (storage throws a SecurityError) the service checkout, plans, survey and price match still work', async ({ page }) => {
  await blockSiteData(page);
  await useJourneyScenario(page, 'homeowner');
  await page.goto('/plans/QSWF8OQH');
  await page.getByRole('radio').first().check(PAGE_READY);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();

  await page.goto(`/quote/boiler/survey/${QUOTE}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeVisible(PAGE_READY);

  await page.goto('/price-match/QSWF8OQH');
  await page.getByLabel('Give the web address of the competitor’s price').check(PAGE_READY);
  await page.getByLabel('Competitor’s web address').fill('www.competitor.example.co.uk/boilers');
  await page.getByRole('button', { name: 'Send web address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price match sent' })).toBeVisible();

  await page.unrouteAll();
  await useScenario(page, 'example=service-free');
  await page.goto('/service/QSWF8OQH');
  await expect(page.getByRole('heading', { level: 2, name: 'Upgrades' })).toBeVisible(PAGE_READY);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Preferred date' })).toBeFocused();
  await chooseFirstDay(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Alternative date' })).toBeVisible();
});

test('price match load failure goes home', async ({ page }) => {
  await page.route('**/api/price-match/**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' }));
  await page.goto('/price-match/QNOTHERE');
  await expect(page).toHaveURL(/:\d+\/$/, PAGE_READY);
});

const QUOTE = 'QSWF8OQH';

/** An accessible name that begins with this text (names carry prices and descriptions after it). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('survey: the loading state stays at least 1 s even with an instant answer, then each photo slot with its guidance; an index failure goes back', async ({ page }) => {
  // The page clock when the loading state and the images step first appear (DOM observer, no polling gaps).
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    Object.assign(window, { surveyMarks: marks });
    new MutationObserver(() => {
      const loading = [...document.querySelectorAll('[role="status"]')].some((node) => node.textContent?.includes('Loading your survey'));
      if (loading) marks.loading ??= performance.now();
      if (document.getElementById('survey-step-heading')?.textContent === 'Images') marks.images ??= performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await useJourneyScenario(page, 'homeowner');
  await page.route(/\/api\/quote\/boiler\/survey\?quote_id=QGONE1$/, (route) => route.fulfill({ status: 500, json: { message: 'No such survey' } }));
  // Opened from an email (the first page of the tab), a survey that cannot load goes home (decision 203).
  await page.goto('/quote/boiler/survey/QGONE1');
  await expect(page).toHaveURL(/:\d+\/$/, PAGE_READY);
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_READY);

  const answered = page.waitForResponse((response) => response.url().includes(`/api/quote/boiler/survey?quote_id=${QUOTE}`));
  const navigatedAt = await navigateInApp(page, `/quote/boiler/survey/${QUOTE}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading your survey' })).toBeVisible();
  await answered;
  await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeVisible(PAGE_READY);
  const marks = await page.evaluate(() => (window as unknown as { surveyMarks: Record<string, number> }).surveyMarks);
  expect(marks.loading, 'the loading state was shown').toBeDefined();
  expect(marks.images! - navigatedAt, 'ms from navigation to the images step').toBeGreaterThanOrEqual(1000);
  expect(marks.images! - marks.loading!, 'ms the loading state was shown').toBeGreaterThanOrEqual(1000);

  // Guidance on what to photograph, per slot, with an example picture.
  const boilerSlot = page.getByLabel(/Your current boiler, from the front/);
  await expect(boilerSlot).toHaveAccessibleDescription('Stand back so the whole boiler and the pipes under it are in the photo.');
  await expect(page.getByLabel(/The flue, from outside/)).toHaveAccessibleDescription('The pipe on the outside wall or roof where the boiler vents.');
  await expect(page.getByRole('img', { name: 'Example: Your current boiler, from the front' })).toBeVisible();
  await expect(page.getByText('(optional)')).toHaveCount(1);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await expect(continueButton).toHaveAccessibleDescription('Add every required photo to continue.');
  await expectAbove(page.getByText('Add every required photo to continue.'), continueButton);
  await expectAccessible(page, 'survey images');

  // quote §8 "Survey index failure: goes back": from this page, a survey that cannot load returns here.
  await navigateInApp(page, '/quote/boiler/survey/QGONE1');
  await expect(page).toHaveURL(/\/quote\/boiler\/survey\/QGONE1$/);
  await expect(page).toHaveURL(new RegExp(`/quote/boiler/survey/${QUOTE}$`), PAGE_READY);
  await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeVisible(PAGE_READY);

  // A survey with no required photo left is complete: it opens on the details.
  await useScenario(page, 'example=survey-complete', /\/api\/quote\/boiler\/survey\?quote_id=QDONE1$/);
  await navigateInApp(page, '/quote/boiler/survey/QDONE1');
  await expect(page.getByRole('heading', { level: 2, name: 'Customer details' })).toBeVisible(PAGE_READY);
});

test('survey: the last required photo uploads with progress (user, file, name, product), the details PATCH sends what was typed, then confirmation', async ({ page }) => {
  await useJourneyScenario(page, 'survey-last-photo');
  let store: Request | undefined;
  await page.route('**/api/quote/boiler/survey/store', async (route) => {
    store = route.request();
    // Held a moment so the progress bar can be seen; then Prism answers (and validates the multipart body).
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.fallback();
  });
  const loaded = page.waitForResponse((response) => response.url().includes(`/api/quote/boiler/survey?quote_id=${QUOTE}`));
  await page.goto(`/quote/boiler/survey/${QUOTE}`);
  const survey = (await (await loaded).json()) as { product: { id: number }; customer: { id: number } };
  await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeVisible(PAGE_READY);

  await page.getByLabel(/Your gas meter/).setInputFiles({ name: 'meter.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(64 * 1024, 1) });
  await expect(page.getByRole('progressbar', { name: /^Uploading meter\.jpg: \d+%$/ })).toBeVisible();
  // No required photo left: the survey jumps ahead to the details.
  await expect(page.getByRole('heading', { level: 2, name: 'Customer details' })).toBeFocused();
  const multipart = store!.postDataBuffer()!.toString('latin1');
  expect(multipart).toMatch(new RegExp(`name="user"\\r\\n\\r\\n${survey.customer.id}\\r\\n`));
  expect(multipart).toMatch(new RegExp(`name="product"\\r\\n\\r\\n${survey.product.id}\\r\\n`));
  expect(multipart).toMatch(/name="name"\r\n\r\ngas_meter\r\n/);
  expect(multipart).toContain('name="file"; filename="meter.jpg"');
  await expectAccessible(page, 'survey details');

  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('We’ll email you about your survey here.');
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Raman');
  await page.getByLabel('Email address').fill('priya.raman@example.co.uk');
  await page.getByLabel('Phone number').fill('07700 900123');
  await page.getByLabel('Address line 1').fill('14 Mill Lane');
  await page.getByLabel('Postcode').fill('ls6 2ab');
  // A failed submit: the summary takes focus and the title, read first, starts "Error: ".
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(errorSummary(page)).toBeFocused();
  await expectPageTitle(page, 'Customer details', { error: true });
  await page.getByLabel('Phone number').fill('07700 900123');
  const saved = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/quote/boiler/survey/${survey.product.id}`));
  await page.getByRole('button', { name: 'Continue' }).click();
  const { customer } = (await saved).postDataJSON() as { customer: Record<string, unknown> };
  expect(customer).toMatchObject({ first_name: 'Priya', last_name: 'Raman', email_address: 'priya.raman@example.co.uk', contact_number: '07700 900123', address_line_1: '14 Mill Lane', postcode: 'LS6 2AB' });

  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeFocused();
  await expect(page.getByText('Thank you, your survey is complete.')).toBeVisible();
  await expectPageTitle(page, 'Confirmation');
  await expectAccessible(page, 'survey confirmation');
});

test('landlord service: certifications offered, landlord items and the landlord address saved, then payment', async ({ page }) => {
  await useJourneyScenario(page, 'landlord-certifications');
  const loaded = page.waitForResponse((response) => response.url().includes(`/api/service/boiler?quote_id=${QUOTE}`));
  await page.goto(`/service/${QUOTE}`);
  const checkout = (await (await loaded).json()) as { order: { id: number }; certifications: Array<{ id: number; name: string }>; co_alarms: Array<{ id: number; name: string }> };
  await expect(page.getByRole('heading', { level: 2, name: 'Upgrades' })).toBeVisible(PAGE_READY);

  const certificates = page.getByRole('group', { name: 'Gas safety certificate' });
  await expect(certificates.getByRole('radio')).toHaveCount(checkout.certifications.length + 1);
  const certification = checkout.certifications[0]!;
  await certificates.getByRole('radio', { name: startsWith(certification.name) }).check();
  const alarm = checkout.co_alarms[0]!;
  await page.getByRole('checkbox', { name: startsWith(alarm.name) }).check();
  await expectAccessible(page, 'landlord upgrades');

  const cleared = page.waitForRequest((request) => request.method() === 'DELETE' && request.url().endsWith(`/api/order-items/${QUOTE}`));
  const items = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/order-items'));
  const landlordItems = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/landlord/order-items'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await cleared;
  expect((await items).postDataJSON()).toMatchObject({ order: checkout.order.id, co_alarm: [alarm.id], bundle: null });
  expect((await landlordItems).postDataJSON()).toEqual({ order: checkout.order.id, certification: certification.id });

  await expect(page.getByRole('heading', { level: 2, name: 'Preferred date' })).toBeFocused();
  await chooseFirstDay(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Alternative date' })).toBeFocused();
  await chooseFirstDay(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  // The step's own heading: the details form has a "Your details" group heading of its own.
  const detailsHeading = page.locator('#service-step-heading');
  await expect(detailsHeading).toHaveText('Your details');
  await expect(detailsHeading).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Landlord’s address' })).toBeVisible();
  await page.getByLabel('First name').fill('Tom');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email address').fill('tom.okafor@example.co.uk');
  await page.getByLabel('Phone number').fill('020 7946 0000');
  await page.locator('#customer-postcode').fill('M16 7UP');
  await page.locator('#landlord-address_line_1').fill('Flat 2, 9 Queens Road');
  await page.locator('#landlord-post_town').fill('Leeds');
  await page.locator('#landlord-postcode').fill('ls11 5dt');
  await expectAccessible(page, 'landlord details');
  const details = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/service/boiler/customer/${QUOTE}`));
  const address = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/landlord-address'));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await details).postDataJSON()).toMatchObject({ quote_id: QUOTE, customer: { first_name: 'Tom', last_name: 'Okafor', postcode: 'M16 7UP' } });
  expect((await address).postDataJSON()).toMatchObject({ quote_id: QUOTE, address_line_1: 'Flat 2, 9 Queens Road', post_town: 'Leeds', postcode: 'LS11 5DT' });

  await expect(page.getByRole('heading', { level: 2, name: 'Payment' })).toBeFocused();
  await expect(page.getByText('Includes VAT.')).toBeVisible();
  // The first free day is inside the 14-day cancellation period: the right is stated, and the card
  // form waits for the customer's express request to visit within it.
  await expect(page.getByText('You have 14 days from today to cancel your boiler service for a full refund')).toBeVisible(PAGE_READY);
  const payButton = page.getByRole('button', { name: /^Pay £[\d,]+\.\d\d now$/ });
  await expect(payButton).toHaveCount(0);
  await expectAccessible(page, 'landlord payment before the request');
  await page.getByLabel(/^I ask you to carry out my boiler service within the 14-day cancellation period/).check();
  await expect(payButton).toBeVisible(PAGE_READY);
  // A reload keeps the tick and the card form.
  await page.reload();
  await expect(page.getByLabel(/^I ask you to carry out my boiler service within the 14-day cancellation period/)).toBeChecked(PAGE_READY);
  await expect(payButton).toBeVisible(PAGE_READY);
  // The amount is written once, in the summary's total, and on the button (decision 323).
  const total = (await page.getByRole('complementary').locator('.service__total dd').textContent()) ?? '';
  await expect(payButton).toHaveText(`Pay ${total} now`);
  await expect(page.getByText('Amount to pay')).toHaveCount(0);
  await expectAccessible(page, 'landlord payment');
});

test('shared styles: a notice’s text sits evenly inside its box (the upload page’s “still to upload” notice)', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await page.goto('/order/upload/QTEST1');
  const notice = page.locator('.ui-notice').filter({ hasText: 'still to upload' });
  await expect(notice).toBeVisible(PAGE_READY);
  const [box, text] = [(await notice.boundingBox())!, (await notice.locator('> *').last().boundingBox())!];
  const above = text.y - box.y;
  const below = box.y + box.height - (text.y + text.height);
  expect(Math.abs(above - below), `px above (${above}) and below (${below}) the notice's text`).toBeLessThanOrEqual(1);
});
