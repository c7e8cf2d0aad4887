// scripts/mock-server.mjs: Prism serves a private snapshot of its spec in the temp directory, and
// neither Prism nor the snapshot outlives the process that started them, however it stops.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './contract-check/ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const temps: string[] = [];
afterEach(() => temps.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A process that starts Prism the way start.mjs does, and exits on SIGINT or SIGTERM as it does. */
async function starter(ending: 'SIGINT' | 'SIGTERM' | 'exit') {
  const tmp = mkdtempSync(path.join(tmpdir(), 'mock-server-test-'));
  temps.push(tmp);
  const script = `
    const { spawnPrism } = await import('./scripts/mock-server.mjs');
    const prism = spawnPrism({ port: ${await freePort()}, stdio: 'pipe', spec: 'openapi.yaml' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
    console.log(JSON.stringify({ pid: prism.pid, specPath: prism.specPath }));
    ${ending === 'exit' ? 'setTimeout(() => process.exit(1), 300);' : 'setInterval(() => {}, 1000);'}
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env: { ...process.env, TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'inherit'] });
  const started = await new Promise<{ pid: number; specPath: string }>((resolve) => child.stdout.once('data', (line) => resolve(JSON.parse(String(line)))));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { tmp, child, started, exited };
}

describe('the Prism the mock starts', () => {
  it.each(['SIGINT', 'SIGTERM', 'exit'] as const)('goes, with its spec snapshot, when the process that started it ends (%s)', async (ending) => {
    const { tmp, child, started, exited } = await starter(ending);
    expect(existsSync(started.specPath)).toBe(true);
    expect(readdirSync(tmp).filter((name) => name.startsWith('prism-spec-'))).toHaveLength(1);
    if (ending !== 'exit') child.kill(ending);
    await exited;
    expect(readdirSync(tmp), 'left in the temp directory').toEqual([]);
    const gone = Date.now() + 10_000;
    while (alive(started.pid) && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
    expect(alive(started.pid), 'Prism still runs').toBe(false);
  }, 30_000);
});
