import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs, scrapers } from '../../../db/schema/index.ts';
import { JSON_TYPE } from '../../../src/admin/json-options.ts';
import { errorBodySchema } from '../../../src/lib/schemas/api-error.ts';
import type { ScraperInputForm } from '../../../src/lib/schemas/scraper.ts';
import { adminClientOf, seedAdmin } from '../../../tests/helpers/admin-api.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const leidsa = readFileSync('tests/fixtures/loteriasdominicanas-api/site-companies-leidsa.json', 'utf8');
const handle = useTestDb({ seed: seedAdmin });
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: (url) =>
    Promise.resolve(
      url.includes('/leidsa')
        ? new Response(leidsa)
        : new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }),
    ),
});
const admin = () => adminClientOf(app, handle.db);
const create = (scraper: ScraperInputForm) => admin().scrapers.$post({ json: scraper });
/** Creates `scraper` and answers its id, as the typed client's path parameter. */
const createdId = async (scraper: ScraperInputForm) => ({ id: String((await (await create(scraper)).json()).id) });
const run = async (param: { id: string }) => (await admin().scrapers[':id'].run.$post({ param }, JSON_TYPE)).json();
const overview = async () => (await admin().scrapers.$get()).json();

const LEIDSA: ScraperInputForm = {
  name: 'Leidsa (API)',
  url: 'https://api.example/dominicana/site-companies/leidsa',
  frequency: 120,
  config: '{"adapter": "loteriasdominicanas-api"}',
};

describe('/api/admin/scrapers', () => {
  it('creates, lists, edits and deletes a scraper, logging each write', async () => {
    const created = await create(LEIDSA);
    expect(created.status).toBe(201);
    const scraper = await created.json();
    expect(scraper).toMatchObject({
      name: 'Leidsa (API)',
      enabled: true,
      frequency: 120,
      config: { adapter: 'loteriasdominicanas-api' },
    });
    const { id } = scraper;
    expect(await overview()).toMatchObject({
      scrapers: [expect.objectContaining({ id, status: 'active' })],
      status: { isRunning: expect.any(Boolean) as boolean },
    });
    const param = { id: String(id) };
    const edited = await admin().scrapers[':id'].$put({ param, json: { ...LEIDSA, enabled: false } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ enabled: false });
    const deleted = await admin().scrapers[':id'].$delete({ param }, JSON_TYPE);
    expect([deleted.status, await deleted.json()]).toEqual([200, { ok: true }]);
    const actions = (await handle.db.select({ action: logs.action }).from(logs)).map((l) => l.action);
    expect(actions).toEqual(['create_scraper', 'update_scraper', 'delete_scraper']);
  });

  it.each([
    ['a frequency under 30 s', { frequency: 29 }, 'frequency', 'La frecuencia mínima es 30 segundos.'],
    ['invalid JSON config', { config: '{adapter:' }, 'config', 'La configuración no es JSON válido.'],
    ['an unknown adapter', { config: '{"adapter":"otro"}' }, 'config', 'Adaptador desconocido'],
    ['an unknown option', { config: '{"adapter":"leidsa","pagina":2}' }, 'config', 'Opción desconocida: pagina.'],
    ['a URL that is not http(s)', { url: 'ftp://x.example/' }, 'url', 'Usa una URL http(s) válida.'],
  ])('refuses %s with 400 and the field issue', async (_case, change, field, message) => {
    const refused = await create({ ...LEIDSA, ...change });
    expect(refused.status).toBe(400);
    const { issues = [] } = errorBodySchema.parse(await refused.json()).error;
    expect(issues.map((i) => i.path[0])).toEqual([field]);
    expect(issues[0]?.message).toContain(message);
    expect(await handle.db.select().from(scrapers)).toEqual([]);
  });

  it('refuses a taken name with 409 on the name field', async () => {
    await create(LEIDSA);
    const taken = await create(LEIDSA);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: { code: 'conflict', issues: [{ path: ['name'] }] } });
  });

  it('runs a scraper now: the count of results, the summary, the run in its history and a run_scraper log', async () => {
    const param = await createdId(LEIDSA);
    const first = await admin().scrapers[':id'].run.$post({ param }, JSON_TYPE);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      results: 7,
      summary: { status: 'ok', created: 7, updated: 0, rejected: [], incomplete: [] },
    });
    expect(await (await admin().scrapers[':id'].runs.$get({ param })).json()).toEqual([
      expect.objectContaining({ status: 'ok', created: 7, source: LEIDSA.url }),
    ]);
    const [log] = await handle.db.select().from(logs).where(eq(logs.action, 'run_scraper'));
    expect(log?.details).toBe('Scraper #1 "Leidsa (API)": ok, 7 nuevos, 0 actualizados, 0 rechazados');
    expect(await run(param)).toMatchObject({ results: 0 });
  });

  it('reports a failing source in the summary and the scraper status, storing nothing', async () => {
    const param = await createdId({ ...LEIDSA, name: 'Caída', url: 'https://api.example/otra' });
    expect(await run(param)).toMatchObject({
      results: 0,
      summary: { status: 'error', error: 'HTTP 503 Service Unavailable' },
    });
    expect(await overview()).toMatchObject({
      scrapers: [{ status: 'error', errorMessage: 'HTTP 503 Service Unavailable' }],
    });
  });
});
