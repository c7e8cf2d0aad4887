// The contract suite's Prism starts while other suites run (global-setup.ts): a file that reads the
// spec Prism serves, or sends it requests, first waits here until it answers.
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

export type MockStatus = { specPath: string } | { error: string };

/** How long global-setup.ts gives Prism to answer. */
export const MOCK_START_TIMEOUT_MS = 300_000;
/** Longer, so the setup's own message (with Prism's output) comes first. */
const WAIT_MS = MOCK_START_TIMEOUT_MS + 30_000;

/** Resolves with the spec snapshot Prism serves once it answers; rejects with the reason it could not start. */
export async function mockSpecServed(): Promise<string> {
  const statusPath = inject('mockStatusPath');
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(statusPath)) {
    if (Date.now() > deadline) throw new Error(`The contract suite's Prism did not answer within ${WAIT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const status = JSON.parse(readFileSync(statusPath, 'utf8')) as MockStatus;
  if ('error' in status) throw new Error(`The contract suite's Prism did not start: ${status.error}`);
  return status.specPath;
}
