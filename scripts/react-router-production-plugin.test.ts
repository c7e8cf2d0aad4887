import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionBuildOf, reactRouterProductionPlugin } from './react-router-production-plugin';

const require = createRequire(import.meta.url);
const installedEntry = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'development', 'index.mjs');

describe('React Router production build in production bundles', () => {
  it('maps a file of the development build to the same file of the production build', () => {
    expect(productionBuildOf(installedEntry)).toBe(installedEntry.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`));
  });

  it('leaves other modules, and files the production build lacks, as they are', () => {
    expect(productionBuildOf('/app/node_modules/react-dom/index.js')).toBe('/app/node_modules/react-dom/index.js');
    const missing = installedEntry.replace('index.mjs', 'no-such-file.mjs');
    expect(productionBuildOf(missing)).toBe(missing);
  });

  it('resolves react-router and its subpaths through Vite to the production build, in builds only', async () => {
    const plugin = reactRouterProductionPlugin();
    expect(plugin.apply).toBe('build');
    const resolveId = plugin.resolveId as (this: unknown, source: string, importer: string | undefined, options: object) => Promise<{ id: string } | null>;
    const context = { resolve: async (source: string) => ({ id: source === 'react-router/dom' ? installedEntry.replace('index.mjs', 'dom-export.mjs') : installedEntry }) };
    expect((await resolveId.call(context, 'react-router', '/app/src/main.tsx', {}))?.id).toMatch(/dist[\\/]production[\\/]index\.mjs$/);
    expect((await resolveId.call(context, 'react-router/dom', '/app/src/main.tsx', {}))?.id).toMatch(/dist[\\/]production[\\/]dom-export\.mjs$/);
    expect(await resolveId.call(context, 'react-router-dom', '/app/src/main.tsx', {})).toBeNull();
  });
});
