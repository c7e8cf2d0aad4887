// The finance redirect goes only to allowed lender hosts (decision 164), for any address the
// server could answer, not just the examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LENDER_REDIRECT_HOSTS, allowedLenderUrl } from '@/features/checkout/finance-options';

describe('allowedLenderUrl', () => {
  it('never allows a host outside the list, whatever the address', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (address) => {
        const allowed = allowedLenderUrl(address);
        if (allowed) {
          expect(LENDER_REDIRECT_HOSTS).toContain(allowed.hostname);
          expect(allowed.protocol).toBe('https:');
        }
      }),
      { numRuns: 200 },
    );
  });

  it.each([
    'https://apply.v12finance.com.evil.example/form',
    'https://evil.example/?next=https://apply.v12finance.com',
    'https://apply.v12finance.com@evil.example/',
    'http://apply.v12finance.com/form',
    'https://apply.v12finance.com:8443/form',
    'javascript:location="https://apply.v12finance.com"',
    '//apply.v12finance.com/form',
  ])('refuses %s', (address) => expect(allowedLenderUrl(address)).toBeNull());

  it('follows the lender form with any path and query', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LENDER_REDIRECT_HOSTS), fc.webPath(), fc.webQueryParameters(), (host, path, query) => {
        expect(allowedLenderUrl(`https://${host}${path}?${query}`)?.hostname).toBe(host);
      }),
    );
  });
});
