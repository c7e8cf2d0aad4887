// The production Content-Security-Policy (scripts/csp-plugin.ts): only our own origin, Stripe's
// and Sentry's hosts, plus the configured API, Sentry and image origins; build only.
import { describe, expect, it } from 'vitest';
import { cspDirectives, cspPlugin, inlineScriptsOf, scriptHash, serializeCsp } from '../../scripts/csp-plugin';

const hostsIn = (directives: Record<string, string[]>) =>
  new Set(Object.values(directives).flat().filter((source) => /^https?:/.test(source)).map((source) => new URL(source.replace('*.', 'wildcard.')).hostname));

describe('cspDirectives', () => {
  it('allows no host but Stripe and Sentry by default', () => {
    for (const host of hostsIn(cspDirectives())) expect(host).toMatch(/(^|\.)stripe\.com$|\.ingest\.(?:[a-z]+\.)?sentry\.io$/);
  });

  it('never allows inline or evaluated script, plugins, or other sites to frame or post forms', () => {
    const directives = cspDirectives();
    expect(directives['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(serializeCsp(directives)).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
  });

  it('lets Stripe.js load, call its API and show its 3-D Secure frames', () => {
    const directives = cspDirectives();
    expect(directives['connect-src']).toContain('https://api.stripe.com');
    expect(directives['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
  });

  it("draws upload previews: the chosen photo's blob: URL, and a stored one from the API or a data: URL; images from nowhere else", () => {
    expect(cspDirectives()['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.stripe.com']);
    expect(cspDirectives({ apiBaseUrl: 'https://api.example-energy.co.uk/v1', sentryDsn: 'https://abc@o42.ingest.us.sentry.io/7' })['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.stripe.com',
      'https://api.example-energy.co.uk',
    ]);
    // blob: only where an image needs it: a script or a frame from a blob: URL stays refused.
    for (const directive of ['script-src', 'default-src', 'frame-src', 'connect-src']) expect(cspDirectives()[directive]).not.toContain('blob:');
  });

  it('adds the configured API and Sentry origins, and nothing for a relative API base', () => {
    const directives = cspDirectives({ apiBaseUrl: 'https://api.example-energy.co.uk/v1', sentryDsn: 'https://abc@o42.ingest.us.sentry.io/7' });
    expect(directives['connect-src']).toContain('https://api.example-energy.co.uk');
    expect(directives['connect-src']).toContain('https://o42.ingest.us.sentry.io');
    expect(cspDirectives({ apiBaseUrl: '/api' })['connect-src']).toEqual(cspDirectives()['connect-src']);
    expect(cspDirectives({ apiBaseUrl: 'javascript:alert(1)' })['connect-src']).toEqual(cspDirectives()['connect-src']);
  });
});

describe('pictures from the image host (decision 872)', () => {
  it('are allowed from the configured image origin, for pictures only', () => {
    const directives = cspDirectives({ imageOrigin: 'https://images.example-energy.co.uk/products' });
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.stripe.com', 'https://images.example-energy.co.uk']);
    expect(directives['connect-src']).toEqual(cspDirectives()['connect-src']);
    expect(cspDirectives({ imageOrigin: 'javascript:alert(1)' })['img-src']).toEqual(cspDirectives()['img-src']);
  });
});

/** The policy the plugin writes into a page built in this mode. */
function builtPolicy(plugin: ReturnType<typeof cspPlugin>, mode: string): string {
  (plugin.configResolved as (config: { mode: string }) => void)({ mode });
  const { handler } = plugin.transformIndexHtml as unknown as { handler: (html: string) => Array<{ attrs: { content: string } }> };
  return handler('<head></head>')[0]!.attrs.content;
}

describe('cspPlugin', () => {
  it('applies to production builds only (the dev server needs inline scripts for hot reload)', () => {
    expect(cspPlugin({}).apply).toBe('build');
  });

  it("allows a mock build the mock's pictures, and a production build only the configured image host", () => {
    const mock = 'http://127.0.0.1:4420';
    expect(builtPolicy(cspPlugin({ mockImageOrigin: mock }), 'mock')).toContain(`img-src 'self' data: blob: https://*.stripe.com ${mock};`);
    expect(builtPolicy(cspPlugin({ mockImageOrigin: mock }), 'production')).not.toContain(mock);
    const cdn = builtPolicy(cspPlugin({ mockImageOrigin: mock, imageOrigin: 'https://images.example-energy.co.uk' }), 'mock');
    expect(cdn).toContain('https://images.example-energy.co.uk;');
    expect(cdn).not.toContain(mock);
  });
});

describe('inline scripts of the built page', () => {
  it('are allowed one by one by their SHA-256 hash, never by unsafe-inline', () => {
    const html = '<head><script type="module" src="/assets/index.js"></script><script>preload()</script></head>';
    expect(inlineScriptsOf(html)).toEqual(['preload()']);
    const directives = cspDirectives({ inlineScripts: inlineScriptsOf(html) });
    // echo -n 'preload()' | openssl dgst -sha256 -binary | base64
    expect(directives['script-src']).toEqual(["'self'", "'sha256-zx/uUcX5M1upO/Ak1fQmsrPfiAWEncES+DxGqFrGt94='", 'https://js.stripe.com']);
    expect(scriptHash('preload();')).not.toBe(scriptHash('preload()'));
    expect(serializeCsp(directives)).not.toMatch(/unsafe-inline/);
  });
});
