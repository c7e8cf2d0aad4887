// The chunk groups of the route manifest (src/domain/route-manifest.ts CHUNK_GROUPS) as the bundler's
// code-splitting groups, and the build check that keeps them true: a named file that is moved, renamed
// or no longer imported fails the build instead of quietly changing what a page downloads.
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkGroup } from '../src/domain/route-manifest.ts';

const slashes = (id: string) => id.split(path.sep).join('/');

/** Whether module `id` (an absolute path) is a member of `group`. */
export function isInGroup(group: ChunkGroup, id: string, root: string): boolean {
  const file = slashes(id);
  const ownFiles = (group.modules ?? []).map((modulePath) => slashes(path.resolve(root, modulePath)));
  return ownFiles.includes(file) || (group.packages ?? []).some((name) => file.includes(`/node_modules/${name}/`));
}

/** The groups for `build.rolldownOptions.output.codeSplitting.groups`. */
export function codeSplittingGroups(groups: readonly ChunkGroup[], root: string) {
  return groups.map((group) => ({
    name: group.name,
    test: (id: string) => isInGroup(group, id, root),
    includeDependenciesRecursively: group.withDependencies ?? false,
  }));
}

interface ChunkLike {
  type: 'chunk';
  name: string;
  moduleIds: readonly string[];
}

/** Each named file of each group, where the built chunks put it: an error per file that is not in its group's chunk. */
export function chunkGroupErrors(groups: readonly ChunkGroup[], chunks: readonly ChunkLike[], root: string): string[] {
  const errors: string[] = [];
  for (const group of groups) {
    for (const modulePath of group.modules ?? []) {
      const id = slashes(path.resolve(root, modulePath));
      const holder = chunks.find((chunk) => chunk.moduleIds.some((moduleId) => slashes(moduleId) === id));
      if (!holder) errors.push(`chunk group ${group.name}: no chunk holds ${modulePath}; was it moved, renamed or no longer imported?`);
      else if (holder.name !== group.name) errors.push(`chunk group ${group.name}: ${modulePath} is in chunk ${holder.name}`);
    }
  }
  return errors;
}

/** Fails a production build whose chunks do not hold the groups as the manifest names them. */
export function chunkGroupsCheck(groups: readonly ChunkGroup[]): Plugin {
  let root = process.cwd();
  return {
    name: 'chunk-groups-check',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Extract<typeof item, { type: 'chunk' }> => item.type === 'chunk');
      const errors = chunkGroupErrors(groups, chunks, root);
      if (errors.length > 0) this.error(errors.join('\n'));
    },
  };
}
