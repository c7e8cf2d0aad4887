// The production build served as production serves it (decision 959): HTTP/2 over TLS, brotli
// (decision 682), hashed assets cached for good, index.html for every app route, /api proxied to Prism. Lighthouse's
// simulation models the connections it observed: over `vite preview`'s HTTP/1.1 each file takes one
// of six cold connections, which no CDN would make a phone do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
// Connection-specific headers: HTTP/2 forbids them, and a proxy must not pass them on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'host']);

/**
 * A request handler (node:http and node:http2's compatibility API alike) for a built folder:
 * - a file of the build, compressed with brotli or gzip when the browser accepts it and its type compresses;
 * - /assets/ files (hashed names) cached for a year, everything else revalidated;
 * - any other path without a file extension: index.html (the app's routes); a missing file: 404;
 * - /api/...: `apiTarget` without the /api prefix, as vite.config.ts proxies it.
 */
export function staticHandler({ outDir, apiTarget }) {
  const root = path.resolve(outDir);
  const compressed = precompress(root);
  const api = apiTarget ? new URL(apiTarget) : null;
  return (request, response) => {
    const url = new URL(request.url, 'http://bench.invalid');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      if (!api) return send(response, 502, 'text/plain; charset=utf-8', 'no API target');
      return proxy(request, response, api, `${url.pathname.slice('/api'.length) || '/'}${url.search}`);
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root + path.sep) || !isFile(file)) {
      if (path.extname(url.pathname)) return send(response, 404, 'text/plain; charset=utf-8', 'not found');
      file = path.join(root, 'index.html');
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = {
      'content-type': type,
      'cache-control': file.startsWith(path.join(root, 'assets') + path.sep) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const encoding = COMPRESSIBLE.test(type) ? acceptedEncoding(request.headers['accept-encoding']) : null;
    if (encoding) {
      const key = `${encoding} ${file}`;
      if (!compressed.has(key)) compressed.set(key, compress(encoding, readFileSync(file)));
      return send(response, 200, type, compressed.get(key), { ...headers, 'content-encoding': encoding });
    }
    return send(response, 200, type, readFileSync(file), headers);
  };
}

/** Brotli where the browser takes it, as a CDN serves a shop's files to Chrome; else gzip; else none. */
function acceptedEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

/**
 * The build's files compressed before the first request, as a deployment precompresses them: at
 * brotli's best quality a large chunk takes a noticeable time, which a measured page must not wait for.
 * Source maps are left out: no page loads them.
 */
function precompress(root) {
  const compressed = new Map();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (!entry.isFile() || file.endsWith('.map') || !COMPRESSIBLE.test(CONTENT_TYPES[path.extname(file)] ?? '')) continue;
    for (const encoding of ['br', 'gzip']) compressed.set(`${encoding} ${file}`, compress(encoding, readFileSync(file)));
  }
  return compressed;
}

function compress(encoding, body) {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(body, { level: 9 });
}

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

function send(response, status, type, body, headers = { 'content-type': type }) {
  response.writeHead(status, { ...headers, 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

function proxy(request, response, target, targetPath) {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
  const upstream = http.request({ host: target.hostname, port: target.port, method: request.method, path: targetPath, headers: { ...headers, host: target.host } }, (answer) => {
    const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    response.writeHead(answer.statusCode ?? 502, answerHeaders);
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    if (!response.headersSent) send(response, 502, 'text/plain; charset=utf-8', `API proxy: ${error.message}`);
    else response.destroy(error);
  });
  request.pipe(upstream);
}

/**
 * A self-signed certificate for 127.0.0.1 in `dir` (made with openssl once, kept for its week). The
 * bench's Chromium is told to accept it (lighthouse.mjs); nothing else ever sees it.
 */
export function localCertificate(dir) {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const fresh = isFile(cert) && Date.now() - statSync(cert).mtimeMs < 6 * 24 * 3600 * 1000;
  if (!fresh) {
    mkdirSync(dir, { recursive: true });
    const made = spawnSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '7',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert,
    ], { encoding: 'utf8' });
    if (made.error || made.status !== 0) {
      throw new Error(`the bench serves the build over HTTP/2, which needs a certificate made with openssl (apt-get install openssl): ${made.error?.message ?? made.stderr}`);
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** The build over HTTP/2 with TLS on 127.0.0.1:`port`; resolves with the server once it listens. */
export function startHttp2Server({ port, outDir, mockPort, certificateDir }) {
  const server = http2.createSecureServer(
    { ...localCertificate(certificateDir), allowHTTP1: true },
    staticHandler({ outDir, apiTarget: mockPort ? `http://127.0.0.1:${mockPort}` : undefined }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
