// The bench's production-like server (decision 959), through its request handler over plain HTTP: what
// a browser gets for a route, an asset, a missing file and an API call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
// @ts-expect-error plain ESM helper of the bench, without types
import { staticHandler } from './http2-server.mjs';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
const script = 'export const answer = 42;\n'.repeat(50);
let upstreamCalls: Array<{ method?: string; url?: string; token?: string; body: string }> = [];
let upstream: http.Server;
let app: http.Server;
let base = '';

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** One request, the body decompressed when it came compressed. */
function get(pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const text = (encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

beforeAll(async () => {
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(outDir, 'assets', 'app-1a2b3c.js'), script);
  upstream = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      upstreamCalls.push({ method: request.method, url: request.url, token: request.headers['x-csrf-token'] as string | undefined, body });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  const upstreamPort = await listen(upstream);
  app = http.createServer(staticHandler({ outDir, apiTarget: `http://127.0.0.1:${upstreamPort}` }));
  base = `http://127.0.0.1:${await listen(app)}`;
});

afterAll(() => {
  app.close();
  upstream.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the bench server (decision 959)', () => {
  it('answers an app route with index.html, revalidated each time', async () => {
    const page = await get('/quote/boiler/results/Q100001?sort=priceAsc');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<title>app</title>');
  });

  it('serves a hashed asset with brotli to a browser that accepts it (decision 682), else gzip, cached for a year', async () => {
    const asset = await get('/assets/app-1a2b3c.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(Number(asset.headers['content-length'])).toBeLessThan(script.length / 5);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toBe(script);
    const gzipped = await get('/assets/app-1a2b3c.js', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(script);
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('answers 404 for a file the build does not have, not the app', async () => {
    expect((await get('/assets/gone-999.js')).status).toBe(404);
    expect((await get('/../package.json')).status).not.toBe(200);
  });

  it('proxies /api to the mock without the prefix, with the method, headers and body', async () => {
    upstreamCalls = [];
    const answer = await get('/api/quote/results/boiler?x=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'token-1' },
      body: '{"answers":{}}',
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toEqual({ ok: true });
    expect(upstreamCalls).toEqual([{ method: 'POST', url: '/quote/results/boiler?x=1', token: 'token-1', body: '{"answers":{}}' }]);
  });
});
