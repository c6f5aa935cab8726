import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../../tests/helpers/test-db.ts';
import { postInputSchema } from '../../../src/lib/schemas/post.ts';
import { systemContext } from '../../../src/server/services/context.ts';
import { createPost } from '../../../src/server/services/posts.ts';
import { clientOf } from '../../../tests/helpers/api-client.ts';
import { createApp } from '../app.ts';

const createdAt = new Date('2026-11-20T14:00:00Z');
const handle = useTestDb({
  seed: async (db) => {
    const ctx = systemContext(db, createdAt);
    await createPost(ctx, postInputSchema.parse({ title: 'Horarios de Leidsa', content: '<p>8:55 p. m.</p>' }));
    await createPost(ctx, postInputSchema.parse({ title: 'Borrador', content: '<p>x</p>', published: false }));
  },
});
const unusedFetch = (): Promise<Response> => Promise.reject(new Error('no network in tests'));
/** GET /api/posts/:slug through the typed client. */
const get = async (slug: string) => {
  const app = createApp({ db: () => Promise.resolve(handle), fetcher: unusedFetch });
  const response = await clientOf(app).posts[':slug'].$get({ param: { slug } });
  return { status: response.status, headers: response.headers, body: await response.json() };
};

describe('GET /api/posts/:slug', () => {
  it('answers a published post with its fields and dates in ISO 8601', async () => {
    const { status, headers, body } = await get('horarios-de-leidsa');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=60');
    expect(body).toEqual({
      slug: 'horarios-de-leidsa',
      title: 'Horarios de Leidsa',
      content: '<p>8:55 p. m.</p>',
      excerpt: null,
      createdAt: '2026-11-20T14:00:00.000Z',
      updatedAt: '2026-11-20T14:00:00.000Z',
    });
  });

  it('answers 404 not_found for an unknown or unpublished slug', async () => {
    for (const slug of ['no-existe', 'borrador']) {
      expect(await get(slug)).toMatchObject({
        status: 404,
        body: { error: { code: 'not_found', message: 'Post no encontrado' } },
      });
    }
  });

  it('answers 400 with the issue for a malformed slug', async () => {
    expect(await get('Mal_Slug')).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', issues: [{ path: ['slug'] }] } },
    });
  });
});
