// A reproduction of a broken request that needed earlier ones: a shell script that sends every
// request it depended on, in the order the run sent them, reads each identifier from the answer that
// gave it (the quote reference the results issued, the order the quote became), and sends the broken
// request last. Every Idempotency-Key is new; requests that shared one in the run share one here.
// Where the run sent the backend's cookies back, the script keeps its own cookie jar from its first
// request on, so the session is one the backend made for the script, as a browser's would be.
import { curlCommand, FRESH_KEY, quote } from './curl.ts';

/** The file a reproduction keeps the backend's cookies in. */
const COOKIE_JAR = 'contract-check-cookies.txt';
import type { Dependency, SentRequest } from './types.ts';

/** A JavaScript expression reading one JSON pointer of the answer on stdin. */
function reader(jsonPointer: string): string {
  const parts = jsonPointer.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return `JSON.parse(require("fs").readFileSync(0,"utf8"))${parts.map((part) => `[${/^\d+$/.test(part) ? part : JSON.stringify(part)}]`).join('')}`;
}

/** Where a value sits: the text around it (`find`), and what of that text stays before and after the variable. */
interface Piece { find: string; before: string; after: string; variable: string }

/** Single-quoted text with each piece's first occurrence holding a shell variable. */
function withVariables(text: string, pieces: Piece[]): string {
  let out = '';
  let rest = text;
  for (const piece of pieces
    .map((p) => ({ ...p, at: text.indexOf(p.find) }))
    .filter((p) => p.at >= 0)
    .sort((a, b) => a.at - b.at)) {
    const at = rest.indexOf(piece.find);
    if (at < 0) continue;
    out += `${quote(rest.slice(0, at) + piece.before)}"$${piece.variable}"`;
    rest = piece.after + rest.slice(at + piece.find.length);
  }
  return out + quote(rest);
}

/** Where a dependency's value sits in the URL (a path segment or a query value) or in the JSON body (its field). */
function placeOf(need: Dependency): { in: 'url' | 'body'; find: string; before: string; after: string } {
  if (need.where === 'body') {
    const field = `${JSON.stringify(need.name)}:`;
    const text = typeof need.value === 'string';
    return { in: 'body', find: `${field}${JSON.stringify(need.value)}`, before: `${field}${text ? '"' : ''}`, after: text ? '"' : '' };
  }
  if (need.where === 'query') return { in: 'url', find: new URLSearchParams({ [need.name]: String(need.value) }).toString(), before: `${need.name}=`, after: '' };
  return { in: 'url', find: `/${encodeURIComponent(String(need.value))}`, before: '/', after: '' };
}

/**
 * The state a request relied on beyond the answers it read: the latest accepted request to each address
 * (an order placed, a survey loaded into the session) that carried an identifier this one carries.
 */
function changesBefore(request: SentRequest, all: SentRequest[]): string[] {
  // Only what the backend issued names a thing it holds (a quote's type was the request's own).
  const values = new Set(request.needs.filter((need) => need.expression.startsWith('$response.body#')).map((need) => String(need.value)));
  if (values.size === 0) return [];
  const latest = new Map<string, SentRequest>();
  for (const earlier of all) {
    const accepted = earlier.reachedBackend && earlier.status >= 200 && earlier.status < 300 && ['example', 'generated-valid', 'variant'].includes(earlier.kind);
    if (earlier.seq >= request.seq || !accepted || earlier.method === 'GET' || !earlier.needs.some((need) => values.has(String(need.value)))) continue;
    const address = `${earlier.method} ${earlier.url.split('?')[0]}`;
    if ((latest.get(address)?.seq ?? 0) < earlier.seq) latest.set(address, earlier);
  }
  return [...latest.values()].map((earlier) => earlier.id);
}

/** The script, or undefined when the request needed nothing before it. */
export function reproduction(target: SentRequest, byId: Map<string, SentRequest>): string | undefined {
  const steps = new Map<string, SentRequest>();
  const all = [...byId.values()];
  const visit = (request: SentRequest) => {
    const before = [...request.needs.map((need) => need.requestId), ...(request.sameKeyAs ? [request.sameKeyAs] : []), ...(request === target ? changesBefore(request, all) : [])];
    for (const id of before) {
      const earlier = byId.get(id);
      if (!earlier || earlier.id === target.id || steps.has(id)) continue;
      visit(earlier);
      steps.set(id, earlier);
    }
  };
  visit(target);
  if (steps.size === 0) return undefined;
  const ordered = [...[...steps.values()].sort((a, b) => a.seq - b.seq), target];
  const lines: string[] = [];
  const withCookies = ordered.some((request) => request.wire.headers.some(([name]) => name.toLowerCase() === 'cookie'));
  if (withCookies) lines.push(`rm -f ${COOKIE_JAR}`);
  const answers = new Map<string, string>();
  const keys = new Map<string, string>();
  ordered.forEach((request, index) => {
    const step = index + 1;
    const last = request === target;
    const pieces: (Piece & { in: 'url' | 'body' })[] = [];
    for (const need of request.needs) {
      const answer = answers.get(need.requestId);
      if (!answer || !need.expression.startsWith('$response.body#')) continue;
      const variable = `V${step}_${need.name.replace(/\W/g, '_')}`;
      lines.push(`${variable}=$(printf '%s' "$${answer}" | node -p ${quote(reader(need.expression.slice('$response.body#'.length)))})`);
      pieces.push({ ...placeOf(need), variable });
    }
    const { wire } = request;
    let key: { header: string; expression: string } | undefined;
    if (wire.idempotencyHeader) {
      const owner = request.sameKeyAs ?? request.id;
      if (!keys.has(owner)) {
        keys.set(owner, `K${keys.size + 1}`);
        lines.push(`${keys.get(owner)}=${FRESH_KEY}`);
      }
      key = { header: wire.idempotencyHeader, expression: `$${keys.get(owner)}` };
    }
    const url = withVariables(wire.url, pieces.filter((p) => p.in === 'url'));
    const bodyPieces = pieces.filter((p) => p.in === 'body');
    const data = wire.body !== undefined && wire.bodyEncoding === 'utf8' && bodyPieces.length > 0 ? withVariables(wire.body, bodyPieces) : undefined;
    const body = wire.body === undefined ? undefined : Buffer.from(wire.body, wire.bodyEncoding === 'base64' ? 'base64' : 'utf8');
    const command = curlCommand({ method: wire.method, url: wire.url, headers: wire.headers, ...(body ? { body } : {}) }, { url, ...(data !== undefined ? { data } : {}), ...(key ? { key } : {}), silent: !last, ...(withCookies ? { cookieJar: COOKIE_JAR } : {}) });
    lines.push(`# ${step}. ${request.method} ${request.url.split('?')[0]}: ${request.label}`);
    if (last) lines.push(command);
    else {
      answers.set(request.id, `R${step}`);
      lines.push(`R${step}=$(${command})`);
    }
  });
  return lines.join('\n');
}
