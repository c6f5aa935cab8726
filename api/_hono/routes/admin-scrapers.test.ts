import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs, scrapers } from '../../../db/schema/index.ts';
import { asAdmin, seedAdmin } from '../../../tests/helpers/admin-api.ts';
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
const call = (method: string, path: string, body?: unknown) => asAdmin(app, handle.db, method, path, body);

const LEIDSA = {
  name: 'Leidsa (API)',
  url: 'https://api.example/dominicana/site-companies/leidsa',
  frequency: 120,
  config: '{"adapter": "loteriasdominicanas-api"}',
};

describe('/api/admin/scrapers', () => {
  it('creates, lists, edits and deletes a scraper, logging each write', async () => {
    const created = await call('POST', '/api/admin/scrapers', LEIDSA);
    expect(created).toMatchObject({
      status: 201,
      body: { name: 'Leidsa (API)', enabled: true, frequency: 120, config: { adapter: 'loteriasdominicanas-api' } },
    });
    const id = (created.body as { id: number }).id;
    expect((await call('GET', '/api/admin/scrapers')).body).toMatchObject({
      scrapers: [expect.objectContaining({ id, status: 'active' })],
      status: { isRunning: expect.any(Boolean) as boolean },
    });
    expect(await call('PUT', `/api/admin/scrapers/${id}`, { ...LEIDSA, enabled: false })).toMatchObject({
      status: 200,
      body: { enabled: false },
    });
    expect(await call('DELETE', `/api/admin/scrapers/${id}`)).toEqual({ status: 200, body: { ok: true } });
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
    const { status, body } = await call('POST', '/api/admin/scrapers', { ...LEIDSA, ...change });
    expect(status).toBe(400);
    const issues = (body as { error: { issues: { path: string[]; message: string }[] } }).error.issues;
    expect(issues.map((i) => i.path[0])).toEqual([field]);
    expect(issues[0]?.message).toContain(message);
    expect(await handle.db.select().from(scrapers)).toEqual([]);
  });

  it('refuses a taken name with 409 on the name field', async () => {
    await call('POST', '/api/admin/scrapers', LEIDSA);
    expect(await call('POST', '/api/admin/scrapers', LEIDSA)).toMatchObject({
      status: 409,
      body: { error: { code: 'conflict', issues: [{ path: ['name'] }] } },
    });
  });

  it('runs a scraper now: the count of results, the summary, the run in its history and a run_scraper log', async () => {
    const id = ((await call('POST', '/api/admin/scrapers', LEIDSA)).body as { id: number }).id;
    const run = await call('POST', `/api/admin/scrapers/${id}/run`);
    expect(run).toMatchObject({
      status: 200,
      body: { results: 7, summary: { status: 'ok', created: 7, updated: 0, rejected: [], incomplete: [] } },
    });
    expect((await call('GET', `/api/admin/scrapers/${id}/runs`)).body).toEqual([
      expect.objectContaining({ status: 'ok', created: 7, source: LEIDSA.url }),
    ]);
    const [log] = await handle.db.select().from(logs).where(eq(logs.action, 'run_scraper'));
    expect(log?.details).toBe('Scraper #1 "Leidsa (API)": ok, 7 nuevos, 0 actualizados, 0 rechazados');
    expect((await call('POST', `/api/admin/scrapers/${id}/run`)).body).toMatchObject({ results: 0 });
  });

  it('reports a failing source in the summary and the scraper status, storing nothing', async () => {
    const id = (
      (await call('POST', '/api/admin/scrapers', { ...LEIDSA, name: 'Caída', url: 'https://api.example/otra' }))
        .body as { id: number }
    ).id;
    expect((await call('POST', `/api/admin/scrapers/${id}/run`)).body).toMatchObject({
      results: 0,
      summary: { status: 'error', error: 'HTTP 503 Service Unavailable' },
    });
    expect((await call('GET', '/api/admin/scrapers')).body).toMatchObject({
      scrapers: [{ status: 'error', errorMessage: 'HTTP 503 Service Unavailable' }],
    });
  });
});
