import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements } from '../../../db/schema/index.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { createAd, type AdInput } from '../../../src/server/services/ads.ts';
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
const view = (i: number) => `pv_${String(i).padStart(20, '0')}`;
const get = async (query: string) => {
  const response = await app.request(`/api/advertisements${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
};
const post = async (path: string, body: unknown) => {
  const response = await app.request(`/api/advertisements${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};
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
    const ids = async (query: string) => ((await get(query)).body as { id: number }[]).map((a) => a.id);

    expect(await ids('?page=/')).toEqual([ctaHigh.id, home.id, ctaLow.id]);
    expect(await ids('?page=/powerball')).toEqual([ctaHigh.id, ctaLow.id, game.id]);
    expect(await ids('?page=/contacto')).toEqual([ctaHigh.id, ctaLow.id]);
    expect(await ids('?page=/&position=floating-cta')).toEqual([ctaHigh.id]);
    expect(await ids('?position=sidebar-top')).toEqual([]);
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
  it('counts once per page view and kind, and answers whether it counted', async () => {
    const ad = await anAd();
    expect(await post(`/${ad.id}/impression`, { view: view(1) })).toEqual({ status: 200, body: { counted: true } });
    expect(await post(`/${ad.id}/impression`, { view: view(1) })).toEqual({ status: 200, body: { counted: false } });
    expect(await post(`/${ad.id}/click`, { view: view(1) })).toEqual({ status: 200, body: { counted: true } });
    expect(await post(`/${ad.id}/click`, { view: view(1) })).toEqual({ status: 200, body: { counted: false } });
    expect(await counters(ad.id)).toEqual({ impressions: 1, clicks: 1 });
  });

  it('refuses unknown ids with 404, bad ids and missing tokens with 400, counting nothing', async () => {
    const ad = await anAd();
    expect(await post(`/${ad.id + 1}/impression`, { view: view(1) })).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Anuncio no encontrado' } },
    });
    expect((await post('/abc/click', { view: view(1) })).status).toBe(400);
    expect((await post(`/${ad.id}/impression`, {})).status).toBe(400);
    expect((await post(`/${ad.id}/impression`, { view: 'short' })).status).toBe(400);
    expect(await counters(ad.id)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('loses no count under 200 concurrent impression requests', async () => {
    const ad = await anAd();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => post(`/${ad.id}/impression`, { view: view(i) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(200);
    expect(await counters(ad.id)).toEqual({ impressions: 200, clicks: 0 });
  });
});
