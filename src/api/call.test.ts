import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, NO_ANSWER_STATUS, WRONG_SHAPE_STATUS } from './call';
import { setErrorReporter } from './error-reporting';
import { NetworkError, RequestCancelledError } from './network-policy';
import type { AnswerCheck } from './answer-check';

const check: AnswerCheck = { type: 'object', properties: { orderId: { type: 'string' } }, required: ['orderId'] };
const options = { check, fallback: 'We could not load this.' };
const answer = (status: number, body: { data?: unknown; error?: unknown }) => async () => ({ ...body, response: new Response(null, { status: status === 204 ? 204 : status }) });

afterEach(() => setErrorReporter(null));

describe('call answers one result for every outcome', () => {
  it('answers the data of a 2xx in the shape the page reads', async () => {
    expect(await call(answer(200, { data: { orderId: 'QB7K2M9X' } }), options)).toEqual({ ok: true, data: { orderId: 'QB7K2M9X' } });
  });

  it('turns an error answer into its status and the server message, or the fallback', async () => {
    expect(await call(answer(409, { error: { message: 'Already sent.' } }), options)).toEqual({ ok: false, status: 409, message: 'Already sent.' });
    expect(await call(answer(500, { error: undefined }), options)).toEqual({ ok: false, status: 500, message: 'We could not load this.' });
    expect(await call(answer(422, { error: { message: 'Check the form.', errors: { url: ['Invalid'] } } }), options)).toMatchObject({ status: 422, fieldErrors: { url: ['Invalid'] } });
  });

  it('turns a 2xx of the wrong shape into a failure with the fallback, and reports it', async () => {
    const captureException = vi.fn();
    setErrorReporter({ addBreadcrumb: () => {}, captureException });
    expect(await call(answer(200, { data: { unexpected: true } }), options)).toEqual({ ok: false, status: WRONG_SHAPE_STATUS, message: 'We could not load this.' });
    expect(captureException).toHaveBeenCalledWith(expect.objectContaining({ name: 'WrongShapeError' }), expect.objectContaining({ problem: 'orderId is missing' }));
  });

  it('turns a body that is not JSON into the same failure, never the parser text', async () => {
    const notJson = () => Promise.reject(new SyntaxError('Unexpected end of JSON input'));
    expect(await call(notJson, options)).toEqual({ ok: false, status: WRONG_SHAPE_STATUS, message: 'We could not load this.' });
  });

  it('turns no answer after the retries, or a cancelled call, into a failure with no status', async () => {
    const offline = () => Promise.reject(new NetworkError('offline', 4));
    expect(await call(offline, options)).toEqual({ ok: false, status: NO_ANSWER_STATUS, message: 'We could not reach our server. Check your connection and try again.' });
    const cancelled = () => Promise.reject(new RequestCancelledError());
    expect(await call(cancelled, options)).toMatchObject({ ok: false, status: NO_ANSWER_STATUS, cancelled: true });
  });
});
