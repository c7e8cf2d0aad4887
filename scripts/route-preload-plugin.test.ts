// The landing preload (decision 290): which chunks a first visit to each route asks for from the HTML.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { QUOTE_ADDRESS_KEY, QUOTE_REQUESTS_KEY } from '../src/api/quote-request-rules';
import { bundleInlineScript, preloadScript, preloadTable, routePattern, routePreloadPlugin } from './route-preload-plugin';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], options: { isEntry?: boolean; css?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: options.isEntry ?? false,
  facadeModuleId: moduleIds[0] ?? null,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

// An entry that shares React with the pages, a questionnaire page that needs a shared chunk, two graphs.
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['/app/index.html', '/app/src/app/main.tsx'], ['assets/react.js'], { isEntry: true }),
  'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js']),
  'assets/home.js': chunk('assets/home.js', ['/app/src/pages/home.tsx'], ['assets/react.js']),
  'assets/quote-page.js': chunk('assets/quote-page.js', ['/app/src/pages/quote.tsx'], ['assets/react.js', 'assets/fields.js'], { css: ['assets/quote.css'] }),
  'assets/fields.js': chunk('assets/fields.js', ['/app/src/ui/fields.tsx'], ['assets/react.js']),
  'assets/boiler.js': chunk('assets/boiler.js', ['/app/src/graphs/boiler.ts'], ['assets/fields.js']),
  'assets/solar.js': chunk('assets/solar.js', ['/app/src/graphs/solar.ts']),
  'index.css': { type: 'asset' as const },
};
const table = {
  '/': ['src/pages/home.tsx'],
  '/quote/:type': { modules: ['src/pages/quote.tsx', 'src/graphs/:type.ts'], types: ['boiler', 'solar'] },
};

/** The links the inline script adds for an address, as "rel href". */
function linksFor(pathname: string): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '', as: '', crossOrigin: null }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
  runInNewContext(preloadScript(preloadTable(table, bundle, '/app', '/')), { location: { pathname }, document });
  return links.map((link) => `${link.rel} ${link.href}`);
}

describe('routePattern', () => {
  it('matches the route with any parameter value and an optional trailing slash, nothing longer', () => {
    const pattern = new RegExp(routePattern('/quote/:type/results/:quote'));
    expect(pattern.test('/quote/boiler/results/Q1')).toBe(true);
    expect(pattern.test('/quote/boiler/results/Q1/')).toBe(true);
    expect(pattern.test('/quote/boiler/results')).toBe(false);
    expect(pattern.test('/quote/boiler/results/Q1/extra')).toBe(false);
  });
});

describe('the inline preload script', () => {
  it('asks for the landing page chunk and its own imports, not what the entry already preloads', () => {
    expect(linksFor('/')).toEqual(['modulepreload /assets/home.js']);
  });

  it('asks for the questionnaire of the type in the address, with the page and its stylesheet', () => {
    expect(linksFor('/quote/boiler')).toEqual([
      'modulepreload /assets/quote-page.js',
      'modulepreload /assets/fields.js',
      'modulepreload /assets/boiler.js',
      'preload /assets/quote.css',
    ]);
    expect(linksFor('/quote/solar')).toContain('modulepreload /assets/solar.js');
    expect(linksFor('/quote/solar')).not.toContain('modulepreload /assets/boiler.js');
  });

  it('asks for nothing on an address no route renders', () => {
    expect(linksFor('/no/such/page')).toEqual([]);
  });

  it('fails the build when a listed module is in no chunk (moved, renamed or no longer a page)', () => {
    expect(() => preloadTable({ '/gone': ['src/pages/gone.tsx'] }, bundle, '/app', '/')).toThrow(/no chunk holds src\/pages\/gone\.tsx/);
    expect(() => preloadTable({ '/quote/:type': ['src/graphs/:type.ts'] }, bundle, '/app', '/')).toThrow(/lists no types/);
  });
});

