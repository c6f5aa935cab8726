import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements, logs } from '../../../db/schema/index.ts';
import { JSON_TYPE } from '../../../src/admin/json-options.ts';
import type { AdInputForm } from '../../../src/lib/schemas/advertisement.ts';
import { errorBodySchema } from '../../../src/lib/schemas/api-error.ts';
import { adminClientOf, seedAdmin } from '../../../tests/helpers/admin-api.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ seed: seedAdmin });
const app = createApp({ db: () => Promise.resolve(handle), fetcher: () => Promise.reject(new Error('offline')) });
const admin = () => adminClientOf(app, handle.db);
const create = (ad: AdInputForm) => admin().advertisements.$post({ json: ad });

const BANNER: AdInputForm = {
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
    const created = await create(BANNER);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
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
    await create(BANNER);
    const [ad] = await (await admin().advertisements.$get()).json();
    const param = { id: String(ad?.id) };
    const edited = await admin().advertisements[':id'].$put({
      param,
      json: { ...BANNER, enabled: false, priority: 0 },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ enabled: false, priority: 0 });
    const deleted = await admin().advertisements[':id'].$delete({ param }, JSON_TYPE);
    expect([deleted.status, await deleted.json()]).toEqual([200, { ok: true }]);
    expect(await handle.db.select().from(advertisements)).toEqual([]);
    const actions = (await handle.db.select({ action: logs.action }).from(logs)).map((l) => l.action);
    expect(actions).toEqual(['create_advertisement', 'update_advertisement', 'delete_advertisement']);
    const again = await admin().advertisements[':id'].$delete({ param }, JSON_TYPE);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it.each<[string, Partial<AdInputForm>, string]>([
    ['a position the page type has not', { pages: ['/'], position: 'results-overlay' }, 'position'],
    ['a negative priority', { priority: -1 }, 'priority'],
    ['a cap of 0 impressions', { maxImpressions: 0 }, 'maxImpressions'],
    ['an end before the start', { endDate: '2026-10-01T08:00' }, 'endDate'],
    ['a javascript: CTA', { ctaUrl: 'javascript:alert(1)' }, 'ctaUrl'],
    ['no name', { name: ' ' }, 'name'],
  ])('refuses %s with 400 and the field issue, storing nothing', async (_case, change, field) => {
    const refused = await create({ ...BANNER, ...change });
    expect(refused.status).toBe(400);
    const { issues = [] } = errorBodySchema.parse(await refused.json()).error;
    expect(issues.map((i) => i.path.join('.'))).toEqual([field]);
    expect(await handle.db.select().from(advertisements)).toEqual([]);
  });
});
