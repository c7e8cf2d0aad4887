import type { Breadcrumb, ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubText } from './error-scrubbing';

describe('scrubText', () => {
  it('replaces email addresses, also URL-encoded', () => {
    expect(scrubText('Contact failed for jane.doe+quotes@example.co.uk today')).toBe('Contact failed for [email] today');
    expect(scrubText('/api/contact/jane%40example.com')).toBe('/api/contact/[email]');
  });

  it('replaces UK and international phone numbers, with or without spaces', () => {
    expect(scrubText('callback to 07700 900123 failed')).toBe('callback to [phone] failed');
    expect(scrubText('callback to +44 7700 900123')).toBe('callback to [phone]');
    expect(scrubText('landline 020 7946 0000.')).toBe('landline [phone].');
    expect(scrubText('abroad +33 1 23 45 67 89')).toBe('abroad [phone]');
  });

  it('replaces postcodes in any case, with or without the space, also URL-encoded', () => {
    expect(scrubText('No installer covers SW1A 1AA yet')).toBe('No installer covers [postcode] yet');
    expect(scrubText('/api/address/sw1a1aa')).toBe('/api/address/[postcode]');
    expect(scrubText('/api/address/M1%201AE/list')).toBe('/api/address/[postcode]/list');
  });

  it('removes the query string of absolute URLs and paths', () => {
    expect(scrubText('GET https://shop.example/api/quote/results/boiler?postcode=SW1A1AA&ref=Q123 failed')).toBe(
      'GET https://shop.example/api/quote/results/boiler failed',
    );
    expect(scrubText('/order/pay/ORD-1?email=a@b.com#top')).toBe('/order/pay/ORD-1#top');
  });

  it('leaves what is not personal data alone', () => {
    const text = "TypeError: Cannot read properties of undefined (reading 'price') at https://shop.example/assets/results-page-Cd_CtZpR.js:1:2345";
    expect(scrubText(text)).toBe(text);
    expect(scrubText('trace 4bf92f3577b34da6a3ce929d0e0e4736, order 118')).toBe('trace 4bf92f3577b34da6a3ce929d0e0e4736, order 118');
  });
});

describe('scrubBreadcrumb (beforeBreadcrumb)', () => {
  it('drops console breadcrumbs whatever they say', () => {
    expect(scrubBreadcrumb({ category: 'console', level: 'log', message: 'saved jane@example.com' })).toBeNull();
    expect(scrubBreadcrumb({ category: 'console', level: 'error', message: 'nothing personal' })).toBeNull();
  });

  it('strips the query string and personal data from fetch and navigation breadcrumbs', () => {
    const fetchCrumb: Breadcrumb = {
      category: 'fetch',
      type: 'http',
      data: { method: 'POST', url: '/api/quote/callback/Q-7731?postcode=SW1A%201AA', status_code: 500 },
    };
    expect(scrubBreadcrumb(fetchCrumb)?.data).toEqual({ method: 'POST', url: '/api/quote/callback/Q-7731', status_code: 500 });
    const navigation: Breadcrumb = { category: 'navigation', data: { from: '/quote/boiler?email=jane@example.com', to: '/quote/results/boiler?postcode=M11AE' } };
    expect(scrubBreadcrumb(navigation)?.data).toEqual({ from: '/quote/boiler', to: '/quote/results/boiler' });
  });

  it('replaces values kept under personal keys, names included', () => {
    const crumb = scrubBreadcrumb({ category: 'checkout', message: 'details saved', data: { firstName: 'Jane', lastName: 'Doe', customer_name: 'Jane Doe', step: 'contact' } });
    expect(crumb?.data).toEqual({ firstName: '[Filtered]', lastName: '[Filtered]', customer_name: '[Filtered]', step: 'contact' });
  });
});

describe('scrubEvent (beforeSend)', () => {
  const event: ErrorEvent = {
    type: undefined,
    message: 'Could not save jane@example.com / 07700 900123',
    exception: { values: [{ type: 'Error', value: 'No slots for SW1A 1AA' }] },
    request: { url: 'https://shop.example/checkout/boiler/Q-1?discount=SPRING', query_string: 'discount=SPRING', headers: { Referer: 'https://shop.example/quote?postcode=SW1A1AA' } },
    user: { email: 'jane@example.com', ip_address: '203.0.113.9', username: 'jane' },
    extra: { contact: { fullName: 'Jane Doe', email: 'jane@example.com', phone: '07700900123', postcode: 'SW1A 1AA', preferred: 'morning' } },
    contexts: { browser: { name: 'Chrome', version: '156' } },
    breadcrumbs: [
      { category: 'console', message: 'jane@example.com' },
      { category: 'fetch', data: { url: '/api/order/ORD-9?x=1' } },
    ],
  };

  it('cleans the message, the exception, the request, the user and every extra', () => {
    const scrubbed = scrubEvent(event);
    expect(scrubbed.message).toBe('Could not save [email] / [phone]');
    expect(scrubbed.exception?.values?.[0]?.value).toBe('No slots for [postcode]');
    expect(scrubbed.request).toEqual({ url: 'https://shop.example/checkout/boiler/Q-1', query_string: '[Filtered]', headers: { Referer: 'https://shop.example/quote' } });
    expect(scrubbed.user).toEqual({ email: '[Filtered]', ip_address: '[Filtered]', username: '[Filtered]' });
    expect(scrubbed.extra).toEqual({ contact: { fullName: '[Filtered]', email: '[Filtered]', phone: '[Filtered]', postcode: '[Filtered]', preferred: 'morning' } });
    // Sentry's own context names are not personal data.
    expect(scrubbed.contexts).toEqual({ browser: { name: 'Chrome', version: '156' } });
  });

  it('sends no console breadcrumb and cleans the others', () => {
    expect(scrubEvent(event).breadcrumbs).toEqual([{ category: 'fetch', data: { url: '/api/order/ORD-9' } }]);
  });
});
