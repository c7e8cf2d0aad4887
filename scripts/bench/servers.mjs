// Builds the product and the floor with the same Vite, and serves each with `vite preview` and over
// HTTP/2, the product against the journey memory in front of Prism (scripts/journey-mock), as
// `npm start` and the e2e harness serve it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertPortFree, root, startJourneyMock, writeFixtures } from '../mock-server.mjs';
import { startHttp2Server } from './http2-server.mjs';

const vite = path.join(root, 'node_modules', '.bin', 'vite');
// BENCH_WORK_DIR lets two runs in one work tree build without overwriting each other's output.
export const workDir = process.env.BENCH_WORK_DIR ? path.resolve(process.env.BENCH_WORK_DIR) : path.join(root, 'bench', '.work');
export const appOutDir = path.join(workDir, 'app');
export const floorOutDir = path.join(workDir, 'floor');
export const floorConfig = path.join(root, 'bench', 'floor', 'vite.config.ts');

// Production reports errors to Sentry, which loads after first paint only when a DSN is configured: the
// bench configures one (on Sentry's ingest hosts, which the CSP allows) so that its bytes and its work
// are measured as customers get them. The bench answers its envelopes itself (first-visit.mjs).
export const BENCH_SENTRY_DSN = 'https://bench@o1.ingest.sentry.io/1';

/** Chromium debugging ports the Lighthouse runs take in turn (lighthouse.mjs hands them out). */
export const LIGHTHOUSE_PORT_POOL = 20;

/**
 * The ports of a bench run, from BENCH_PORT_BASE (4220 by default): the journey memory (the mock the
 * product talks to, and the host of its pictures), Prism behind it, the floor and the product through
 * `vite preview`, the floor and the product over HTTP/2, then LIGHTHOUSE_PORT_POOL Chromium debugging
 * ports: base to base + 25 in all.
 */
export function benchPorts(base = Number(process.env.BENCH_PORT_BASE ?? 4220)) {
  return { mock: base, prism: base + 1, floor: base + 2, app: base + 3, floorHttp2: base + 4, appHttp2: base + 5, lighthouse: base + 6 };
}

// Which mock the build in appOutDir was made for: its Content-Security-Policy allows that mock's pictures.
const appBuildStamp = path.join(workDir, 'app-build.json');

/**
 * The production build of the product, with the manifest and source maps the chunk inspection reads,
 * for the journey memory on `mockPort`: the mock build's Content-Security-Policy allows the pictures
 * that memory serves (decision 872), so they load as they do for a customer.
 */
export function buildApp({ mockPort }) {
  runVite(['build', '--mode', 'mock', '--outDir', appOutDir, '--emptyOutDir', '--manifest', '--sourcemap', '--logLevel', 'warn'], 'production build', {
    VITE_SENTRY_DSN: process.env.VITE_SENTRY_DSN || BENCH_SENTRY_DSN,
    MOCK_PORT: String(mockPort),
  });
  writeFileSync(appBuildStamp, `${JSON.stringify({ mockPort })}\n`);
}

/** Is there a product build of an earlier run (`--no-build`) made for the mock on `mockPort`? */
export function appBuildExists({ mockPort }) {
  if (!existsSync(path.join(appOutDir, 'index.html'))) return false;
  try {
    return JSON.parse(readFileSync(appBuildStamp, 'utf8')).mockPort === mockPort;
  } catch {
    return false;
  }
}

export function buildFloor() {
  runVite(['build', '--config', floorConfig, '--outDir', floorOutDir, '--emptyOutDir'], 'floor build');
}

