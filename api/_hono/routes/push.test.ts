import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { pushSubscriptions, rateLimits } from '../../../db/schema/index.ts';
import { GAMES } from '../../../src/lib/catalogue/index.ts';
import { errorBodySchema } from '../../../src/lib/schemas/api-error.ts';
import { MAX_PUSH_GAMES } from '../../../src/lib/schemas/push.ts';
import { BROWSER_PUSH_SERVICES } from '../../../src/server/push-endpoints.ts';
import { PUSH_RULE } from '../../../src/server/services/push.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { openTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

/** The cap on stored subscriptions of this file's app (PUSH_MAX_SUBSCRIPTIONS). */
const MAX_SUBSCRIPTIONS = 40;
let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let off: ReturnType<typeof createApp>;
const vapid = webpush.generateVAPIDKeys();
const unusedFetch = async (): Promise<Response> => {
  throw new Error('no network in tests');
};

/** A browser's subscription as `PushSubscription.toJSON()` gives it: a fresh P-256 point and auth secret. */
const browserSubscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

/** Sends any `body` (the invalid ones the typed client would not send) as the site's own page at `ip` would. */
const send = async (method: 'POST' | 'DELETE', body: unknown, { ip = '203.0.113.9', to = app } = {}) => {
  const response = await to.request(
    '/api/push/subscriptions',
    {
      method,
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify(body),
    },
    { astro: { clientAddress: ip } },
  );
  return { status: response.status, body: (await response.json()) as unknown };
};
const stored = () => handle.db.select().from(pushSubscriptions);

beforeAll(async () => {
  handle = await openTestDb();
  const deps = { db: async () => handle, fetcher: unusedFetch };
  app = createApp({
    ...deps,
    push: () => ({
      ...vapid,
      subject: 'mailto:pruebas@ganamas.com.do',
      endpoints: BROWSER_PUSH_SERVICES,
      maxSubscriptions: MAX_SUBSCRIPTIONS,
    }),
  });
  off = createApp({ ...deps, push: () => null });
});
beforeEach(async () => {
  await handle.db.delete(pushSubscriptions);
  await handle.db.delete(rateLimits);
});
afterAll(async () => handle.close());

