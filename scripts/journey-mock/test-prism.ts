// A stand-in for Prism in the memory's unit tests: it answers each operation with the named example
// the fixtures wrote (Prefer `example=` / `code=`), as Prism does, in milliseconds instead of a minute.
import { createServer, type Server } from 'node:http';
import { createExampleSource } from '../../fixtures/examples';
import { DEFAULT_SEED } from '../../fixtures/faker';
import { injectExamples, type OpenApiDocument } from '../../fixtures/inject-examples';
import { loadContract, matchOperation, operationsOf } from './server';

type Json = Record<string, unknown>;
type Response = { content?: Record<string, { examples?: Record<string, { value: unknown }> }> };

export function mockDocument(today: Date) {
  const source = createExampleSource({ seed: DEFAULT_SEED, today });
  return { world: source.world, document: injectExamples(loadContract() as OpenApiDocument, source).document as Json };
}

export interface SeenRequest {
  method: string;
  path: string;
  prefer: string | undefined;
}

/** Listens on a free port; `seen` lists every request it answered. */
export async function startTestPrism(document: Json): Promise<{ url: string; server: Server; seen: SeenRequest[] }> {
  const operations = operationsOf(document);
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, Response> }>>;
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://prism');
      const prefer = request.headers.prefer as string | undefined;
      seen.push({ method: request.method ?? 'GET', path: url.pathname, prefer });
      const operation = matchOperation(operations, request.method ?? 'GET', url.pathname);
      if (!operation) {
        response.writeHead(404).end();
        return;
      }
      const responses = paths[operation.template]![operation.method.toLowerCase()]!.responses;
      const code = /code=(\d+)/.exec(prefer ?? '')?.[1] ?? Object.keys(responses).find((status) => status.startsWith('2'))!;
      const declared = responses[code] as (Response & { $ref?: string }) | undefined;
      const shared = (document.components as { responses: Record<string, Response> }).responses;
      const answer = declared?.$ref ? shared[declared.$ref.split('/').at(-1)!] : declared;
      const examples = answer?.content?.['application/json']?.examples ?? {};
      const name = /example=([\w.-]+)/.exec(prefer ?? '')?.[1];
      const example = (name ? examples[name] : undefined) ?? Object.values(examples)[0];
      if (!example) {
        response.writeHead(Number(code)).end();
        return;
      }
      response.writeHead(Number(code), { 'content-type': 'application/json' }).end(JSON.stringify(example.value));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server, seen };
}
