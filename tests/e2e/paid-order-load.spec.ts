// Decision 453: a customer who has just paid in this tab (in the checkout, or an outstanding amount on
// the pay-an-amount page) and whose order page then fails to load is told the payment went through,
// with the order reference and how to reach us; a cold visit keeps the spec's redirect to / (purchase
// §8 "Order load failure, other").
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test, useJourneyScenario, useScenario } from './fixtures';
import { askForInstallInsideCancellationPeriodIfNeeded, fillCard } from './journey-steps';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Every try of the order page's load is dropped (four tries, purchase §7). */
async function dropOrderLoads(page: Page) {
  const calls = { count: 0 };
  await page.route(/\/api\/order\/(?!pay\/)[A-Z0-9]+(\?.*)?$/, (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    calls.count += 1;
    return route.abort('internetdisconnected');
  });
  return calls;
}

/** The payment made, the reference and how to reach us, on the order page that could not load. */
async function expectPaymentReceived(page: Page, paid: string, reference: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment went through' })).toBeVisible();
  await expect(page.locator('.ui-lede')).toContainText(`We received your payment of ${paid}`);
  await expect(page.locator('.ui-lede')).toContainText(`Your order reference is ${reference}.`);
  const main = page.locator('#main-content');
  await expect(main.getByRole('link', { name: '0808 157 0123' })).toHaveAttribute('href', 'tel:+448081570123');
  await expect(main.getByRole('link', { name: 'hello@example.co.uk' })).toHaveAttribute('href', 'mailto:hello@example.co.uk');
  await expect(page).toHaveTitle(/Payment received/);
}

test('paid by card, then the order page cannot load: the payment, the reference and how to reach us', async ({ page }) => {
  await useScenario(page, 'example=pay-later');
  await useScenario(page, 'example=pay-later.aircon', /\/api\/checkout\/aircon(\?.*)?$/);
  await page.goto('/checkout/aircon');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await askForInstallInsideCancellationPeriodIfNeeded(page);
  const payButton = page.getByRole('button', { name: /^Pay £[\d,]+\.\d{2} now$/ });
  const paid = (await payButton.textContent())?.match(/£[\d,]+\.\d{2}/)?.[0] ?? '';

  const orderLoads = await dropOrderLoads(page);
  await fillCard(page);
  await payButton.click();

  await expect(page).toHaveURL(/\/order\/[A-Z0-9]+$/);
  const reference = page.url().split('/').pop()!;
  await expectPaymentReceived(page, paid, reference);
  expect(orderLoads.count).toBe(4);
  await expectAccessible(page, 'payment received, order not loaded');

  // A reload in the same tab still knows; once the order loads, the confirmation shows.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your payment went through' })).toBeVisible();
  await page.unroute(/\/api\/order\/(?!pay\/)[A-Z0-9]+(\?.*)?$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /your order is confirmed/ })).toBeVisible();
});

test('paid an outstanding amount, then the order page cannot load: the payment, the reference and how to reach us', async ({ page }) => {
  // order-load-failure: the order page's load answers 500; the pay-an-amount load still answers.
  await useJourneyScenario(page, 'order-load-failure');
  await page.goto('/order/pay/QTEST1?amount=5000');
  const payButton = page.getByRole('button', { name: /^Pay £[\d,]+\.\d{2} now$/ });
  await expect(payButton).toBeVisible();
  const paid = (await payButton.textContent())?.match(/£[\d,]+\.\d{2}/)?.[0] ?? '';
  const reference = (await page.locator('.ui-lede strong').first().textContent())!.trim();
  await fillCard(page);
  await payButton.click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();

  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  await expectPaymentReceived(page, paid, reference);
  await expectAccessible(page, 'outstanding amount paid, order not loaded');
});

test('a cold visit whose order page cannot load still goes to /', async ({ page }) => {
  await useScenario(page, 'example=homeowner');
  await dropOrderLoads(page);
  await page.goto('/order/QTEST1');
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Your payment went through' })).toHaveCount(0);
});
