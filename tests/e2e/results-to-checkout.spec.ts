// What a results card promises is what checkout offers: each card's next available day is the first
// day its checkout calendar offers, and one product's finance plans are the same on its card, in its
// finance popup and in checkout's plan list.
import { expect, navigateInApp, test, useScenario } from './fixtures';
import { rememberAnswers, exampleFor, typedScenario, editResults, cards, cardsShown, PAGE_LOAD, noSaveQuoteOffer } from './results-steps';

test.describe.configure({ timeout: 60_000 });

// Decision 500: the card's "Next available" day is the first day the checkout calendar offers, for
// every product of every type bought through checkout; a priced day shows its price on the day.
for (const type of ['aircon', 'boiler', 'ev'] as const) {
  test(`${type}: each card's next available day is the first day its checkout calendar offers (card to calendar)`, async ({ page }) => {
    test.setTimeout(180_000);
    await rememberAnswers(page, type);
    await typedScenario(page, type);
    await noSaveQuoteOffer(page);
    await page.route(`**/api/checkout/${type}/QTEST1**`, (route) => route.continue({ headers: { ...route.request().headers(), prefer: exampleFor(type) } }));
    await page.goto(`/quote/${type}/results/QTEST1`);
    await expect(cards(page).first()).toBeVisible(PAGE_LOAD);
    const count = await cardsShown(page);
    const promised = [];
    for (let index = 0; index < count; index += 1) {
      const card = cards(page).nth(index);
      promised.push({
        date: await card.getByText('Next available', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent(),
        href: await card.locator('a.ui-button--primary').getAttribute('href'),
      });
    }
    expect(promised.length).toBeGreaterThan(1);

    // Each product's checkout opened as a link in the app opens it, from another page so that it
    // starts afresh: no reload of the page, no re-pricing of the quote.
    for (const [index, { date, href }] of promised.entries()) {
      if (index > 0) {
        await navigateInApp(page, '/contact');
        await expect(page.locator('.ui-calendar')).toHaveCount(0);
      }
      await navigateInApp(page, href!);
      if (type === 'boiler') {
        await expect(page.getByRole('heading', { level: 1, name: 'Upgrades' })).toBeVisible(PAGE_LOAD);
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Select install date' })).toBeVisible(PAGE_LOAD);
      const firstDay = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
      await expect(firstDay, `${href}`).toHaveAttribute('aria-label', new RegExp(`^(Today, )?${date}(,|$)`), PAGE_LOAD);
    }

    // A priced day (the mock's Saturdays) shows its price on the day, and once chosen, in the total.
    const priced = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').filter({ has: page.locator('.ui-calendar__day-cost') }).first();
    const total = page.locator('.checkout__total-amount');
    const before = await total.textContent();
    await expect(priced.locator('.ui-calendar__day-cost')).toBeVisible();
    await expect(priced.locator('.ui-calendar__day-cost')).toHaveText('+£49.00');
    await priced.click();
    await expect(page.locator('.checkout__summary').getByText('Install day', { exact: true })).toBeVisible();
    const pence = (text: string | null) => Number((text ?? '').replace(/[£,.]/g, ''));
    await expect.poll(async () => pence(await total.textContent()) - pence(before)).toBe(4_900);
  });
}
test('one product’s finance plans are the same on its card, in its finance popup and in checkout’s plan list, by name, never by code', async ({ page }) => {
  test.setTimeout(120_000);
  await rememberAnswers(page, 'aircon');
  await typedScenario(page, 'aircon');
  await noSaveQuoteOffer(page);
  await page.goto('/quote/aircon/results/QTEST1');
  const card = cards(page).first();
  await expect(card).toBeVisible(PAGE_LOAD);
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;

  await card.getByRole('button', { name: /^Finance options/ }).click();
  const dialog = page.getByRole('dialog');
  const planTitles = dialog.locator('.ui-finance-example__title');
  await expect(planTitles.first()).toBeVisible();
  const plans = await planTitles.allTextContents();
  for (const plan of plans) expect(plan).toMatch(/^(Interest free over \d+ months|(Interest bearing|Buy now, pay later) over \d+ months, [\d.]+% APR)$/);
  await expect(dialog).not.toContainText(/\b(IF|IB|BNPL)\d+\b/);
  // Each plan's example is at that plan's own rate and term.
  for (const [index, plan] of plans.entries()) {
    const [, months, apr = '0'] = plan.match(/over (\d+) months(?:, ([\d.]+)% APR)?/)!;
    const example = dialog.locator('.ui-finance-example').nth(index);
    await expect(example.locator('dt', { hasText: 'Representative APR' }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${apr}%`);
    await expect(example.locator('dt', { hasText: 'Term' }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${months} months`);
  }
  // The card's one example is one of these plans.
  const [, cardApr, cardMonths] = (await card.getByText(/^Representative example/).textContent())!.match(/, ([\d.]+)% APR representative, (\d+) monthly/) ?? [];
  const cardMonthsPaid = Number(cardMonths) + ((await card.getByText(/final payment/).count()) > 0 ? 1 : 0);
  expect(plans.some((plan) => plan.includes(`over ${cardMonthsPaid} months`) && (cardApr === '0' ? !plan.includes('APR') : plan.includes(`${cardApr}% APR`))), `card example ${cardApr}% over ${cardMonthsPaid} months among ${plans.join('; ')}`).toBe(true);
  await page.goBack();
  await expect(dialog).toBeHidden();

  // The interest-free filter keeps this product exactly when one of its plans is interest free.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const interestFree = page.getByRole('checkbox', { name: 'Interest free' });
  await interestFree.check();
  const sameProduct = cards(page).filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(sameProduct).toHaveCount(plans.some((plan) => plan.startsWith('Interest free')) ? 1 : 0);
  await interestFree.uncheck();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);

  // The checkout's load answers with the same scenario's product: the first card's.
  await useScenario(page, exampleFor('aircon'), /\/api\/checkout\/aircon\/QTEST1(\?.*)?$/);
  await card.getByRole('link', { name: /^Choose this air conditioner/ }).click();
  await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText(title, PAGE_LOAD);
  const day = page.locator('.ui-calendar button.rdp-day_button:not([disabled])').first();
  await day.click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  for (const [label, value] of [['First name', 'Ada'], ['Last name', 'Lovelace'], ['Email address', 'ada@example.co.uk'], ['Phone number', '07700 900123'], ['Address line 1', '1 High Street'], ['Postcode', 'M16 7UP']] as const) {
    await page.getByLabel(label).first().fill(value);
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible(PAGE_LOAD);
  // The mock's first free day is inside the 14-day cancellation period: the customer asks for it.
  await page.getByLabel(/I ask you to install within the 14-day cancellation period/).check();
  await page.getByRole('radio', { name: 'Spread the cost with finance' }).check();
  const planList = page.getByRole('group', { name: 'Choose a finance plan' }).getByRole('radio');
  await expect(planList.first()).toBeVisible();
  const checkoutPlans = await Promise.all((await planList.all()).map(async (radio) => (await radio.evaluate((input) => input.closest('label')?.textContent ?? ''))!.trim()));
  expect(checkoutPlans).toEqual(plans);
});

test('a boiler without an interest-free plan shows no interest-free example, and the interest-free filter leaves it out', async ({ page }) => {
  await rememberAnswers(page, 'boiler');
  await noSaveQuoteOffer(page);
  await editResults(page, (body) => {
    body.products[0]!.finance_options = [{ finance_product_id: 'IB60' }, { finance_product_id: 'BNPL120' }];
  });
  await page.goto('/quote/boiler/results/QTEST1');
  const first = cards(page).first();
  await expect(first).toBeVisible(PAGE_LOAD);
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await expect(first.getByText(/^Representative example/)).toContainText('9.9% APR representative, 60 monthly payments');
  await first.getByRole('button', { name: /^Finance options/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ui-finance-example__title')).toHaveText(['Interest bearing over 60 months, 9.9% APR', 'Buy now, pay later over 120 months, 11.9% APR']);
  await expect(dialog).not.toContainText(/interest free/i);
  await expect(dialog.getByText('0%', { exact: true })).toHaveCount(0);
  await page.goBack();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('checkbox', { name: 'Interest free' }).check();
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).filter({ has: page.getByRole('heading', { level: 3, name: title }) })).toHaveCount(0);
});
