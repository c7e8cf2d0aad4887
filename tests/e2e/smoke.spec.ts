import { test, expect, expectAccessible } from './fixtures';

test('the home page loads and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'on /');
});

test('the accessibility check fails a page that breaks WCAG, also after a client-side navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'on /');
  // The same document (axe already injected), now with an image that has no text alternative.
  await page.getByRole('link', { name: /boiler/i }).first().click();
  await expect(page).toHaveURL(/\/quote/);
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')?.append(image);
  });
  await expect(expectAccessible(page, 'with an unlabelled image')).rejects.toThrow(/image-alt/);
});
