// The production host's headers (scripts/host-headers.ts): the _headers file the build writes, read
// the way Cloudflare Pages reads it, which is also how `vite preview` serves it.
import { describe, expect, it } from 'vitest';
import { cspReportUri, headersFile, headersForPath, IMMUTABLE, parseHeadersFile } from '../../scripts/host-headers';

const rules = parseHeadersFile(headersFile("default-src 'self'", cspReportUri(undefined)));
const valuesFor = (pathname: string) => Object.fromEntries([...headersForPath(rules, pathname).values()]);

describe('the host headers', () => {
  it('give every page the policy with frame-ancestors and the report endpoint, HSTS, nosniff, referrer and permissions policies, revalidated on each visit', () => {
    const page = valuesFor('/checkout/aircon');
    expect(page['Content-Security-Policy']).toBe("default-src 'self'; frame-ancestors 'none'; report-uri /api/csp-report; report-to csp");
    expect(page['Reporting-Endpoints']).toBe('csp="/api/csp-report"');
    expect(page['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['X-Frame-Options']).toBe('DENY');
    expect(page['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(page['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*payment=\(self "https:\/\/js\.stripe\.com"\)/);
    expect(page['Cache-Control']).toBe('no-cache');
  });

  it('cache a hashed asset for good: its Cache-Control replaces the page one, the security headers stay', () => {
    const asset = valuesFor('/assets/index-Czz4e7BF.js');
    expect(asset['Cache-Control']).toBe(IMMUTABLE);
    expect(asset['X-Content-Type-Options']).toBe('nosniff');
    expect(valuesFor('/images/boiler-white.svg')['Cache-Control']).toBe('no-cache');
  });

  it('send reports to the configured API', () => {
    expect(cspReportUri('https://api.example-energy.co.uk/v1/')).toBe('https://api.example-energy.co.uk/v1/csp-report');
  });

  it('read Cloudflare Pages patterns: splats, placeholders, repeated names joined, `!` removing', () => {
    const parsed = parseHeadersFile('/*\n  X-A: one\n/order/:ref\n  X-A: two\n/order/:ref/pay\n  ! X-A\n  X-B: three\n');
    expect([...headersForPath(parsed, '/order/AB12').values()]).toEqual([['X-A', 'one, two']]);
    expect([...headersForPath(parsed, '/order/AB12/pay').values()]).toEqual([['X-B', 'three']]);
    expect(() => parseHeadersFile('  X-A: one\n')).toThrow(/before any URL pattern/);
  });
});
