// Screenshots for review: each questionnaire at phone and desktop widths.
// Saved to tests/e2e/screenshots/ (gitignored).
import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOT_WIDTHS = [390, 1280] as const;
const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots');

/** Saves `<name>-390.png` and `<name>-1280.png` (full page), then restores the viewport. */
export async function saveScreenshots(page: Page, name: string): Promise<string[]> {
  const original = page.viewportSize();
  const files: string[] = [];
  for (const width of SCREENSHOT_WIDTHS) {
    await page.setViewportSize({ width, height: original?.height ?? 844 });
    const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}
