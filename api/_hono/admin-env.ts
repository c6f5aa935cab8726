/** The Hono environment of /api/admin/* routes: the app's, plus the admin session the guard verified. */
import type { Session } from '../../src/server/services/admin-auth.ts';
import type { Actor } from '../../src/server/services/context.ts';
import type { AppEnv } from './env.ts';

export type AdminEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { session: Session } };

/** The actor of a verified session: its user, acting as admin. */
export const sessionActor = (session: Session): Actor => ({
  id: session.user.id,
  username: session.user.username,
  role: 'admin',
});
