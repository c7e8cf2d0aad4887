// The journey memory in front of Prism (docs/decisions/492): every request goes to Prism, which
// validates it and answers from openapi.yaml; the memory records what this browser sent and lays it
// over Prism's 2xx answers, checks each changed answer against the contract, and keeps one journey per
// browser in the `mock-journey` cookie. It also plays the switcher's network conditions.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { MOCK_IMAGE_PATH } from '../../fixtures/images';
import { createResponseValidators, type ResponseValidators } from '../../src/api/response-check';
import { DEFAULT_SCENARIO, NETWORK_DELAY_MS, pathMatchesTemplate, preferHeader, splitPrefer } from '../../src/mock/scenarios';
import { quoteIn, recordSucceeded, JourneyStore, type Journey, type QuoteMemory } from './memory';
import { HANDLERS, type Call } from './overlays';

export const JOURNEY_COOKIE = 'mock-journey';
/** `POST /__journey/reset` (`/api/__journey/reset` through the app's proxy) forgets this browser's journey. */
export const RESET_PATH = '/__journey/reset';
/**
 * `POST /__journey/stripe-webhook`: the card payment provider's webhook, as a Stripe-based server has
 * one (decision 860). The Stripe.js double posts `payment_intent.succeeded` here when a card payment
 * succeeds; the memory marks that intent of this browser paid, and its later answers say so.
 */
export const STRIPE_WEBHOOK_PATH = '/__journey/stripe-webhook';
/** The memory's own health probe (scripts/mock-server.mjs waits on it): 204, without asking Prism. */
export const HEALTH_PATH = '/__health';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  method: string;
  template: string;
}

const PICTURES = path.join(root, 'public', 'images');
const PICTURE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg' };

/**
 * The mock's image host (decision 872, fixtures/images.ts): the fixtures' pictures, from public/images,
 * on this origin, cached as a CDN would; anything else under the path, or outside the folder, is 404.
 */
function servePicture(pathname: string, response: ServerResponse): void {
  const file = path.join(PICTURES, path.normalize(decodeURIComponent(pathname.slice(MOCK_IMAGE_PATH.length))));
  const type = PICTURE_TYPES[path.extname(file)];
  if (!type || !file.startsWith(`${PICTURES}${path.sep}`) || !existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('No such picture');
    return;
  }
  response.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=86400' }).end(readFileSync(file));
}

export function loadContract(): Json {
  return parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as Json;
}

/** The contract's operations in document order: concrete paths come first, as Prism routes them. */
export function operationsOf(contract: Json): Operation[] {
  return Object.entries((contract.paths ?? {}) as Record<string, Record<string, { operationId?: string }>>).flatMap(([template, item]) =>
    Object.entries(item).flatMap(([method, operation]) => (operation?.operationId ? [{ operationId: operation.operationId, method: method.toUpperCase(), template }] : [])),
  );
}

export function matchOperation(operations: readonly Operation[], method: string, requestPath: string) {
  const operation = operations.find((candidate) => candidate.method === method && pathMatchesTemplate(requestPath, candidate.template));
  if (!operation) return undefined;
  const actual = requestPath.split('/');
  const params = Object.fromEntries(
    operation.template.split('/').flatMap((segment, index) => (/^\{.+\}$/.test(segment) ? [[segment.slice(1, -1), decodeURIComponent(actual[index] ?? '')]] : [])),
  );
  return { ...operation, params };
}

/** A reference in the shop's form (Q and letters or digits): what the fixtures and deep links use. */
export const isShopReference = (ref: string) => /^Q[A-Z0-9]{3,15}$/.test(ref);

function cookieOf(request: IncomingMessage): string | undefined {
  return (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === JOURNEY_COOKIE)?.[1];
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

/** The JSON body, or a multipart body's fields (a file as its file name) and its `file` part. */
async function parsedBody(raw: Buffer | undefined, contentType: string | undefined): Promise<Pick<Call, 'body' | 'file'>> {
  if (!raw) return { body: undefined };
  try {
    if (contentType?.includes('application/json')) return { body: JSON.parse(raw.toString('utf8')) as Json };
    if (contentType?.includes('multipart/form-data')) {
      const form = await new Response(new Uint8Array(raw), { headers: { 'Content-Type': contentType } }).formData();
      const body = Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]));
      const part = form.get('file');
      const file = part instanceof File ? { name: part.name, type: part.type, bytes: new Uint8Array(await part.arrayBuffer()) } : undefined;
      return { body, file };
    }
  } catch {
    // Prism refuses a body it cannot read; the memory records nothing from it.
  }
  return { body: undefined };
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'transfer-encoding', 'keep-alive']);

