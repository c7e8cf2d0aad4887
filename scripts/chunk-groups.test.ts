// The chunk groups of the route manifest (decision 261), as the bundler takes them and as the build checks them.
import { describe, expect, it } from 'vitest';
import { chunkGroupErrors, codeSplittingGroups, isInGroup } from './chunk-groups';

const groups = [
  { name: 'react', packages: ['react', 'react-router'], withDependencies: true },
  { name: 'form-controls', modules: ['src/ui/fields.tsx', 'src/ui/error-summary.tsx'] },
];

describe('isInGroup', () => {
  it('takes the files the group names and every file of its packages, nothing else', () => {
    const [react, formControls] = groups;
    expect(isInGroup(formControls!, '/app/src/ui/fields.tsx', '/app')).toBe(true);
    // A file whose name merely resembles a member's is not one: no pattern over names.
    expect(isInGroup(formControls!, '/app/src/ui/fields-extra.tsx', '/app')).toBe(false);
    expect(isInGroup(formControls!, '/app/src/features/quote/fields.tsx', '/app')).toBe(false);
    expect(isInGroup(react!, '/app/node_modules/react-router/dist/production/index.mjs', '/app')).toBe(true);
    expect(isInGroup(react!, '/app/node_modules/react-router-dom/dist/index.mjs', '/app')).toBe(false);
  });

  it('gives the bundler one group per manifest group, taking dependencies only where the manifest says so', () => {
    expect(codeSplittingGroups(groups, '/app').map(({ name, includeDependenciesRecursively }) => [name, includeDependenciesRecursively])).toEqual([
      ['react', true],
      ['form-controls', false],
    ]);
  });
});

describe('the build check', () => {
  const chunks = [
    { type: 'chunk' as const, name: 'form-controls', moduleIds: ['/app/src/ui/fields.tsx', '/app/src/ui/error-summary.tsx'] },
    { type: 'chunk' as const, name: 'index', moduleIds: ['/app/src/app/main.tsx'] },
  ];

  it('passes when every named file is in its group’s chunk', () => {
    expect(chunkGroupErrors(groups, chunks, '/app')).toEqual([]);
  });

  it('fails on a named file that was renamed (in no chunk) or that landed in another chunk', () => {
    const renamed = [{ ...chunks[0]!, moduleIds: ['/app/src/ui/form-fields.tsx', '/app/src/ui/error-summary.tsx'] }, chunks[1]!];
    expect(chunkGroupErrors(groups, renamed, '/app')).toEqual(['chunk group form-controls: no chunk holds src/ui/fields.tsx; was it moved, renamed or no longer imported?']);
    const elsewhere = [{ ...chunks[0]!, moduleIds: ['/app/src/ui/fields.tsx'] }, { ...chunks[1]!, moduleIds: ['/app/src/app/main.tsx', '/app/src/ui/error-summary.tsx'] }];
    expect(chunkGroupErrors(groups, elsewhere, '/app')).toEqual(['chunk group form-controls: src/ui/error-summary.tsx is in chunk index']);
  });
});
