/**
 * /api/admin/posts (spec: admin calls), behind the admin guard of routes/admin.ts:
 * `GET /?search=` → `{ posts, total }`; `POST /` (title, slug, content) → 201 the post; `PUT /:id` → the post;
 * `DELETE /:id` → `{ ok: true }`. Writes go through the posts service (sanitised HTML, slug rule, 409 for a
 * taken slug, log entry in the same transaction, the cached pages of the slugs involved dropped).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { postInputSchema } from '../../../src/lib/schemas/post.ts';
import { lineText } from '../../../src/lib/schemas/text.ts';
import { createPost, deletePost, searchPosts, updatePost } from '../../../src/server/services/posts.ts';
import type { AdminEnv } from '../admin-env.ts';
import { validate } from '../errors.ts';

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const searchQuery = z.object({ search: lineText().max(200).optional() });

export const adminPosts = new Hono<AdminEnv>()
  .get('/', validate('query', searchQuery), async (c) =>
    c.json(await searchPosts(c.var.ctx, c.req.valid('query').search)),
  )
  .post('/', validate('json', postInputSchema), async (c) =>
    c.json(await createPost(c.var.ctx, c.req.valid('json')), 201),
  )
  .put('/:id', validate('param', idParam), validate('json', postInputSchema.partial()), async (c) => {
    const { post } = await updatePost(c.var.ctx, c.req.valid('param').id, c.req.valid('json'));
    return c.json(post);
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    await deletePost(c.var.ctx, c.req.valid('param').id);
    return c.json({ ok: true });
  });