export interface JourneyMockOptions {
  prismUrl: string;
  contract?: Json;
  now?: () => Date;
  /** Where a broken overlay is reported (stderr by default). */
  report?: (message: string) => void;
  /** How long the slow network holds each answer. */
  networkDelayMs?: number;
}

export async function createJourneyMock({ prismUrl, contract = loadContract(), now = () => new Date(), report = (m) => console.error(m), networkDelayMs = NETWORK_DELAY_MS }: JourneyMockOptions): Promise<{ server: Server; store: JourneyStore }> {
  const operations = operationsOf(contract);
  const validators: ResponseValidators = await createResponseValidators(contract);
  const store = new JourneyStore();

  async function forward(request: IncomingMessage, url: URL, raw: Buffer | undefined, prefer: string | undefined) {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_HEADERS.has(name) && name !== 'prefer' && typeof value === 'string') headers.set(name, value);
    }
    if (prefer) headers.set('Prefer', prefer);
    return fetch(`${prismUrl}${url.pathname}${url.search}`, { method: request.method, headers, body: raw ? new Uint8Array(raw) : undefined });
  }

  async function send(response: ServerResponse, answer: Response, body: string | Buffer, cookie?: string) {
    const headers: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (!HOP_HEADERS.has(name) && name !== 'content-encoding') headers[name] = value;
    });
    if (cookie) headers['set-cookie'] = cookie;
    response.writeHead(answer.status, headers);
    response.end(body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://mock');
    const method = request.method ?? 'GET';
    const journeyId = cookieOf(request);
    let journey: Journey | undefined = store.get(journeyId);

    if (url.pathname === HEALTH_PATH) {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith(MOCK_IMAGE_PATH) && (method === 'GET' || method === 'HEAD')) {
      servePicture(url.pathname, response);
      return;
    }
    if (url.pathname === RESET_PATH && method === 'POST') {
      if (journeyId) store.reset(journeyId);
      response.writeHead(204, { 'set-cookie': `${JOURNEY_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` });
      response.end();
      return;
    }

    if (url.pathname === STRIPE_WEBHOOK_PATH && method === 'POST') {
      const { body: event } = await parsedBody(await readBody(request), 'application/json');
      const intent = isJsonObject(event?.data) && isJsonObject(event.data.object) ? event.data.object.id : undefined;
      const known = journey !== undefined && event?.type === 'payment_intent.succeeded' && typeof intent === 'string' && recordSucceeded(journey, intent, now());
      response.writeHead(known ? 204 : 404).end();
      return;
    }

    const { scenarioPrefer: asked, network } = splitPrefer(typeof request.headers.prefer === 'string' ? request.headers.prefer : undefined);
    // No scenario asked (curl, a tool): the default scenario's, so a call by type answers for its type.
    const scenarioPrefer = asked ?? preferHeader(DEFAULT_SCENARIO, method, url.pathname, request.headers['content-type']);
    if (network === 'offline') {
      request.socket.destroy();
      return;
    }
    if (network === 'slow') await new Promise((resolve) => setTimeout(resolve, networkDelayMs));

    const raw = await readBody(request);
    const operation = matchOperation(operations, method, url.pathname);
    const handler = operation ? HANDLERS[operation.operationId] : undefined;
    if (!operation || !handler) {
      const answer = await forward(request, url, raw, scenarioPrefer);
      await send(response, answer, Buffer.from(await answer.arrayBuffer()));
      return;
    }

    const call: Call = { operationId: operation.operationId, params: operation.params, query: url.searchParams, ...(await parsedBody(raw, request.headers['content-type'])), now: now(), prefer: scenarioPrefer };
    const ref = handler.ref?.(call, journey);
    if (handler.anyBrowser && ref) {
      await answerAnyBrowser(request, response, url, raw, call, ref, journey);
      return;
    }
    if (ref && !journey?.quotes.has(ref) && (!isShopReference(ref) || store.madeByAnother(ref, journeyId))) {
      // Not this browser's and not a reference the shop could have issued: the contract's 404, from Prism.
      const answer = await forward(request, url, raw, 'code=404');
      await send(response, answer, Buffer.from(await answer.arrayBuffer()));
      return;
    }

    const remembered = ref ? journey?.quotes.get(ref) : undefined;
    const answer = await forward(request, url, raw, preferFor(remembered, scenarioPrefer, method, url.pathname));
    const text = await answer.text();
    const remembers = handler.mint || handler.opens || handler.record || remembered;
    if (!answer.ok || !remembers) {
      await send(response, answer, text);
      return;
    }

    const started = journey ? { journey, cookie: undefined } : startJourney();
    journey = started.journey;
    const cookie = started.cookie;
    let prismBody: Json = {};
    if (text) {
      try {
        prismBody = JSON.parse(text) as Json;
      } catch {
        await send(response, answer, text, cookie);
        return;
      }
    }
    if (handler.mint) {
      await sendChecked(response, answer, handler.mint(call, prismBody, journey), method, operation.template, cookie);
      return;
    }
    const memoryRef = ref ?? quoteIdIn(prismBody);
    const memory = memoryRef ? quoteIn(journey, memoryRef, call.now) : undefined;
    if (memory) handler.record?.(call, memory, journey);
    if (!memory || !handler.overlay || answer.status === 204) {
      await send(response, answer, text, cookie);
      return;
    }
    await sendChecked(response, answer, handler.overlay(call, prismBody, memory, journey), method, operation.template, cookie);
  }

  /** A new journey for a browser that has none, with the cookie that names it. */
  function startJourney(): { journey: Journey; cookie: string } {
    const journey = store.create();
    return { journey, cookie: `${JOURNEY_COOKIE}=${journey.id}; Path=/; HttpOnly; SameSite=Lax` };
  }

  /**
   * A call by reference from any browser (a saved quote's link): the browser that priced the quote
   * answers it; a reference no browser priced answers with the fixtures' data when it is in the shop's
   * form, else the contract's 404, as does a quote of another type than the path's. Answers priced
   * again (a handler that mints) change the quote in the journey that owns it; a quote of the
   * fixtures that no browser priced becomes this browser's.
   */
  async function answerAnyBrowser(request: IncomingMessage, response: ServerResponse, url: URL, raw: Buffer | undefined, call: Call, ref: string, journey: Journey | undefined) {
    const priced = journey?.quotes.get(ref)?.answers ? { memory: journey.quotes.get(ref)!, journey } : store.pricedQuote(ref);
    const otherType = priced && call.params.type !== undefined && priced.memory.pathType !== call.params.type;
    if ((!priced && !isShopReference(ref)) || otherType) {
      const answer = await forward(request, url, raw, 'code=404');
      await send(response, answer, Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const answer = await forward(request, url, raw, call.prefer);
    const text = await answer.text();
    const handler = HANDLERS[call.operationId]!;
    const method = request.method ?? 'GET';
    const template = matchOperation(operations, method, url.pathname)!.template;
    if (handler.mint && answer.ok) {
      const owner = priced ? { journey: priced.journey, cookie: undefined } : journey ? { journey, cookie: undefined } : startJourney();
      await sendChecked(response, answer, handler.mint(call, JSON.parse(text) as Json, owner.journey), method, template, owner.cookie);
      return;
    }
    if (!priced || !answer.ok || !handler.overlay) {
      await send(response, answer, text);
      return;
    }
    handler.record?.(call, priced.memory, priced.journey);
    await sendChecked(response, answer, handler.overlay(call, JSON.parse(text) as Json, priced.memory, priced.journey), method, template, undefined);
  }

  /** Sends an overlaid answer once it satisfies the operation's response schema; a 502 that says why otherwise. */
  async function sendChecked(response: ServerResponse, answer: Response, overlaid: Json, method: string, template: string, cookie: string | undefined) {
    const problems = contractProblems(validators, method, template, answer.status, overlaid);
    if (problems.length > 0) {
      const message = `The journey memory's answer to ${method} ${template} breaks openapi.yaml: ${problems.join('; ')}`;
      report(message);
      response.writeHead(502, { 'content-type': 'application/json', ...(cookie ? { 'set-cookie': cookie } : {}) });
      response.end(JSON.stringify({ message }));
      return;
    }
    await send(response, answer, JSON.stringify(overlaid), cookie);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      report(`journey memory: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'The mock could not answer.' }));
    });
  });
  return { server, store };
}

/** The problems of an overlaid answer against the operation's response schema (none when it has no schema). */
export function contractProblems(validators: ResponseValidators, method: string, template: string, status: number, body: unknown): string[] {
  const validate = validators.validatorFor(method, template, status);
  if (!validate || validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || 'the body'} ${error.message ?? 'is invalid'}`);
}

const isJsonObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function quoteIdIn(body: Json): string | undefined {
  const quote = body.quote as Json | undefined;
  const order = body.order as Json | undefined;
  const ref = quote?.quote_id ?? order?.quote_id;
  return typeof ref === 'string' ? ref : undefined;
}

/**
 * The landlord's quote answers ask for the landlord data (certifications, the landlord's address):
 * unless a scenario was chosen, the memory asks Prism for the landlord-certifications example.
 */
function preferFor(memory: QuoteMemory | undefined, scenarioPrefer: string | undefined, method: string, requestPath: string): string | undefined {
  const chosen = scenarioPrefer && !/example=homeowner\b/.test(scenarioPrefer);
  if (chosen || memory?.answers?.landlord !== 'Yes') return scenarioPrefer;
  return preferHeader('landlord-certifications', method, requestPath);
}
