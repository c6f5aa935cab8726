import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { adminUsers, logs } from '../../../db/schema/index.ts';
import { issueSession, SESSION_COOKIE } from '../../../src/server/services/admin-auth.ts';
import { hashPassword } from '../../../src/server/services/admin-password.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const HOSTILE = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-3', '@SUM(A1)', 'coma, "comillas"\ny salto'];

const handle = useTestDb({
  seed: async (db) => {
    const hash = await hashPassword('clave-segura-2026');
    await db.insert(adminUsers).values([
      { username: 'ana', passwordHash: hash },
      { username: 'luis', passwordHash: hash },
    ]);
    // 60 logins by ana on 2026-11-01 (Santo Domingo), one per minute from 08:00 (12:00Z).
    await db.insert(logs).values(
      Array.from({ length: 60 }, (_, i) => ({
        userId: 1,
        action: 'login',
        details: `Inicio de sesión ${i}`,
        ipAddress: '198.51.100.4',
        createdAt: new Date(Date.UTC(2026, 10, 1, 12, i)),
      })),
    );
    await db.insert(logs).values([
      {
        userId: 2,
        action: 'stop_background_scraping',
        details: 'detenido',
        createdAt: new Date('2026-11-02T03:30:00Z'),
      },
      ...HOSTILE.map((details, i) => ({
        userId: 2,
        action: 'update_post',
        details,
        ipAddress: '203.0.113.9',
        createdAt: new Date(Date.UTC(2026, 10, 3, 15, i)),
      })),
    ]);
  },
});
const app = createApp({
  db: () => Promise.resolve(handle),
  fetcher: () => Promise.reject(new Error('no network in tests')),
});

interface Page {
  logs: { id: number; username: string | null; action: string; details: string; createdAt: string }[];
  total: number;
}

async function get(path: string) {
  const { token } = await issueSession(systemContext(handle.db), 1);
  return app.request(path, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
}
const page = async (query: string) => (await (await get(`/api/admin/logs?${query}`)).json()) as Page;

describe('GET /api/admin/logs', () => {
  it('pages 50 at a time, newest first, with the total', async () => {
    const first = await page('page=1&limit=50');
    expect(first.total).toBe(66);
    expect(first.logs).toHaveLength(50);
    expect(first.logs[0]).toMatchObject({ username: 'luis', action: 'update_post', details: HOSTILE[4] });
    const second = await page('page=2&limit=50');
    expect(second.logs).toHaveLength(16);
    expect(second.logs.at(-1)?.details).toBe('Inicio de sesión 0');
  });

  it('filters by action, username and days in Santo Domingo time, on the server', async () => {
    expect((await page('action=update_post')).total).toBe(5);
    expect((await page('username=LUIS')).total).toBe(6);
    // 2026-11-02T03:30Z is still 1 November in Santo Domingo (23:30).
    const first = await page('from=2026-11-01&to=2026-11-01');
    expect(first.total).toBe(61);
    expect(first.logs[0]?.action).toBe('stop_background_scraping');
    expect((await page('from=2026-11-02&username=luis&action=update_post')).total).toBe(5);
    expect((await page('from=2026-11-04')).total).toBe(0);
  });

  it('answers 400 for a bad date or an inverted range', async () => {
    expect((await get('/api/admin/logs?from=ayer')).status).toBe(400);
    expect((await get('/api/admin/logs?from=2026-11-05&to=2026-11-01')).status).toBe(400);
  });
});

describe('GET /api/admin/logs/export', () => {
  it('exports the filtered rows as CSV with quoting and neutralised formula cells', async () => {
    const response = await get('/api/admin/logs/export?action=update_post');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="logs.csv"');
    const text = await response.text();
    const rows: string[][] = parse(text, { bom: true });
    expect(rows[0]).toEqual(['id', 'fecha', 'usuario', 'accion', 'detalles', 'ip']);
    expect(rows.slice(1).map((r) => r[4])).toEqual([
      'coma, "comillas"\ny salto',
      "'@SUM(A1)",
      "'-3",
      "'+1+2",
      `'${HOSTILE[0]}`,
    ]);
    expect(rows.slice(1).every((r) => r[2] === 'luis' && r[3] === 'update_post')).toBe(true);
    // Santo Domingo time with its offset, as every admin date (15:04Z is 11:04 there).
    expect(rows.slice(1).map((r) => r[1])).toEqual([4, 3, 2, 1, 0].map((m) => `2026-11-03T11:0${m}:00-04:00`));
    expect(text).toContain('"coma, ""comillas""\ny salto"');
  });
});
