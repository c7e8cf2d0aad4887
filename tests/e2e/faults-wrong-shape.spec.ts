// An answer of the wrong shape (a 200 whose body is not what the page reads) is that call's failure
// in the error catalogue, in the production build too (decision 710): never the route error page
// ("Sorry, something went wrong"), never a false success. The `test` fixture fails any test whose
// page threw an uncaught error.
import type { Page } from '@playwright/test';
import { expect as baseExpect, test, useJourneyScenario } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

const QUOTE = 'QSWF8OQH';
const WRONG_SHAPE = { unexpected: true };

const dialog = (page: Page) => page.getByRole('alertdialog');
const errorPage = (page: Page) => page.getByRole('heading', { name: 'Sorry, something went wrong' });

/** Answers `method url` with a 200 of the wrong shape, every time. */
async function answerWrongShape(page: Page, url: string, method: string, body: unknown = WRONG_SHAPE) {
  await page.route(url, (route) => (route.request().method() === method ? route.fulfill({ status: 200, json: body }) : route.fallback()));
}

test.beforeEach(async ({ page }) => {
  await useJourneyScenario(page, 'homeowner');
});

test.describe('price match (quote §8)', () => {
  test('a load of the wrong shape goes to the home page, like any load failure', async ({ page }) => {
    await answerWrongShape(page, `**/api/price-match/${QUOTE}`, 'POST');
    await page.goto(`/price-match/${QUOTE}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Price match sent' })).toHaveCount(0);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('{"unexpected": true} after sending the web address is the generic error, not "Price match sent"', async ({ page }) => {
    await answerWrongShape(page, `**/api/price-match/${QUOTE}/complete`, 'PATCH');
    await page.goto(`/price-match/${QUOTE}`);
    await page.getByLabel('Give the web address of the competitor’s price').check();
    await page.getByLabel('Competitor’s web address').fill('www.competitor.example.co.uk/boilers/greenstar');
    await page.getByRole('button', { name: /^Send web address/ }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(dialog(page)).toContainText('We could not send the web address. Please try again.');
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByRole('heading', { name: 'Price match sent' })).toHaveCount(0);
    await expect(page.getByLabel('Competitor’s web address')).toHaveValue('www.competitor.example.co.uk/boilers/greenstar');
  });
});

test.describe('after the order (purchase §8)', () => {
  test('an order page of the wrong shape goes home ("other" failure), not the error page', async ({ page }) => {
    await answerWrongShape(page, '**/api/order/QTEST1', 'POST', { order: { quote_id: 'QTEST1' }, questions: 'none' });
    await page.goto('/order/QTEST1');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('tracking of the wrong shape goes to /contact', async ({ page }) => {
    await answerWrongShape(page, '**/api/order-tracking/QTEST1', 'POST', { order: { quote_id: 'QTEST1', status: 7 } });
    await page.goto('/order-track/QTEST1');
    await expect(page).toHaveURL(/\/contact\?reason=order-tracking$/);
  });

  test('pay an amount of the wrong shape is the silent "can’t take this payment" notice, no card form', async ({ page }) => {
    await answerWrongShape(page, '**/api/order/pay/QTEST1?*', 'POST', { amount: '£536.25' });
    await page.goto('/order/pay/QTEST1?amount=53625');
    await expect(page.getByRole('heading', { name: 'We can’t take this payment online right now' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay £/ })).toHaveCount(0);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('an upload state of the wrong shape says the uploads cannot be shown', async ({ page }) => {
    await answerWrongShape(page, '**/api/order/upload/QTEST1', 'POST', { orderId: 'QTEST1', required: 'photos' });
    await page.goto('/order/upload/QTEST1');
    await expect(page.getByRole('heading', { name: 'We can’t show your uploads right now' })).toBeVisible();
    await expect(errorPage(page)).toHaveCount(0);
  });
});

test.describe('service, plans and survey (quote §8)', () => {
  test('a service load of the wrong shape says the booking cannot be found (decision 202)', async ({ page }) => {
    await answerWrongShape(page, `**/api/service/boiler?quote_id=${QUOTE}`, 'POST', { order: { quote_id: QUOTE }, paid: 'no' });
    await page.goto(`/service/${QUOTE}`);
    await expect(page.getByRole('alert')).toContainText('We could not find this service booking.');
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('a plans load of the wrong shape says the plans cannot be found', async ({ page }) => {
    await answerWrongShape(page, `**/api/plans/boiler?quote_id=${QUOTE}`, 'POST', { order: { quote_id: QUOTE }, products: [{ id: 1 }] });
    await page.goto(`/plans/${QUOTE}`);
    await expect(page.getByRole('alert')).toContainText('We could not find these plans.');
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('a survey load of the wrong shape goes back (home on a first page)', async ({ page }) => {
    await answerWrongShape(page, `**/api/quote/boiler/survey?quote_id=${QUOTE}`, 'POST', { product: { id: 1 }, required: null });
    await page.goto(`/quote/boiler/survey/${QUOTE}`);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(errorPage(page)).toHaveCount(0);
  });
});

test.describe('checkout, enquiry and product (purchase §8, quote §8)', () => {
  test('a checkout load of the wrong shape goes to the results, like any load failure', async ({ page }) => {
    await answerWrongShape(page, '**/api/checkout/boiler/QTEST1', 'POST', { order: null, product: { id: 101 }, quote: { quote_id: 'QTEST1' } });
    await page.goto('/checkout/boiler/QTEST1');
    await expect(page).toHaveURL(/\/quote\/boiler\/results\/QTEST1$/);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('a checkout answer the contract forbids in one field it reads goes to the results; one it allows opens the checkout', async ({ page }) => {
    // The mock's own answer, changed in one field: a deposit above the contract's 100 % is refused;
    // the deposit left out (optional, its default applies) is taken.
    let change: (body: Record<string, unknown>) => void = (body) => (body.deposit_percentage = 101);
    await page.route('**/api/checkout/boiler/QTEST1', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const body = (await (await route.fetch()).json()) as Record<string, unknown>;
      change(body);
      return route.fulfill({ status: 200, json: body });
    });
    await page.goto('/checkout/boiler/QTEST1');
    await expect(page).toHaveURL(/\/quote\/boiler\/results\/QTEST1$/);
    await expect(errorPage(page)).toHaveCount(0);

    change = (body) => delete body.deposit_percentage;
    await page.goto('/checkout/boiler/QTEST1');
    await expect(page).toHaveURL(/\/checkout\/boiler\/QTEST1/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/boiler\/QTEST1/);
  });

  test('an enquiry load of the wrong shape goes to the results, like any load failure', async ({ page }) => {
    await answerWrongShape(page, '**/api/enquiry/solar/QTEST1', 'POST', { quote: { quote_id: 'QTEST1' }, product: null });
    await page.goto('/enquire/solar/QTEST1');
    await expect(page).toHaveURL(/\/quote\/solar\/results\/QTEST1$/);
    await expect(errorPage(page)).toHaveCount(0);
  });

  test('a product detail of the wrong shape is logged quietly and goes to the results on a first page', async ({ page }) => {
    await answerWrongShape(page, '**/api/boiler/101', 'POST', { product: { id: 101, product_title: 'Boiler', specifications: 'none' } });
    // With the quote in the link, so the results it goes to stay put (results without a quote send a
    // visitor on to the questionnaire).
    await page.goto('/product/boiler/101?quote=QTEST1');
    await expect(page).toHaveURL(/\/quote\/boiler\/results\/QTEST1$/);
    await expect(errorPage(page)).toHaveCount(0);
    await expect(dialog(page)).toHaveCount(0);
  });
});
