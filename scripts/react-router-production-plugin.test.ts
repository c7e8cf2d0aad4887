import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionBuildOf, reactRouterProductionPlugin } from './react-router-production-plugin';

const require = createRequire(import.meta.url);
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

describe('the builds that use it', () => {
  it('a Vite build with the plugin bundles React Router from its production build only', async () => {
    const { build } = await import('vite');
    // Inside the project, so the entry resolves the project's own node_modules.
    const cache = path.join(projectRoot, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const root = mkdtempSync(path.join(cache, 'router-build-'));
    writeFileSync(path.join(root, 'entry.js'), "export { useNavigate } from 'react-router-dom';\n");
    const output = (await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [reactRouterProductionPlugin()],
      build: { write: false, lib: { entry: path.join(root, 'entry.js'), formats: ['es'] }, rollupOptions: { external: ['react', 'react-dom'] } },
    })) as Array<{ output: Array<{ type: string; moduleIds?: string[] }> }> | { output: Array<{ type: string; moduleIds?: string[] }> };
    rmSync(root, { recursive: true, force: true });
    const modules = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output.flatMap((chunk) => chunk.moduleIds ?? []));
    const router = modules.filter((id) => id.includes(`${path.sep}react-router${path.sep}dist${path.sep}`));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((id) => id.includes(`${path.sep}development${path.sep}`))).toEqual([]);
  }, 30_000);

  it("the product's and the floor's Vite configs both use it for builds", async () => {
    const { resolveConfig } = await import('vite');
    for (const configFile of ['vite.config.ts', 'bench/floor/vite.config.ts']) {
      const config = await resolveConfig({ configFile: path.join(projectRoot, configFile), logLevel: 'silent' }, 'build');
      expect(config.plugins.map((plugin) => plugin.name), configFile).toContain('react-router-production-build');
    }
  }, 30_000);
});
