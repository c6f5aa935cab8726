/**
 * Uploaded banner images, kept in the database so they survive restarts and work on read-only disks. An upload
 * arrives in parts no larger than a serverless request body (decision 023): `upload_parts` holds them until the
 * upload is completed, then `uploads.data` holds the whole file, joined by the database (decision 036).
 */
import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const uploads = pgTable('uploads', {
  /** Random, unguessable id (UUID v4); the public URL is /api/uploads/<id>. */
  id: text('id').primaryKey(),
  /** The type sniffed from the bytes (image/jpeg, image/png, image/gif, image/webp); null until completed. */
  contentType: text('content_type'),
  /** Bytes, as declared when the upload started. */
  size: integer('size').notNull(),
  /** The whole file; null until completed. */
  data: bytea('data'),
  /** The IP that started the upload (its per-IP quota), or null when unknown. */
  ipAddress: text('ip_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When the first part request arrived, before its bytes were read; null while the start has sent nothing, which
   * expires it within minutes (decision 075).
   */
  receivingAt: timestamp('receiving_at', { withTimezone: true }),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export const uploadParts = pgTable(
  'upload_parts',
  {
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** 0-based position of the part in the file. */
    index: integer('index').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.index] })],
);

export type UploadRow = typeof uploads.$inferSelect;
