// One-way layers: shared <- domain <- api <- features <- app; ui is shared by features and app.
// src/shared (the contract's types and the one state module) sits below them all; src/mock sits outside.
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

// The generated schema is read by one module, which names its types once (decision 900).
const contractTypesOnly = { group: ['@/api/schema', '**/api/schema', './schema', '**/schema.d.ts'], message: 'Take contract types from @/shared/contract-types, under the schema’s own names.' };

const layerZones = [
  // src/shared is every layer's vocabulary; it reads only the generated schema.
  { target: './src/shared/*.{ts,tsx}', from: './src/api', except: ['./schema.d.ts'], message: 'src/shared is the bottom layer: it imports nothing of ours but the generated schema.' },
  { target: './src/shared/*.{ts,tsx}', from: ['./src/domain', './src/ui', './src/features', './src/app'], message: 'src/shared is the bottom layer: it imports nothing of ours but the generated schema.' },
  // What this browser remembers, beside the state module whose atoms hold it: it reads the domain's types and rules.
  { target: './src/shared/remembered', from: ['./src/api', './src/ui', './src/features', './src/app'], message: 'src/shared/remembered holds what the browser keeps: it imports only src/domain and src/shared.' },
  { target: './src/domain', from: ['./src/api', './src/ui', './src/features', './src/app', './src/shared/remembered'], message: 'src/domain is pure: it imports only src/shared.' },
  { target: './src/api', from: ['./src/ui', './src/features', './src/app'], message: 'src/api may import only src/domain and src/shared.' },
  { target: './src/ui', from: ['./src/api', './src/features', './src/app'], message: 'src/ui is shared presentation: it imports only src/domain and src/shared.' },
  { target: './src/features', from: ['./src/app'], message: 'Features do not import the app layer.' },
  // What only the mock backend's world uses (scenarios, the Stripe.js double, the scenario switcher):
  // tests may import it; of the app, only the mock-mode start-up, by dynamic import behind its mode check.
  {
    target: ['./src/{shared,domain,api,ui,features}/**/!(*.test).{ts,tsx}', './src/app/**/!(main|*.test).{ts,tsx}'],
    from: './src/mock',
    message: 'src/mock is for mock mode and tests: only src/app/main.tsx loads it, by dynamic import behind its mode check.',
  },
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
          { name: 'jotai', message: 'Import state from @/shared/state: it owns the one jotai store.' },
          { name: 'jotai/utils', message: 'Import state from @/shared/state: it owns the one jotai store.' },
        ],
        patterns: [contractTypesOnly],
      }],
    },
  },
  {
    // The one module allowed to import jotai (Excalidraw's editor-jotai pattern).
    files: ['src/shared/state.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'src/domain is pure: no fetch.' }, { name: 'window', message: 'src/domain is pure: no window.' }, { name: 'document', message: 'src/domain is pure: no document.' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', 'jotai', 'openapi-fetch'], message: 'src/domain is pure TypeScript.' }, { group: ['@/shared/state', '**/shared/state'], message: 'src/domain is pure: it keeps no client state.' }, contractTypesOnly] }],
    },
  },
  {
    // The one module that reads the generated schema.
    files: ['src/shared/contract-types.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The build config reads one module of src, the route manifest (data); app code it names by file
    // and has bundled, never runs (decision 962).
    files: ['vite.config.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\./src/(?!domain/route-manifest\\.ts$)', message: 'vite.config.ts imports no app code: name the file for the build instead (decision 962).' }] }],
    },
  },
  {
    // Playwright's helpers (useScenario, page.route callbacks) are not React hooks.
    files: ['tests/e2e/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
