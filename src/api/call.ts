// The one way a feature calls the server (decision 710): every call answers an ApiResult and nothing throws.
import { errorReporter } from './error-reporting';
import type { ErrorBody } from '@/shared/contract-types';
import { serverMessage } from './errors';
import { RequestCancelledError } from './network-policy';
import { firstProblem, NOTHING_READ, type AnswerCheck } from './answer-check';

export type ApiFailure = {
  readonly ok: false;
  /** The HTTP status; NO_ANSWER_STATUS when nothing came back (offline, timed out, cancelled). */
  readonly status: number;
  /** The server's message, or the call's fallback text (src/domain/failure-texts.ts). */
  readonly message: string;
  /** The server's per-field messages on a 422, when it sent them. */
  readonly fieldErrors?: Readonly<Record<string, string[]>>;
  readonly cancelled?: true;
};

export type ApiResult<T> = { readonly ok: true; readonly data: T } | ApiFailure;

/** The status of a failure with no answer at all. */
export const NO_ANSWER_STATUS = 0;
/** The status of an answer that is not JSON or not the shape the page reads (the contract check answers it too). */
export const WRONG_SHAPE_STATUS = 502;

/** Reported when a 2xx answer is not the shape the page reads. */
export class WrongShapeError extends Error {
  override name = 'WrongShapeError';
  constructor(
    readonly operation: string,
    readonly problem: string,
  ) {
    super(`The answer to ${operation} is not the shape the page reads: ${problem}.`);
  }
}

/** What openapi-fetch resolves (`api.GET(...)` and the other methods). */
interface ClientAnswer<Data> {
  readonly data?: Data;
  readonly error?: unknown;
  readonly response: Response;
}

export interface CallOptions<Data> {
  /** The generated check of the fields the page reads from a successful answer (src/api/answer-checks/). */
  readonly check: AnswerCheck<Data>;
  /** The message when the server gave none. */
  readonly fallback: string;
}

function operationOf(response: Response): string {
  try {
    return new URL(response.url).pathname;
  } catch {
    return 'a call';
  }
}

/** Sends one call through the client and answers its ApiResult. */
export async function call<Data>(send: () => Promise<ClientAnswer<Data>>, { check, fallback }: CallOptions<NoInfer<Data>>): Promise<ApiResult<Data>> {
  let answer: ClientAnswer<Data>;
  try {
    answer = await send();
  } catch (error) {
    // openapi-fetch parses a 2xx body before answering: a body that is not JSON is a wrong shape.
    if (error instanceof SyntaxError) {
      errorReporter().captureException(error, { problem: 'the body is not JSON' });
      return { ok: false, status: WRONG_SHAPE_STATUS, message: fallback };
    }
    const cancelled = error instanceof RequestCancelledError ? ({ cancelled: true } as const) : {};
    return { ok: false, status: NO_ANSWER_STATUS, message: serverMessage(error, fallback), ...cancelled };
  }
  const { data, error, response } = answer;
  if (!response.ok) {
    const fieldErrors = (error as Partial<ErrorBody> | undefined)?.errors;
    return { ok: false, status: response.status, message: serverMessage(error, fallback), ...(fieldErrors ? { fieldErrors } : {}) };
  }
  const problem = firstProblem(check, data);
  if (problem) {
    const operation = operationOf(response);
    errorReporter().captureException(new WrongShapeError(operation, problem), { operation, status: response.status, problem });
    return { ok: false, status: WRONG_SHAPE_STATUS, message: fallback };
  }
  return { ok: true, data: data as Data };
}

/** Sends a save whose answer no page reads: its result carries no data. */
export async function save(send: () => Promise<ClientAnswer<unknown>>, fallback: string): Promise<ApiResult<void>> {
  const saved = await call(send, { check: NOTHING_READ, fallback });
  return saved.ok ? { ok: true, data: undefined } : saved;
}
