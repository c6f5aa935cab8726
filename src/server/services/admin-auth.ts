/**
 * Admin sessions: login (rate-limited per IP and per username), a jose-signed HS256 JWT whose `jti` names a
 * stored session (so logout revokes it on the server), authentication of a token, password change and the
 * first admin account. Every write logs its action in the same transaction.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  adminUserByName,
  countAdminUsers,
  insertAdminUser,
  insertLoginFailure,
  insertSession,
  loginFailureTimes,
  revokeSession,
  sessionWithUser,
  updatePassword,
} from '../../../db/queries/admin.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import type { AdminRole } from '../../../db/schema/index.ts';
import { env } from '../../env.ts';
import { ApiError } from '../errors.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { hashPassword, randomPassword, verifyPassword } from './admin-password.ts';

/** Session lifetime in seconds (8 hours: one working day; then the admin logs in again). */
export const SESSION_TTL_S = 8 * 60 * 60;
/** Failed logins counted over this window (ms). */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins for one username within the window before 429. */
export const LOGIN_LIMIT_PER_USERNAME = 5;
/** Failed logins from one IP within the window before 429. */
export const LOGIN_LIMIT_PER_IP = 20;
/** The session cookie's name. */
export const SESSION_COOKIE = 'gm_admin_session';

/** The logged-in account as the admin app sees it. */
export interface SessionUser {
  id: number;
  username: string;
  role: AdminRole;
  mustChangePassword: boolean;
}

/** A verified, unrevoked session. */
export interface Session {
  id: string;
  user: SessionUser;
}

let processKey: Uint8Array | undefined;
let decoy: Promise<string> | undefined;
const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomPassword()));

/** The HS256 key: SESSION_SECRET, else a random key for this process (sessions end at restart). */
function sessionKey(): Uint8Array {
  const secret = env().SESSION_SECRET;
  if (secret) return new TextEncoder().encode(secret);
  processKey ??= randomBytes(32);
  return processKey;
}

const toSessionUser = (u: { id: number; username: string; role: AdminRole; mustChangePassword: boolean }) => ({
  id: u.id,
  username: u.username,
  role: u.role,
  mustChangePassword: u.mustChangePassword,
});

/**
 * Starts a session for `userId` at `ctx.now` (stored, no log entry) and signs its token.
 * @returns the JWT and its expiry.
 */
