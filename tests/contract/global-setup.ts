// Starts Prism on the generated mock spec for the contract suite, and stops it afterwards.
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start script
import { startPrism, writeFixtures } from '../../scripts/mock-server.mjs';

export const CONTRACT_MOCK_PORT = Number(process.env.CONTRACT_MOCK_PORT ?? 4030);

export default async function setup(project: TestProject) {
  writeFixtures();
  // startPrism serves a private snapshot of .mock/openapi.yaml, which the suite also reads.
  // The mock spec holds every named scenario (hundreds of examples): Prism needs longer than the
  // default to load it on a busy 2-core machine.
  const prism = await startPrism({ port: CONTRACT_MOCK_PORT, stdio: 'pipe', readyTimeoutMs: 120_000 });
  project.provide('mockBaseUrl', `http://127.0.0.1:${CONTRACT_MOCK_PORT}`);
  project.provide('mockSpecPath', prism.specPath);
  // If the mock stops under the suite, every later request fails with ECONNREFUSED: say why.
  const reportEarlyExit = (code: number | null, signal: string | null) =>
    console.error(`contract suite: Prism on port ${CONTRACT_MOCK_PORT} exited early (code ${code}, signal ${signal})`);
  prism.once('exit', reportEarlyExit);
  return () => {
    prism.off('exit', reportEarlyExit);
    prism.kill('SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    mockBaseUrl: string;
    /** The snapshot of .mock/openapi.yaml that Prism serves during the suite. */
    mockSpecPath: string;
  }
}
