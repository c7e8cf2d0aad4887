// The pages of the route manifest (src/domain/route-manifest.ts PAGES) as the module the router imports,
// `virtual:route-pages`: one lazy import per route name, written from the manifest's own file names.
// The manifest stays the one place that names a page's module, and the built app carries no file names.
import type { Plugin } from 'vite';

export const ROUTE_PAGES_MODULE = 'virtual:route-pages';
const RESOLVED_ID = `\0${ROUTE_PAGES_MODULE}`;

/** The virtual module's source: `export default { name: () => import('/src/...'), ... }`. */
export function routePagesSource(pages: Readonly<Record<string, { readonly module: string }>>): string {
  const rows = Object.entries(pages).map(([name, { module }]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`/${module}`)}),`);
  return `export default {\n${rows.join('\n')}\n};\n`;
}

export function routePagesPlugin(pages: Readonly<Record<string, { readonly module: string }>>): Plugin {
  return {
    name: 'route-pages',
    resolveId: (id) => (id === ROUTE_PAGES_MODULE ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? routePagesSource(pages) : null),
  };
}
