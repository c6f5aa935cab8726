/** Queries on `posts`: read by slug or id, list with a title/slug search, insert, update, delete. */
import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { posts, type NewPost, type PostRow } from '../schema/index.ts';

/** The post with `slug` (published or not), or undefined. */
export async function postBySlug(db: Db, slug: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.slug, slug)).limit(1);
  return row;
}

/** The post with `id`, or undefined. */
export async function postById(db: Db, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row;
}

/** Posts whose title or slug contains `search` (case-insensitive; all when empty), newest first, with the total. */
export async function listPosts(db: Db, search = ''): Promise<{ posts: PostRow[]; total: number }> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = search ? or(ilike(posts.title, pattern), ilike(posts.slug, pattern)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db.select().from(posts).where(where).orderBy(desc(posts.createdAt), desc(posts.id)),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { posts: rows, total: totals?.total ?? 0 };
}

/** Stores one post and returns the stored row. @throws the driver's error (a taken slug: unique violation 23505). */
export async function insertPost(db: Db, post: NewPost): Promise<PostRow> {
  const [row] = await db.insert(posts).values(post).returning();
  if (!row) throw new Error('insert into posts returned no row');
  return row;
}

/** Changes the post `id`; returns the updated row, or undefined when there is none. */
export async function updatePostRow(db: Db, id: number, changes: Partial<NewPost>): Promise<PostRow | undefined> {
  const [row] = await db.update(posts).set(changes).where(eq(posts.id, id)).returning();
  return row;
}

/** Deletes the post `id`; returns the deleted row, or undefined when there was none. */
export async function deletePostRow(db: Db, id: number): Promise<PostRow | undefined> {
  const [row] = await db.delete(posts).where(eq(posts.id, id)).returning();
  return row;
}
