/**
 * Control characters in free text (issue 14, item 3): every write path and text query parameter answers 400 in
 * the JSON error shape, and stores nothing, for NUL, BEL and ESC; multi-line text keeps tab and line breaks.
 */
import { describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../../db/client.ts';
import {
  adOrders,
  advertisements,
  contactMessages,
  customCodes,
  logs,
  posts,
  rateLimits,
  scrapers,
} from '../../db/schema/index.ts';
import { issueSession, SESSION_COOKIE } from '../../src/server/services/admin-auth.ts';
import { systemContext } from '../../src/server/services/context.ts';
import { seedAdmin } from '../../tests/helpers/admin-api.ts';
import { useTestDb } from '../../tests/helpers/test-db.ts';
import { createApp, type AppDeps } from './app.ts';

const deps = (db: () => Promise<DbHandle>): AppDeps => ({
  db,
  fetcher: () => Promise.reject(new Error('offline')),
  paypal: () => null,
  mailer: () => () => Promise.resolve(),
});

const POST = { title: 'Horarios del Loto', content: '<p>Miércoles y sábados.</p>' };
const AD = { name: 'Banca La Suerte', content: '<p>Juega</p>', pages: ['categoria'], position: 'content-bottom' };
const SETTING = { key: 'pixel', value: '<script>1</script>', category: 'tracking' };
const SCRAPER = { name: 'Leidsa', url: 'https://api.example/leidsa', config: '{"adapter": "leidsa"}' };
const ORDER = {
  positions: ['header-banner'],
  pageType: 'homepage',
  companyName: 'Banca La Suerte',
  email: 'ventas@lasuerte.do',
  content: '<p>Juega con nosotros</p>',
};
const CONTACT = { nombre: 'María', email: 'maria@example.com', mensaje: 'Hola' };

/** Sends a request as admin 1 from the site's own page (JSON body when given) at a fixed client address. */
async function send(app: ReturnType<typeof createApp>, db: Db, method: string, path: string, body?: unknown) {
  const { token } = await issueSession(systemContext(db), 1);
  const response = await app.request(
    path,
    {
      method,
      headers: {
        cookie: `${SESSION_COOKIE}=${token}`,
        origin: 'http://localhost',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { astro: { clientAddress: '203.0.113.9' } as never },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

/** One post, ad, snippet, scraper and ad order (id 1 each), stored through the API. */
async function seed(db: Db): Promise<void> {
  await seedAdmin(db);
  const app = createApp(deps(() => Promise.resolve({ db, driver: 'pglite', close: () => Promise.resolve() })));
  for (const [path, body] of [
    ['/api/admin/posts', POST],
    ['/api/admin/advertisements', AD],
    ['/api/admin/settings', SETTING],
    ['/api/admin/scrapers', SCRAPER],
    ['/api/ad-orders', ORDER],
  ] as const) {
    expect((await send(app, db, 'POST', path, body)).status).toBe(201);
  }
}

const handle = useTestDb({ seed });
const app = createApp(deps(() => Promise.resolve(handle)));
const TABLES = [rateLimits, adOrders, advertisements, contactMessages, customCodes, logs, posts, scrapers];
const snapshot = async () => Promise.all(TABLES.map((table) => handle.db.select().from(table)));

/** [method, path, body with the bad text at `field`, or undefined for a query/param case] */
type Case = [string, string, ((bad: string) => unknown) | undefined];
const BODIES: [string, string, string, (bad: string) => unknown][] = [
  ['POST', '/api/contacto', 'mensaje', (bad) => ({ ...CONTACT, mensaje: `a${bad}b` })],
  ['POST', '/api/contacto', 'nombre', (bad) => ({ ...CONTACT, nombre: `a${bad}b` })],
  ['POST', '/api/contacto', 'asunto', (bad) => ({ ...CONTACT, asunto: `a${bad}b` })],
  ['POST', '/api/ad-orders', 'companyName', (bad) => ({ ...ORDER, companyName: `a${bad}b` })],
  ['POST', '/api/ad-orders', 'content', (bad) => ({ ...ORDER, content: `a${bad}b` })],
  ['POST', '/api/ad-orders', 'ctaText', (bad) => ({ ...ORDER, ctaText: `a${bad}b` })],
  ['POST', '/api/ad-orders', 'ctaUrl', (bad) => ({ ...ORDER, ctaUrl: `https://a.do/${bad}` })],
  ['PATCH', '/api/ad-orders/1', 'paypalTransactionId', (bad) => ({ status: 'paid', paypalTransactionId: `a${bad}` })],
  ['POST', '/api/admin/login', 'username', (bad) => ({ username: `ana${bad}`, password: 'clave-segura-2026' })],
  ['POST', '/api/admin/posts', 'title', (bad) => ({ ...POST, title: `a${bad}b` })],
  ['POST', '/api/admin/posts', 'content', (bad) => ({ title: 'Otro', content: `a${bad}b` })],
  ['PUT', '/api/admin/posts/1', 'excerpt', (bad) => ({ excerpt: `a${bad}b` })],
  ['POST', '/api/admin/advertisements', 'name', (bad) => ({ ...AD, name: `a${bad}b` })],
  ['PUT', '/api/admin/advertisements/1', 'content', (bad) => ({ ...AD, content: `a${bad}b` })],
  ['PUT', '/api/admin/advertisements/1', 'ctaText', (bad) => ({ ...AD, ctaText: `a${bad}b` })],
  ['PUT', '/api/admin/advertisements/1', 'ctaUrl', (bad) => ({ ...AD, ctaUrl: `https://a.do/${bad}` })],
  ['POST', '/api/admin/settings', 'value', (bad) => ({ ...SETTING, key: 'otro', value: `a${bad}b` })],
  ['PUT', '/api/admin/settings/pixel', 'description', (bad) => ({ description: `a${bad}b` })],
  ['POST', '/api/admin/scrapers', 'name', (bad) => ({ ...SCRAPER, name: `a${bad}b` })],
  ['PUT', '/api/admin/scrapers/1', 'url', (bad) => ({ ...SCRAPER, url: `https://api.example/a${bad}b` })],
  ['POST', '/api/admin/ad-orders/1/reject', 'reason', (bad) => ({ reason: `a${bad}b` })],
];
const QUERIES: [string, string, string][] = [
  ['GET', '/api/admin/posts?search=', 'search'],
  ['GET', '/api/admin/logs?username=', 'username'],
  ['GET', '/api/admin/logs/export?action=', 'action'],
  ['PUT', '/api/admin/settings/', 'key'],
  ['DELETE', '/api/admin/settings/', 'key'],
];
const CHARACTERS = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['ESC', '\u001b'],
  ['C1 CSI', '\u009b'],
];

describe('control characters in free text', () => {
  describe.each(CHARACTERS)('%s', (_, bad) => {
    const cases: [string, ...Case][] = [
      ...BODIES.map(([method, path, field, body]): [string, ...Case] => [field, method, path, body]),
      ...QUERIES.map(([method, path, field]): [string, ...Case] => [field, method, path, undefined]),
    ];
    it.each(cases)('%s of %s %s: 400 in the error shape, nothing stored', async (field, method, path, body) => {
      const before = await snapshot();
      const url = body ? path : `${path}${encodeURIComponent(`a${bad}`)}`;
      const answer = await send(app, handle.db, method, url, body ? body(bad) : method === 'GET' ? undefined : {});
      expect(answer).toMatchObject({
        status: 400,
        body: {
          error: { code: 'bad_request', issues: [{ path: [field], message: 'Contiene caracteres no permitidos.' }] },
        },
      });
      expect(await snapshot()).toEqual(before);
    });
  });

  it('keeps tab and line breaks in multi-line text (a message, a post body)', async () => {
    expect(
      (await send(app, handle.db, 'POST', '/api/contacto', { ...CONTACT, mensaje: 'Hola,\r\n\tgracias' })).status,
    ).toBe(201);
    const created = await send(app, handle.db, 'POST', '/api/admin/posts', {
      title: 'Otro',
      content: '<p>a</p>\n\t<p>b</p>',
    });
    expect(created).toMatchObject({ status: 201, body: { content: '<p>a</p>\n\t<p>b</p>' } });
  });

  it('refuses a line break in one-line text (a title)', async () => {
    const answer = await send(app, handle.db, 'POST', '/api/admin/posts', { ...POST, title: 'a\nb' });
    expect(answer).toMatchObject({ status: 400, body: { error: { issues: [{ path: ['title'] }] } } });
  });
});
