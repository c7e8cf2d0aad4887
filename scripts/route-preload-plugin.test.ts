// The landing preload (decision 963): which chunks a first visit to each route asks for from the HTML.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext } from 'vite';
import { preloadScript, preloadTable, routePattern, routePreloadPlugin } from './route-preload-plugin';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], options: { isEntry?: boolean; css?: string[]; dynamicImports?: string[] } = {}) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: options.isEntry ?? false,
  facadeModuleId: moduleIds[0] ?? null,
  moduleIds,
  imports,
  dynamicImports: options.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

// An entry that shares React with the pages, a questionnaire page that needs a shared chunk and loads
// a graph per type on demand; the entry loads another module called boiler on demand.
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['/app/index.html', '/app/src/app/main.tsx'], ['assets/react.js'], { isEntry: true, dynamicImports: ['assets/other-boiler.js'] }),
  'assets/other-boiler.js': chunk('assets/other-boiler.js', ['/app/src/other/boiler.ts']),
  'assets/results.js': chunk('assets/results.js', ['/app/src/pages/results.tsx'], ['assets/react.js', 'assets/client.js']),
  'assets/results-loader.js': chunk('assets/results-loader.js', ['/app/src/pages/results-loader.ts'], ['assets/client.js']),
  'assets/client.js': chunk('assets/client.js', ['/app/src/api/client.ts']),
  'assets/react.js': chunk('assets/react.js', ['/app/node_modules/react/index.js']),
  'assets/home.js': chunk('assets/home.js', ['/app/src/pages/home.tsx'], ['assets/react.js']),
  'assets/quote-page.js': chunk('assets/quote-page.js', ['/app/src/pages/quote.tsx'], ['assets/react.js', 'assets/fields.js'], { css: ['assets/quote.css'], dynamicImports: ['assets/boiler.js', 'assets/solar.js'] }),
  'assets/fields.js': chunk('assets/fields.js', ['/app/src/ui/fields.tsx'], ['assets/react.js']),
  'assets/boiler.js': chunk('assets/boiler.js', ['/app/src/graphs/boiler.ts'], ['assets/fields.js']),
  'assets/solar.js': chunk('assets/solar.js', ['/app/src/graphs/solar.ts']),
  'index.css': { type: 'asset' as const },
};
const routes = [
  { path: '/', page: 'home' },
  { path: '/quote/results', redirect: () => '/quote/boiler/results' },
  { path: '/quote/:type', page: 'quote', types: ['boiler', 'solar', 'ev'] },
  { path: '/quote/:type/results', page: 'results', types: ['boiler', 'solar'] },
  { path: '*', page: 'home' },
];
const pages = { home: { module: 'src/pages/home.tsx' }, quote: { module: 'src/pages/quote.tsx' }, results: { module: 'src/pages/results.tsx', loader: 'src/pages/results-loader.ts' } };

/** The links the inline script adds for an address, as "rel href". */
function linksFor(pathname: string): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', href: '', as: '', crossOrigin: null }), head: { appendChild: (link: { rel: string; href: string }) => links.push(link) } };
  runInNewContext(preloadScript(preloadTable(routes, pages, bundle, '/app', '/')), { location: { pathname }, document });
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

  it('asks for the module its page loads on demand under the type in the address, with the page and its stylesheet', () => {
    expect(linksFor('/quote/boiler')).toEqual([
      'modulepreload /assets/quote-page.js',
      'modulepreload /assets/fields.js',
      'modulepreload /assets/boiler.js',
      'preload /assets/quote.css',
    ]);
    expect(linksFor('/quote/solar')).toContain('modulepreload /assets/solar.js');
    expect(linksFor('/quote/solar')).not.toContain('modulepreload /assets/boiler.js');
    // A type with no such module, and a page that loads none: the page alone.
    expect(linksFor('/quote/ev')).toEqual(['modulepreload /assets/quote-page.js', 'modulepreload /assets/fields.js', 'preload /assets/quote.css']);
    // The route's loader with the page: its calls start as soon as both are in.
    expect(linksFor('/quote/boiler/results')).toEqual(['modulepreload /assets/results.js', 'modulepreload /assets/client.js', 'modulepreload /assets/results-loader.js']);
  });

  it('asks for nothing on an address no route renders', () => {
    expect(linksFor('/no/such/page')).toEqual([]);
  });

  it('fails the build when a page module is in no chunk (moved, renamed or no longer a page)', () => {
    expect(() => preloadTable([{ path: '/gone', page: 'gone' }], { gone: { module: 'src/pages/gone.tsx' } }, bundle, '/app', '/')).toThrow(/no chunk holds src\/pages\/gone\.tsx/);
    expect(() => preloadTable([{ path: '/gone', page: 'gone' }], {}, bundle, '/app', '/')).toThrow(/has no module/);
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
  const transform = async (html: string) => {
    const plugin = routePreloadPlugin(routes, pages);
    (plugin.configResolved as (config: unknown) => void)({ root: '/app', base: '/' });
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: IndexHtmlTransformContext) => string };
    return hook.handler(html, { bundle, path: '/index.html', filename: 'index.html' } as unknown as IndexHtmlTransformContext);
  };

  it('comes after the entry and its preloads, before the first stylesheet, in a task after the parser’s', async () => {
    const html = await transform(page);
    const script = html.indexOf('<script>setTimeout(function(){');
    const inline = html.slice(script + '<script>'.length, html.indexOf('</script>', script));
    const links: string[] = [];
    runInNewContext(inline, { setTimeout: (run: () => void) => run(), location: { pathname: '/' }, document: { createElement: () => ({}), head: { appendChild: (link: { href: string }) => links.push(link.href) } } });
    expect(links).toEqual(['/assets/home.js']);
    expect(script).toBeGreaterThan(html.indexOf('<script type="module"'));
    expect(script).toBeGreaterThan(html.indexOf('<link rel="modulepreload"'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('fails the build when the head has no stylesheet to place it before', async () => {
    await expect(() => transform('<html><head><meta charset="UTF-8" /><link rel="icon" href="/i.svg"></head><body><link rel="stylesheet" href="/x.css"></body></html>')).rejects.toThrow(/no stylesheet in its head/);
  });
});
