// `npm start` (dev) and `npm run preview` (production build): Prism + Vite, /api proxied to Prism.
// Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { assertPortFree, root, startPrism, writeFixtures } from './mock-server.mjs';

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
    writeFixtures();
    children.push(await startPrism({ port: mockPort }));
  }
  const vite = spawn(path.join(root, 'node_modules', '.bin', 'vite'), mode === 'dev' ? [] : ['preview'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MOCK_PORT: String(mockPort), PORT: String(appPort) },
  });
  children.push(vite);
  console.log(`\n  App:  http://localhost:${appPort}/  (${mode}, API ${usesMock ? `Prism mock on :${mockPort}` : process.env.API_PROXY_TARGET})\n`);
  for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}\n`);
  stopAll(1);
}
