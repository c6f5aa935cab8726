import { startFakePushService, type FakePushService, type FakeSubscription } from '../fakes/push-service.ts';
import { expect, test } from './fixtures.ts';

/**
 * 'Avísame' on a game page. The browser's part is stubbed before the page loads (service worker registration
 * and PushManager.subscribe give a subscription whose endpoint and keys come from the local fake push service;
 * permission is granted); the server's part is real: the island asks for the VAPID key, the subscription is
 * stored, and stopping deletes it.
 */
let fake: FakePushService;
let publicKey: string;

test.beforeAll(async ({ request }) => {
  publicKey = ((await (await request.get('/api/push/public-key')).json()) as { publicKey: string }).publicKey;
  fake = await startFakePushService(publicKey);
});
test.afterAll(() => fake.close());

/** What the stubbed browser saw: service worker registrations, subscribe options, unsubscribes. */
interface Seen {
  registered: [string, string | undefined][];
  subscribedWith: { userVisibleOnly: boolean; key: string } | null;
  unsubscribed: boolean;
}

const stubBrowserPush = (subscription: FakeSubscription) => {
  const seen: Seen = { registered: [], subscribedWith: null, unsubscribed: false };
  (window as unknown as { __push: Seen }).__push = seen;
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const pushManager = {
    getSubscription: () => Promise.resolve(current),
    subscribe: (options: { userVisibleOnly: boolean; applicationServerKey: string }) => {
      seen.subscribedWith = { userVisibleOnly: options.userVisibleOnly, key: options.applicationServerKey };
      current = {
        endpoint: subscription.endpoint,
        toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
        unsubscribe: () => {
          seen.unsubscribed = true;
          current = null;
          return Promise.resolve(true);
        },
      };
      return Promise.resolve(current);
    },
  };
  const registration = { scope: `${location.origin}/`, pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: (url: string, options?: { scope?: string }) => {
        seen.registered.push([url, options?.scope]);
        return Promise.resolve(registration);
      },
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  });
  Notification.requestPermission = () => Promise.resolve('granted');
};

test("'Avísame' subscribes this browser to the game, and 'Desactivar avisos' stops it @responsive", async ({
  page,
  request,
}, testInfo) => {
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  const subscription = fake.subscribe();
  await page.addInitScript(stubBrowserPush, subscription);
  await page.goto('/quiniela-pale-leidsa');

  const subscribe = page.getByRole('button', { name: 'Avísame cuando salgan los resultados de Quiniela Leidsa' });
  await expect(subscribe).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
  );
  await subscribe.click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  expect(await answer.json()).toEqual({ gameIds: ['quiniela-leidsa'] });
  expect(answer.request().postDataJSON()).toEqual({ ...subscription, gameIds: ['quiniela-leidsa'] });
  await expect(page.getByRole('status').filter({ hasText: 'Avisos activados' })).toBeVisible();
  const stop = page.getByRole('button', { name: 'Desactivar avisos' });
  await expect(stop).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __push: Seen }).__push);
  expect(seen).toMatchObject({ subscribedWith: { userVisibleOnly: true, key: publicKey }, unsubscribed: false });
  // The page registers the app's service worker as it loads (decision 058); the island asks for the same one.
  expect(seen.registered.length).toBeGreaterThan(0);
  expect(new Set(seen.registered.map(([url, scope]) => `${url} ${scope}`))).toEqual(new Set(['/sw.js /']));

  // Stored: stopping a game it does not follow answers the games the server holds for the endpoint.
  const held = await request.delete('/api/push/subscriptions', {
    data: { endpoint: subscription.endpoint, gameIds: ['loto-leidsa'] },
  });
  expect(await held.json()).toEqual({ gameIds: ['quiniela-leidsa'] });

  const deleted = page.waitForResponse(
    (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
  );
  await stop.click();
  expect(await (await deleted).json()).toEqual({ gameIds: [] });
  await expect(subscribe).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __push: Seen }).__push.unsubscribed)).toBe(true);
});
