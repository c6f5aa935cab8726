import { expect, test } from '@playwright/test';

test('the home is cached by the CDN', async ({ request }) => {
  const first = await request.get('/');
  expect(first.status()).toBe(200);
  const second = await request.get('/');
  expect(second.headers()['x-vercel-cache']).toBe('HIT');
});
