/** Informative articles shown at `/{slug}` (spec entity Post), written through the posts service only. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    /** URL path segment: lower case letters, digits and single hyphens (unique). */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Article body as HTML, sanitised by the service before it is stored. */
    content: text('content').notNull(),
    /** Short plain-text summary for metadata and listings; null when none was written. */
    excerpt: text('excerpt'),
    /** Unpublished posts are kept but not shown to visitors. */
    published: boolean('published').notNull().default(true),
    /** Id of the post in the WordPress site it was imported from, if any (spec: optional wordpressId). */
    wordpressId: integer('wordpress_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('posts_created').on(t.createdAt.desc())],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPost = typeof posts.$inferInsert;
