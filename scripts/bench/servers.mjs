// Builds the product and the floor with the same Vite, and serves each with `vite preview`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from '../mock-server.mjs';

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

/** The production build of the product, with the manifest and source maps the chunk inspection reads. */
export function buildApp() {
  runVite(['build', '--mode', 'mock', '--outDir', appOutDir, '--emptyOutDir', '--manifest', '--sourcemap', '--logLevel', 'warn'], 'production build', {
    VITE_SENTRY_DSN: process.env.VITE_SENTRY_DSN || BENCH_SENTRY_DSN,
  });
}

/** Reuses the product build of an earlier run (`--no-build`) when there is one. */
export function appBuildExists() {
  return existsSync(path.join(appOutDir, 'index.html'));
}

export function buildFloor() {
  runVite(['build', '--config', floorConfig, '--outDir', floorOutDir, '--emptyOutDir'], 'floor build');
}

function runVite(args, what, env = {}) {
  const result = spawnSync(vite, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${what} failed (vite ${args.join(' ')})`);
}

/** `vite preview` of a built folder; /api goes to Prism on mockPort through the product's proxy. */
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
