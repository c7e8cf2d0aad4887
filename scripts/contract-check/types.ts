// What the contract check sends and reports: the kinds of request, a failure and the check it belongs
// to, what went on the wire, each operation's report and the run's, and the options a run takes.
import type { CheckName } from './checks.ts';
import type { MediaContent } from './spec.ts';

/**
 * `example`: documented examples; `generated-valid`: fast-check picks; `variant`: the deterministic
 * valid requests that vary enums and postcodes; `negative`: the deterministic invalid requests;
 * `generated-invalid`: invalid values drawn with fast-check (tricky.ts); `auth`: without or with a
 * wrong CSRF token; `idempotency`: Idempotency-Key replays; `unknown`: a read for an identifier that
 * does not exist; `stateful`: reads after a create or a delete; `method`: an undocumented method.
 */
export type RequestKind = 'example' | 'generated-valid' | 'variant' | 'negative' | 'generated-invalid' | 'auth' | 'idempotency' | 'unknown' | 'stateful' | 'method';

/** Statuses that say the request was refused for its credentials (419 is Laravel's expired CSRF token). */
export const AUTH_STATUSES = [401, 403, 419];
/** The refusal the contract documents for an Idempotency-Key reused with another request (decision 700). */
export const IDEMPOTENCY_REUSE_STATUS = 422;
/** Names each request the check sends, so a server's logs can be read beside the report. */
export const REQUEST_ID_HEADER = 'x-contract-check-request';
/** A CSRF token no session ever had. */
export const WRONG_CSRF_TOKEN = 'contract-check-wrong-token';

export interface Failure {
  /** The named check this failure belongs to. */
  check: CheckName;
  /** Where it broke, e.g. "response.body.order.total" or "response.status". */
  location: string;
  /** The rule, e.g. "type", "required", "status-documented", "no-5xx-on-invalid-request". */
  rule: string;
  message: string;
  /** What the backend sent at that location, cut short (JSON). */
  received?: string;
}

/** A value a request took from an earlier exchange: where it went, and how to read it from that exchange again. */
export interface Dependency {
  where: 'path' | 'query' | 'body';
  name: string;
  value: unknown;
  /** The request whose exchange gave it. */
  requestId: string;
  /** How it was read: "$response.body#/quote/quote_id", "$request.path.type". */
  expression: string;
  /** A link of the contract named it (else the check guessed it by name). */
  linked: boolean;
}

/** What went on the wire, to write a reproduction from. */
export interface Wire {
  method: string;
  /** The backend's full URL. */
  url: string;
  /** Every header, the Idempotency-Key among them. */
  headers: [string, string][];
  /** The body as sent (base64 when it is not plain UTF-8 text). */
  body?: string;
  bodyEncoding?: 'utf8' | 'base64';
  /** The Idempotency-Key header's name, when the request carries one. */
  idempotencyHeader?: string;
}

export interface SentRequest {
  /** The id the check gave the request. */
  id: string;
  /** Its place in the run (the order the requests went out). */
  seq: number;
  kind: RequestKind;
  /** What this request is: the example's name, or the generated change for an invalid one. */
  label: string;
  method: string;
  url: string;
  /** The status the backend answered (0 when it could not be reached). */
  status: number;
  reachedBackend: boolean;
  /** The backend's time to answer, in milliseconds. */
  ms?: number;
  failures: Failure[];
  /** Identifiers taken from earlier answers: "path.quote <- quote.quote_id from getBoilerResults". */
  journey: string[];
  /** The backend's own answer body, cut short, when it refused a valid request or broke the contract (so the team sees why). */
  answer?: string;
  /** The same request to the backend, to reproduce it: the same bytes the check sent, with a fresh Idempotency-Key. */
  curl: string;
  /** Values this request took from earlier exchanges. */
  needs: Dependency[];
  /** The request whose Idempotency-Key this one sent again (a replay). */
  sameKeyAs?: string;
  wire: Wire;
  /** For a broken request that needed earlier ones: a shell script that sends them all, in order, then this one. */
  reproduction?: string;
}

export interface OperationReport {
  operationId: string;
  method: string;
  path: string;
  /** At least one valid request got a 2xx from the backend itself. */
  exercised: boolean;
  /** The backend lacks it: 501, or 404 to every request whatever it carried. Its answers are held against nothing. */
  notImplemented: boolean;
  /** When not exercised: what the valid requests got instead. */
  notExercisedBecause?: string;
  /**
   * When not exercised: a correct server may rightly have refused every request (a 404 for an identifier
   * guessed by name, a 422 for a value the contract cannot make valid), so it is a warning, not a failure.
   */
  refusalMayBeRight?: boolean;
  tags: string[];
  requests: SentRequest[];
  /** Requests the check discarded (e.g. a documented example that breaks its own schema), with why. */
  skipped: string[];
}

export interface ContractReport {
  spec: string;
  contract: { title: string; version: string };
  backend: string;
  seed: number;
  runs: number;
  /** The checks this run made. */
  checks: CheckName[];
  maxResponseTimeMs?: number;
  startedAt: string;
  /** Things the team should know before reading the results (wrong-typed identifiers, bad --param values). */
  warnings: string[];
  /** Set when most answers were 401, 403 or 419: authentication, not the contract, is the likely cause. */
  authHint?: string;
  /** Operations not implemented do not fail the run (--allow-not-implemented). */
  allowNotImplemented: boolean;
  durationMs: number;
  passed: boolean;
  summary: { operations: number; implemented: number; exercised: number; notImplemented: number; requests: number; brokenResponses: number; operationsWithBrokenResponses: number };
  /** Operations never exercised, those not implemented among them. */
  unexercised: string[];
  notImplemented: string[];
  operations: OperationReport[];
}

export interface CheckOptions {
  spec: string;
  backend: string;
  /** Generated valid and invalid requests per operation. */
  runs: number;
  seed: number;
  /** Extra headers on every request (e.g. a real CSRF token or session cookie). */
  headers: Record<string, string>;
  /** Only these operationIds (all when empty). */
  only: string[];
  /** Only operations with one of these tags (all when empty). */
  tags?: string[];
  /** Never these operationIds. */
  exclude?: string[];
  /** Values a team has seeded, by parameter (or body field) name: they win over links and earlier answers where they fit the schema. */
  params?: Record<string, string>;
  /** Only these checks (all when empty). */
  checks?: string[];
  /** Never these checks. */
  excludeChecks?: string[];
  /** The slowest answer allowed, in milliseconds (turns max_response_time on). */
  maxResponseTimeMs?: number;
  /** Operations not implemented (501, or 404 to everything) do not fail the run. */
  allowNotImplemented?: boolean;
}

export interface PlannedRequest {
  kind: RequestKind;
  label: string;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: { media: MediaContent; value: unknown };
  journey: string[];
  needs: Dependency[];
}
