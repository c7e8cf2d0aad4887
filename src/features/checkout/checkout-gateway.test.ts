import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/api/network-policy';
import { serverMessage } from '@/api/errors';
import { idempotencyKeys, STEP_FAILURE_FALLBACK, stepFailureText } from './checkout-gateway';
import { StepSaveError } from './step-wiring';

describe('what a failed step tells the customer (purchase §8, decision 231)', () => {
  it("shows the server's message, or the step's own", () => {
    expect(stepFailureText(Object.assign(new Error('The order could not be saved.'), { status: 500 }))).toBe('The order could not be saved.');
    expect(stepFailureText({ message: 'Install date taken' })).toBe('Install date taken');
    expect(stepFailureText(new StepSaveError('Please choose an install date.'))).toBe('Please choose an install date.');
    expect(stepFailureText(new NetworkError('offline', 4))).toBe('We could not reach our server. Check your connection and try again.');
  });

  it('falls back when there is no message', () => {
    expect(stepFailureText({ message: '  ' })).toBe(STEP_FAILURE_FALLBACK);
    expect(stepFailureText(undefined)).toBe(STEP_FAILURE_FALLBACK);
    expect(serverMessage(new Error(''), 'Invalid code')).toBe('Invalid code');
  });

  it("never shows a parser's or the runtime's text: an answer that is not JSON or breaks the contract", () => {
    let parserError: unknown;
    try {
      JSON.parse('{"order": {"id": 1,');
    } catch (error) {
      parserError = error;
    }
    expect(parserError).toBeInstanceOf(SyntaxError);
    expect(stepFailureText(parserError)).toBe(STEP_FAILURE_FALLBACK);
    expect(stepFailureText(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(STEP_FAILURE_FALLBACK);
    expect(serverMessage(parserError, 'Invalid code')).toBe('Invalid code');
  });
});

describe('idempotencyKeys', () => {
  it('gives the same body the same key, and another body another', () => {
    const keyOf = idempotencyKeys();
    const first = keyOf({ quote_id: 'Q1', fitting_date: '2026-12-02' });
    expect(keyOf({ quote_id: 'Q1', fitting_date: '2026-12-02' })).toBe(first);
    expect(keyOf({ quote_id: 'Q1', fitting_date: '2026-12-03' })).not.toBe(first);
  });
});
