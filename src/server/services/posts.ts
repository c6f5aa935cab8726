/**
 * Posts (spec: post page /{slug}, admin posts): public reads of published posts and the admin's writes.
 * Writes sanitise the HTML on the server, apply the slug rule, refuse a taken slug, and record a log entry
 * in the same transaction when an admin acts, and once committed drop the cached pages of the slugs involved
 * (`post:<slug>` tags, through `ctx.cache`).
 */
import sanitizeHtml from 'sanitize-html';
import { insertLog } from '../../../db/queries/logs.ts';
import {
  deletePostRow,
  insertPost,
  listPosts,
  postById,
  postBySlug,
  updatePostRow,
} from '../../../db/queries/posts.ts';
import type { NewPost, PostRow } from '../../../db/schema/index.ts';
import { POST_SLUG, slugify, type PostInput } from '../../lib/schemas/post.ts';
import { invalidatePosts } from '../cache.ts';
import { ApiError } from '../errors.ts';
import { afterCommit, inTransaction, type ServiceContext } from './context.ts';

/** What the sanitiser keeps: its default text tags plus images; links and images over http(s) (links also mailto/tel). */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * The HTML a post may store: no script, style or iframe, no event handler or style attribute, no
 * `javascript:`/`data:` URL; the text of removed tags is kept, that of script and style is dropped.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE).trim();
}

const notFound = () => new ApiError('not_found', 'Post no encontrado');

const slugTaken = (slug: string) =>
  new ApiError('conflict', `Ya existe un post con el slug "${slug}".`, {
    issues: [{ path: ['slug'], message: 'Este slug ya está en uso.' }],
  });

/** The published post with `slug`. @throws ApiError `not_found` when there is none (or it is unpublished). */
export async function publishedPost(ctx: ServiceContext, slug: string): Promise<PostRow> {
  const post = POST_SLUG.test(slug) ? await postBySlug(ctx.db, slug) : undefined;
  if (!post?.published) throw notFound();
  return post;
}

/** Every post (published or not) whose title or slug contains `search`, newest first, with the total (admin list). */
export const searchPosts = (ctx: ServiceContext, search = ''): Promise<{ posts: PostRow[]; total: number }> =>
  listPosts(ctx.db, search.trim());

/** The slug a create stores: the given one, or the title's (spec: generated from the title only while creating). */
function slugForCreate(input: PostInput): string {
  const slug = input.slug || slugify(input.title);
  if (!POST_SLUG.test(slug)) {
    throw new ApiError('bad_request', 'Revise los campos marcados.', {
      issues: [{ path: ['slug'], message: 'El título no da un slug válido: escribe el slug.' }],
    });
  }
  return slug;
}

async function assertSlugFree(ctx: ServiceContext, slug: string, exceptId?: number): Promise<void> {
  const owner = await postBySlug(ctx.db, slug);
  if (owner && owner.id !== exceptId) throw slugTaken(slug);
}

/** Whether `error` is PostgreSQL's unique violation (a concurrent write took the slug). */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function withSlugConflict<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const cause = (error as { cause?: unknown } | null)?.cause;
    if (isUniqueViolation(error) || isUniqueViolation(cause)) throw slugTaken(slug);
    throw error;
  }
}

async function logWrite(ctx: ServiceContext, action: string, post: PostRow): Promise<void> {
  if (!ctx.actor) return;
  await insertLog(ctx.db, {
    userId: ctx.actor.id,
    action,
    details: `${post.title} (/${post.slug})`,
    ipAddress: ctx.ip,
    createdAt: ctx.now,
  });
}

/**
 * Creates a post with sanitised content (`createdAt` = `updatedAt` = `ctx.now`; published unless told).
 * @throws ApiError `conflict` when the slug is taken, `bad_request` when no valid slug can be made.
 */
export async function createPost(ctx: ServiceContext, input: PostInput): Promise<PostRow> {
  const slug = slugForCreate(input);
  const write = withSlugConflict(slug, () =>
    inTransaction(ctx, async (tx) => {
      await assertSlugFree(tx, slug);
      const post = await insertPost(tx.db, {
        slug,
        title: input.title,
        content: sanitizePostHtml(input.content),
        excerpt: input.excerpt || null,
        published: input.published ?? true,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await logWrite(tx, 'create_post', post);
      return post;
    }),
  );
  return afterCommit(write, (post) => invalidatePosts(ctx.cache, [post.slug]));
}

/**
 * Changes the given fields of post `id` (content sanitised; an empty or absent slug keeps the stored one).
 * @returns the updated post and its previous slug (the pages of both are dropped).
 * @throws ApiError `not_found` for an unknown id, `conflict` when the new slug is taken.
 */
export function updatePost(
  ctx: ServiceContext,
  id: number,
  input: Partial<PostInput>,
): Promise<{ post: PostRow; previousSlug: string }> {
  const write = withSlugConflict(input.slug ?? '', () =>
    inTransaction(ctx, async (tx) => {
      const before = await postById(tx.db, id);
      if (!before) throw notFound();
      const changes: Partial<NewPost> = { updatedAt: ctx.now };
      if (input.title !== undefined) changes.title = input.title;
      if (input.slug) changes.slug = input.slug;
      if (input.content !== undefined) changes.content = sanitizePostHtml(input.content);
      if (input.excerpt !== undefined) changes.excerpt = input.excerpt || null;
      if (input.published !== undefined) changes.published = input.published;
      if (changes.slug) await assertSlugFree(tx, changes.slug, id);
      const post = await updatePostRow(tx.db, id, changes);
      if (!post) throw notFound();
      await logWrite(tx, 'update_post', post);
      return { post, previousSlug: before.slug };
    }),
  );
  return afterCommit(write, ({ post, previousSlug }) => invalidatePosts(ctx.cache, [previousSlug, post.slug]));
}

/** Deletes post `id` (its page dropped) and returns it. @throws ApiError `not_found` for an unknown id. */
export function deletePost(ctx: ServiceContext, id: number): Promise<PostRow> {
  const write = inTransaction(ctx, async (tx) => {
    const post = await deletePostRow(tx.db, id);
    if (!post) throw notFound();
    await logWrite(tx, 'delete_post', post);
    return post;
  });
  return afterCommit(write, (post) => invalidatePosts(ctx.cache, [post.slug]));
}
