// One-way layers: domain <- api <- features <- app; ui is shared by features and app.
// Features never import each other (bulletproof-react's rule): the router composes them.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const featureDirs = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

// The generated schema is read by one module, which names its types once (decision 462).
const contractTypesOnly = { group: ['@/api/schema', '**/api/schema', './schema', '**/schema.d.ts'], message: 'Take contract types from @/api/contract-types, under the schema’s own names.' };

const layerZones = [
  // The contract's types (src/api/contract-types.ts: types only, nothing that runs) are every layer's vocabulary.
  { target: './src/domain', from: './src/api', except: ['./contract-types.ts'], message: 'src/domain is pure: it imports no other layer.' },
  { target: './src/domain', from: ['./src/ui', './src/features', './src/app'], message: 'src/domain is pure: it imports no other layer.' },
  { target: './src/api', from: ['./src/features', './src/app'], message: 'src/api may import only src/domain.' },
  // The state module owns the one store and imports nothing of the project: the answers src/api
  // remembers are atoms of it (decision 441).
  { target: './src/api', from: './src/ui', except: ['./state.ts'], message: 'src/api may import only src/domain.' },
  { target: './src/ui', from: './src/api', except: ['./contract-types.ts'], message: 'src/ui is shared presentation: no api, features or app.' },
  { target: './src/ui', from: ['./src/features', './src/app'], message: 'src/ui is shared presentation: no api, features or app.' },
  { target: './src/features', from: ['./src/app'], message: 'Features do not import the app layer.' },
  ...featureDirs.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other; compose them in src/app.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.mock', 'bench/.work', 'src/api/schema.d.ts', 'test-results', 'playwright-report'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', {
        paths: [
          { name: '@stripe/stripe-js', message: 'Import @stripe/stripe-js/pure: the plain entry injects js.stripe.com as a side effect.' },
          { name: 'jotai', message: 'Import state from @/ui/state: it owns the one jotai store.' },
          { name: 'jotai/utils', message: 'Import state from @/ui/state: it owns the one jotai store.' },
        ],
        patterns: [contractTypesOnly],
      }],
    },
  },
  {
    // The one module allowed to import jotai (Excalidraw's editor-jotai pattern).
    files: ['src/ui/state.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'src/domain is pure: no fetch.' }, { name: 'window', message: 'src/domain is pure: no window.' }, { name: 'document', message: 'src/domain is pure: no document.' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', 'jotai', 'openapi-fetch'], message: 'src/domain is pure TypeScript.' }, contractTypesOnly] }],
    },
  },
  {
    // The one module that reads the generated schema.
    files: ['src/api/contract-types.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The build config reads one module of src, the route manifest (data); app code it names by file
    // and has bundled, never runs (decision 460).
    files: ['vite.config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./src/(?!domain/route-manifest\\.ts$)', message: 'vite.config.ts imports no app code: name the file for the build instead (decision 460).' }] }],
    },
  },
  {
    // Playwright's helpers (useScenario, page.route callbacks) are not React hooks.
    files: ['tests/e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
