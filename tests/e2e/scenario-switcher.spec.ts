// The mock scenario switcher over an open popup: the save-quote popup (a modal that makes the page
// inert) opened from the results' offer, and the switcher must stay usable by mouse and keyboard, and pass axe.
// The switcher is in the dev server only (smoke.spec.ts proves the build has none), so this runs with
// E2E_DEV=1; src/mock/scenario-switcher.test.tsx proves the same in every unit run.
import { test, expect, expectAccessible } from './fixtures';

test.skip(!process.env.E2E_DEV, 'the scenario switcher exists in the dev server only (E2E_DEV=1)');

test('the scenario switcher stays usable, by mouse and keyboard, while the save-quote popup is open', async ({ page }) => {
  test.setTimeout(240_000); // the dev server compiles each module on its first request: slow on a busy machine
  await page.goto('/quote/boiler/results/QTEST1');
  const emailMe = page.getByRole('region', { name: 'Save your quote' }).getByRole('button', { name: 'Email me a link' });
  await expect(emailMe).toBeVisible({ timeout: 180_000 });
  await emailMe.click();
  const popup = page.getByRole('dialog', { name: 'Save your quote' });
  await expect(popup.getByLabel('Email address')).toBeVisible({ timeout: 60_000 });

  const toggle = page.getByRole('button', { name: 'Mock: homeowner' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const first = page.getByRole('radio', { name: /^homeowner/ });
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^landlord-certifications/ })).toBeChecked();
  await page.getByRole('radio', { name: /^empty-results/ }).click();
  await expect(page.getByRole('button', { name: 'Mock: empty-results' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('dev:mock-scenario'))).toBe('empty-results');
  await expectAccessible(page, 'with the switcher open over the save-quote popup');

  // Escape closes the switcher alone; the popup stays open.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Mock: empty-results' })).toBeFocused();
  await expect(page.getByRole('radio', { name: /^homeowner/ })).toHaveCount(0);
  await expect(popup).toBeVisible();
});
