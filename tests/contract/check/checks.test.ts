// Which checks a run makes: --checks selects, --exclude-checks leaves out, max_response_time only with a limit.
import { describe, expect, it } from 'vitest';
import { CHECKS, checkOfRule, selectChecks } from '../../../scripts/contract-check/checks.ts';

describe('check selection', () => {
  it('makes every check but max_response_time by default, and max_response_time once a limit is given', () => {
    expect([...selectChecks({})]).toEqual(CHECKS.filter((name) => name !== 'max_response_time'));
    expect(selectChecks({ maxResponseTimeMs: 500 }).has('max_response_time')).toBe(true);
  });

  it('selects with --checks and leaves out with --exclude-checks', () => {
    expect([...selectChecks({ checks: ['not_a_server_error', 'ignored_auth'] })]).toEqual(['not_a_server_error', 'ignored_auth']);
    expect(selectChecks({ excludeChecks: ['use_after_free'] }).has('use_after_free')).toBe(false);
    expect(() => selectChecks({ checks: ['no_such_check'] })).toThrow(/No check called no_such_check/);
    expect(() => selectChecks({ checks: ['max_response_time'] })).toThrow(/--max-response-time/);
  });

  it('files every rule under its check', () => {
    expect(checkOfRule('csrf-wrong-token')).toBe('ignored_auth');
    expect(checkOfRule('idempotency-key-reuse')).toBe('idempotency');
    expect(checkOfRule('resource-available')).toBe('ensure_resource_availability');
    expect(checkOfRule('unknown-identifier-not-found')).toBe('identifier_conformance');
    expect(checkOfRule('answers-the-identifier-asked')).toBe('identifier_conformance');
    expect(checkOfRule('required')).toBe('response_schema_conformance');
    expect(checkOfRule('reject-invalid-request')).toBe('negative_data_rejection');
  });
});