export async function issueSession(ctx: ServiceContext, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const id = randomUUID();
  const expiresAt = new Date(ctx.now.getTime() + SESSION_TTL_S * 1000);
  await insertSession(ctx.db, { id, userId, createdAt: ctx.now, expiresAt });
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(id)
    .setIssuedAt(Math.floor(ctx.now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(sessionKey());
  return { token, expiresAt };
}

async function assertUnderLimit(ctx: ServiceContext, username: string): Promise<void> {
  const since = new Date(ctx.now.getTime() - LOGIN_WINDOW_MS);
  const checks: [Date[], number][] = [
    [await loginFailureTimes(ctx.db, 'username', username, since), LOGIN_LIMIT_PER_USERNAME],
  ];
  if (ctx.ip) checks.push([await loginFailureTimes(ctx.db, 'ip', ctx.ip, since), LOGIN_LIMIT_PER_IP]);
  const freedAt = Math.max(
    0,
    ...checks.map(([times, limit]) => {
      const oldestCounted = times.length >= limit ? times[times.length - limit] : undefined;
      return oldestCounted ? oldestCounted.getTime() + LOGIN_WINDOW_MS : 0;
    }),
  );
  if (freedAt === 0) return;
  const retryAfter = Math.max(1, Math.ceil((freedAt - ctx.now.getTime()) / 1000));
  throw new ApiError('too_many_requests', 'Demasiados intentos fallidos. Intenta de nuevo más tarde.', {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/**
 * Checks `username`/`password` and opens a session (logged as `login`).
 * @throws ApiError `too_many_requests` (with Retry-After, seconds) after too many failures for the username or
 *   the IP in LOGIN_WINDOW_MS; `unauthorized` for a wrong username or password (the failure is counted).
 */
export async function login(
  ctx: ServiceContext,
  input: { username: string; password: string },
): Promise<{ token: string; expiresAt: Date; user: SessionUser }> {
  await assertUnderLimit(ctx, input.username);
  const user = await adminUserByName(ctx.db, input.username);
  // An unknown username is checked against a throw-away hash so that it takes as long as a wrong password.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) {
    await insertLoginFailure(ctx.db, { username: input.username, ipAddress: ctx.ip, createdAt: ctx.now });
    throw new ApiError('unauthorized', 'Usuario o contraseña incorrectos');
  }
  return inTransaction(ctx, async (tx) => {
    const session = await issueSession(tx, user.id);
    await insertLog(tx.db, {
      userId: user.id,
      action: 'login',
      details: `Inicio de sesión de ${user.username}`,
      ipAddress: tx.ip,
      createdAt: tx.now,
    });
    return { ...session, user: toSessionUser(user) };
  });
}

/**
 * The session a token names, if the signature, expiry (against `now`) and stored session are all valid.
 * @throws ApiError `unauthorized` otherwise.
 */
export async function authenticate(ctx: ServiceContext, token: string): Promise<Session> {
  let jti: string | undefined;
  try {
    ({
      payload: { jti },
    } = await jwtVerify(token, sessionKey(), { algorithms: ['HS256'], currentDate: ctx.now }));
  } catch (error) {
    const expired = error instanceof joseErrors.JWTExpired;
    throw new ApiError('unauthorized', expired ? 'La sesión expiró' : 'Sesión inválida', { cause: error });
  }
  const row = jti ? await sessionWithUser(ctx.db, jti) : undefined;
  if (!row || row.session.revokedAt || row.session.expiresAt <= ctx.now)
    throw new ApiError('unauthorized', 'Sesión inválida');
  return { id: row.session.id, user: toSessionUser(row.user) };
}

/** Revokes `session` (its token is refused from now on), logged as `logout` by `ctx.actor`. */
export function logout(ctx: ServiceContext, session: Session): Promise<void> {
  return inTransaction(ctx, async (tx) => {
    await revokeSession(tx.db, session.id, tx.now);
    await insertLog(tx.db, {
      userId: session.user.id,
      action: 'logout',
      details: `Cierre de sesión de ${session.user.username}`,
      ipAddress: tx.ip,
      createdAt: tx.now,
    });
  });
}

/**
 * Replaces the password of the session's user and clears `mustChangePassword` (logged as `change_password`).
 * @throws ApiError `bad_request` when `current` is wrong or `next` equals it.
 */
export async function changePassword(
  ctx: ServiceContext,
  session: Session,
  input: { current: string; next: string },
): Promise<void> {
  const user = await adminUserByName(ctx.db, session.user.username);
  if (!user || !(await verifyPassword(input.current, user.passwordHash))) {
    throw new ApiError('bad_request', 'La contraseña actual no es correcta', {
      issues: [{ path: ['current'], message: 'La contraseña actual no es correcta' }],
    });
  }
  if (input.current === input.next) {
    throw new ApiError('bad_request', 'La nueva contraseña debe ser distinta', {
      issues: [{ path: ['next'], message: 'La nueva contraseña debe ser distinta' }],
    });
  }
  const hash = await hashPassword(input.next);
  await inTransaction(ctx, async (tx) => {
    await updatePassword(tx.db, user.id, hash);
    await insertLog(tx.db, {
      userId: user.id,
      action: 'change_password',
      details: `Contraseña cambiada por ${user.username}`,
      ipAddress: tx.ip,
      createdAt: tx.now,
    });
  });
}

/**
 * Creates the first admin when there is no account: `username` (default `admin`) with `password`, or with a
 * random one-time password that must be changed at first login.
 * @returns the created account and, for a generated password, that password (to print once); `null` when
 *   accounts exist already.
 */
export async function ensureFirstAdmin(
  ctx: ServiceContext,
  credentials: { username?: string; password?: string },
): Promise<{ username: string; oneTimePassword: string | null } | null> {
  if ((await countAdminUsers(ctx.db)) > 0) return null;
  const username = credentials.username ?? 'admin';
  const password = credentials.password ?? randomPassword();
  await insertAdminUser(ctx.db, {
    username,
    passwordHash: await hashPassword(password),
    role: 'admin',
    mustChangePassword: !credentials.password,
    createdAt: ctx.now,
  });
  return { username, oneTimePassword: credentials.password ? null : password };
}
