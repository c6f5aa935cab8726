import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements, logs } from '../../../db/schema/index.ts';
import { adminClientOf, asAdmin, seedAdmin } from '../../../tests/helpers/admin-api.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ seed: seedAdmin });
const app = createApp({ db: () => Promise.resolve(handle), fetcher: () => Promise.reject(new Error('offline')) });
const call = (method: string, path: string, body?: unknown) => asAdmin(app, handle.db, method, path, body);
const admin = () => adminClientOf(app, handle.db);

const BANNER = {
  name: 'Banca La Suerte',
  content: '<p>Juega en Banca La Suerte</p>',
  pages: ['categoria'],
  position: 'content-bottom',
  priority: 2,
  ctaText: 'Visítanos',
  ctaUrl: 'https://banca.example/',
  maxImpressions: '',
  startDate: '2026-11-01T08:00',
  endDate: '',
};

describe('/api/admin/advertisements', () => {
  it('creates an ad with defaults, dates read as Santo Domingo time, and a create_advertisement log', async () => {
    const { status, body } = await call('POST', '/api/admin/advertisements', BANNER);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Banca La Suerte',
      pages: ['categoria'],
      position: 'content-bottom',
      enabled: true,
      priority: 2,
      ctaStyle: 'primary',
      displayType: 'banner',
      maxImpressions: null,
      startDate: '2026-11-01T12:00:00.000Z',
      endDate: null,
      currentImpressions: 0,
    });
    const [log] = await handle.db.select().from(logs).where(eq(logs.action, 'create_advertisement'));
    expect(log).toMatchObject({ userId: 1, details: 'Anuncio #1 "Banca La Suerte" (content-bottom)' });
  });

  it('lists every ad, edits one and deletes it, logging each write', async () => {
    await call('POST', '/api/admin/advertisements', BANNER);
    const [ad] = await (await admin().advertisements.$get()).json();
    const edited = await call('PUT', `/api/admin/advertisements/${ad?.id}`, { ...BANNER, enabled: false, priority: 0 });
    expect(edited).toMatchObject({ status: 200, body: { enabled: false, priority: 0 } });
    expect(await call('DELETE', `/api/admin/advertisements/${ad?.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect(await handle.db.select().from(advertisements)).toEqual([]);
    const actions = (await handle.db.select({ action: logs.action }).from(logs)).map((l) => l.action);
    expect(actions).toEqual(['create_advertisement', 'update_advertisement', 'delete_advertisement']);
    expect(await call('DELETE', `/api/admin/advertisements/${ad?.id}`)).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found' } },
    });
  });

  it.each([
    ['a position the page type has not', { pages: ['/'], position: 'results-overlay' }, 'position'],
    ['a negative priority', { priority: -1 }, 'priority'],
    ['a cap of 0 impressions', { maxImpressions: 0 }, 'maxImpressions'],
    ['an end before the start', { endDate: '2026-10-01T08:00' }, 'endDate'],
    ['a javascript: CTA', { ctaUrl: 'javascript:alert(1)' }, 'ctaUrl'],
    ['no name', { name: ' ' }, 'name'],
  ])('refuses %s with 400 and the field issue, storing nothing', async (_case, change, field) => {
    const { status, body } = await call('POST', '/api/admin/advertisements', { ...BANNER, ...change });
    expect(status).toBe(400);
    const paths = (body as { error: { issues: { path: string[] }[] } }).error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual([field]);
    expect(await handle.db.select().from(advertisements)).toEqual([]);
  });
});
