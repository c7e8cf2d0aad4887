// Sending one request straight to the backend and judging its answer against the documented response
// (status documented, media type, body schema), with the bytes it sent and a curl line that sends them
// again; and why an operation's valid requests never got a 2xx.
import { randomUUID } from 'node:crypto';
import { checkOfRule } from './checks.ts';
import { asPlainText, curlCommand, FRESH_KEY } from './curl.ts';
import { conforms, firstViolation } from './schema-values.ts';
import { isSuccess, statusMatches, type JsonSchema, type Operation } from './spec.ts';
import { AUTH_STATUSES, REQUEST_ID_HEADER, type Failure, type Wire, type SentRequest, type PlannedRequest } from './types.ts';
import { serialise, isIdempotencyKey, isFreshEveryTime, asReceived, formAsReceived } from './requests.ts';

const encoder = new TextEncoder();

/** The body's bytes and content type, built once: the same bytes go to the backend and into the curl line. */
function encodeBody(body: NonNullable<PlannedRequest['body']>, id: string): { payload: Uint8Array<ArrayBuffer>; contentType: string } | undefined {
  const { mediaType } = body.media;
  const value = body.value;
  if (mediaType.startsWith('multipart/')) {
    const boundary = `contract-check-${id}`;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { payload: encoder.encode(serialise(value)), contentType: `${mediaType}; boundary=${boundary}` };
    }
    const props = (body.media.schema.properties ?? {}) as Record<string, JsonSchema>;
    let text = '';
    for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
      const schema = props[name] ?? {};
      const isFile = schema.format === 'binary' || schema.contentMediaType !== undefined;
      text += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${isFile ? `; filename="${name}.txt"\r\nContent-Type: text/plain` : ''}\r\n\r\n${serialise(field)}\r\n`;
    }
    return { payload: encoder.encode(`${text}--${boundary}--\r\n`), contentType: `${mediaType}; boundary=${boundary}` };
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>)) form.append(name, serialise(field));
    return { payload: encoder.encode(form.toString()), contentType: mediaType };
  }
  const json = JSON.stringify(value) as string | undefined;
  return json === undefined ? undefined : { payload: encoder.encode(json), contentType: mediaType };
}

function buildPath(operation: Operation, request: PlannedRequest): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(serialise(request.path[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, serialise(item));
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}`;
}

/** One way an answer breaks its documented response: where, the rule (a schema keyword or the check's own), why. */
interface Violation { location: string[]; rule: string; message: string }

export interface Outcome { request: SentRequest; responseBody: unknown; responseHeaders: Headers; idempotencyKey?: string }

const RECEIVED_LIMIT = 120;
const ANSWER_LIMIT = 300;
export const shorten = (value: unknown, limit = RECEIVED_LIMIT) => {
  const text = value === undefined ? 'undefined (absent)' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
};
/** The value at a location ("response.body.order.total") in the answer, as short JSON. */
function receivedAt(location: string[], status: number, body: unknown, headers: Headers): string | undefined {
  if (location[0] !== 'response') return undefined;
  if (location[1] === 'body') {
    const value = location.slice(2).reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), body);
    return value === undefined ? 'undefined (absent)' : shorten(JSON.stringify(value));
  }
  if (location[1] === 'headers' && location[2]) return shorten(headers.get(location[2]) ?? undefined);
  return `status ${status}`;
}

export const failure = (rule: string, location: string, message: string, received?: string): Failure => ({ check: checkOfRule(rule), location, rule, message, ...(received === undefined ? {} : { received }) });

export interface SendOptions {
  extraHeaders: Record<string, string>;
  backend: string;
  /** Requests this run has sent so far: each takes the next place (a reproduction replays them in this order). */
  sent: { count: number };
  withoutHeaders?: string[];
  /** Header values that replace whatever the request carries (a wrong CSRF token). */
  overrideHeaders?: Record<string, string>;
  /** Send the Idempotency-Key of this earlier request rather than a fresh one (a replay). */
  sameKeyAs?: { requestId: string; key: string };
  /** Another method than the operation's (an undocumented one): the answer is judged by the caller. */
  method?: string;
  /** The cookies the backend set, sent back as a browser would (a session that remembers the visitor's quote). */
  cookies?: Map<string, string>;
}

