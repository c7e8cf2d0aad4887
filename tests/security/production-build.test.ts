// What a customer's bundle carries (decisions 420, 421): one real production build, with a Stripe
// key and a Sentry DSN as a deploy would give them, checked for the test stand-ins, the source maps
// and the error reporting's weight; and a build without a key, which must refuse.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_TOKEN_PLACEHOLDER, MOCK_CSRF_TOKEN, sourceMapDirFor } from '../../scripts/production-build-plugin';

const root = path.resolve(import.meta.dirname, '../..');
const vite = path.join(root, 'node_modules', '.bin', 'vite');
const workDir = mkdtempSync(path.join(tmpdir(), 'production-build-'));
const outDir = path.join(workDir, 'dist');
/** decision 961 / engineering notes: Sentry, loaded after first paint, at most 60 KB gzip. */
const SENTRY_BUDGET_BYTES = 60 * 1024;

interface BuildResult {
  code: number;
  output: string;
}

function viteBuild(args: string[], env: Record<string, string>): Promise<BuildResult> {
  // Only the variables a deploy sets: none inherited from the test runner (its NODE_ENV is `test`).
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && name !== 'NODE_ENV'));
  return new Promise((resolve) => {
    execFile(vite, ['build', '--logLevel', 'warn', ...args], { cwd: root, env: { ...inherited, ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

let build: BuildResult;
let files: string[];
let manifest: Record<string, ManifestChunk>;
const text = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

/** The files a chunk loads with it (static imports, transitively). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

beforeAll(async () => {
  build = await viteBuild(['--outDir', outDir, '--emptyOutDir', '--manifest'], {
    VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_51ExampleKeyForTheBuildTest',
    VITE_SENTRY_DSN: 'https://public@o42.ingest.de.sentry.io/7',
  });
  if (build.code !== 0) throw new Error(`the production build failed:\n${build.output}`);
  files = filesUnder(outDir).filter((file) => !file.startsWith('.vite'));
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}, 180_000);

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('a production build', () => {
  it('refuses to build without a Stripe publishable key unless mock mode is asked for', async () => {
    const refused = await viteBuild(['--outDir', path.join(workDir, 'refused')], {});
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('VITE_STRIPE_PUBLISHABLE_KEY is not set');
    expect(existsSync(path.join(workDir, 'refused', 'index.html'))).toBe(false);
  }, 60_000);

  it('carries neither the Stripe.js test double nor the mock CSRF token', () => {
    const shipped = files.filter((file) => /\.(js|html|css)$/.test(file));
    const withDouble = shipped.filter((file) => text(file).includes('choose what the bank would answer'));
    expect(withDouble).toEqual([]);
    expect(files.filter((file) => /stripe-double/.test(file))).toEqual([]);
    expect(shipped.filter((file) => text(file).includes(MOCK_CSRF_TOKEN))).toEqual([]);
    // The server that sends the page fills the token in (README, "Deploying").
    expect(text('index.html')).toContain(`<meta name="csrf-token" content="${CSRF_TOKEN_PLACEHOLDER}" />`);
  });

  it('holds no module of src/mock: no scenario, Stripe.js double or scenario switcher (decision 940)', () => {
    // The source maps list every module that went into each chunk, however the bundler merged them.
    const mapDir = sourceMapDirFor(outDir);
    const sources = filesUnder(mapDir).flatMap((file) => {
      const map = JSON.parse(readFileSync(path.join(mapDir, file), 'utf8')) as { sources: string[] };
      return map.sources.map((source) => path.relative(root, path.resolve(path.dirname(path.join(outDir, file)), source)));
    });
    expect(sources).toContain(path.join('src', 'app', 'main.tsx'));
    expect(sources).toContain(path.join('src', 'ui', 'card-payment', 'card-payment.tsx'));
    expect(sources.filter((source) => source.startsWith(`src${path.sep}mock${path.sep}`))).toEqual([]);
    const shipped = files.filter((file) => /\.(js|html)$/.test(file));
    expect(shipped.filter((file) => text(file).includes('dev-scenario-switcher'))).toEqual([]);
  });

  it('writes source maps for upload beside the build, never into it, and no chunk points at one', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => /\.(js|css)$/.test(file) && /sourceMappingURL/.test(text(file)))).toEqual([]);
    const maps = new Set(filesUnder(sourceMapDirFor(outDir)));
    // Every chunk of our modules has its map (the bundler's own runtime chunk has none).
    const ourChunks = Object.values(manifest).filter((chunk) => chunk.src !== undefined && chunk.file.endsWith('.js')).map((chunk) => chunk.file);
    expect(ourChunks.length).toBeGreaterThan(10);
    expect(ourChunks.filter((file) => !maps.has(`${file}.map`))).toEqual([]);
  });

  it('loads Sentry after first paint, without session replay or user feedback, within 60 KB gzip', () => {
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    expect(entryKey).toBeDefined();
    const firstPaint = staticClosure(entryKey!);
    const reportingKey = 'src/app/sentry-setup.ts';
    expect(firstPaint.has(reportingKey)).toBe(false);
    const afterPaint = [...staticClosure(reportingKey)].filter((key) => !firstPaint.has(key)).map((key) => manifest[key]!.file);
    const sentryCode = afterPaint.map(text).join('\n');
    expect(sentryCode).toContain('sentry');
    for (const marker of ['rrweb', 'replayIntegration', 'sentry-feedback', 'feedbackIntegration']) expect(sentryCode).not.toContain(marker);
    const gzipBytes = afterPaint.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
    expect(gzipBytes).toBeLessThanOrEqual(SENTRY_BUDGET_BYTES);
    // Nothing on the first paint's chunks is Sentry's.
    expect([...firstPaint].map((key) => manifest[key]!.file).filter((file) => text(file).includes('sentry.javascript'))).toEqual([]);
  });
});
