// Product detail in Chromium against Prism: the details of one product, and a
// failed load that goes back one page.
import { expect, expectAccessible, test, useScenario } from './fixtures';

// The first load of a page can be slow on a busy 2-core machine (the dev server compiles on demand).
const PAGE_LOAD = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

test('product detail shows the product, its representative example, and leads to checkout', async ({ page }) => {
  await useScenario(page, 'example=homeowner', '**/api/boiler/*');
  await page.goto('/product/boiler/101?quote=QTEST1');
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(page.getByText('Amount of credit', { exact: true })).toBeVisible();
  // Opened with its quote but without the results (a new tab, a shared link), it prices the product as the quote does (decision 955).
  await expect(page.getByText(/^This price is for fitting in the usual place/)).toHaveCount(0);
  await expect(page.getByText(/We are a credit broker, not a lender/).first()).toBeVisible();
  // The example is on one of the product's own plans, named as checkout names it (decision 951).
  await expect(page.getByText(/^Representative example on half the price: (Interest bearing|Buy now, pay later) over \d+ months, [\d.]+% APR$|^Representative example on half the price: Interest free over \d+ months$/)).toBeVisible();
  // What the price includes claims nothing checkout sells as an extra (decision 954).
  const included = page.getByRole('region', { name: 'What’s included' });
  await expect(included.getByRole('listitem').first()).toBeVisible();
  await expect(included).not.toContainText(/control|filter|flush|valve|pipework|thermostat/i);
  await expect(included).toContainText('Optional extras are not in these prices');
  await expectAccessible(page, 'product detail');
  await page.getByRole('link', { name: 'Choose this boiler' }).click();
  await expect(page).toHaveURL(/\/checkout\/boiler\/QTEST1\?product=\d+$/);
});

test('product detail opened without a quote says the results show the full price', async ({ page }) => {
  await useScenario(page, 'example=homeowner', '**/api/boiler/*');
  await page.goto('/product/boiler/101');
  // It does not know the quote's relocation: it says so (decision 830).
  await expect(page.getByText(/^This price is for fitting in the usual place: your results show your full price, including moving your boiler/)).toBeVisible(PAGE_LOAD);
});

test('a product that fails to load goes back one page, quietly', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('quote-requests', JSON.stringify([{ type: 'boiler', quoteId: 'QTEST1', body: { quoteType: 'boiler', postcode: 'LS6 2AB' }, savedAt: Date.now() }]));
    localStorage.setItem('save-quote-dismissed:QTEST1', '1');
  });
  await useScenario(page, 'example=homeowner', '**/api/quote/results/**');
  await page.route('**/api/boiler/*', (route) => route.fulfill({ status: 500, json: { message: 'Server error' } }));
  await page.goto('/quote/boiler/results/QTEST1');
  const card = page.locator('[data-product-id]').first();
  await expect(card).toBeVisible(PAGE_LOAD);
  // The product page fails and goes back so fast that its address may never be observed: wait
  // for its call instead.
  const productCall = page.waitForRequest('**/api/boiler/*');
  await card.getByRole('heading').getByRole('link').click();
  await productCall;
  await expect(page).toHaveURL(/\/quote\/boiler\/results\/QTEST1$/, PAGE_LOAD);
  await expect(page.locator('[data-product-id]').first()).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a product opened directly that fails to load goes to the results instead', async ({ page }) => {
  await page.route('**/api/ev/*', (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }));
  await page.goto('/product/ev/401');
  await expect(page).toHaveURL(/\/quote\/ev\/results$|\/quote\/ev(\?|$)/, PAGE_LOAD);
});
