// The named checks, after Schemathesis's (not_a_server_error, status_code_conformance, ...), plus
// what the contract promises beyond them: CSRF on every call, Idempotency-Key replays, and reads that
// answer about the identifier they were asked for (404 for one never issued).
// `--checks` selects and `--exclude-checks` leaves out checks: a check left out sends none of its
// own requests and reports none of its failures.

export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
  'positive_data_acceptance',
  'ignored_auth',
  'idempotency',
  'ensure_resource_availability',
  'identifier_conformance',
  'use_after_free',
  'unsupported_method',
  'max_response_time',
] as const;
export type CheckName = (typeof CHECKS)[number];

/** What each check holds a backend to, for --help and the docs. */
export const CHECK_MEANING: Record<CheckName, string> = {
  not_a_server_error: 'no 5xx, to a valid request or an invalid one',
  status_code_conformance: 'every status is one the operation documents',
  content_type_conformance: 'every answer has a documented content type',
  response_schema_conformance: 'every answer body and header matches its schema',
  negative_data_rejection: 'every invalid request (each required field, enum, format, pattern, range, length, required header) gets a 4xx',
  positive_data_acceptance: 'some valid request of each operation gets a 2xx (else: never exercised, or not implemented)',
  ignored_auth: 'a request without the CSRF token, or with a wrong one, is refused (401)',
  idempotency: 'a repeated Idempotency-Key with the same body gets the same answer; with another body, 422',
  ensure_resource_availability: 'what a 201 created is loadable through the operations its links name',
  identifier_conformance: 'a read answers about the identifier it was asked for, and an identifier never issued gets 404 with the Error body',
  use_after_free: 'what a DELETE removed is gone from every answer that shows it',
  unsupported_method: 'a method the contract does not document on a path is refused with 404, 405 or 501',
  max_response_time: 'every answer within --max-response-time (only when that option is given)',
};

/** The check a failure's rule belongs to (a schema keyword, e.g. `type`, is response_schema_conformance). */
export function checkOfRule(rule: string): CheckName {
  switch (rule) {
    case 'not-a-server-error':
    case 'no-5xx-on-invalid-request':
      return 'not_a_server_error';
    case 'status-documented':
      return 'status_code_conformance';
    case 'content-type-documented':
      return 'content_type_conformance';
    case 'reject-invalid-request':
      return 'negative_data_rejection';
    case 'csrf-required':
    case 'csrf-wrong-token':
      return 'ignored_auth';
    case 'idempotent-replay':
    case 'idempotency-key-reuse':
      return 'idempotency';
    case 'resource-available':
      return 'ensure_resource_availability';
    case 'unknown-identifier-not-found':
    case 'answers-the-identifier-asked':
      return 'identifier_conformance';
    case 'deleted-is-gone':
      return 'use_after_free';
    case 'method-refused':
      return 'unsupported_method';
    case 'max-response-time':
      return 'max_response_time';
    default:
      return 'response_schema_conformance';
  }
}

/** The checks a run makes: all (max_response_time only with a limit), or those selected, less those excluded. */
export function selectChecks(options: { checks?: readonly string[]; excludeChecks?: readonly string[]; maxResponseTimeMs?: number }): Set<CheckName> {
  const unknown = [...(options.checks ?? []), ...(options.excludeChecks ?? [])].filter((name) => !(CHECKS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`No check called ${unknown.join(', ')} (checks: ${CHECKS.join(', ')})`);
  const wanted = options.checks && options.checks.length > 0 ? (options.checks as CheckName[]) : CHECKS.filter((name) => name !== 'max_response_time');
  const selected = new Set<CheckName>(wanted.filter((name) => !(options.excludeChecks ?? []).includes(name)));
  if (options.maxResponseTimeMs !== undefined && !(options.excludeChecks ?? []).includes('max_response_time')) selected.add('max_response_time');
  if (selected.has('max_response_time') && options.maxResponseTimeMs === undefined) throw new Error('The max_response_time check needs --max-response-time SECONDS');
  return selected;
}
