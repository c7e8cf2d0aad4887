// Every page of the route manifest (src/domain/route-manifest.ts PAGES), lazily loaded (its own chunk)
// through lazyPage(), which reloads once on failure. The imports come from the manifest's file names
// (virtual:route-pages, written by the build's scripts/route-pages-plugin.ts).
import pageImports from 'virtual:route-pages';
import type { RouteName } from '@/domain/route-manifest';
import { lazyPage, type PreloadablePage } from './lazy-page';

export const pages = Object.fromEntries(Object.entries(pageImports).map(([name, load]) => [name, lazyPage(load)])) as Readonly<Record<RouteName, PreloadablePage>>;
