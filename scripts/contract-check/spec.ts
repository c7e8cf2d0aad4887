// Reads openapi.yaml into a flat list of operations with every internal $ref inlined, so the
// rest of the check never has to know how the contract is split into components.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type JsonSchema = { [keyword: string]: unknown };
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
const HTTP_METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
  /** Documented example values, first the parameter's own, then its schema's. */
  examples: unknown[];
}

export interface MediaContent {
  mediaType: string;
  schema: JsonSchema;
  /** Documented examples by name (an unnamed `example` is called "example"). */
  examples: { name: string; value: unknown }[];
}

/** An OpenAPI link: this answer provides values for another operation's parameters. */
export interface LinkSpec {
  name: string;
  operationId: string;
  /** Parameter name (optionally "path.name", "query.name") -> runtime expression or constant. */
  parameters: Record<string, unknown>;
  /** Body fields the link fills (a literal object whose values may be runtime expressions), over the rest of the body. */
  requestBody?: Record<string, unknown>;
  /**
   * `x-each`: the link gives one binding per entry of a map or list in the answer (a day of a calendar),
   * only entries whose value fits `where`; its expressions read `$entry.key` and `$entry.value#/pointer`.
   */
  each?: { in: string; where?: JsonSchema };
}

export interface ResponseSpec {
  status: string; // "200", "4XX" or "default"
  contents: MediaContent[];
  links: LinkSpec[];
}

export interface Operation {
  /** operationId, or "METHOD /path" when the contract gives none. */
  id: string;
  method: HttpMethod;
  path: string;
  parameters: Parameter[];
  requestBody?: { required: boolean; contents: MediaContent[] };
  responses: ResponseSpec[];
  /** Header names of apiKey security schemes that apply to this operation. */
  securityHeaders: string[];
  tags: string[];
}

export interface Contract {
  title: string;
  version: string;
  operations: Operation[];
}

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Inlines every `#/...` reference; a reference cycle is reported rather than looped on. */
export function dereference(document: Node): Node {
  const resolvePointer = (ref: string): unknown => {
    if (!ref.startsWith('#/')) throw new Error(`Only references inside openapi.yaml are supported, found ${ref}`);
    return ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isNode(node) || Array.isArray(node) ? (node as Node)[key] : undefined), document);
  };
  const walk = (value: unknown, seen: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, seen));
    if (!isNode(value)) return value;
    if (typeof value.$ref === 'string') {
      const ref = value.$ref;
      if (seen.includes(ref)) throw new Error(`Recursive reference ${ref} cannot be inlined`);
      const target = resolvePointer(ref);
      if (target === undefined) throw new Error(`Unresolved reference ${ref}`);
      const { $ref: _ref, ...siblings } = value;
      const resolved = walk(target, [...seen, ref]);
      return isNode(resolved) ? { ...resolved, ...(walk(siblings, seen) as Node) } : resolved;
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, seen)]));
  };
  return walk(document, []) as Node;
}

function schemaExamples(schema: JsonSchema): unknown[] {
  const listed = Array.isArray(schema.examples) ? schema.examples : [];
  return 'example' in schema ? [...listed, schema.example] : listed;
}

function readContents(content: unknown): MediaContent[] {
  if (!isNode(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => {
    const node = isNode(media) ? media : {};
    const schema = isNode(node.schema) ? node.schema : {};
    const examples: MediaContent['examples'] = [];
    if (isNode(node.examples)) {
      for (const [name, example] of Object.entries(node.examples)) {
        if (isNode(example) && 'value' in example) examples.push({ name, value: example.value });
      }
    }
    if ('example' in node) examples.push({ name: 'example', value: node.example });
    return { mediaType, schema, examples };
  });
}

function readEach(each: unknown): Pick<LinkSpec, 'each'> | undefined {
  if (!isNode(each) || typeof each.in !== 'string') return undefined;
  return { each: { in: each.in, ...(isNode(each.where) ? { where: each.where } : {}) } };
}

function readLinks(links: unknown): LinkSpec[] {
  if (!isNode(links)) return [];
  return Object.entries(links).flatMap(([name, link]) =>
    isNode(link) && typeof link.operationId === 'string'
      ? [{ name, operationId: link.operationId, parameters: isNode(link.parameters) ? link.parameters : {}, ...(isNode(link.requestBody) ? { requestBody: link.requestBody } : {}), ...(readEach(link['x-each']) ?? {}) }]
      : [],
  );
}

function readParameter(raw: Node): Parameter {
  const schema = isNode(raw.schema) ? raw.schema : {};
  const own: unknown[] = [];
  if ('example' in raw) own.push(raw.example);
  if (isNode(raw.examples)) {
    for (const example of Object.values(raw.examples)) if (isNode(example) && 'value' in example) own.push(example.value);
  }
  return {
    name: String(raw.name),
    in: raw.in as Parameter['in'],
    required: raw.in === 'path' || raw.required === true,
    schema,
    examples: [...own, ...schemaExamples(schema)],
  };
}

export function readContract(specPath: string): Contract {
  const document = dereference(parse(readFileSync(specPath, 'utf8')) as Node);
  const info = isNode(document.info) ? document.info : {};
  const components = isNode(document.components) ? document.components : {};
  const securitySchemes = isNode(components.securitySchemes) ? components.securitySchemes : {};
  const headerOfScheme = (name: string): string | undefined => {
    const scheme = securitySchemes[name];
    return isNode(scheme) && scheme.type === 'apiKey' && scheme.in === 'header' ? String(scheme.name) : undefined;
  };
  const securityHeaders = (security: unknown): string[] =>
    Array.isArray(security)
      ? security.flatMap((requirement) => (isNode(requirement) ? Object.keys(requirement).flatMap((name) => headerOfScheme(name) ?? []) : []))
      : [];

  const operations: Operation[] = [];
  const paths = isNode(document.paths) ? document.paths : {};
  for (const [path, pathItemRaw] of Object.entries(paths)) {
    const pathItem = isNode(pathItemRaw) ? pathItemRaw : {};
    const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters.filter(isNode) : [];
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isNode(operation)) continue;
      // Operation-level parameters override path-level ones with the same name and location.
      const own = Array.isArray(operation.parameters) ? operation.parameters.filter(isNode) : [];
      const byKey = new Map<string, Node>();
      for (const parameter of [...shared, ...own]) byKey.set(`${String(parameter.in)}:${String(parameter.name)}`, parameter);
      const body = isNode(operation.requestBody) ? operation.requestBody : undefined;
      const responses = isNode(operation.responses) ? operation.responses : {};
      operations.push({
        id: typeof operation.operationId === 'string' ? operation.operationId : `${method.toUpperCase()} ${path}`,
        method,
        path,
        parameters: [...byKey.values()].map(readParameter),
        ...(body ? { requestBody: { required: body.required === true, contents: readContents(body.content) } } : {}),
        responses: Object.entries(responses).map(([status, response]) => {
          const node = isNode(response) ? response : {};
          return { status, contents: readContents(node.content), links: readLinks(node.links) };
        }),
        securityHeaders: securityHeaders(operation.security ?? document.security),
        tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
      });
    }
  }
  return { title: String(info.title ?? ''), version: String(info.version ?? ''), operations };
}

/** Whether a documented response status ("200", "4XX", "default") covers an actual status. */
export function statusMatches(documented: string, actual: number): boolean {
  if (documented === 'default') return true;
  if (/^[1-5]XX$/i.test(documented)) return String(actual)[0] === documented[0];
  return Number(documented) === actual;
}

export const isSuccess = (status: number) => status >= 200 && status < 300;