describe('GET /api/push/public-key', () => {
  it('gives the VAPID public key browsers subscribe with', async () => {
    const response = await clientOf(app).push['public-key'].$get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('answers 503 in the error shape when alerts are off', async () => {
    const response = await clientOf(off).push['public-key'].$get();
    expect(response.status).toBe(503);
    expect(errorBodySchema.parse(await response.json()).error).toMatchObject({ code: 'unavailable' });
    expect((await send('POST', { ...browserSubscription(), gameIds: ['quiniela-leidsa'] }, { to: off })).status).toBe(
      503,
    );
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the subscription with its keys and games, and adds the games of a later subscribe', async () => {
    const subscription = browserSubscription();
    const subscriptions = clientOf(app, { astro: { clientAddress: '203.0.113.9' } }).push.subscriptions;
    const first = await subscriptions.$post({ json: { ...subscription, gameIds: ['quiniela-leidsa'] } });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ gameIds: ['quiniela-leidsa'] });
    const second = await subscriptions.$post({
      json: { ...subscription, gameIds: ['loto-leidsa', 'quiniela-leidsa'] },
    });
    expect(await second.json()).toEqual({ gameIds: ['loto-leidsa', 'quiniela-leidsa'] });
    expect(await stored()).toEqual([
      expect.objectContaining({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        gameIds: ['loto-leidsa', 'quiniela-leidsa'],
        lastSuccessAt: null,
      }),
    ]);
  });

  const valid = () => ({ ...browserSubscription(), gameIds: ['quiniela-leidsa'] });
  const cases: [string, (v: ReturnType<typeof valid>) => unknown, string][] = [
    ['an http endpoint', (v) => ({ ...v, endpoint: 'http://push.example.test/send/1' }), 'endpoint'],
    ['an endpoint that is no URL', (v) => ({ ...v, endpoint: 'push-service' }), 'endpoint'],
    ['a p256dh of 64 bytes', (v) => ({ ...v, keys: { ...v.keys, p256dh: v.keys.p256dh.slice(0, 86) } }), 'keys.p256dh'],
    [
      'a compressed p256dh',
      (v) => ({ ...v, keys: { ...v.keys, p256dh: `A${v.keys.p256dh.slice(1)}` } }),
      'keys.p256dh',
    ],
    [
      'an auth of 12 bytes',
      (v) => ({ ...v, keys: { ...v.keys, auth: randomBytes(12).toString('base64url') } }),
      'keys.auth',
    ],
    ['no keys', ({ endpoint, gameIds }) => ({ endpoint, gameIds }), 'keys'],
    ['an unknown game', (v) => ({ ...v, gameIds: ['quiniela-leidsa', 'loto-marte'] }), 'gameIds.1'],
    ['no game', (v) => ({ ...v, gameIds: [] }), 'gameIds'],
    [
      'more games than allowed',
      (v) => ({ ...v, gameIds: GAMES.slice(0, MAX_PUSH_GAMES + 1).map((g) => g.id) }),
      'gameIds',
    ],
    ['an extra field', (v) => ({ ...v, email: 'maria@example.com' }), ''],
    ['an extra key', (v) => ({ ...v, keys: { ...v.keys, expirationTime: null } }), 'keys'],
  ];
  it.each(cases)('refuses %s with 400 in the error shape, storing nothing', async (_, change, path) => {
    const answer = await send('POST', change(valid()));
    expect(answer.status).toBe(400);
    const { error } = errorBodySchema.parse(answer.body);
    expect(error.code).toBe('bad_request');
    expect(error.issues?.map((i) => i.path.join('.'))).toContain(path);
    expect(await stored()).toEqual([]);
  });

  it(`refuses to follow more than ${MAX_PUSH_GAMES} games in all, keeping what was stored`, async () => {
    const subscription = browserSubscription();
    const ids = GAMES.map((g) => g.id);
    expect((await send('POST', { ...subscription, gameIds: ids.slice(0, MAX_PUSH_GAMES) })).status).toBe(201);
    const over = await send('POST', { ...subscription, gameIds: [ids[MAX_PUSH_GAMES]] });
    expect(over.status).toBe(400);
    expect(errorBodySchema.parse(over.body).error.message).toBe(
      `Una suscripción sigue como máximo ${MAX_PUSH_GAMES} juegos.`,
    );
    expect((await stored())[0]?.gameIds).toHaveLength(MAX_PUSH_GAMES);
  });

  const ENDPOINT_REFUSED = 'Este servicio de avisos no está admitido. Usa un navegador con avisos web.';
  it.each([
    'https://127.0.0.1/push/1',
    'https://localhost/push/1',
    'https://10.0.0.7/push/1',
    'https://169.254.169.254/latest/meta-data/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://0x7f.0.0.1/push/1',
    'https://2130706433/push/1',
    'https://[::1]/push/1',
    'https://user:pw@fcm.googleapis.com/fcm/send/1',
    'https://fcm.googleapis.com:8443/fcm/send/1',
    'https://fcm.googleapis.com.evil.example/fcm/send/1',
    'https://evil-fcm.googleapis.com/fcm/send/1',
    'https://notify.windows.com/w/?token=1',
    'https://push.example.test/send/1',
  ])('refuses the endpoint %s with 400 in Spanish, storing nothing', async (endpoint) => {
    const answer = await send('POST', { ...valid(), endpoint });
    expect(answer.status).toBe(400);
    const { error } = errorBodySchema.parse(answer.body);
    expect(error).toMatchObject({ code: 'bad_request', message: ENDPOINT_REFUSED });
    expect(error.issues?.map((i) => i.path.join('.'))).toEqual(['endpoint']);
    expect(await stored()).toEqual([]);
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://wns2-bn3p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
  ])("stores a subscription at a browser's push service: %s", async (endpoint) => {
    expect((await send('POST', { ...valid(), endpoint })).status).toBe(201);
  });

  it('refuses a p256dh that is no point of the P-256 curve, and an auth with stray bits', async () => {
    const offCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const answer = await send('POST', { ...valid(), keys: { ...valid().keys, p256dh: offCurve } });
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error.issues).toEqual([
      { path: ['keys', 'p256dh'], message: 'La clave p256dh no es un punto de la curva P-256.' },
    ]);
    // 'B' as the 22nd character sets one of the four bits past the 16 bytes: not how a browser encodes them.
    const stray = await send('POST', { ...valid(), keys: { ...valid().keys, auth: `${'A'.repeat(21)}B` } });
    expect(stray.status).toBe(400);
    expect(errorBodySchema.parse(stray.body).error.issues?.map((i) => i.path.join('.'))).toEqual(['keys.auth']);
    expect(await stored()).toEqual([]);
  });

  it(`answers 503 in Spanish to a new browser past ${MAX_SUBSCRIPTIONS} subscriptions, and still to a stored one`, async () => {
    const first = valid();
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i++) {
      const body = i === 0 ? first : valid();
      expect((await send('POST', body, { ip: `203.0.113.${100 + Math.floor(i / 20)}` })).status).toBe(201);
    }
    const full = await send('POST', valid());
    expect(full.status).toBe(503);
    expect(errorBodySchema.parse(full.body).error).toEqual({
      code: 'unavailable',
      message: 'Los avisos no admiten más suscripciones por ahora. Intenta más tarde.',
    });
    expect((await send('POST', { ...first, gameIds: ['loto-leidsa'] })).status).toBe(201);
    expect(await stored()).toHaveLength(MAX_SUBSCRIPTIONS);
  });

  it('refuses a subscribe from another site', async () => {
    const response = await app.request('/api/push/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(valid()),
    });
    expect(response.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it(`limits an IP to ${PUSH_RULE.limit} subscribes per window`, async () => {
    for (let i = 0; i < PUSH_RULE.limit; i++) expect((await send('POST', valid())).status).toBe(201);
    const refused = await send('POST', valid());
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.body).error.code).toBe('too_many_requests');
    expect((await send('POST', valid(), { ip: '203.0.113.10' })).status).toBe(201);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('stops one game, then deletes the subscription when no game is left', async () => {
    const subscription = browserSubscription();
    await send('POST', { ...subscription, gameIds: ['loto-leidsa', 'quiniela-leidsa'] });
    const subscriptions = clientOf(app).push.subscriptions;
    const one = await subscriptions.$delete({ json: { endpoint: subscription.endpoint, gameIds: ['loto-leidsa'] } });
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual({ gameIds: ['quiniela-leidsa'] });
    expect((await stored())[0]?.gameIds).toEqual(['quiniela-leidsa']);
    const last = await subscriptions.$delete({
      json: { endpoint: subscription.endpoint, gameIds: ['quiniela-leidsa'] },
    });
    expect(await last.json()).toEqual({ gameIds: [] });
    expect(await stored()).toEqual([]);
  });

  it('deletes the whole subscription without games, and answers the same for an unknown endpoint', async () => {
    const subscription = browserSubscription();
    await send('POST', { ...subscription, gameIds: ['loto-leidsa', 'quiniela-leidsa'] });
    expect(await send('DELETE', { endpoint: subscription.endpoint })).toEqual({ status: 200, body: { gameIds: [] } });
    expect(await stored()).toEqual([]);
    expect(await send('DELETE', { endpoint: subscription.endpoint })).toEqual({ status: 200, body: { gameIds: [] } });
  });

  it('refuses a body that is not an endpoint and known games', async () => {
    for (const body of [{}, { endpoint: 'http://push.example.test/1' }, { endpoint: 'https://p.example/1', x: 1 }]) {
      const answer = await send('DELETE', body);
      expect(answer.status).toBe(400);
      expect(errorBodySchema.parse(answer.body).error.code).toBe('bad_request');
    }
  });
});
