/**
 * Admin accounts and their sessions (server-side revocation), the growing delay of an account past its login
 * limit and the one-time login links sent by mail (decision 079); login attempts are counted in `rate_limits`.
 */
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
  /** Where one-time login links are sent (the first admin's is ADMIN_EMAIL); null: no link can be sent. */
  email: text('email'),
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

/**
 * An account (by username, known or not, so a refusal reveals nothing) past its login limit: each further attempt
 * is taken only from `notBefore` on, and each one taken doubles the wait (`strikes`: attempts taken so far).
 */
export const adminLoginDelays = pgTable('admin_login_delays', {
  username: text('username').primaryKey(),
  strikes: integer('strikes').notNull(),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
});

/** A one-time login link: its token's SHA-256 (the token itself is only in the mail), used once before `expiresAt`. */
export const adminLoginLinks = pgTable(
  'admin_login_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('admin_login_links_expires_at').on(t.expiresAt)],
);

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type AdminSessionRow = typeof adminSessions.$inferSelect;
