// `npm start` (scripts/start.mjs): one command starts Prism, the journey memory in front of it and
// the Vite dev server with /api proxied to the memory; Ctrl-C stops them all; a port already taken gets a message a person can act on.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './contract-check/ports.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

async function answers(url: string, init?: RequestInit): Promise<number | null> {
  try {
    return (await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) })).status;
  } catch {
    return null;
  }
}

const started: ChildProcess[] = [];
const occupied: Server[] = [];
afterEach(async () => {
  // The command runs in its own process group: a failed test leaves neither Prism nor Vite behind.
  for (const child of started.splice(0)) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is already gone
    }
  }
  await Promise.all(occupied.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function npmStart(env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/start.mjs', 'dev'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  started.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('npm start', () => {
  it.each([
    ['the app port', 'PORT', 'the dev server'],
    ['the mock port', 'MOCK_PORT', 'the Prism mock'],
  ])('stops with a clear message when %s is taken', async (_name, takenVariable, what) => {
    const ports = { PORT: String(await freePort()), MOCK_PORT: String(await freePort()) };
    const taken = Number(ports[takenVariable as keyof typeof ports]);
    occupied.push(await occupy(taken));
    const start = npmStart(ports);
    expect(await start.exited).toBe(1);
    expect(start.output()).toContain(`Port ${taken} is already in use, so ${what} cannot start.`);
    expect(start.output()).toContain('PORT=... / MOCK_PORT=...');
  }, 30_000);

  it('serves the app with /api proxied to the journey memory and Prism, prints no error, and Ctrl-C stops them all and leaves nothing behind', async () => {
    const appPort = await freePort();
    const mockPort = await freePort();
    // Its own temp directory: Prism's spec snapshot goes there, and must be gone after Ctrl-C.
    const tmp = mkdtempSync(path.join(tmpdir(), 'start-test-'));
    const snapshots = () => readdirSync(tmp).filter((name) => name.startsWith('prism-spec-'));
    const start = npmStart({ PORT: String(appPort), MOCK_PORT: String(mockPort), TMPDIR: tmp });
    const ready = Date.now() + 150_000; // fixtures + Prism loading every named example: slow on 2 busy cores
    while (Date.now() < ready && !start.output().includes('App:') && start.child.exitCode === null) await new Promise((r) => setTimeout(r, 250));
    expect(start.output(), 'npm start printed no App: line').toContain(`App:  http://localhost:${appPort}/`);

    // The line comes as Vite starts; Vite answers a moment later.
    while (Date.now() < ready && (await answers(`http://127.0.0.1:${appPort}/`)) !== 200) await new Promise((r) => setTimeout(r, 250));
    expect(await answers(`http://127.0.0.1:${appPort}/`)).toBe(200);
    // Through Vite's proxy (prefix stripped) to the mock: an answer from openapi.yaml, not Vite's 404.
    const proxied = await fetch(`http://127.0.0.1:${appPort}/api/order-tracking/Q100001`, { method: 'POST', headers: { 'X-CSRF-TOKEN': 'test' } });
    expect(proxied.status).toBe(200);
    expect(await proxied.json()).toHaveProperty('order');
    expect(await answers(`http://127.0.0.1:${mockPort}/order-tracking/Q100001`, { method: 'POST', headers: { 'X-CSRF-TOKEN': 'test' } })).toBe(200);
    // The journey memory answers on the mock port (decision 492): a reference the shop never issued is
    // the contract's 404, and quote answers start a journey of this browser under its own reference.
    expect(await answers(`http://127.0.0.1:${appPort}/api/order/NOPE-DOES-NOT-EXIST`, { method: 'POST', headers: { 'X-CSRF-TOKEN': 'test' } })).toBe(404);
    const quoted = await fetch(`http://127.0.0.1:${appPort}/api/quote/results/boiler`, {
      method: 'POST',
      headers: { 'X-CSRF-TOKEN': 'test', 'Content-Type': 'application/json', 'Idempotency-Key': '5f0c2d1e-8b7a-4c3d-9e2f-1a2b3c4d5e6f' },
      body: JSON.stringify({ quoteType: 'boiler', postcode: 'LS6 2AB', homeType: 'Detached', boilerAge: 9 }),
    });
    expect(quoted.headers.get('set-cookie')).toMatch(/^mock-journey=/);
    expect((await quoted.json()).quote.quote_items).toMatchObject({ home_type: 'Detached', boiler_age: 9 });
    // The README's curl: the CSRF header and nothing else; a call by type answers for that type.
    const curl = await fetch(`http://127.0.0.1:${mockPort}/checkout/aircon/QTEST1`, { method: 'POST', headers: { 'X-CSRF-TOKEN': 'any' } });
    expect(curl.status).toBe(200);
    expect((await curl.json()).product.category).toBe('aircon');
    // A healthy start prints no error: Prism logs every request it cannot route (✖ NO_PATH_MATCHED).
    expect(start.output()).not.toMatch(/NO_PATH_MATCHED|NO_METHOD_MATCHED/);
    expect(snapshots()).toHaveLength(1);

    start.child.kill('SIGINT'); // what Ctrl-C sends the command
    expect(await start.exited).toBe(0);
    expect(snapshots(), 'the spec snapshot is left in the temp directory').toEqual([]);
    rmSync(tmp, { recursive: true, force: true });
    const stopped = Date.now() + 10_000;
    while (Date.now() < stopped && ((await answers(`http://127.0.0.1:${appPort}/`)) !== null || (await answers(`http://127.0.0.1:${mockPort}/__health`)) !== null)) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await answers(`http://127.0.0.1:${appPort}/`), 'Vite still answers after Ctrl-C').toBeNull();
    expect(await answers(`http://127.0.0.1:${mockPort}/__health`), 'the mock still answers after Ctrl-C').toBeNull();
  }, 200_000);
});
