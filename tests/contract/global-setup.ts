// Starts Prism on the generated mock spec for the contract suite, and stops it afterwards.
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start script
import { startPrism, writeFixtures } from '../../scripts/mock-server.mjs';

export const CONTRACT_MOCK_PORT = Number(process.env.CONTRACT_MOCK_PORT ?? 4030);

export default async function setup(project: TestProject) {
  writeFixtures();
  // The mock spec holds every named scenario (hundreds of examples): Prism needs longer than the
  // default to load it on a busy 2-core machine.
  const prism = await startPrism({ port: CONTRACT_MOCK_PORT, stdio: 'pipe', readyTimeoutMs: 120_000 });
  project.provide('mockBaseUrl', `http://127.0.0.1:${CONTRACT_MOCK_PORT}`);
  return () => {
    prism.kill('SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    mockBaseUrl: string;
  }
}
