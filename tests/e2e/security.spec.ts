// Security in the browser: the CSRF header on the requests the app really sends,
// route parameters that cannot change the API path, and on the production build the
// Content-Security-Policy in force with no violation while the app works, and no secret in dist/.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test, useJourneyScenario } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 60_000 });
const PRODUCTION_BUILD = !process.env.E2E_DEV;

// A `..` or `/` is covered through the client in tests/security/api-requests.test.ts: the dev and preview
// servers treat a last segment with a dot as a file, and the router decodes %2F before matching.
test('a ? or # in :order stays inside the order reference of the API path, with the CSRF header', async ({ page }) => {
  const apiRequests: { path: string; csrf: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/journey') apiRequests.push({ path: url.pathname + url.search, csrf: request.headers()['x-csrf-token'] });
  });
  // A regular expression: the glob **/api/** would also catch the dev server's /src/api/ modules.
  await page.route(/^https?:\/\/[^/]+\/api\/order-tracking\//, (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }));
  await page.goto(`/order-track/${encodeURIComponent('ABC?pending=true&x=1#top')}`);
  await expect.poll(() => apiRequests.length).toBeGreaterThan(0);
  for (const request of apiRequests) {
    expect(request.path).toBe('/api/order-tracking/ABC%3Fpending%3Dtrue%26x%3D1%23top');
    expect(request.csrf).toBe('mock-csrf-token');
  }
});

test('every API request a journey sends carries the CSRF token from the page', async ({ page }) => {
  const missing: string[] = [];
  let seen = 0;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    seen += 1;
    if (request.headers()['x-csrf-token'] !== 'mock-csrf-token') missing.push(`${request.method()} ${request.url()}`);
  });
  await page.addInitScript(() => {
    localStorage.setItem('quote-requests', JSON.stringify([{ type: 'boiler', quoteId: 'QTEST1', body: { quoteType: 'boiler', postcode: 'LS6 2AB' }, savedAt: Date.now() }]));
    localStorage.setItem('save-quote-dismissed:QTEST1', '1');
  });
  await useJourneyScenario(page, 'homeowner');
  await page.goto('/quote/boiler/results/QTEST1');
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  expect(seen).toBeGreaterThanOrEqual(3); // results, both lenders' lists, the journey record
  expect(missing).toEqual([]);
});

test.describe('production build', () => {
  test.skip(!PRODUCTION_BUILD, 'the CSP and dist/ exist only in a production build (run without E2E_DEV)');

  test('the Content-Security-Policy is in force and the app works under it without a violation', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
      localStorage.setItem('quote-requests', JSON.stringify([{ type: 'boiler', quoteId: 'QTEST1', body: { quoteType: 'boiler', postcode: 'LS6 2AB' }, savedAt: Date.now() }]));
      localStorage.setItem('save-quote-dismissed:QTEST1', '1');
    });
    await useJourneyScenario(page, 'homeowner');
    await page.goto('/');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    // Our files, the page's one inline script (the landing preload, decision 290) by its hash, Stripe.js.
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' https:\/\/js\.stripe\.com;/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    await page.goto('/quote/boiler/results/QTEST1');
    await expect(page.locator('[data-product-id]').first()).toBeVisible();
    await page.goto('/quote/ev');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The inline preload ran under the policy: the EV questionnaire's chunks were asked for from the HTML.
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloaded).toEqual(expect.arrayContaining([expect.stringMatching(/\/questionnaire-[\w-]+\.js$/), expect.stringMatching(/\/ev-[\w-]+\.js$/)]));
    // The policy really blocks: a script from another host is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://evil.example/steal.js';
      document.head.append(script);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([
      'script-src-elem https://evil.example/steal.js',
    ]);
  });

  test('no secret is in the built files', () => {
    const dist = join(process.cwd(), 'dist');
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
    })(dist).filter((file) => /\.(js|html|css|json|txt|map)$|_headers$/.test(file) && !file.endsWith('.map'));
    expect(files.length).toBeGreaterThan(5);
    const SECRETS: ReadonlyArray<[string, RegExp]> = [
      ['Stripe secret key', /\b[sr]k_(live|test)_[0-9a-zA-Z]{10,}/],
      ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      ['AWS access key', /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
      ['Sentry auth token', /\bsntrys_[A-Za-z0-9+/=_-]{20,}|\bsntryu_[0-9a-f]{64}\b/],
      ['GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36}\b/],
      ['Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
    ];
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SECRETS.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${name} in ${file}`);
    });
    expect(found).toEqual([]);
    // The dev-only response check (and the contract it reads) stays out of the build.
    const bundle = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(bundle).not.toContain('does not match the API contract');
    expect(bundle).not.toContain('openapi: 3.1.0');
  });
});
