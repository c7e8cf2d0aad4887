// `npm start` (dev) and `npm run preview` (production build): Prism, the journey memory in front of
// it, and Vite with /api proxied to the memory. Ctrl-C stops them all. With API_PROXY_TARGET set,
// /api goes to that backend and neither the memory nor Prism starts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertPortFree, root, startJourneyMock, writeFixtures } from './mock-server.mjs';

const mode = process.argv[2] === 'preview' ? 'preview' : 'dev';
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const appPort = Number(process.env.PORT ?? (mode === 'dev' ? 5173 : 4173));
const usesMock = !process.env.API_PROXY_TARGET;

const children = [];
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

try {
  await assertPortFree(appPort, `the ${mode} server`);
  if (usesMock) {
    await assertPortFree(mockPort, 'the Prism mock');
    await writeFixtures();
    children.push(...(await startJourneyMock({ port: mockPort })));
  }
  const vite = spawn(path.join(root, 'node_modules', '.bin', 'vite'), mode === 'dev' ? [] : ['preview'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MOCK_PORT: String(mockPort), PORT: String(appPort) },
  });
  children.push(vite);
  console.log(`\n  App:  http://localhost:${appPort}/  (${mode}, API ${usesMock ? `Prism mock with the journey memory on :${mockPort}` : process.env.API_PROXY_TARGET})\n`);
  for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`);
  stopAll(1);
}
