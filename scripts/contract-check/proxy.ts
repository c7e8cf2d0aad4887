// The chain every request of the check travels: check -> Prism proxy (validates request and
// response against openapi.yaml, reports in `sl-violations`) -> tap -> the backend under test.
// The tap records what the backend itself answered: Prism replaces a 501 with a mock answer and
// answers some malformed requests itself, and the report must never credit the backend for those.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REQUEST_ID_HEADER = 'x-contract-check-request';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface BackendAnswer {
  status?: number;
  /** Milliseconds from the request reaching the tap to the backend's status line. */
  ms?: number;
  /** Set when the backend could not be reached. */
  error?: string;
}

export interface ValidationChain {
  /** Base URL to send the check's requests to (Prism). */
  url: string;
  /** What the backend answered to the request with this id, if the request reached it. */
  backendAnswer(requestId: string): BackendAnswer | undefined;
  /** Prism's recent log lines, for a start-up failure message. */
  prismLog(): string;
  close(): Promise<void>;
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

function startTap(backend: URL): Promise<{ server: Server; port: number; answers: Map<string, BackendAnswer> }> {
  const answers = new Map<string, BackendAnswer>();
  const send = backend.protocol === 'https:' ? httpsRequest : httpRequest;
  const server = createHttpServer((incoming, outgoing) => {
    const id = String(incoming.headers[REQUEST_ID_HEADER] ?? '');
    const started = performance.now();
    // Hop-by-hop headers stay here; no agent, so no kept-alive connection the backend may close under a request.
    const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = incoming.headers;
    const upstream = send(
      { protocol: backend.protocol, hostname: backend.hostname, port: backend.port, method: incoming.method, path: incoming.url, headers: { ...headers, host: backend.host }, agent: false },
      (response) => {
        if (id) answers.set(id, { status: response.statusCode ?? 0, ms: Math.round((performance.now() - started) * 10) / 10 });
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (id) answers.set(id, { error: error.message });
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`contract check: backend unreachable: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, answers }));
  });
}

/** Starts the tap and `prism proxy` (without --errors, so the backend's own status and body come back). */
export async function startValidationChain(options: { spec: string; backend: string; port?: number }): Promise<ValidationChain> {
  const backend = new URL(options.backend);
  const backendPort = Number(backend.port || (backend.protocol === 'https:' ? 443 : 80));
  if (!(await accepts(backendPort, backend.hostname))) throw new Error(`Nothing answers at ${backend.origin}: start the backend first.`);
  const tap = await startTap(backend);
  const port = options.port ?? (await freePort());
  const upstream = `http://127.0.0.1:${tap.port}${backend.pathname.replace(/\/$/, '')}`;
  const prism: ChildProcess = spawn(
    path.join(root, 'node_modules', '.bin', 'prism'),
    ['proxy', options.spec, upstream, '--host', '127.0.0.1', '--port', String(port), '--errors=false', '--cors=false', '--verboseLevel', 'warn'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Never leave a proxy behind, even when the check itself is stopped.
  const stopPrism = () => prism.kill('SIGTERM');
  process.once('exit', stopPrism);
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-8000));
  prism.stdout?.on('data', keep);
  prism.stderr?.on('data', keep);
  const close = async () => {
    if (prism.exitCode === null) {
      const exited = new Promise((resolve) => prism.once('exit', resolve));
      prism.kill('SIGTERM');
      await exited;
    }
    process.off('exit', stopPrism);
    await new Promise((resolve) => tap.server.close(resolve));
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) {
      await close();
      throw new Error(`Prism exited (${prism.exitCode}) before it was ready:\n${log}`);
    }
    if (await accepts(port)) {
      return { url, backendAnswer: (id) => tap.answers.get(id), prismLog: () => log, close };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Prism did not start on port ${port} within 120 s:\n${log}`);
}
