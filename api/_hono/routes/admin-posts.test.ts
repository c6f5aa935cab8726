import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logs, posts } from '../../../db/schema/index.ts';
import { JSON_TYPE } from '../../../src/admin/json-options.ts';
import { errorBodySchema } from '../../../src/lib/schemas/api-error.ts';
import type { PostInput } from '../../../src/lib/schemas/post.ts';
import { adminClientOf, asAdmin, seedAdmin } from '../../../tests/helpers/admin-api.ts';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { createApp } from '../app.ts';

const handle = useTestDb({ seed: seedAdmin });
const app = createApp({ db: () => Promise.resolve(handle), fetcher: () => Promise.reject(new Error('offline')) });
const admin = () => adminClientOf(app, handle.db);
const create = (post: PostInput) => admin().posts.$post({ json: post });

const QUINIELA = {
  title: '¿Cómo se juega la Quiniela Palé?',
  content: '<p>Elige dos números.</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">mal</a>',
};

describe('/api/admin/posts', () => {
  it('creates a post with the slug from the title, sanitised HTML and a create_post log in the same write', async () => {
    const created = await create(QUINIELA);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ slug: 'como-se-juega-la-quiniela-pale', published: true });
    const [stored] = await handle.db.select().from(posts).where(eq(posts.slug, 'como-se-juega-la-quiniela-pale'));
    expect(stored?.content).toBe('<p>Elige dos números.</p><a>mal</a>');
    const [log] = await handle.db.select().from(logs).where(eq(logs.action, 'create_post'));
    expect(log).toMatchObject({
      userId: 1,
      details: '¿Cómo se juega la Quiniela Palé? (/como-se-juega-la-quiniela-pale)',
    });
  });

  it('lists posts matching the search with the total', async () => {
    await create(QUINIELA);
    await create({ title: 'Horarios del Loto', content: '<p>Miércoles y sábados.</p>' });
    const all = await (await admin().posts.$get({ query: {} })).json();
    expect(all.total).toBe(2);
    const found = await (await admin().posts.$get({ query: { search: 'loto' } })).json();
    expect(found).toMatchObject({ total: 1, posts: [{ slug: 'horarios-del-loto' }] });
  });

  it('refuses a taken slug with 409 and a field issue, storing nothing new', async () => {
    await create(QUINIELA);
    const taken = await create({ ...QUINIELA, title: 'Otro título', slug: 'como-se-juega-la-quiniela-pale' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      error: { code: 'conflict', issues: [{ path: ['slug'], message: 'Este slug ya está en uso.' }] },
    });
    expect(await handle.db.select().from(posts)).toHaveLength(1);
  });

  it('refuses a post without title or content with 400 and one issue per field', async () => {
    const refused = await create({ title: ' ', content: '' });
    expect(refused.status).toBe(400);
    const { issues = [] } = errorBodySchema.parse(await refused.json()).error;
    expect(issues.map((i) => i.path.join('.'))).toEqual(['title', 'content']);
  });

  it('updates and deletes a post, logging each, and answers 404 for an unknown id', async () => {
    const param = { id: String((await (await create(QUINIELA)).json()).id) };
    const updated = await admin().posts[':id'].$put({ param, json: { title: 'Quiniela Palé', slug: 'quiniela-pale' } });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ title: 'Quiniela Palé', slug: 'quiniela-pale' });
    const deleted = await admin().posts[':id'].$delete({ param }, JSON_TYPE);
    expect([deleted.status, await deleted.json()]).toEqual([200, { ok: true }]);
    expect(await handle.db.select().from(posts)).toEqual([]);
    const actions = (await handle.db.select().from(logs)).map((l) => l.action);
    expect(actions).toEqual(['create_post', 'update_post', 'delete_post']);
    expect((await admin().posts[':id'].$delete({ param }, JSON_TYPE)).status).toBe(404);
    expect((await admin().posts[':id'].$put({ param: { id: 'abc' }, json: { title: 'x' } })).status).toBe(400);
  });

  describe('from another site', () => {
    it.each([
      ['an Origin of another site', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site cross-site and no Origin', { origin: null, 'sec-fetch-site': 'cross-site' }],
    ])('refuses a JSON post with a valid session and %s: 403, nothing stored', async (_, headers) => {
      const { status, body } = await asAdmin(app, handle.db, 'POST', '/api/admin/posts', QUINIELA, headers);
      expect(status).toBe(403);
      expect(body).toEqual({ error: { code: 'forbidden', message: 'Origen no permitido' } });
      expect(await handle.db.select().from(posts)).toEqual([]);
    });

    it.each([
      ['the same origin', { origin: 'http://localhost' }],
      ['Sec-Fetch-Site same-origin and no Origin', { origin: null, 'sec-fetch-site': 'same-origin' }],
      ['neither header (a server-to-server client)', { origin: null }],
    ])('accepts a JSON post from %s', async (_, headers) => {
      expect((await asAdmin(app, handle.db, 'POST', '/api/admin/posts', QUINIELA, headers)).status).toBe(201);
    });
  });
});