/** How an answer breaks the documented response: status documented, content type documented, body matches its schema. */
function judgeAnswer(operation: Operation, status: number, contentType: string | null, body: unknown, text: string): Violation[] {
  const response = operation.responses.find((r) => r.status === String(status)) ?? operation.responses.find((r) => statusMatches(r.status, status) && r.status !== 'default') ?? operation.responses.find((r) => r.status === 'default');
  if (!response) return [{ location: ['response'], rule: 'status-documented', message: `Status ${status} is not documented for ${operation.id}` }];
  if (response.contents.length === 0 || !text) return [];
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  const content = response.contents.find((c) => c.mediaType === mediaType);
  if (!content) return [{ location: ['response', 'headers', 'content-type'], rule: 'content-type-documented', message: `The media type ${mediaType || '(none)'} is not documented for ${status} (${response.contents.map((c) => c.mediaType).join(', ')})` }];
  const violation = firstViolation(content.schema, body);
  return violation ? [{ location: ['response', 'body', ...violation.at.split('.').filter(Boolean)], rule: violation.keyword, message: violation.message }] : [];
}

/** Where the check's own request breaks the contract (a documented example that breaks its schema): such a request is skipped, not sent. */
export function requestProblems(operation: Operation, planned: PlannedRequest): string[] {
  const problems: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie' || isFreshEveryTime(parameter)) continue;
    const value = parameter.in === 'header' ? planned.headers[parameter.name] : planned[parameter.in][parameter.name];
    if (value === undefined) {
      if (parameter.required) problems.push(`${parameter.in}.${parameter.name} is missing`);
    } else if (!conforms(parameter.schema, asReceived(parameter.schema, serialise(value)))) {
      problems.push(`${parameter.in}.${parameter.name} ${JSON.stringify(value)} does not fit its schema`);
    }
  }
  if (operation.requestBody?.required && !planned.body) problems.push('the body is missing');
  if (planned.body) {
    const violation = firstViolation(planned.body.media.schema, formAsReceived(planned.body.media, planned.body.value));
    if (violation) problems.push(`body${violation.at ? `.${violation.at}` : ''} ${violation.message}`);
  }
  return problems;
}

