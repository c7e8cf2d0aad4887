// What error reporting may send (decision 421, OWASP ASVS 7.1, 8.2): no personal data or query string, no console lines.
import type { Breadcrumb, Event } from '@sentry/react';

const FILTERED = '[Filtered]';

// A URL's query string: from the `?` of an absolute URL or a path to the next space, quote or `#`.
const QUERY_STRING = /((?:https?:\/\/|\/)[^\s?#"'<>]*)\?[^\s#"'<>]*/g;
const EMAIL = /[\w.!#$%&'*+=^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/g;
// UK numbers (07700 900123, +44 20 7946 0000, 0044...) and other international ones (+33 1 23 45 67 89).
const PHONE = /(?<![\w+])(?:(?:\+|00)\d{1,3}|0)(?:[\s.-]?\(?\d\)?){8,11}(?![\w])/g;
// UK postcodes with or without the space, also URL-encoded (SW1A 1AA, sw1a1aa, SW1A%201AA).
const POSTCODE = /(?<![\w])(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)(?:\s|%20|\+)?\d[A-Z]{2}(?![\w])/gi;
// Keys whose values are personal data whatever their form: form fields, Sentry's user and request parts.
const PERSONAL_KEY =
  /(?:e-?mail|e-?mail_?address|phone|mobile|telephone|post_?code|zip|address(?:_?line_?\d)?|first_?name|last_?name|full_?name|sur_?name|given_?name|family_?name|customer_?name|user_?name|query|query_?string|cookies?|authorization)$/i;

export function scrubText(text: string): string {
  return text.replace(QUERY_STRING, '$1').replace(EMAIL, '[email]').replace(PHONE, '[phone]').replace(POSTCODE, '[postcode]');
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 16) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, PERSONAL_KEY.test(key) && item !== undefined ? FILTERED : scrubValue(item, depth + 1)]),
  );
}

/** Sentry's `beforeBreadcrumb`: console lines are dropped, the rest cleaned. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null;
  return scrubValue(breadcrumb, 0) as Breadcrumb;
}

/** Sentry's `beforeSend` and `beforeSendTransaction`: the whole event cleaned, its breadcrumbs too. */
export function scrubEvent<E extends Event>(event: E): E {
  const scrubbed = scrubValue(event, 0) as E;
  if (scrubbed.breadcrumbs) scrubbed.breadcrumbs = scrubbed.breadcrumbs.filter((breadcrumb) => breadcrumb.category !== 'console');
  return scrubbed;
}
