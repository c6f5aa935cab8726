/** The Hono environment of /api/admin/* routes: the app's, plus the admin session the guard verified. */
import type { Context } from 'hono';
import type { Session } from '../../src/server/services/admin-auth.ts';
import type { ServiceContext } from '../../src/server/services/context.ts';
import { requestContext, type AppEnv } from './env.ts';

export type AdminEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { session: Session } };

/** The service context of an admin request; the actor is the session's user (none before login). */
export const adminContext = (c: Context<AdminEnv>, session?: Session): ServiceContext =>
  requestContext(c, session ? { id: session.user.id, username: session.user.username, role: 'admin' } : null);

/** The service context of a request the guard let through: the actor is the logged-in admin. */
export const actingAdmin = (c: Context<AdminEnv>): ServiceContext => adminContext(c, c.var.session);
