import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isCompetitorUrl } from './competitor-url';

const label = fc.stringMatching(/^[a-z\d](?:[a-z\d-]{0,20}[a-z\d])?$/);
const tld = fc.stringMatching(/^[a-z]{2,6}$/);
const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([labels, end]) => [...labels, end].join('.'));
const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));
const segment = fc.stringMatching(/^[-a-z\d%_.~+]{0,12}$/);

const validUrl = fc
  .record({
    scheme: fc.constantFrom('', 'http://', 'https://'),
    host: fc.oneof(host, ipv4),
    port: fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
    path: fc.array(segment, { maxLength: 4 }),
    query: fc.option(fc.stringMatching(/^[a-z\d=&%_.-]{0,20}$/), { nil: undefined }),
    fragment: fc.option(fc.stringMatching(/^[a-z\d_-]{0,10}$/), { nil: undefined }),
  })
  .map(({ scheme, host: h, port, path, query, fragment }) =>
    `${scheme}${h}${port === undefined ? '' : `:${port}`}${path.map((p) => `/${p}`).join('')}${query === undefined ? '' : `?${query}`}${fragment === undefined ? '' : `#${fragment}`}`,
  );

describe('isCompetitorUrl', () => {
  it('accepts examples of each part', () => {
    for (const url of [
      'boilers.example.co.uk',
      'https://www.example.com/quote/123?ref=abc#price',
      'http://192.168.0.10:8080/quote',
      'example.com:443',
      ' www.example.org/path/ ',
    ]) {
      expect(isCompetitorUrl(url), url).toBe(true);
    }
  });

  it('refuses what is not a web address', () => {
    for (const url of ['', 'boiler', 'ftp://example.com', 'http://', 'example', 'exa mple.com', 'http://example.c0m', 'example.com:99999', '256.1.1.1', 'mailto:a@example.com', 'javascript:alert(1)', 'https://-bad.com']) {
      expect(isCompetitorUrl(url), url).toBe(false);
    }
  });

  it('property: every address built from scheme, host or IP, port, path, query and fragment is valid', () => {
    fc.assert(fc.property(validUrl, (url) => isCompetitorUrl(url)));
  });

  it('property: a space inside, an unknown scheme or no dot in the host is refused', () => {
    fc.assert(
      fc.property(validUrl.filter((url) => url.length > 1), fc.nat(), (url, at) => {
        const cut = 1 + (at % (url.length - 1));
        return !isCompetitorUrl(`${url.slice(0, cut)} ${url.slice(cut)}`);
      }),
    );
    fc.assert(fc.property(host, fc.constantFrom('ftp://', 'file://', 'ws://'), (h, scheme) => !isCompetitorUrl(`${scheme}${h}`)));
    fc.assert(fc.property(label, fc.constantFrom('', 'https://'), (single, scheme) => !isCompetitorUrl(`${scheme}${single}`)));
  });
});