function runVite(args, what, env = {}) {
  const result = spawnSync(vite, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${what} failed (vite ${args.join(' ')})`);
}

/** `vite preview` of a built folder; /api goes to the mock on mockPort through the product's proxy. */
export async function startPreview({ port, outDir, config, mockPort }) {
  const args = ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir];
  if (config) args.push('--config', config);
  const child = spawn(vite, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), ...(mockPort ? { MOCK_PORT: String(mockPort) } : {}) },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview on ${port} exited (${child.exitCode}).\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`vite preview did not answer on ${port} within 30 s.\n${output}`);
}

/**
 * Everything a bench run serves, on `ports` (benchPorts): the fixtures written for the mock's port,
 * the journey memory and Prism started while the product is built (reused with `reuseBuild` when an
 * earlier build was made for the same mock), the product through `vite preview`, and with `floor`
 * the floor app beside it; with `http2` both over HTTP/2 too (decision 959), for Lighthouse.
 * `mockOptional`: a mock that does not start is reported in `mock` instead of failing the run (the
 * bytes can still be measured). Returns the servers' bases and `stop()`.
 */
export async function startBenchServers({ ports, floor = false, http2 = false, reuseBuild = false, mockOptional = false, log = () => {} }) {
  const used = [['journey memory', ports.mock], ['Prism', ports.prism], ['product preview', ports.app]];
  if (floor) used.push(['floor preview', ports.floor]);
  if (http2) {
    used.push(['product over HTTP/2', ports.appHttp2], ...Array.from({ length: LIGHTHOUSE_PORT_POOL }, (_, i) => ['Lighthouse', ports.lighthouse + i]));
    if (floor) used.push(['floor over HTTP/2', ports.floorHttp2]);
  }
  for (const [what, port] of used) await assertPortFree(port, `the bench (${what})`);

  const children = [];
  const http2Servers = [];
  const stop = () => {
    for (const server of http2Servers) server.close();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  try {
    await writeFixtures({ mockPort: ports.mock });
    // Prism reads the large mock spec while Vite builds: well over 30 s on a busy machine, over 2 minutes
    // with the load average above 20.
    const mockStarting = startJourneyMock({ port: ports.mock, prismPort: ports.prism, stdio: 'pipe', readyTimeoutMs: 300_000 }).then((started) => ({ started }), (error) => ({ error }));
    if (reuseBuild && appBuildExists({ mockPort: ports.mock })) log('reusing the product build made for this mock (--no-build)');
    else {
      log('building the product');
      buildApp({ mockPort: ports.mock });
    }
    if (floor) {
      log('building the floor with the same Vite');
      buildFloor();
    }
    let mock = { started: true };
    const memory = await mockStarting;
    if (memory.started) children.push(...memory.started);
    else if (mockOptional) mock = { started: false, reason: memory.error.message.split('\n').slice(0, 3).join(' ') };
    else throw memory.error;
    log(`journey memory :${ports.mock} (Prism :${ports.prism}), product :${ports.app}${floor ? `, floor :${ports.floor}` : ''}${http2 ? `, over HTTP/2 :${ports.appHttp2}${floor ? ` and :${ports.floorHttp2}` : ''}` : ''}`);
    children.push(await startPreview({ port: ports.app, outDir: appOutDir, mockPort: ports.mock }));
    if (floor) children.push(await startPreview({ port: ports.floor, outDir: floorOutDir, config: floorConfig }));
    if (http2) {
      const certificateDir = path.join(workDir, 'tls');
      http2Servers.push(await startHttp2Server({ port: ports.appHttp2, outDir: appOutDir, mockPort: ports.mock, certificateDir }));
      if (floor) http2Servers.push(await startHttp2Server({ port: ports.floorHttp2, outDir: floorOutDir, certificateDir }));
    }
    return {
      mock,
      appBase: `http://127.0.0.1:${ports.app}`,
      floorBase: `http://127.0.0.1:${ports.floor}`,
      appHttp2Base: `https://127.0.0.1:${ports.appHttp2}`,
      floorHttp2Base: `https://127.0.0.1:${ports.floorHttp2}`,
      stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Every built JavaScript chunk of a build folder: { file (relative), text, sources from its map }. */
export function builtChunks(outDir) {
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const file = path.join(assets, name);
      return { file: path.relative(outDir, file), text: readFileSync(file, 'utf8'), bytes: statSync(file).size, sources: sourceMapSources(file) };
    });
}

/**
 * The `sources` of a chunk's source map; [] for a chunk without one (Rolldown's runtime chunk is generated
 * code with no map); null when the map is named but cannot be read.
 */
export function sourceMapSources(chunkFile) {
  const text = readFileSync(chunkFile, 'utf8');
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
  if (!mapName) return [];
  if (mapName.startsWith('data:')) return null;
  try {
    return JSON.parse(readFileSync(path.join(path.dirname(chunkFile), mapName), 'utf8')).sources ?? null;
  } catch {
    return null;
  }
}
