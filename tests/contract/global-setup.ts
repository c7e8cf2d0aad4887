// Starts Prism on the generated mock spec for the contract suite, and stops it afterwards.
// Vitest runs every project's global setup before any test file, so this one returns at once: the
// fixtures are written and Prism loads them (hundreds of named examples, seconds of work) while the
// other suites run. The contract files that need the mock wait for it (mock-status.ts).
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start script
import { spawnPrism, writeFixtures } from '../../scripts/mock-server.mjs';
import { MOCK_START_TIMEOUT_MS, type MockStatus } from './mock-status';

export const CONTRACT_MOCK_PORT = Number(process.env.CONTRACT_MOCK_PORT ?? 4030);

type Prism = ChildProcess & { specPath: string; ready: Promise<void> };

export default function setup(project: TestProject) {
  const statusDir = mkdtempSync(path.join(tmpdir(), 'contract-mock-'));
  const statusPath = path.join(statusDir, 'status.json');
  // Written whole, then renamed: a waiting file never reads half of it.
  const report = (status: MockStatus) => {
    writeFileSync(`${statusPath}.part`, JSON.stringify(status));
    renameSync(`${statusPath}.part`, statusPath);
  };
  project.provide('mockBaseUrl', `http://127.0.0.1:${CONTRACT_MOCK_PORT}`);
  project.provide('mockStatusPath', statusPath);

  let prism: Prism | undefined;
  let stopping = false;
  // If the mock stops under the suite, every later request fails with ECONNREFUSED: say why.
  const reportEarlyExit = (code: number | null, signal: string | null) =>
    console.error(`contract suite: Prism on port ${CONTRACT_MOCK_PORT} exited early (code ${code}, signal ${signal})`);
  const starting = (async () => {
    await writeFixtures();
    if (stopping) return;
    // The mock spec holds every named scenario: Prism needs seconds of CPU to load it, and shares the
    // two cores with the running suites (and, on a busy machine, with everything else).
    prism = spawnPrism({ port: CONTRACT_MOCK_PORT, stdio: 'pipe', readyTimeoutMs: MOCK_START_TIMEOUT_MS }) as Prism;
    await prism.ready;
    prism.once('exit', reportEarlyExit);
    // Prism serves a private snapshot of .mock/openapi.yaml, which the suite also reads.
    report({ specPath: prism.specPath });
  })().catch((error: unknown) => {
    if (stopping) return;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`contract suite: the mock did not start: ${message}`);
    report({ error: message });
  });

  return async () => {
    stopping = true;
    prism?.off('exit', reportEarlyExit);
    prism?.kill('SIGTERM');
    await starting;
    rmSync(statusDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    mockBaseUrl: string;
    /** Where global-setup.ts tells the suite that Prism answers (and which spec snapshot it serves), or why it could not start. */
    mockStatusPath: string;
  }
}