export async function send(operation: Operation, planned: PlannedRequest, options: SendOptions): Promise<Outcome> {
  const id = randomUUID();
  const seq = ++options.sent.count;
  const method = (options.method ?? operation.method).toUpperCase();
  const path = buildPath(operation, planned);
  const headers = new Headers();
  const accepted = [...new Set(operation.responses.flatMap((r) => r.contents.map((c) => c.mediaType)))];
  headers.set('accept', accepted.length > 0 ? accepted.join(', ') : '*/*');
  const headerValues = { ...planned.headers };
  for (const name of operation.securityHeaders) headerValues[name] ??= 'contract-check';
  let idempotencyKey: string | undefined;
  let idempotencyHeader: string | undefined;
  for (const parameter of operation.parameters.filter(isFreshEveryTime)) {
    // A value a negative request broke on purpose stays broken.
    if (!(parameter.name in headerValues) || !conforms(parameter.schema, headerValues[parameter.name])) continue;
    headerValues[parameter.name] = isIdempotencyKey(parameter) && options.sameKeyAs ? options.sameKeyAs.key : randomUUID();
    if (isIdempotencyKey(parameter)) {
      idempotencyKey = String(headerValues[parameter.name]);
      idempotencyHeader = parameter.name;
    }
  }
  for (const [name, value] of Object.entries(headerValues)) headers.set(name, serialise(value));
  if (options.cookies && options.cookies.size > 0) headers.set('cookie', [...options.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
  for (const [name, value] of Object.entries(options.extraHeaders)) headers.set(name, value);
  for (const [name, value] of Object.entries(options.overrideHeaders ?? {})) headers.set(name, value);
  for (const name of options.withoutHeaders ?? []) headers.delete(name);
  const encoded = planned.body && encodeBody(planned.body, id);
  if (encoded) headers.set('content-type', encoded.contentType);
  const url = `${options.backend.replace(/\/$/, '')}${path}`;
  const text = encoded && asPlainText(encoded.payload);
  const wire: Wire = {
    method,
    url,
    headers: [...headers],
    ...(encoded ? { body: text ?? Buffer.from(encoded.payload).toString('base64'), bodyEncoding: text === undefined ? ('base64' as const) : ('utf8' as const) } : {}),
    ...(idempotencyHeader && headers.has(idempotencyHeader) ? { idempotencyHeader } : {}),
  };
  const curl = curlCommand({ method, url, headers, ...(encoded ? { body: encoded.payload } : {}) }, wire.idempotencyHeader ? { key: { header: wire.idempotencyHeader, expression: FRESH_KEY } } : {});
  const common = { id, seq, kind: planned.kind, label: planned.label, method, url: path, journey: planned.journey, curl, needs: planned.needs, wire, ...(options.sameKeyAs ? { sameKeyAs: options.sameKeyAs.requestId } : {}) };
  // The request's id, for a server's logs (not in the reproduction, which is a new request).
  headers.set(REQUEST_ID_HEADER, id);
  // A fresh connection per request: a kept-alive one the server closes as the next request goes
  // out fails that request for no fault of the backend (more often the busier the machine).
  headers.set('connection', 'close');
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { method, headers, ...(encoded ? { body: encoded.payload } : {}), signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    // A connection the backend dropped is this request's failure, not the end of the run.
    const cause = (error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message;
    return { request: { ...common, status: 0, reachedBackend: false, failures: [failure('reachable', 'backend', `The request failed: ${cause}`)] }, responseBody: undefined, responseHeaders: new Headers() };
  }
  const ms = Math.round((performance.now() - started) * 10) / 10;
  for (const cookie of response.headers.getSetCookie()) {
    const [, name, value] = /^\s*([^=;\s]+)=([^;]*)/.exec(cookie) ?? [];
    if (name && options.cookies) options.cookies.set(name, value ?? '');
  }
  const answerText = await response.text();
  let responseBody: unknown = answerText;
  try {
    responseBody = answerText ? JSON.parse(answerText) : undefined;
  } catch {
    // not JSON: judged against the documented media type
  }
  const { status } = response;
  const violations = options.method ? [] : judgeAnswer(operation, status, response.headers.get('content-type'), responseBody, answerText);
  const failures = violations.map((v) => failure(v.rule, v.location.join('.'), v.message, receivedAt(v.location, status, responseBody, response.headers)));
  return {
    request: { ...common, status, reachedBackend: true, ms, failures, ...(answerText && (!isSuccess(status) || failures.length > 0) ? { answer: shorten(answerText, ANSWER_LIMIT) } : {}) },
    responseBody,
    responseHeaders: response.headers,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  };
}

/** The status a request without the CSRF token must get: the one the operation documents for it, else 401 (the contract's convention, decision 010). */
export function refusalStatus(operation: Operation): number {
  return AUTH_STATUSES.find((status) => operation.responses.some((r) => r.status === String(status))) ?? 401;
}

/** Why no valid request of an operation got a 2xx, from what they got instead. */
export function whyNotExercised(operation: Operation, valid: SentRequest[], skipped: number, seededNames: string[], notImplemented: boolean): string {
  if (valid.length === 0) return skipped > 0 ? 'every valid request the check built breaks the contract itself (see the skipped lines)' : 'no valid request was sent';
  const reached = valid.filter((r) => r.reachedBackend);
  if (reached.length === 0) return 'no request reached the backend (see the BROKEN lines)';
  const statuses = reached.map((r) => r.status);
  const counts = [...new Set(statuses)].map((status) => `${status} x${statuses.filter((s) => s === status).length}`).join(', ');
  const route = `${operation.method.toUpperCase()} ${operation.path}`;
  if (notImplemented) {
    return statuses.includes(501) ? `not implemented: the backend answered 501 (${counts})` : `not implemented: every request got 404 (${counts}), whatever it carried: no route for ${route}`;
  }
  const identifiers = operation.parameters.filter((p) => p.in === 'path' && !Array.isArray(p.schema.enum)).map((p) => p.name);
  if (statuses.every((s) => s >= 500)) return `the backend answered a server error to every valid request (${counts})`;
  if (statuses.every((s) => AUTH_STATUSES.includes(s))) return `the backend refused every valid request as unauthenticated (${counts}): pass a real token with --header`;
  if (statuses.every((s) => s === 404 || s === 405)) {
    const linked = valid.flatMap((r) => r.journey).find((note) => note.includes('(link '));
    if (linked) return `every valid request got ${counts}, with an identifier your backend issued (${linked}): it does not find what it created`;
    const unseeded = identifiers.filter((name) => !seededNames.includes(name));
    const hint = unseeded.length > 0 ? `; give an identifier your backend knows with ${unseeded.map((name) => `--param ${name}=VALUE`).join(' ')}` : '';
    return `every valid request got ${counts}: the identifiers sent were not found${hint}`;
  }
  const answer = valid.find((r) => r.reachedBackend && r.answer)?.answer;
  if (statuses.every((s) => s >= 400 && s < 500)) return `the backend refused every valid request (${counts})${answer ? `; it answered ${answer}` : ''}`;
  return `no valid request got a 2xx (${counts})`;
}

/**
 * Whether a correct server may have refused every valid request: each got a 4xx other than an
 * authentication refusal, and no 404 was for an identifier the contract's links gave (what the
 * backend issued must be found). A 404 for an identifier guessed by name, or a 422 for a value that
 * must come from the server's own state (a day its calendar offered, a price it quoted), may be right.
 */
export function mayRightlyRefuse(valid: SentRequest[]): boolean {
  const reached = valid.filter((r) => r.reachedBackend);
  return (
    reached.length > 0 &&
    reached.every((r) => r.status >= 400 && r.status < 500 && !AUTH_STATUSES.includes(r.status)) &&
    !reached.some((r) => r.status === 404 && r.journey.some((note) => note.includes('(link ')) && r.needs.every((need) => need.linked))
  );
}
