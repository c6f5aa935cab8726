/**
 * GET /api/posts/:slug (spec section 7): a published post as `{ slug, title, content, excerpt, createdAt,
 * updatedAt }` (dates ISO 8601); 404 `not_found` when there is none. Cached under the post's tag.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { postSlugSchema } from '../../../src/lib/schemas/post.ts';
import { publicPostSchema } from '../../../src/lib/schemas/public-api.ts';
import { postTag } from '../../../src/server/cache.ts';
import { publishedPost } from '../../../src/server/services/posts.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../errors.ts';
import { publicRead } from '../public-api.ts';

export const posts = new Hono<AppEnv>().get(
  '/:slug',
  publicRead({ summary: 'Un artículo publicado, por su slug.', tag: 'Artículos', response: publicPostSchema }),
  validate('param', z.object({ slug: postSlugSchema })),
  async (c) => {
    const { slug } = c.req.valid('param');
    const post = await publishedPost(c.var.ctx, slug);
    c.header('Cache-Control', 'public, max-age=60');
    c.var.ctx.cache.tag([postTag(slug)]);
    return c.json({
      slug: post.slug,
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      createdAt: post.createdAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    });
  },
);
