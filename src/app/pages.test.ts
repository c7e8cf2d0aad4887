// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import pageImports from 'virtual:route-pages';
import { PAGES, type RouteName } from '@/domain/route-manifest';
import { pages } from './pages';

// The modules as the manifest names them, found on disk independently of the build's virtual module.
const onDisk = import.meta.glob<{ default: unknown }>(['/src/app/pages/*-page.tsx', '/src/features/*/*-page.tsx']);

describe('the pages of the route manifest', () => {
  it('are every page module on disk, each under its route name, and no other', () => {
    expect(Object.keys(pages).sort()).toEqual(Object.keys(PAGES).sort());
    expect(Object.keys(onDisk).sort()).toEqual(Object.values(PAGES).map(({ module }) => `/${module}`).sort());
  });

  it('each route name loads the module the manifest names', async () => {
    for (const [name, { module }] of Object.entries(PAGES)) {
      const [loaded, expected] = await Promise.all([pageImports[name as RouteName](), onDisk[`/${module}`]!()]);
      expect(loaded.default, name).toBe(expected.default);
    }
  }, 60_000);
});
