// The HTTP side of the backend (decision 840): routes each request to its operation in openapi.yaml's
// order (concrete paths first), refuses one without the mock-mode page's X-CSRF-TOKEN with 401, refuses one the
// contract forbids with 422 and the field in `errors`, replays an Idempotency-Key's first answer (the key
// with another request: 422, acting on nothing), keeps one session per browser in a cookie, and checks
// every answer against the operation's response schema before it goes: an answer that breaks the
// contract is a 500 that names each problem, printed too, so a test fails loudly.
// Outside the contract, as a shop's server has them: the card provider's webhook (decision 860), where
// the app's Stripe.js double posts `payment_intent.succeeded` as Stripe would, and the image host
// (decision 872) with the files customers sent, both under the address the browser reaches it at.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { createResponseValidators } from '@/api/response-check';
import { firstViolation } from '../../scripts/contract-check/schema-values.ts';
import { readContract, type JsonSchema, type Operation } from '../../scripts/contract-check/spec.ts';
import { MOCK_CSRF_TOKEN } from '../../scripts/production-build-plugin.ts';
import { PICTURE_PATH, PICTURES } from './catalogue';
import { Refusal, Shop, UPLOAD_PATH, type Answer, type FilePart, type Session } from './shop';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SPEC = path.join(root, 'openapi.yaml');
export const SESSION_COOKIE = 'shop-session';
/**
 * The card provider's webhook (decision 860): where the app's Stripe.js double, in a mock-mode build,
 * posts Stripe's `payment_intent.succeeded` event (src/mock/stripe-double.ts), before the
 * page hears the card was accepted. The same path the journey memory answers it on.
 */
export const CARD_PROVIDER_WEBHOOK_PATH = '/__journey/stripe-webhook';
export const HEALTH_PATH = '/__health';

type Json = Record<string, unknown>;

interface Parsed {
  body: Json | undefined;
  files: Record<string, FilePart>;
}

