import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { advertisements } from '../../../db/schema/index.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { CLICK_FLOOR, MAX_CLICK_RATE } from '../../../src/server/services/ad-events.ts';
import { createAd, updateAd, type AdInput } from '../../../src/server/services/ads.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb();
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: () => Promise.reject(new Error('no network in tests')),
});
const anAd = (overrides: Partial<AdInput> = {}) =>
  createAd(systemContext(handle.db), {
    name: 'Anuncio',
    content: '<b>Hola</b>',
    position: 'sidebar-top',
    ...overrides,
  });
/** A visitor's address (Astro's clientAddress); `VISITOR` unless told otherwise. */
const VISITOR = '203.0.113.7';
const ip = (i: number) => `198.51.${Math.floor(i / 250)}.${i % 250}`;
/** A raw GET of the ads list, for the queries the typed client would not build. */
const get = async (query: string) => {
  const response = await app.request(`/api/advertisements${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
};
/** The ads routes as the visitor at `from` calls them. */
const adsFrom = (from = VISITOR) => clientOf(app, { astro: { clientAddress: from } }).advertisements;
/** Posts any body to the ads API as the browser does from `from`, for the malformed ones (JSON body, or none). */
const send = (path: string, body?: unknown, from = VISITOR) =>
  app.request(
    `/api/advertisements${path}`,
    {
      method: 'POST',
      headers: { origin: 'http://localhost', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { astro: { clientAddress: from } },
  );
const post = async (path: string, body?: unknown, from = VISITOR) => {
  const response = await send(path, body, from);
  return { status: response.status, body: (await response.json()) as unknown };
};
/** POST /:id/impression from `from`: the status and the answer (`{ token }` when counted). */
const impression = async (id: number, from = VISITOR) => {
  const response = await adsFrom(from)[':id'].impression.$post({ param: { id: String(id) } });
  return { status: response.status, body: await response.json() };
};
/** POST /:id/click with an impression's token from `from`. */
const click = async (id: number, token: string | undefined, from = VISITOR) => {
  const response = await adsFrom(from)[':id'].click.$post({ param: { id: String(id) }, json: { token: token ?? '' } });
  return { status: response.status, body: await response.json() };
};
/** The click token of an answered impression. */
const token = (answer: { body: { token: string } } | undefined) => answer?.body.token;
const counters = async (id: number) => {
  const [row] = await handle.db.select().from(advertisements).where(eq(advertisements.id, id));
  return { impressions: row?.currentImpressions, clicks: row?.currentClicks };
};

describe('GET /api/advertisements', () => {
  it('lists the servable ads of the page type of `page`, one for single positions', async () => {
    const home = await anAd({ pages: ['/'], priority: 2 });
    const game = await anAd({ pages: ['loteria-individual'] });
    await anAd({ enabled: false });
    const ctaLow = await anAd({ position: 'floating-cta', priority: 1 });
    const ctaHigh = await anAd({ position: 'floating-cta', priority: 9 });
    const ids = async (query: { page?: string; position?: string }) =>
      (await (await adsFrom().$get({ query })).json()).map((a) => a.id);

    expect(await ids({ page: '/' })).toEqual([ctaHigh.id, home.id, ctaLow.id]);
    expect(await ids({ page: '/powerball' })).toEqual([ctaHigh.id, ctaLow.id, game.id]);
    expect(await ids({ page: '/contacto' })).toEqual([ctaHigh.id, ctaLow.id]);
    expect(await ids({ page: '/', position: 'floating-cta' })).toEqual([ctaHigh.id]);
    expect(await ids({ position: 'sidebar-top' })).toEqual([]);
  });

  it('answers 400 for an unknown position or a page that is not a path', async () => {
    expect((await get('?position=pop-under')).status).toBe(400);
    expect(await get('?page=https://evil.example')).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request' } },
    });
  });
});

describe('POST /api/advertisements/:id/impression and /click', () => {
  it('a script of 500 clicks with no impression counts none (forged, foreign-key and missing tokens)', async () => {
    const ad = await anAd();
    const foreignKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(ad.id))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(randomBytes(32));
    const bodies = [{ token: foreignKey }, { token: 'aaaa.bbbb.cccc' }, { view: 'pv_00000000000000000001' }, {}];
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => post(`/${ad.id}/click`, bodies[i % 4])));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([400, 403]));
    expect(answers[0]).toEqual({
      status: 403,
      body: {
        error: { code: 'forbidden', message: 'Clic no válido: no corresponde a una impresión de este anuncio.' },
      },
    });
    expect(await counters(ad.id)).toEqual({ impressions: 0, clicks: 0 });
  });

  it("counts a click with its impression's token once; replays, also 20 in parallel, count nothing more", async () => {
    const ad = await anAd();
    const first = await impression(ad.id);
    expect(first.status).toBe(200);
    expect(await click(ad.id, token(first))).toEqual({ status: 200, body: { counted: true } });
    expect(await click(ad.id, token(first))).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: 'Este clic ya se contó.' } },
    });
    const second = token(await impression(ad.id));
    const replays = await Promise.all(Array.from({ length: 20 }, () => click(ad.id, second)));
    expect(replays.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(await counters(ad.id)).toEqual({ impressions: 2, clicks: 2 });
  });

  it("refuses the token of another ad's impression", async () => {
    const [shown, other] = [await anAd(), await anAd()];
    const answer = await click(other.id, token(await impression(shown.id)));
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    expect(await counters(other.id)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('refuses impressions of a disabled, ended, not yet started or capped ad, counting nothing', async () => {
    const day = 86_400_000;
    const refused = [
      await anAd({ enabled: false }),
      await anAd({ endDate: new Date(Date.now() - day) }),
      await anAd({ startDate: new Date(Date.now() + day) }),
      await anAd({ maxImpressions: 0 }),
    ];
    for (const ad of refused) {
      expect(await impression(ad.id)).toEqual({
        status: 409,
        body: { error: { code: 'conflict', message: 'Este anuncio no está activo.' } },
      });
      expect(await counters(ad.id)).toEqual({ impressions: 0, clicks: 0 });
    }
  });

  it('refuses the click of an impression whose ad was disabled or ended since, counting nothing', async () => {
    const ctx = systemContext(handle.db);
    const disabled = await anAd();
    const ended = await anAd();
    const [disabledToken, endedToken] = [token(await impression(disabled.id)), token(await impression(ended.id))];
    await updateAd(ctx, disabled.id, { enabled: false });
    await updateAd(ctx, ended.id, { endDate: new Date(Date.now() - 1000) });
    expect((await click(disabled.id, disabledToken)).status).toBe(409);
    expect((await click(ended.id, endedToken)).status).toBe(409);
    expect(await counters(disabled.id)).toEqual({ impressions: 1, clicks: 0 });
    expect(await counters(ended.id)).toEqual({ impressions: 1, clicks: 0 });
  });

  it('refuses unknown ids with 404, bad ids and tokens with 400, counting nothing', async () => {
    const ad = await anAd();
    expect(await impression(ad.id + 1)).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Anuncio no encontrado' } },
    });
    expect((await post('/abc/click', { token: 'a.b.c' })).status).toBe(400);
    expect((await impression(99_999_999_999)).status).toBe(400);
    expect((await post(`/${ad.id}/click`, { token: 'not a token' })).status).toBe(400);
    expect(await counters(ad.id)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('stops at the impression cap under 50 parallel impressions', async () => {
    const ad = await anAd({ maxImpressions: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => impression(ad.id, ip(i))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(40);
    expect(await counters(ad.id)).toEqual({ impressions: 10, clicks: 0 });
  });

  it('counts exactly 200 of 200 parallel impressions from 200 visitors, and of their 200 clicks exactly the click cap', async () => {
    // The clock stands still, so the clicks cannot straddle two windows of the click cap.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:20Z') });
    onTestFinished(() => void vi.useRealTimers());
    const ad = await anAd();
    const shown = await Promise.all(Array.from({ length: 200 }, (_, i) => impression(ad.id, ip(i))));
    expect(shown.filter((a) => a.status === 200)).toHaveLength(200);
    const clicks = await Promise.all(shown.map((a, i) => click(ad.id, token(a), ip(i))));
    const cap = CLICK_FLOOR + Math.floor(200 * MAX_CLICK_RATE);
    expect(clicks.filter((a) => a.status === 200)).toHaveLength(cap);
    expect(clicks.filter((a) => a.status === 429)).toHaveLength(200 - cap);
    expect(await counters(ad.id)).toEqual({ impressions: 200, clicks: cap });
  });

  it('allows 120 ad events per IP per minute under 300 parallel impressions, then 429 with Retry-After', async () => {
    // The clock stands still 20 s into a minute, so the burst cannot straddle two windows.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:20Z') });
    onTestFinished(() => void vi.useRealTimers());
    const ad = await anAd();
    const answers = await Promise.all(Array.from({ length: 300 }, () => impression(ad.id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(120);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(180);
    expect(refused[0]?.body).toEqual({
      error: {
        code: 'too_many_requests',
        message: 'Demasiadas solicitudes de publicidad. Intenta de nuevo en un minuto.',
      },
    });
    const retryAfter = Number((await send(`/${ad.id}/impression`)).headers.get('retry-after'));
    expect(retryAfter).toBe(40);
    expect((await click(ad.id, token(answers.find((a) => a.status === 200)))).status).toBe(429);
    expect((await impression(ad.id, ip(1))).status).toBe(200);
    expect(await counters(ad.id)).toEqual({ impressions: 121, clicks: 0 });
  });
});
