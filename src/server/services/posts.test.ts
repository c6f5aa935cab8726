import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/client.ts';
import { logs, posts } from '../../../db/schema/index.ts';
import { openTestDb, resetTestDb } from '../../../tests/helpers/test-db.ts';
import { postInputSchema, slugify, type PostInput } from '../../lib/schemas/post.ts';
import { recordingCache } from '../../../tests/factories.ts';
import { NO_CACHE } from '../cache.ts';
import { ApiError } from '../errors.ts';
import { systemContext, type Actor, type ServiceContext } from './context.ts';
import { createPost, deletePost, publishedPost, sanitizePostHtml, searchPosts, updatePost } from './posts.ts';
import { ensureSeedPosts, seedPosts } from '../seed-posts.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
beforeEach(() => resetTestDb(handle.db));
afterAll(() => handle.close());
const now = new Date('2026-11-20T14:00:00Z');
const admin: Actor = { id: 7, username: 'editor', role: 'admin' };
const ctx = (actor: Actor | null = admin, cache = NO_CACHE): ServiceContext =>
  systemContext(handle.db, now, { actor, ip: '198.51.100.4', cache });
const input = (fields: Partial<PostInput> = {}) =>
  postInputSchema.parse({ title: '¿Cómo se juega la Quiniela?', content: '<p>Tres números.</p>', ...fields });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('slugify (spec: slug generated from the title)', () => {
  it.each([
    ['¿Cómo se juega la Quiniela?', 'como-se-juega-la-quiniela'],
    ['  Loto -- Súper_Loto   Más!  ', 'loto-super-loto-mas'],
    ['Año 2026: Pega 3 Más', 'ano-2026-pega-3-mas'],
    ['--¡¡!!--', ''],
  ])('%j -> %j', (title, slug) => expect(slugify(title)).toBe(slug));
});

describe('sanitizePostHtml', () => {
  it('drops scripts, event handlers, styles and javascript:/data: URLs, keeping the text and safe markup', () => {
    const hostile = [
      '<h2 onclick="steal()">Horarios</h2>',
      '<script>alert(1)</script><style>body{display:none}</style>',
      '<p style="color:red">Texto <a href="javascript:alert(1)">malo</a> y <a href="https://leidsa.com" target="_blank">Leidsa</a></p>',
      '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA" alt="d"><img src="https://example.com/a.png" alt="bola">',
      '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>',
      '<a href="JaVaScRiPt:alert(1)">x</a><a href="//evil.example/">y</a>',
    ].join('');
    expect(sanitizePostHtml(hostile)).toBe(
      '<h2>Horarios</h2><p>Texto <a>malo</a> y <a href="https://leidsa.com" target="_blank" rel="noopener noreferrer">Leidsa</a></p>' +
        '<img src="x" /><img alt="d" /><img src="https://example.com/a.png" alt="bola" /><a>x</a><a>y</a>',
    );
  });
});

describe('createPost', () => {
  it('stores sanitised content with the slug from the title and logs the admin write in the same transaction', async () => {
    const post = await createPost(
      ctx(),
      input({ content: '<p onmouseover="x()">Tres números.</p><script>x()</script>' }),
    );
    expect(post).toMatchObject({
      slug: 'como-se-juega-la-quiniela',
      content: '<p>Tres números.</p>',
      published: true,
      excerpt: null,
      createdAt: now,
      updatedAt: now,
    });
    expect(await handle.db.select().from(logs)).toMatchObject([
      {
        userId: 7,
        action: 'create_post',
        details: '¿Cómo se juega la Quiniela? (/como-se-juega-la-quiniela)',
        ipAddress: '198.51.100.4',
      },
    ]);
  });

  it('keeps a given slug and writes no log entry for the system', async () => {
    expect((await createPost(ctx(null), input({ slug: 'quiniela' }))).slug).toBe('quiniela');
    expect(await handle.db.select().from(logs)).toEqual([]);
  });

  it('refuses a taken slug with conflict and stores nothing more', async () => {
    await createPost(ctx(), input());
    const error = await failure(createPost(ctx(), input({ title: 'Otro título', slug: 'como-se-juega-la-quiniela' })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'conflict', status: 409, issues: [{ path: ['slug'] }] });
    expect(await handle.db.select().from(posts)).toHaveLength(1);
    expect(await handle.db.select().from(logs)).toHaveLength(1);
  });

  it('refuses a title that gives no slug', async () => {
    expect(await failure(createPost(ctx(), input({ title: '¿¿??' })))).toMatchObject({ code: 'bad_request' });
  });

  it('rolls the post back when its log entry cannot be written', async () => {
    await handle.db.execute(sql`ALTER TABLE logs RENAME TO logs_away`);
    try {
      expect(await failure(createPost(ctx(), input()))).toBeInstanceOf(Error);
    } finally {
      await handle.db.execute(sql`ALTER TABLE logs_away RENAME TO logs`);
    }
    expect(await handle.db.select().from(posts)).toEqual([]);
  });
});

