// (b) For every operation of the contract, a valid request to the mock answers the documented 2xx
// status with a body valid against the response schema. Driven by the spec: a new operation is
// covered as soon as it is added (and fails until it has a valid request if it needs a body).
import { describe, expect, it } from 'vitest';
import { mockSpecServed } from './mock-status';
import { loadDocument, operations, schemaValidator, successStatus } from './openapi-document';
import { send, validRequestsFor } from './requests';

// The snapshot of the mock spec that Prism serves (global-setup.ts).
const document = loadDocument(await mockSpecServed());
const validator = schemaValidator(document);

describe.each(operations(document).map((entry) => [`${entry.operation.operationId} (${entry.method.toUpperCase()} ${entry.path})`, entry] as const))(
  '%s',
  (_name, entry) => {
    const [expectedStatus, response] = successStatus(document, entry.operation);
    const requests = validRequestsFor(document, entry);

    it.each(requests.map((request) => [request.label || 'valid request', request] as const))(
      `answers ${expectedStatus} with a valid body to a %s`,
      async (_label, request) => {
        const answer = await send(request);
        const text = await answer.text();
        expect(answer.status, `${request.method} ${request.url}: ${text.slice(0, 500)}`).toBe(expectedStatus);
        const media = response.content?.['application/json'];
        if (!media?.schema) {
          expect(text).toBe('');
          return;
        }
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        const { errors } = validator.validate(media.schema, JSON.parse(text));
        expect(errors).toBe('');
      },
    );
  },
);