function matchPath(template: string, actual: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(actual);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

/** A query or path string read as its schema's type, as a framework's request parsing does. */
function coerce(schema: JsonSchema, raw: string): unknown {
  if ((schema.type === 'integer' || schema.type === 'number') && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  if (schema.type === 'boolean' && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

async function parseBody(raw: Buffer, contentType: string): Promise<Parsed | 'unreadable'> {
  if (raw.length === 0) return { body: undefined, files: {} };
  try {
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
      const body: Json = {};
      const files: Parsed['files'] = {};
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') body[name] = value;
        else {
          body[name] = value.name;
          files[name] = { name: value.name, type: value.type || 'application/octet-stream', bytes: new Uint8Array(await value.arrayBuffer()) };
        }
      }
      return { body, files };
    }
    return { body: JSON.parse(raw.toString('utf8')) as Json, files: {} };
  } catch {
    return 'unreadable';
  }
}

const invalid = (field: string, message: string) => new Refusal(422, 'The given data was invalid.', { [field]: [message] });

/** What the contract refuses in this request (parameters, then the body), as the one error body. */
function checkRequest(operation: Operation, request: IncomingMessage, pathValues: Record<string, string>, query: URLSearchParams, parsed: Parsed, contentType: string) {
  for (const parameter of operation.parameters) {
    const raw = parameter.in === 'path' ? pathValues[parameter.name] : parameter.in === 'query' ? query.get(parameter.name) ?? undefined : parameter.in === 'header' ? request.headers[parameter.name.toLowerCase()] : undefined;
    if (raw === undefined) {
      if (parameter.required) throw invalid(parameter.name, `${parameter.name} is required.`);
      continue;
    }
    const problem = firstViolation(parameter.schema, coerce(parameter.schema, String(raw)));
    if (problem) throw invalid(parameter.name, `${parameter.name} ${problem.message}.`);
  }
  if (parsed.body === undefined) {
    if (operation.requestBody?.required) throw invalid('body', 'A body is required.');
    return;
  }
  const media = operation.requestBody?.contents.find((content) => content.mediaType === contentType.split(';')[0]!.trim());
  if (!media) throw invalid('body', `This call takes no ${contentType || 'body'}.`);
  const problem = firstViolation(branchOf(media.schema, parsed.body), parsed.body);
  if (problem) throw invalid(problem.at || 'body', `${problem.at || 'The body'} ${problem.message}.`);
}

/** A discriminated body is judged by its own branch (a boiler quote's problems, not the first set's). */
function branchOf(schema: JsonSchema, body: Json): JsonSchema {
  const property = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchema[]) : [];
  const named = property ? branches.find((branch) => (branch.properties as Record<string, JsonSchema> | undefined)?.[property]?.const === body[property]) : undefined;
  return named ?? schema;
}

function sessionIdOf(request: IncomingMessage): string | undefined {
  return (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === SESSION_COOKIE)?.[1];
}

export interface BackendOptions {
  /** Today (the calendar, dates on orders); the clock by default. */
  now?: () => Date;
  /**
   * The backend's address as the browser reaches it (the app's `/api` proxy), where its pictures and
   * the files customers sent are read from; its own address once listening by default.
   */
  publicUrl?: string;
  /** Where an answer that breaks the contract is reported (stderr by default). */
  report?: (message: string) => void;
}

export interface Backend {
  server: Server;
  shop: Shop;
}

export async function createBackend({ now = () => new Date(), report = (message) => console.error(message), publicUrl }: BackendOptions = {}): Promise<Backend> {
  const document = parse(readFileSync(SPEC, 'utf8')) as Json;
  const { operations } = readContract(SPEC);
  const validators = await createResponseValidators(document);
  const shop = new Shop(() => publicUrl ?? `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const sessions = new Map<string, Session>();
  /** Idempotency-Key -> the request it came with and the answer it got. */
  const replays = new Map<string, { fingerprint: string; answer: Answer }>();

  /** The answer, once it satisfies the operation's response schema; else a 500 naming what breaks it. */
  function checked(operation: Operation, answer: Answer): Answer {
    const documented = operation.responses.some((response) => response.status === String(answer.status) || response.status === `${String(answer.status)[0]}XX` || response.status === 'default');
    const validate = validators.validatorFor(operation.method, operation.path, answer.status);
    if (documented && (!validate || validate(answer.body))) return answer;
    const problems = documented ? (validate?.errors ?? []).map((error) => `${error.instancePath || 'the body'} ${error.message ?? 'is invalid'}`) : [`status ${answer.status} is not documented`];
    const message = `The backend's ${answer.status} answer to ${operation.method.toUpperCase()} ${operation.path} breaks openapi.yaml: ${problems.join('; ')}`;
    report(message);
    return { status: 500, body: { message } };
  }

  /** Stripe's event: a `payment_intent.succeeded` of an intent this shop opened is settled (204); anything else 404. */
  function answerWebhook(parsed: Parsed | 'unreadable'): Answer {
    const event = parsed === 'unreadable' ? undefined : (parsed.body as { type?: unknown; data?: { object?: { id?: unknown } } } | undefined);
    const id = event?.data?.object?.id;
    const settled = event?.type === 'payment_intent.succeeded' && typeof id === 'string' && shop.settle(id, now());
    return { status: settled ? 204 : 404 };
  }

  async function answer(request: IncomingMessage, raw: Buffer, session: Session): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://backend.invalid');
    const method = (request.method ?? 'GET').toLowerCase();
    if (url.pathname === HEALTH_PATH) return { status: 204 };
    const contentType = request.headers['content-type'] ?? '';
    const parsed = await parseBody(raw, contentType);
    if (url.pathname === CARD_PROVIDER_WEBHOOK_PATH && method === 'post') return answerWebhook(parsed);

    let route: { operation: Operation; pathValues: Record<string, string> } | undefined;
    for (const operation of operations) {
      const pathValues = operation.method === method ? matchPath(operation.path, url.pathname) : undefined;
      if (pathValues) {
        route = { operation, pathValues };
        break;
      }
    }
    if (!route) return { status: 404, body: { message: 'Not found.' } };
    const { operation, pathValues } = route;
    // As a framework's CSRF middleware does, before the handler: no token or another one, 401 with the
    // one error body (the security scheme's answer, decision 010, which the operations do not list one by
    // one). The session's token is the one the mock-mode page carries: this backend does not send the page.
    if (operation.securityHeaders.some((name) => request.headers[name.toLowerCase()] !== MOCK_CSRF_TOKEN)) return { status: 401, body: { message: 'CSRF token mismatch.' } };
    try {
      if (parsed === 'unreadable') throw invalid('body', 'The body could not be read.');
      checkRequest(operation, request, pathValues, url.searchParams, parsed, contentType);
      const key = operation.parameters.some((p) => p.name === 'Idempotency-Key') ? String(request.headers['idempotency-key']) : undefined;
      const fingerprint = JSON.stringify([operation.id, url.pathname, url.search, parsed.body ?? null]);
      const replay = key ? replays.get(key) : undefined;
      if (replay) {
        if (replay.fingerprint !== fingerprint) throw new Refusal(422, 'This Idempotency-Key was already used for another request.');
        return replay.answer;
      }
      const handler = shop.handlers[operation.id];
      if (!handler) return checked(operation, { status: 500, body: { message: `${operation.id} is not served by this backend.` } });
      const result = checked(operation, handler({ params: pathValues, query: url.searchParams, body: parsed.body, files: parsed.files, session, now: now() }));
      if (key && result.status < 500) replays.set(key, { fingerprint, answer: result });
      return result;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return checked(operation, { status: error.status, body: { message: error.message, ...(error.errors ? { errors: error.errors } : {}) } });
    }
  }

  /** The image host and the files customers sent; undefined for any other address. */
  function served(url: URL, method: string): { type: string; bytes: Uint8Array } | 'missing' | undefined {
    if (method !== 'get' && method !== 'head') return undefined;
    if (url.pathname.startsWith(PICTURE_PATH)) {
      const name = url.pathname.slice(PICTURE_PATH.length);
      const file = path.join(root, 'public', 'images', name);
      return (PICTURES as readonly string[]).includes(name) && existsSync(file) ? { type: 'image/svg+xml', bytes: readFileSync(file) } : 'missing';
    }
    const upload = new RegExp(`^${UPLOAD_PATH}(\\d+)/`).exec(url.pathname);
    if (upload) {
      const part = shop.stored.get(Number(upload[1]));
      return part ? { type: part.type, bytes: part.bytes } : 'missing';
    }
    return undefined;
  }

  function reply(response: ServerResponse, { status, body }: Answer, cookie: string | undefined) {
    const headers: Record<string, string> = cookie ? { 'set-cookie': cookie } : {};
    if (body === undefined || status === 204) response.writeHead(status, headers).end();
    else response.writeHead(status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    const file = served(new URL(request.url ?? '/', 'http://backend.invalid'), (request.method ?? 'GET').toLowerCase());
    if (file) {
      if (file === 'missing') response.writeHead(404, { 'content-type': 'text/plain' }).end('No such file');
      else response.writeHead(200, { 'content-type': file.type, 'cache-control': 'public, max-age=86400' }).end(file.bytes);
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let id = sessionIdOf(request);
      let cookie: string | undefined;
      if (!id || !sessions.has(id)) {
        id = randomBytes(16).toString('hex');
        cookie = `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`;
        sessions.set(id, { latest: new Map(), surveys: new Map() });
      }
      answer(request, Buffer.concat(chunks), sessions.get(id)!)
        .then((result) => reply(response, result, cookie))
        .catch((error: unknown) => {
          report(`backend: ${error instanceof Error ? error.stack : String(error)}`);
          if (!response.headersSent) reply(response, { status: 500, body: { message: 'Sorry, something went wrong on our side.' } }, cookie);
        });
    });
  });
  return { server, shop };
}