describe('updatePost and deletePost', () => {
  it('changes the given fields, keeps the slug unless one is given, and logs', async () => {
    const created = await createPost(ctx(), input());
    const later = new Date(now.getTime() + 60_000);
    const { post, previousSlug } = await updatePost({ ...ctx(), now: later }, created.id, {
      title: 'La quiniela explicada',
      content: '<p>Nuevo <b onclick="x">texto</b></p>',
    });
    expect(post).toMatchObject({
      slug: created.slug,
      title: 'La quiniela explicada',
      content: '<p>Nuevo <b>texto</b></p>',
    });
    expect(post.updatedAt).toEqual(later);
    expect(post.createdAt).toEqual(now);
    expect(previousSlug).toBe(created.slug);
    expect((await handle.db.select().from(logs)).map((l) => l.action)).toEqual(['create_post', 'update_post']);
  });

  it('refuses a slug another post owns, accepts its own, and answers not_found for unknown ids', async () => {
    const first = await createPost(ctx(), input());
    const second = await createPost(ctx(), input({ title: 'Loto' }));
    expect(await failure(updatePost(ctx(), second.id, { slug: first.slug }))).toMatchObject({ code: 'conflict' });
    await expect(updatePost(ctx(), first.id, { slug: first.slug })).resolves.toMatchObject({
      previousSlug: first.slug,
    });
    expect(await failure(updatePost(ctx(), 999, { title: 'x' }))).toMatchObject({ code: 'not_found' });
    expect(await failure(deletePost(ctx(), 999))).toMatchObject({ code: 'not_found' });
  });

  it('deletes a post and logs it', async () => {
    const created = await createPost(ctx(), input());
    expect((await deletePost(ctx(), created.id)).slug).toBe(created.slug);
    expect(await failure(publishedPost(ctx(), created.slug))).toMatchObject({ code: 'not_found', status: 404 });
    expect((await handle.db.select().from(logs)).map((l) => l.action)).toEqual(['create_post', 'delete_post']);
  });
});

describe('reads', () => {
  it('publishedPost hides unpublished posts and malformed slugs; searchPosts finds by title or slug', async () => {
    await createPost(ctx(), input());
    await createPost(ctx(), input({ title: 'Borrador de Loto', published: false }));
    expect((await publishedPost(ctx(), 'como-se-juega-la-quiniela')).title).toBe('¿Cómo se juega la Quiniela?');
    expect(await failure(publishedPost(ctx(), 'borrador-de-loto'))).toMatchObject({ code: 'not_found' });
    expect(await failure(publishedPost(ctx(), '../etc'))).toMatchObject({ code: 'not_found' });
    expect(await searchPosts(ctx(), 'LOTO')).toMatchObject({ total: 1, posts: [{ slug: 'borrador-de-loto' }] });
    expect(await searchPosts(ctx(), '100%')).toEqual({ total: 0, posts: [] });
    expect((await searchPosts(ctx())).total).toBe(2);
  });
});

describe('seed posts', () => {
  it('stores every seed post once, as the system, with draw times from the catalogue', async () => {
    expect(await ensureSeedPosts(systemContext(handle.db, now))).toBe(seedPosts().length);
    const stored = await searchPosts(ctx());
    expect(stored.total).toBe(seedPosts().length);
    expect(stored.total).toBeGreaterThanOrEqual(4);
    expect(await handle.db.select().from(logs)).toEqual([]);
    for (const post of stored.posts) {
      expect(post.content).toBe(sanitizePostHtml(post.content));
      expect(post.content).toMatch(/\d{1,2}:\d{2}\s?[ap]\.\s?m\./);
    }
  });

  it('adds nothing at later starts, so a deleted seed post stays deleted', async () => {
    await ensureSeedPosts(systemContext(handle.db, now));
    const [first] = (await searchPosts(ctx())).posts;
    await deletePost(ctx(), first!.id);
    expect(await ensureSeedPosts(systemContext(handle.db, now))).toBe(0);
    expect((await searchPosts(ctx())).total).toBe(seedPosts().length - 1);
  });

  it('skips a seed slug that is already taken', async () => {
    await createPost(ctx(null), input({ slug: seedPosts()[0]!.slug }));
    expect(await ensureSeedPosts(systemContext(handle.db, now))).toBe(seedPosts().length - 1);
  });
});

describe('cache invalidation', () => {
  it('drops the pages of the slugs each write involves, once committed, and nothing when a write fails', async () => {
    const { cache, dropped } = recordingCache();
    const created = await createPost(ctx(admin, cache), input());
    await updatePost(ctx(admin, cache), created.id, { slug: 'quiniela-explicada' });
    await deletePost(ctx(admin, cache), created.id);
    await failure(deletePost(ctx(admin, cache), created.id));
    expect(dropped).toEqual([
      [`post:${created.slug}`],
      [`post:${created.slug}`, 'post:quiniela-explicada'],
      ['post:quiniela-explicada'],
    ]);
  });
});
