// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PAGES } from '@/domain/route-manifest';
import { loaderModules, pageModules } from './routes';

// The modules on disk, found independently of the route table's own lists.
const pagesOnDisk = import.meta.glob(['/src/app/pages/*-page.tsx', '/src/features/*/*-page.tsx']);
const loadersOnDisk = import.meta.glob('/src/features/**/*-loader.ts');

describe('the pages of the route manifest', () => {
  it('are every page module on disk, each under one route name, and no other', () => {
    const named = Object.values(PAGES).map(({ module }) => `/${module}`);
    expect(Object.keys(pagesOnDisk).sort()).toEqual([...named].sort());
    expect(Object.keys(pageModules).sort()).toEqual([...named].sort());
  });

  it('their loaders are every loader module on disk, each beside its page, and no other', () => {
    const named = Object.values(PAGES).flatMap((page) => ('loader' in page ? [`/${page.loader}`] : []));
    expect(Object.keys(loadersOnDisk).sort()).toEqual([...named].sort());
    expect(Object.keys(loaderModules).sort()).toEqual([...named].sort());
    for (const page of Object.values(PAGES)) if ('loader' in page) expect(page.loader.replace(/-loader\.ts$/, '-page.tsx')).toBe(page.module);
  });

  it('each loader module exports the loader the router runs', async () => {
    for (const [file, load] of Object.entries(loaderModules)) expect(typeof (await load()).loader, file).toBe('function');
  }, 60_000);
});
