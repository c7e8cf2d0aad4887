// OpenAPI links: a 2xx answer of one operation names the values another operation's parameters
// take ("$response.body#/order/quote_id"). The check follows them before any guess by name, so a
// backend that finds orders by their reference gets the reference, as the contract says.
import { conforms } from './schema-values.ts';
import type { Contract, LinkSpec, Operation } from './spec.ts';

/** What one exchange gave a link expression to read from. */
export interface Exchange {
  operation: Operation;
  request: { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown>; body?: unknown };
  response: { status: number; headers: Headers; body: unknown };
}

export interface LinkedValue {
  value: unknown;
  /** For the report: "order <- $response.body#/order/quote_id of createOrder (link LoadOrder)". */
  note: string;
  /** The request whose exchange gave the value, and the expression that read it (for a reproduction). */
  requestId: string;
  expression: string;
}

/**
 * The values one exchange's link gives its target, keyed "in.name" ("path.order", "body.product"):
 * they belong together (a quote's type and its reference, a product and the quote that offered it),
 * so a request takes all of them from one binding or none.
 */
export interface Binding {
  answer: number;
  /** The link that gave it ("submitQuoteAnswers CreateOrder"): a request takes one binding of each link that feeds it. */
  link: string;
  values: Map<string, LinkedValue>;
}

/** Every binding each target operation was given, oldest first. */
export type LinkedValues = Map<string, Binding[]>;

export function pointer(value: unknown, jsonPointer: string): unknown {
  if (jsonPointer === '' || jsonPointer === '/') return value;
  return jsonPointer
    .replace(/^\//, '')
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);
}

/** One entry of the map or list an `x-each` link walks. */
interface Entry { key: string; value: unknown }

/** Evaluates one runtime expression (or returns a constant as it is); undefined when the exchange lacks it. */
export function evaluate(raw: unknown, exchange: Exchange, entry?: Entry): unknown {
  // An expression may be written bare or embedded whole in braces ("{$response.body#/id}").
  const expression = typeof raw === 'string' && /^\{\$.*\}$/.test(raw) ? raw.slice(1, -1) : raw;
  if (typeof expression !== 'string' || !expression.startsWith('$')) return expression;
  const [source, jsonPointer] = expression.split('#', 2) as [string, string | undefined];
  if (source === '$entry.key') return entry?.key;
  if (source === '$entry.value') return entry && pointer(entry.value, jsonPointer ?? '');
  const header = (headers: Record<string, unknown> | Headers, name: string) =>
    headers instanceof Headers ? (headers.get(name) ?? undefined) : Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  if (source === '$response.body') return pointer(exchange.response.body, jsonPointer ?? '');
  if (source === '$request.body') return pointer(exchange.request.body, jsonPointer ?? '');
  if (source === '$statusCode') return exchange.response.status;
  const [, where, name] = /^\$(response\.header|request\.path|request\.query|request\.header)\.(.+)$/.exec(source) ?? [];
  if (!where || !name) return undefined;
  if (where === 'response.header') return header(exchange.response.headers, name);
  if (where === 'request.header') return header(exchange.request.headers, name);
  return where === 'request.path' ? exchange.request.path[name] : exchange.request.query[name];
}

/** "path.order" for a link parameter "order" or "path.order", using the target operation's parameters. */
function parameterKey(target: Operation, name: string): string | undefined {
  const [qualifier, bare] = name.includes('.') ? name.split('.', 2) : [undefined, name];
  const parameter = target.parameters.find((p) => p.name === bare && (!qualifier || p.in === qualifier));
  return parameter && `${parameter.in}.${parameter.name}`;
}

/** Links whose operationId is not in the contract, or whose parameter or body the target does not take: said once, up front. */
export function linkProblems(contract: Contract): string[] {
  const problems: string[] = [];
  for (const operation of contract.operations) {
    for (const link of operation.responses.flatMap((r) => r.links)) {
      const target = contract.operations.find((op) => op.id === link.operationId);
      if (!target) problems.push(`link ${link.name} of ${operation.id} names no operation: ${link.operationId}`);
      else {
        for (const name of Object.keys(link.parameters)) if (!parameterKey(target, name)) problems.push(`link ${link.name} of ${operation.id}: ${link.operationId} takes no parameter ${name}`);
        if (link.requestBody && !target.requestBody) problems.push(`link ${link.name} of ${operation.id}: ${link.operationId} takes no body`);
      }
    }
  }
  return problems;
}

/** The operations whose answers feed this one through a link (to order the run). */
export function linkSources(contract: Contract, target: Operation): Operation[] {
  return contract.operations.filter((op) => op.responses.some((r) => r.links.some((link) => link.operationId === target.id)));
}

/** An entry's expression as one a reproduction can read again: its value by its pointer, its key as the key it was. */
function entryExpression(expression: string, walked: string, key: string): string {
  if (expression === '$entry.key') return `a key of ${walked} (${key})`;
  const at = `${walked}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return expression.replace(/^\$entry\.value#?/, at);
}

/** The entries an `x-each` link walks: the map's or list's entries whose value fits `where`; one empty entry for a plain link. */
function entriesOf(link: LinkSpec, exchange: Exchange): (Entry | undefined)[] {
  if (!link.each) return [undefined];
  const walked = evaluate(link.each.in, exchange);
  if (typeof walked !== 'object' || walked === null) return [];
  return Object.entries(walked)
    .filter(([, value]) => !link.each!.where || conforms(link.each!.where, value))
    .map(([key, value]) => ({ key, value }));
}

/** Records the binding each link of a 2xx exchange gives its target; a link whose values the answer lacks gives none. */
export function followLinks(contract: Contract, exchange: Exchange, into: LinkedValues, requestId: string, answer: number): void {
  const response = exchange.operation.responses.find((r) => r.status === String(exchange.response.status)) ?? exchange.operation.responses.find((r) => r.status === `${String(exchange.response.status)[0]}XX`);
  for (const link of response?.links ?? ([] as LinkSpec[])) {
    const target = contract.operations.find((op) => op.id === link.operationId);
    if (!target) continue;
    const entries: [string | undefined, unknown][] = [
      ...Object.entries(link.parameters).map(([name, expression]): [string | undefined, unknown] => [parameterKey(target, name), expression]),
      ...Object.entries(link.requestBody ?? {}).map(([name, expression]): [string, unknown] => [`body.${name}`, expression]),
    ];
    for (const entry of entriesOf(link, exchange)) {
      const values = new Map<string, LinkedValue>();
      for (const [key, expression] of entries) {
        const value = evaluate(expression, exchange, entry);
        if (!key || value === undefined || value === null) break;
        const described = typeof expression !== 'string' ? JSON.stringify(expression) : entry && link.each ? entryExpression(expression, link.each.in, entry.key) : expression;
        values.set(key, { value, note: `${key.slice(key.indexOf('.') + 1)} <- ${described} of ${exchange.operation.id} (link ${link.name})`, requestId, expression: described });
      }
      if (values.size !== entries.length) continue;
      // The same values again (a calendar asked twice for one month) are one binding, the newest.
      const same = JSON.stringify([...values].map(([key, linked]) => [key, linked.value]));
      const others = (into.get(target.id) ?? []).filter((binding) => binding.link !== `${exchange.operation.id} ${link.name}` || JSON.stringify([...binding.values].map(([key, linked]) => [key, linked.value])) !== same);
      into.set(target.id, [...others, { answer, link: `${exchange.operation.id} ${link.name}`, values }]);
    }
  }
}
