/** Admin accounts and their sessions (server-side revocation); login attempts are counted in `rate_limits`. */
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Roles an account may hold; only `admin` reaches the back-office. */
export type AdminRole = 'admin' | 'viewer';

export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  /** `scrypt$N$r$p$<salt base64>$<key base64>` (see src/server/services/admin-password.ts). */
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<AdminRole>().notNull().default('admin'),
  /** Set for a generated one-time password: every admin call but password change is refused until changed. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One login: the JWT carries its id (`jti`); logout sets `revokedAt`, after which the token is refused. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_user').on(t.userId)],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type AdminSessionRow = typeof adminSessions.$inferSelect;
