// The e2e test object every spec imports: it fails any test whose page threw an uncaught
// error ("no page ever goes blank"), and offers `expectAccessible` (axe, WCAG 2.2 AA).
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { default as axe, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { preferHeader, type ScenarioName } from '../../src/mock/scenarios';
import { SAVE_QUOTE_POPUP_DELAY_MS } from '../../src/domain/constants';
import { SITE_NAME } from '../../src/ui/page-title';
import { houseStyleProblems } from '../../scripts/house-style';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The minified build: under half of `axe.source` to send and parse in every document checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe in the page itself: injected once per document (a questionnaire's steps share one), then
 * `axe.run`. @axe-core/playwright's analyze() re-injects and opens a page to merge frame results on
 * every call, about four times slower; it is kept for a page that has frames, which the direct run
 * would not look inside.
 */
async function axeViolations(page: Page): Promise<Result[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    return (await inPage.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations;
  }, WCAG_TAGS);
}

export async function expectAccessible(page: Page, context = '') {
  const violations = await axeViolations(page);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe WCAG 2.2 AA violations ${context}`).toEqual([]);
  await expectHouseStyle(page, context);
}

/** docs/house-style.md on the page shown: no word twice in a row in the title, no stepper of one step. */
export async function expectHouseStyle(page: Page, context = '') {
  const words = await page.evaluate(() => ({
    title: document.title,
    stepperSizes: [...document.querySelectorAll('nav ol.ui-steps')].map((list) => list.children.length),
  }));
  expect(houseStyleProblems(words), `house style ${context}`).toEqual([]);
}

/** The narrowest width WCAG 2.2's reflow rule (1.4.10) asks a page to work at without scrolling sideways. */
export const REFLOW_WIDTH = 320;

/** WCAG 1.4.10: nothing on the page is wider than the window (no sideways scroll on a phone). */
export async function expectNoSidewaysScroll(page: Page, context = '') {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `page width against the window's ${context}`).toBeLessThanOrEqual(widths.window);
}

/**
 * The document title a screen reader reads first: the page's name, after "Error: " while an error
 * summary shows (GOV.UK page title pattern).
 */
export async function expectPageTitle(page: Page, title: string, { error = false } = {}) {
  await expect(page).toHaveTitle(`${error ? 'Error: ' : ''}${title} – ${SITE_NAME}`);
}

/** A failed submit's error summary: it takes focus, so it is read out at once. */
export const errorSummary = (page: Page) => page.getByRole('region', { name: 'There is a problem' });

/** Sends `Prefer: example=NAME` (or code) on every /api request, to pick a mock scenario. */
export async function useScenario(page: Page, prefer: string, urlPattern: string | RegExp = '**/api/**') {
  await page.route(urlPattern, (route) => route.continue({ headers: { ...route.request().headers(), prefer } }));
}

/**
 * Plays a whole journey in one named scenario (src/mock/scenarios.ts), the way the dev scenario
 * switcher does: each /api request gets the Prefer header that scenario needs for it (the product
 * type's own example, or the scenario's error status on the calls it concerns).
 */
export async function useJourneyScenario(page: Page, name: ScenarioName) {
  await page.route('**/api/**', (route) => {
    const request = route.request();
    const apiPath = new URL(request.url()).pathname.replace(/^\/api/, '');
    return route.continue({ headers: { ...request.headers(), prefer: preferHeader(name, request.method(), apiPath, request.headers()['content-type']) } });
  });
}

/**
 * Site data blocked, as in a Chromium profile that blocks it: reading `window.sessionStorage` or
 * `window.localStorage` throws a SecurityError, from the page's first script on.
 */
export async function blockSiteData(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
}

/**
 * Opens a path inside the app as a router link would, without loading the page again: the history
 * entry carries react-router's state (usr, key, idx), then popstate. Answers the page clock at that moment.
 */
export function navigateInApp(page: Page, path: string): Promise<number> {
  return page.evaluate((target) => {
    const startedAt = performance.now();
    const previous = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: `e2e${Math.round(startedAt)}`, idx: (previous?.idx ?? 0) + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return startedAt;
  }, path);
}

/**
 * Opens a questionnaire at its check-your-answers screen, every answer given as this tab keeps them
 * (`quote-answers:<type>` in sessionStorage, src/shared/remembered/questionnaire-answers.ts): for tests of what
 * follows the questionnaire, whose screens quote.spec.ts walks one by one. "Get my prices" is then the
 * questionnaire's own submit.
 */
export async function openCheckYourAnswers(page: Page, type: string, answers: Readonly<Record<string, string>>) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    },
    [`quote-answers:${type}`, JSON.stringify(answers)] as const,
  );
  await page.goto(`/quote/${type}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible({ timeout: 20_000 });
}

export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message), 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** One frame of the page, and the tasks it queued: React has run the effects of what it painted. */
async function nextFrame(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/**
 * The save-quote offer's delay (quote §9) passes on the page's clock (`page.clock.install()` before the
 * page loaded) and the page paints what that did: an offer that was due is on screen now, so its
 * absence can be checked without sleeping.
 */
export async function passSaveQuoteDelay(page: Page) {
  await nextFrame(page);
  await page.clock.runFor(SAVE_QUOTE_POPUP_DELAY_MS);
  await nextFrame(page);
}

/**
 * Records every address at which `text` came on the page, across every document the page loads: each
 * change to the document is looked at (a MutationObserver from the page's first script), so a text
 * shown for a single frame is caught too. `shownAt()` answers the paths in order, one each time the
 * text appeared.
 */
export async function recordTextShown(page: Page, text: string) {
  const seen: string[] = [];
  await page.exposeFunction('textShown', (path: string) => void seen.push(path));
  await page.addInitScript((watched) => {
    let showing = false;
    new MutationObserver(() => {
      const now = document.body?.textContent?.includes(watched) ?? false;
      if (now && !showing) void (window as unknown as { textShown: (path: string) => Promise<void> }).textShown(location.pathname);
      showing = now;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return { shownAt: () => [...seen] };
}
