import { inject, it, expect } from 'vitest';

it('the mock answers the journey record', async () => {
  const response = await fetch(`${inject('mockBaseUrl')}/journey`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: '/quote/boiler' }),
  });
  expect(response.status).toBe(204);
});
