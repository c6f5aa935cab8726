import { expect, test } from './fixtures.ts';

test('the api fixture talks to the server under test', { tag: '@http' }, async ({ api }) => {
  const health = await api.get('/api/health');
  expect(health.status()).toBe(200);
});

test('adminPage is logged in and reaches the back-office', async ({ adminPage }) => {
  await adminPage.goto('/admin');
  await expect(adminPage).toHaveURL(/\/admin$/);
});
