// The landing preload (decision 963). Every page and its loader are chunks of their own, which the
// router's lazy loading asks for only once React and the router have downloaded and run: on a phone, one
// more round trip and download before anything paints. This build plugin writes a few lines of script
// into index.html that read the address and add <link rel="modulepreload"> (and the page's stylesheets)
// for that route's chunks, page and loader, so they download alongside React. The script is inline (no extra request); the CSP allows it by its hash
// (scripts/csp-plugin.ts hashes every inline script of the built page).
import path from 'node:path';
import type { Plugin } from 'vite';

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  /** The bundler's name for it: a chunk it split off a module is named after that module. */
  name?: string;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, OutputChunkLike | { type: 'asset' }>;

/** A route path such as /quote/:type/results/:quote as an anchored pattern over location.pathname. */
export function routePattern(routePath: string): string {
  const segments = routePath.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

/** The route manifest's rows (src/domain/route-manifest.ts ROUTES) and its pages' modules (PAGES). */
export interface PreloadRoute {
  readonly path: string;
  readonly page?: string;
  readonly types?: readonly string[];
}
type PageModules = Readonly<Record<string, { readonly module: string; readonly loader?: string }>>;

const moduleName = (id: string | null) => (id === null ? '' : path.basename(id).replace(/\.[cm]?[jt]sx?$/, ''));

/**
 * [pattern, files][] for the inline script, most specific first: each page route's chunk, its loader's
 * and their static imports that the entry does not already preload, then CSS. A route with :type also gets one row per
 * type for the chunk its page loads on demand under the type's name: /quote/boiler preloads the boiler
 * questionnaire (the module named boiler that the page's code imports dynamically).
 */
export function preloadTable(routes: readonly PreloadRoute[], pages: PageModules, bundle: Bundle, root: string, base: string): [string, string[]][] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunkLike => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticGraph = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) staticGraph(imported, into);
    return into;
  };
  const entryGraph = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) staticGraph(chunk.fileName, entryGraph);

  // By the modules a chunk holds: a module that another chunk imports statically is no chunk's facade.
  const chunkOf = (modulePath: string) => {
    const id = path.resolve(root, modulePath).split(path.sep).join('/');
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((moduleId) => moduleId.split(path.sep).join('/') === id));
    if (!chunk) throw new Error(`route preload: no chunk holds ${modulePath}; was it moved or renamed?`);
    return chunk;
  };
  const filesOf = (graph: Set<string>) => {
    const scripts = [...graph].filter((file) => !entryGraph.has(file));
    const styles = [...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
    return [...scripts, ...styles].map((file) => base + file);
  };

  const specific: [string, string[]][] = [];
  const general: [string, string[]][] = [];
  for (const route of routes) {
    if (!route.page || route.path === '*') continue;
    const page = pages[route.page];
    if (!page) throw new Error(`route preload: ${route.path} names page ${route.page}, which has no module`);
    const pageGraph = staticGraph(chunkOf(page.module).fileName, new Set());
    if (page.loader) staticGraph(chunkOf(page.loader).fileName, pageGraph);
    const onDemand = [...pageGraph].flatMap((file) => byFile.get(file)?.dynamicImports ?? []);
    for (const type of route.types ?? []) {
      const typeChunk = onDemand.find((file) => [moduleName(byFile.get(file)?.facadeModuleId ?? null), byFile.get(file)?.name].includes(type));
      if (typeChunk) specific.push([routePattern(route.path.replace(':type', type)), filesOf(staticGraph(typeChunk, new Set(pageGraph)))]);
    }
    general.push([routePattern(route.path), filesOf(pageGraph)]);
  }
  return [...specific, ...general];
}

/**
 * The inline script: the first row whose pattern matches the address adds its links. Rows name files by
 * their index in one list, which keeps the page small (the same chunks serve many routes). Stylesheets
 * are only fetched (rel=preload): the page's own import applies them after the entry's, in cascade order.
 * Every link is crossorigin, as Vite's own links are, or the browser would fetch each file twice.
 */
export function preloadScript(table: [string, string[]][]): string {
  const files = [...new Set(table.flatMap(([, rowFiles]) => rowFiles))];
  const rows = table.map(([pattern, rowFiles]) => [pattern, rowFiles.map((file) => files.indexOf(file))]);
  return `(function(f,t,p,d){for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(n){var l=d.createElement('link');if(/\\.css$/.test(f[n])){l.rel='preload';l.as='style';}else l.rel='modulepreload';l.crossOrigin='';l.href=f[n];d.head.appendChild(l)});return}})(${JSON.stringify(files)},${JSON.stringify(rows)},location.pathname,document)`;
}

/** The landing preloads of the manifest's routes, written into the built index.html. */
export function routePreloadPlugin(routes: readonly PreloadRoute[], pages: PageModules): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const table = preloadTable(routes, pages, context.bundle as unknown as Bundle, root, base);
        // After the entry's script and preloads, so React, the largest file, is asked for first and is not queued behind
        // the page's files (a browser opens six connections to an HTTP/1.1 server). Before the first
        // stylesheet: a script placed after a stylesheet waits for it to load.
        const at = html.search(/<link\b[^>]*\brel="stylesheet"/i);
        if (at === -1 || at > html.indexOf('</head>')) throw new Error('route preload: index.html has no stylesheet in its head to place the script before');
        // Its work runs in a task of its own right after this one: the parser, and what it asks for
        // (the entry, React, the stylesheet), never waits for the links it makes.
        const script = `setTimeout(function(){${preloadScript(table)}},0)`;
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
