// What a customer's bundle may not carry (decision 420): a build without a Stripe publishable key
// fails unless mock mode is asked for (`vite build --mode mock`: preview, e2e, bench); the page's
// CSRF token is a placeholder the server fills, and only the dev server and mock mode fill it with
// the mock's token; hidden source maps are moved out of the deployed folder, kept for upload.
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

export const MOCK_MODE = 'mock';
/** What index.html carries; the server that sends the page puts the session's token in its place. */
export const CSRF_TOKEN_PLACEHOLDER = '__CSRF_TOKEN__';
/** Prism checks only that the header is present. */
export const MOCK_CSRF_TOKEN = 'mock-csrf-token';

/** The folder beside the build that receives the source maps: `dist` -> `dist-sourcemaps`. */
export function sourceMapDirFor(outDir: string): string {
  return path.join(path.dirname(outDir), `${path.basename(outDir)}-sourcemaps`);
}

export function missingStripeKeyError(mode: string, env: Record<string, string | undefined>): string | null {
  if (mode === MOCK_MODE || env.VITE_STRIPE_PUBLISHABLE_KEY) return null;
  return (
    'VITE_STRIPE_PUBLISHABLE_KEY is not set: a production build would take card payments through the test double. ' +
    `Set the key, or build for the Prism mock with \`vite build --mode ${MOCK_MODE}\`.`
  );
}

export function productionBuildPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'production-build-guard',
    configResolved(resolved) {
      config = resolved;
    },
    // At the start of a build, not when the config is read: tools that only read it need no key.
    buildStart() {
      if (config.command !== 'build') return;
      const error = missingStripeKeyError(config.mode, config.env);
      if (error) this.error(error);
    },
    transformIndexHtml(html) {
      const fillsMockToken = config.command === 'serve' || config.mode === MOCK_MODE;
      return fillsMockToken ? html.replaceAll(CSRF_TOKEN_PLACEHOLDER, MOCK_CSRF_TOKEN) : html;
    },
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        if (config.build.sourcemap !== 'hidden' || !options.dir) return;
        const mapDir = sourceMapDirFor(options.dir);
        rmSync(mapDir, { recursive: true, force: true });
        for (const fileName of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
          const target = path.join(mapDir, fileName);
          mkdirSync(path.dirname(target), { recursive: true });
          renameSync(path.join(options.dir, fileName), target);
        }
      },
    },
  };
}
