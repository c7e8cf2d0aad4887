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
    image.src = '/images/boiler-white.svg';
    document.querySelector('main')?.append(image);
  });
  await expect(expectAccessible(page, 'with an unlabelled image')).rejects.toThrow(/image-alt/);
});

test('the mock scenario switcher is in the dev server only, never in the production build', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inDev = Boolean(process.env.E2E_DEV);
  if (inDev) await expect(page.locator('#dev-scenario-switcher')).toHaveCount(1);
  // Every script the first visit loads (the switcher would be a lazy chunk of its own), then the page.
  await page.waitForLoadState('networkidle');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.some((source) => source.includes('dev-scenario-switcher')), 'a loaded script holds the scenario switcher').toBe(inDev);
  await expect(page.locator('#dev-scenario-switcher')).toHaveCount(inDev ? 1 : 0);
});
