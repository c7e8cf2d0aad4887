import { test, expect, expectAccessible } from './fixtures';

test('the home page loads and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'on /');
});
