// Starts Prism on the generated mock spec for the contract suite, and stops it afterwards.
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM helper shared with the start script
import { startPrism, writeFixtures } from '../../scripts/mock-server.mjs';

export const CONTRACT_MOCK_PORT = Number(process.env.CONTRACT_MOCK_PORT ?? 4030);

export default async function setup(project: TestProject) {
  writeFixtures();
  const prism = await startPrism({ port: CONTRACT_MOCK_PORT, stdio: 'pipe' });
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
