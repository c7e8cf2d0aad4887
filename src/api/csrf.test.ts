// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { csrfTokenFromPage } from './network-policy';

it('reads the CSRF token from <meta name="csrf-token">', () => {
  document.head.innerHTML = '<meta name="csrf-token" content="abc123">';
  expect(csrfTokenFromPage()).toBe('abc123');
  document.head.innerHTML = '';
  expect(csrfTokenFromPage()).toBeNull();
});
