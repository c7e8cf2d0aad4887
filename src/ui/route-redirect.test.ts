// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { redirectFrom } from './route-redirect';

const at = (path: string) => new Request(new URL(path, window.location.origin));
const replaces = (response: Response) => response.headers.get('X-Remix-Replace') === 'true';

describe('a loader redirect', () => {
  it('replaces the address the browser shows (a landing, Back), and so every redirect of that chain', () => {
    window.history.replaceState(null, '', '/quote/results');
    const first = redirectFrom(at('/quote/results'), '/quote/boiler/results');
    expect(first.headers.get('Location')).toBe('/quote/boiler/results');
    expect(replaces(first)).toBe(true);
    expect(replaces(redirectFrom(at('/quote/boiler/results'), '/quote/boiler'))).toBe(true);
  });

  it('pushes its target in place of a link followed in the app, whose own address was never shown', () => {
    window.history.replaceState(null, '', '/');
    const followed = redirectFrom(at('/checkout/battery/Q-9'), '/enquire/battery/Q-9');
    expect(followed.headers.get('Location')).toBe('/enquire/battery/Q-9');
    expect(replaces(followed)).toBe(false);
  });
});
