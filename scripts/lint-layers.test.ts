// The one-way import rule (eslint.config.js): shared <- domain <- api <- features <- app, ui shared,
// features never importing each other, src/domain pure. `npm run lint` passing proves nothing unless the rule
// fires on a break: these lint made-up source text as if it were a real file of each layer (a real
// path, because the TypeScript resolver maps the `@/` alias only for files tsconfig.json includes;
// the file on disk is not read or changed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('one-way imports', { timeout: 60_000 }, () => {
  it.each([
    ['src/domain/money.ts', '../api/client', 'src/domain is pure: it imports only src/shared.'],
    ['src/domain/money.ts', '@/ui/button', 'src/domain is pure: it imports only src/shared.'],
    ['src/api/errors.ts', '@/ui/button', 'src/api may import only src/domain and src/shared.'],
    ['src/ui/button.tsx', '@/api/client', 'src/ui is shared presentation: it imports only src/domain and src/shared.'],
    ['src/ui/button.tsx', '@/features/plans/plans-page', 'src/ui is shared presentation: it imports only src/domain and src/shared.'],
    ['src/features/plans/plans-page.tsx', '@/app/routes', 'Features do not import the app layer.'],
    ['src/shared/state.ts', '@/domain/money', 'src/shared is the bottom layer: it imports nothing of ours but the generated schema.'],
    ['src/shared/contract-types.ts', '@/api/client', 'src/shared is the bottom layer: it imports nothing of ours but the generated schema.'],
    ['src/features/plans/plans-page.tsx', '../survey/survey-page', 'Features never import each other; compose them in src/app.'],
    ['src/features/plans/plans-page.tsx', '@/features/survey/survey-page', 'Features never import each other; compose them in src/app.'],
    ['src/shared/remembered/quote-request.ts', '@/api/client', 'src/shared/remembered holds what the browser keeps: it imports only src/domain and src/shared.'],
    ['src/domain/money.ts', '@/shared/remembered/quote-request', 'src/domain is pure: it imports only src/shared.'],
    ['src/ui/card-payment/card-payment.tsx', '@/mock/stripe-double', 'src/mock is for mock mode and tests'],
    ['src/app/app.tsx', '@/mock/scenario-switcher', 'src/mock is for mock mode and tests'],
    ['src/api/client.ts', '../mock/scenarios', 'src/mock is for mock mode and tests'],
  ])('refuses %s importing %s', async (file, specifier, message) => {
    const messages = await messagesFor(file, `import * as imported from '${specifier}';\nexport const probe = imported;\n`);
    expect(messages).toContainEqual(expect.stringContaining(message));
    expect(messages.find((m) => m.includes(message))).toMatch(/^import-x\/no-restricted-paths: /);
  });

  it('refuses React, fetch and client state in src/domain', async () => {
    const messages = await messagesFor('src/domain/money.ts', "import { useState } from 'react';\nimport { appStore } from '@/shared/state';\nexport const probe = () => [useState, appStore, fetch('/api')];\n");
    expect(messages).toContainEqual(expect.stringContaining('src/domain is pure TypeScript.'));
    expect(messages).toContainEqual(expect.stringContaining('src/domain is pure: it keeps no client state.'));
    expect(messages).toContainEqual(expect.stringContaining('src/domain is pure: no fetch.'));
  });

  it('lets only src/shared/state.ts import jotai', async () => {
    const jotai = "import { atom } from 'jotai';\nexport const probe = atom(0);\n";
    expect(await messagesFor('src/ui/button.tsx', jotai)).toContainEqual(expect.stringContaining('Import state from @/shared/state'));
    expect(await messagesFor('src/shared/state.ts', jotai)).toEqual([]);
  });

  it('lets every layer take the contract’s types from src/shared/contract-types.ts, and only from there (decision 900)', async () => {
    const typeFromContract = "import type { QuoteTypeSlug } from '@/shared/contract-types';\nexport type Probe = QuoteTypeSlug;\n";
    for (const file of ['src/domain/money.ts', 'src/api/errors.ts', 'src/ui/button.tsx', 'src/features/plans/plans-gateway.ts', 'src/app/routes.tsx']) {
      expect(await messagesFor(file, typeFromContract)).toEqual([]);
    }
    const typeFromSchema = "import type { components } from '@/api/schema';\nexport type Probe = components['schemas']['Order'];\n";
    for (const file of ['src/features/plans/plans-gateway.ts', 'src/domain/money.ts', 'src/api/errors.ts']) {
      expect(await messagesFor(file, typeFromSchema)).toContainEqual(expect.stringContaining('Take contract types from @/shared/contract-types'));
    }
  });

  it('allows the imports that go the right way', async () => {
    expect(await messagesFor('src/api/errors.ts', "import { formatPence } from '../domain/money';\nexport const probe = formatPence;\n")).toEqual([]);
    const state = "import { appStore } from '@/shared/state';\nexport const probe = appStore;\n";
    for (const file of ['src/api/errors.ts', 'src/ui/button.tsx', 'src/features/plans/plans-page.tsx', 'src/app/routes.tsx']) {
      expect(await messagesFor(file, state)).toEqual([]);
    }
    expect(await messagesFor('src/shared/remembered/quote-request.ts', "import type { QuoteType } from '@/domain/product-types';\nexport type Probe = QuoteType;\n")).toEqual([]);
    expect(await messagesFor('src/features/plans/plans-page.tsx', "import { api } from '@/api/client';\nimport { formatPence } from '@/domain/money';\nexport const probe = [api, formatPence];\n")).toEqual([]);
  });

  it('lets the mock-mode start-up and tests load src/mock, and src/mock use the app', async () => {
    const mockImport = "export const probe = () => import('@/mock/stripe-double');\n";
    for (const file of ['src/app/main.tsx', 'src/ui/card-payment/card-payment.test.tsx', 'src/test-setup.ts']) {
      expect(await messagesFor(file, mockImport)).toEqual([]);
    }
    expect(await messagesFor('src/mock/scenario-switcher.tsx', "import { API_BASE_URL } from '@/api/client';\nexport const probe = API_BASE_URL;\n")).toEqual([]);
  });
});
