// Starts the Prism mock on the spec that `npm run fixtures` wrote (.mock/openapi.yaml), and the
// journey memory in front of it (scripts/journey-mock, docs/decisions/492).
// Prism alone serves the contract tests; `npm start`, `npm run preview` and the e2e harness talk to
// the journey memory, which sends every request on to Prism.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const mockSpec = path.join(root, '.mock', 'openapi.yaml');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Resolves when nothing listens on the port; rejects with a message a person can act on. */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is already in use, so ${what} cannot start. Stop whatever uses it, or pick another port (PORT=... / MOCK_PORT=...).`)),
    );
    probe.once('listening', () => probe.close(() => resolve()));
    probe.listen(port, '127.0.0.1');
  });
}

/** A port nothing listens on now, for a server only this process talks to. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Writes the named examples (dates relative to today) into .mock/openapi.yaml; resolves when written.
 * `mockPort`: the journey memory's port, whose origin the examples' pictures are on (decision 872);
 * MOCK_PORT's by default.
 */
export function writeFixtures({ mockPort } = {}) {
  const env = mockPort ? { ...process.env, MOCK_PORT: String(mockPort) } : process.env;
  const writer = spawn(bin('tsx'), [path.join(root, 'fixtures', 'write-examples.ts')], { stdio: 'inherit', cwd: root, env });
  return new Promise((resolve, reject) => {
    const failed = () => reject(new Error('npm run fixtures failed: the mock has no spec to serve.'));
    writer.once('error', failed);
    writer.once('exit', (code) => (code === 0 && existsSync(mockSpec) ? resolve() : failed()));
  });
}

/**
 * Spawns Prism on a private snapshot of the spec and returns the child at once, with `specPath` (the
 * snapshot it serves) and `ready` (resolves once it answers on the port; rejects with its output if it
 * exits or never answers). Prism reloads, and stops answering for a while, whenever its spec file
 * changes, and .mock/openapi.yaml is rewritten by every start, e2e run and contract run in the work
 * tree: a snapshot keeps each mock steady. The snapshot goes when Prism stops, and Prism and its
 * snapshot both go when this process exits (Ctrl-C and SIGTERM included: start.mjs exits on them),
 * so nothing is left in the temp directory.
 */
export function spawnPrism({ port, stdio = 'inherit', spec = mockSpec, args = [], readyTimeoutMs = 120_000 } = {}) {
  const snapshotDir = mkdtempSync(path.join(tmpdir(), 'prism-spec-'));
  const removeSnapshot = () => rmSync(snapshotDir, { recursive: true, force: true });
  const specPath = path.join(snapshotDir, path.basename(spec));
  copyFileSync(spec, specPath);
  const child = spawn(bin('prism'), ['mock', specPath, '--host', '127.0.0.1', '--port', String(port), ...args], {
    cwd: root,
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  const stopWithThisProcess = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    removeSnapshot();
  };
  process.once('exit', stopWithThisProcess);
  child.once('exit', () => {
    process.off('exit', stopWithThisProcess);
    removeSnapshot();
  });
  child.specPath = specPath;
  // A CORS preflight: Prism answers it (204) before routing, so the probe logs no error.
  child.ready = answering(child, port, readyTimeoutMs, 'Prism', { path: '/', method: 'OPTIONS', headers: { Origin: 'http://127.0.0.1', 'Access-Control-Request-Method': 'GET' } });
  return child;
}

/** spawnPrism, resolved once Prism answers. */
export async function startPrism(options) {
  const child = spawnPrism(options);
  await child.ready;
  return child;
}

/**
 * Starts Prism on a private port (`prismPort`, or any free one) and the journey memory on `port` in
 * front of it; resolves with both children (the memory first) once the memory answers. Stopping the
 * memory stops Prism.
 */
export async function startJourneyMock({ port, prismPort: chosenPrismPort, stdio = 'inherit', readyTimeoutMs = 120_000 } = {}) {
  const prismPort = chosenPrismPort ?? (await freePort());
  const prism = await startPrism({ port: prismPort, stdio, readyTimeoutMs });
  // One process (node with tsx's loader, no tsx wrapper), so a signal to it stops the memory itself.
  const memory = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'journey-mock', 'main.ts'), String(port), `http://127.0.0.1:${prismPort}`], {
    cwd: root,
    stdio: stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  memory.once('exit', () => prism.kill('SIGTERM'));
  try {
    await answering(memory, port, readyTimeoutMs, 'The journey memory');
  } catch (error) {
    prism.kill('SIGTERM');
    throw error;
  }
  return [memory, prism];
}

/** The journey memory's own health probe (HEALTH_PATH of scripts/journey-mock/server.ts): 204, without asking Prism. */
export const HEALTH_PATH = '/__health';

/** Resolves once the child answers the probe on the port; rejects with its output if it exits or never answers. */
async function answering(child, port, readyTimeoutMs, what, { path: probePath = HEALTH_PATH, ...probe } = {}) {
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before it was ready.\n${output}`);
    try {
      await fetch(`http://127.0.0.1:${port}${probePath}`, probe);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill();
  throw new Error(`${what} did not answer on port ${port} within ${readyTimeoutMs / 1000} s.\n${output}`);
}