describe('the script in the built page', () => {
  const page = [
    '<!doctype html><html><head>',
    '<meta charset="UTF-8" />',
    '<meta name="csrf-token" content="t" />',
    '<title>T</title>',
    '<link rel="icon" href="/favicon.svg" />',
    '<script type="module" src="/assets/index.js"></script>',
    '<link rel="modulepreload" href="/assets/react.js">',
    '<link rel="stylesheet" href="/assets/index.css">',
    '</head><body></body></html>',
  ].join('\n');
  const transform = async (html: string, alsoRun: string[] = []) => {
    const plugin = routePreloadPlugin(table, alsoRun);
    (plugin.configResolved as (config: unknown) => void)({ root: '/app', base: '/', mode: 'production', resolve: { alias: [] } });
    await (plugin.buildStart as () => Promise<void>)();
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => string };
    return hook.handler(html, { bundle, path: '/index.html', filename: 'index.html' } as unknown as IndexHtmlTransformContext);
  };

  it('comes after every <meta> (the CSRF token) and the entry and its preloads, before the first stylesheet, and runs the modules it was given first, in a task after the parser’s', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'inline-script-'));
    writeFileSync(path.join(folder, 'early.ts'), "import { callName } from './name';\n(globalThis as unknown as Record<string, () => void>)[callName]!();\n");
    writeFileSync(path.join(folder, 'name.ts'), "export const callName: string = 'startEarlyCall';\n");
    const html = await transform(page, [path.join(folder, 'early.ts')]);
    const script = html.indexOf('<script>setTimeout(function(){');
    const inline = html.slice(script + '<script>'.length, html.indexOf('</script>', script));
    // Bundled with its import, self-contained: it runs alone and calls what the module calls, before the preloads.
    const calls: string[] = [];
    runInNewContext(inline, { setTimeout: (run: () => void) => run(), startEarlyCall: () => calls.push('early'), location: { pathname: '/' }, document: { createElement: () => ({}), head: { appendChild: () => calls.push('preload') } } });
    expect(calls).toEqual(['early', 'preload']);
    expect(script).toBeGreaterThan(html.indexOf('<meta name="csrf-token"'));
    expect(script).toBeGreaterThan(html.indexOf('<script type="module"'));
    expect(script).toBeGreaterThan(html.indexOf('<link rel="modulepreload"'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('fails the build when the head has no stylesheet to place it before', async () => {
    await expect(() => transform('<html><head><meta charset="UTF-8" /><link rel="icon" href="/i.svg"></head><body><link rel="stylesheet" href="/x.css"></body></html>')).rejects.toThrow(/no stylesheet in its head/);
  });
});

describe('the results landing’s calls in the inline script (src/features/results/early-results-inline.ts)', () => {
  it('bundle into one self-contained script that sends the remembered answers’ results call and the lenders’ lists, to the API base the app is built with', async () => {
    const root = process.cwd();
    const previousBase = process.env.VITE_API_BASE_URL;
    process.env.VITE_API_BASE_URL = '/backend';
    let code: string;
    try {
      code = await bundleInlineScript('src/features/results/early-results-inline.ts', { root, mode: 'production', alias: [{ find: '@', replacement: path.join(root, 'src') }] });
    } finally {
      if (previousBase === undefined) delete process.env.VITE_API_BASE_URL;
      else process.env.VITE_API_BASE_URL = previousBase;
    }
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
    const stored = JSON.stringify([{ type: 'heat-pump', quoteId: 'Q-9', body: { quoteType: 'heat-pump' }, savedAt: Date.now() }]);
    // Heat pumps are priced with the address, which only this tab keeps (decision 441).
    const address = JSON.stringify({ address_line_1: '1 High Street', post_town: 'Leeds', postcode: 'LS6 2AB' });
    const calls: Array<{ url: string; body: unknown }> = [];
    const window = {
      location: { pathname: '/quote/heat-pump/results/Q%2D9' },
      localStorage: { getItem: (key: string) => (key === QUOTE_REQUESTS_KEY ? stored : null) },
      sessionStorage: { getItem: (key: string) => (key === `${QUOTE_ADDRESS_KEY}:heat-pump/Q-9` ? address : null) },
      crypto: { randomUUID: () => 'key-1' },
      document: { querySelector: () => null },
      fetch: (url: string, init?: { body?: string }) => {
        calls.push({ url, body: init?.body === undefined ? undefined : JSON.parse(init.body) });
        return new Promise(() => {});
      },
    };
    runInNewContext(code, { window, AbortController, setTimeout, clearTimeout });
    expect(calls.map(({ url }) => url)).toEqual(['/backend/finance/v12', '/backend/finance/novuna', '/backend/quote/results/heat-pump']);
    expect(calls[2]?.body).toEqual({ quoteType: 'heat-pump', customer: JSON.parse(address) });
  });
});
