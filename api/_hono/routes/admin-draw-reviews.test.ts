import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importPage } from '../../../src/server/scraping/run-scrape.ts';
import { draws, logs } from '../../../db/schema/index.ts';
import { adminClientOf, asAdmin, seedAdmin } from '../../../tests/helpers/admin-api.ts';
import { readFixture, ultimosCapture } from '../../../tests/helpers/captures.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ seed: seedAdmin });
const app = createApp({ db: () => Promise.resolve(handle), fetcher: () => Promise.reject(new Error('no network')) });
const call = (method: string, path: string, body?: unknown) => asAdmin(app, handle.db, method, path, body);
const admin = () => adminClientOf(app, handle.db);
const fetchedAt = new Date('2026-05-27T12:00:00-04:00');

/** leidsa.com's real home (Quiniela Leidsa of 2026-05-25: 68 01 20), then an API answer saying 69 01 20. */
async function disputeQuiniela() {
  const page = readFixture('leidsa.com', 'home-2026-05-27-nextjs.html');
  await importPage(handle.db, { adapter: 'leidsa', body: page, url: 'https://www.leidsa.com/', fetchedAt });
  const api = JSON.parse(readFixture('loteriasdominicanas-api', 'site-companies-leidsa.json')) as {
    siteGames: { title: string; game: { sessions: { date: string; score: string[][] }[] } }[];
  };
  const quiniela = api.siteGames.find((g) => g.title === 'Quiniela Leidsa');
  if (quiniela) quiniela.game.sessions = [{ date: '2026-05-25T04:00:00.000Z', score: [['69', '01', '20']] }];
  const summary = await importPage(handle.db, {
    adapter: 'loteriasdominicanas-api',
    body: JSON.stringify(api),
    url: 'https://api.example/leidsa',
    fetchedAt,
  });
  expect(summary.disagreements.map((d) => d.gameId)).toContain('quiniela-leidsa');
  const [row] = await handle.db.select().from(draws).where(eq(draws.underReview, true));
  return row!;
}

describe('/api/admin/draw-reviews', () => {
  it('lists a disputed draw with the other source report, and adopting it publishes that value', async () => {
    const disputed = await disputeQuiniela();
    const queue = await call('GET', '/api/admin/draw-reviews');
    expect(queue.body).toEqual([
      expect.objectContaining({
        id: disputed.id,
        gameId: 'quiniela-leidsa',
        numbers: ['68', '01', '20'],
        sourceAdapter: 'leidsa',
        reviewNote: [expect.objectContaining({ adapter: 'loteriasdominicanas-api', numbers: ['69', '01', '20'] })],
      }),
    ]);
    const adopted = await call('POST', `/api/admin/draw-reviews/${disputed.id}`, { action: 'adopt', report: 0 });
    expect(adopted).toMatchObject({
      status: 200,
      body: { numbers: ['69', '01', '20'], sourceAdapter: 'loteriasdominicanas-api', underReview: false },
    });
    expect((await call('GET', '/api/admin/draw-reviews')).body).toEqual([]);
    const [log] = await handle.db.select().from(logs).where(eq(logs.action, 'resolve_draw_review'));
    expect(JSON.parse(log?.details ?? '{}')).toMatchObject({
      decision: 'adopt',
      before: { numbers: ['68', '01', '20'], source: 'leidsa' },
      after: { numbers: ['69', '01', '20'], source: 'loteriasdominicanas-api' },
    });
  });

  it('keeps the published value and clears the flag; a second decision is a conflict', async () => {
    const disputed = await disputeQuiniela();
    expect(await call('POST', `/api/admin/draw-reviews/${disputed.id}`, { action: 'keep' })).toMatchObject({
      status: 200,
      body: { numbers: ['68', '01', '20'], underReview: false, reviewNote: null },
    });
    expect(await call('POST', `/api/admin/draw-reviews/${disputed.id}`, { action: 'keep' })).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', message: 'Este sorteo ya no está en revisión.' } },
    });
  });

  it("refuses to publish a derivation's computed numbers, an unknown report and a malformed decision", async () => {
    const url = 'https://loteriasdominicanas.com/pagina/ultimos-resultados';
    await importPage(handle.db, {
      adapter: 'loteriasdominicanas-html',
      body: ultimosCapture('2025-08-05T2354'),
      url,
      fetchedAt,
    });
    const body = ultimosCapture('2025-08-05T2354').replace(/(Quiniela Leidsa[\s\S]*?class="score[^"]*">\s*)38/, '$139');
    await importPage(handle.db, { adapter: 'loteriasdominicanas-html', body, url, fetchedAt });
    const [superPale] = await (await admin()['draw-reviews'].$get()).json();
    expect(superPale?.gameId).toBe('super-pale-leidsa');
    expect(
      await call('POST', `/api/admin/draw-reviews/${superPale?.id}`, { action: 'adopt', report: 0 }),
    ).toMatchObject({
      status: 400,
      body: { error: { message: 'Un valor calculado por una regla no se publica; corrige la fuente.' } },
    });
    expect(
      await call('POST', `/api/admin/draw-reviews/${superPale?.id}`, { action: 'adopt', report: 3 }),
    ).toMatchObject({
      status: 400,
      body: { error: { message: 'Ese valor no está entre los reportados.' } },
    });
    expect((await call('POST', `/api/admin/draw-reviews/${superPale?.id}`, { action: 'borrar' })).status).toBe(400);
    expect((await call('POST', '/api/admin/draw-reviews/999999', { action: 'keep' })).status).toBe(404);
  });
});
