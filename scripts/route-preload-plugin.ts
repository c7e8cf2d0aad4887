// The landing preload (decision 290). Every page is its own chunk, which the router asks for only once
// React has downloaded and run: on a phone, one more round trip and download before anything paints.
// This build plugin writes a few lines of script into index.html that read the address and add
// <link rel="modulepreload"> (and the page's stylesheets) for that route's chunks, so they download
// alongside React. The script is inline (no extra request); the CSP allows it by its hash
// (scripts/csp-plugin.ts hashes every inline script of the built page).
import path from 'node:path';
import { build, type Alias, type Plugin } from 'vite';

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, OutputChunkLike | { type: 'asset' }>;

/** A route path such as /quote/:type/results/:quote as an anchored pattern over location.pathname. */
export function routePattern(routePath: string): string {
  const segments = routePath.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^${segments.join('/')}/?$`;
}

type PageModulesByRoute = Readonly<Record<string, readonly string[] | { modules: readonly string[]; types?: readonly string[] }>>;

/**
 * [pattern, files][] for the inline script, most specific first: a route whose modules name `:type` gets
 * one row per type, with the type in the pattern (/quote/boiler preloads the boiler questionnaire).
 * Files are the page chunks and their static imports that the entry does not already preload, then CSS.
 */
export function preloadTable(pageModulesByRoute: PageModulesByRoute, bundle: Bundle, root: string, base: string): [string, string[]][] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunkLike => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticGraph = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) staticGraph(imported, into);
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
  const filesFor = (modulePaths: readonly string[]) => {
    const graph = new Set<string>();
    for (const modulePath of modulePaths) staticGraph(chunkOf(modulePath).fileName, graph);
    const scripts = [...graph].filter((file) => !entryGraph.has(file));
    const styles = [...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))];
    return [...scripts, ...styles].map((file) => base + file);
  };

  const specific: [string, string[]][] = [];
  const general: [string, string[]][] = [];
  for (const [routePath, pageModules] of Object.entries(pageModulesByRoute)) {
    const { modules, types = [] } = Array.isArray(pageModules) ? { modules: pageModules } : (pageModules as { modules: readonly string[]; types?: readonly string[] });
    const perType = modules.some((modulePath) => modulePath.includes(':type'));
    if (perType && types.length === 0) throw new Error(`route preload: ${routePath} names :type in a module but lists no types`);
    for (const type of perType ? types : []) {
      specific.push([routePattern(routePath.replace(':type', type)), filesFor(modules.map((modulePath) => modulePath.replace(':type', type)))]);
    }
    general.push([routePattern(routePath), filesFor(modules.filter((modulePath) => !modulePath.includes(':type')))]);
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

/**
 * A module of the app bundled into one self-contained script for the page's inline script: its imports
 * included, `import.meta.env` read as the app's build reads it. The build config names the file; it
 * never runs app code itself.
 */
export async function bundleInlineScript(entry: string, { root, mode, alias }: { root: string; mode: string; alias: Alias[] }): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    resolve: { alias },
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'inlineScript' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : []));
  const chunks = outputs.filter((item) => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`route preload: ${entry} bundled into ${chunks.length} files, not one script`);
  return chunks[0]!.code.trim();
}

/**
 * `alsoRun`: modules of the app for the same inline script (one script, one CSP hash), run before the
 * preloads (a call the page waits for goes out first). Each is bundled on its own at the start of a build.
 */
export function routePreloadPlugin(pageModulesByRoute: PageModulesByRoute, alsoRun: readonly string[] = []): Plugin {
  let root = process.cwd();
  let base = '/';
  let bundling: Promise<string[]> = Promise.resolve([]);
  let alsoRunCode: string[] = [];
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      bundling = Promise.all(alsoRun.map((entry) => bundleInlineScript(entry, { root, mode: config.mode, alias: config.resolve.alias })));
      bundling.catch(() => {}); // reported by buildStart, which waits for it
    },
    async buildStart() {
      alsoRunCode = await bundling;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const table = preloadTable(pageModulesByRoute, context.bundle as unknown as Bundle, root, base);
        // After the head's <meta> tags (the CSRF token the results call sends is one) and the entry's
        // script and preloads, so React, the largest file, is asked for first and is not queued behind
        // the page's files (a browser opens six connections to an HTTP/1.1 server). Before the first
        // stylesheet: a script placed after a stylesheet waits for it to load.
        const at = html.search(/<link\b[^>]*\brel="stylesheet"/i);
        if (at === -1 || at > html.indexOf('</head>')) throw new Error('route preload: index.html has no stylesheet in its head to place the script before');
        // Its work runs in a task of its own right after this one: the parser, and what it asks for
        // (the entry, React, the stylesheet), never waits for the calls and links it makes.
        const script = `setTimeout(function(){${[...alsoRunCode, preloadScript(table)].join(';')}},0)`;
        return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
