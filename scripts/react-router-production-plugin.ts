// React Router 7's package exports send every import to its development build, in production too
// (remix-run/react-router#14102): its development warnings and checks ship and run for customers.
// Production builds take the production build the package also ships, file for file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = `${path.sep}react-router${path.sep}dist${path.sep}development${path.sep}`;
const PRODUCTION_BUILD = `${path.sep}react-router${path.sep}dist${path.sep}production${path.sep}`;

/** The production build's file for a file of React Router's development build; any other path as it is. */
export function productionBuildOf(resolvedPath: string): string {
  if (!resolvedPath.includes(DEVELOPMENT_BUILD)) return resolvedPath;
  const production = resolvedPath.replace(DEVELOPMENT_BUILD, PRODUCTION_BUILD);
  return existsSync(production) ? production : resolvedPath;
}

export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: productionBuildOf(resolved.id) };
    },
  };
}
