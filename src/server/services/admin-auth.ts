/**
 * Admin sessions: login (rate-limited per IP, and per account with a delay that doubles past its limit, decisions
 * 035 and 079), a jose-signed HS256 JWT whose `jti`
 * names a stored session (so logout revokes it on the server), authentication of a token, password change
 * (which revokes the account's other sessions) and the first admin account. Every write logs its action in the
 * same transaction.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import {
  adminUserByName,
  countAdminUsers,
  insertAdminUser,
  insertSession,
  revokeOtherSessions,
  revokeSession,
  sessionWithUser,
  updatePassword,
} from '../../../db/queries/admin.ts';
import {
  clearLoginDelay,
  deleteLoginDelaysBefore,
  loginDelayOf,
  takeDelayedAttempt,
} from '../../../db/queries/admin-login.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import type { AdminRole } from '../../../db/schema/index.ts';
import { passwordProblem } from '../../lib/schemas/admin-auth.ts';
import { EnvError } from '../../env.ts';
import { ApiError } from '../errors.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { hashPassword, randomPassword, verifyPassword } from './admin-password.ts';
import { rateLimited, release, tryReserve, type RateRule } from './rate-limit.ts';

/** Session lifetime in seconds (8 hours: one working day; then the admin logs in again). */
export const SESSION_TTL_S = 8 * 60 * 60;
/** Login attempts are counted in windows of 15 minutes (ms). */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins from one IP per window, whatever the username; then even the right password is refused. */
export const LOGIN_IP_RULE: RateRule = { bucket: 'login-ip', limit: 10, windowMs: LOGIN_WINDOW_MS };
/**
 * Failed logins on one username per window; past it the account is delayed (`LOGIN_DELAY`), whatever the IP.
 */
export const LOGIN_ACCOUNT_RULE: RateRule = { bucket: 'login-account', limit: 5, windowMs: LOGIN_WINDOW_MS };
/**
 * The delay of an account past LOGIN_ACCOUNT_RULE (decision 079): one attempt, then none for `baseMs`, then one,
 * then none for twice as long, and so on (at most 2^maxDoublings × baseMs, about 17 hours), from any IP. It
 * starts again from `baseMs` once the account has been quiet for `resetAfterMs`, and ends when its owner gets in.
 */
export const LOGIN_DELAY = { baseMs: 60 * 1000, maxDoublings: 10, resetAfterMs: 24 * 60 * 60 * 1000 };
const TOO_MANY_LOGINS = 'Demasiados intentos fallidos. Intenta de nuevo más tarde.';
const ACCOUNT_DELAYED =
  'Demasiados intentos fallidos en esta cuenta. Espera unos minutos o pide un enlace de acceso por correo.';
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

/** The HS256 key: the run's SESSION_SECRET, else a random key for this process (sessions end at restart). */
function sessionKey(ctx: ServiceContext): Uint8Array {
  const secret = ctx.config.SESSION_SECRET;
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
    .sign(sessionKey(ctx));
  return { token, expiresAt };
}

const tooManyLogins = (ctx: ServiceContext, rule: RateRule) => rateLimited(ctx, rule, TOO_MANY_LOGINS);

/** The 429 of a delayed account: `Retry-After` is the seconds until its next attempt (at least 1). */
async function accountDelayed(ctx: ServiceContext, username: string): Promise<ApiError> {
  const delay = await loginDelayOf(ctx.db, username);
  const seconds = Math.max(1, Math.ceil(((delay?.notBefore.getTime() ?? 0) - ctx.now.getTime()) / 1000));
  return new ApiError('too_many_requests', ACCOUNT_DELAYED, { headers: { 'Retry-After': String(seconds) } });
}

/**
 * Whether `username` is being delayed: its delay row waited until less than `LOGIN_DELAY.resetAfterMs` ago.
 * Such an account takes attempts only through `takeDelayedAttempt`, not from a new window's allowance.
 */
async function isDelayed(ctx: ServiceContext, username: string): Promise<boolean> {
  const delay = await loginDelayOf(ctx.db, username);
  return delay !== undefined && delay.notBefore.getTime() > ctx.now.getTime() - LOGIN_DELAY.resetAfterMs;
}

/**
 * Reserves the attempt's hits before the password is verified, so N parallel guesses verify at most the limits.
 * @returns a function that gives the hits back and ends the account's delay (the attempt succeeded).
 * @throws ApiError `too_many_requests` when the IP is at LOGIN_IP_RULE's limit, or when the account is past
 *   LOGIN_ACCOUNT_RULE's limit and its delay has not passed (whatever the IP).
 */
async function reserveAttempt(ctx: ServiceContext, username: string): Promise<() => Promise<void>> {
  const ip = ctx.ip;
  if (ip !== null && !(await tryReserve(ctx, LOGIN_IP_RULE, ip))) throw tooManyLogins(ctx, LOGIN_IP_RULE);
  const accountHit = !(await isDelayed(ctx, username)) && (await tryReserve(ctx, LOGIN_ACCOUNT_RULE, username));
  if (!accountHit) {
    const taken = await takeDelayedAttempt(ctx.db, username, {
      now: ctx.now,
      resetBefore: new Date(ctx.now.getTime() - LOGIN_DELAY.resetAfterMs),
      baseMs: LOGIN_DELAY.baseMs,
      maxDoublings: LOGIN_DELAY.maxDoublings,
    });
    if (!taken) throw await accountDelayed(ctx, username);
  }
  return async () => {
    if (ip !== null) await release(ctx, LOGIN_IP_RULE, ip);
    if (accountHit) await release(ctx, LOGIN_ACCOUNT_RULE, username);
    else await clearLoginDelay(ctx.db, username);
  };
}

/** Deletes the delays of accounts quiet for longer than `LOGIN_DELAY.resetAfterMs` (run on the cron tick). */
export function purgeLoginDelays(ctx: ServiceContext): Promise<void> {
  return deleteLoginDelaysBefore(ctx.db, new Date(ctx.now.getTime() - LOGIN_DELAY.resetAfterMs));
}

/**
 * Checks `username`/`password` and opens a session (logged as `login`). The attempt is counted per IP and per
 * account before the password is verified; a successful login gives its counts back.
 * @throws ApiError `too_many_requests` (with Retry-After) past LOGIN_IP_RULE for the IP, or for an account past
 *   LOGIN_ACCOUNT_RULE whose delay has not passed, from any IP; `unauthorized` for a wrong username or password
 *   (the attempt stays counted).
 */
export async function login(
  ctx: ServiceContext,
  input: { username: string; password: string },
): Promise<{ token: string; expiresAt: Date; user: SessionUser }> {
  const giveBack = await reserveAttempt(ctx, input.username);
  const user = await adminUserByName(ctx.db, input.username);
  // An unknown username is checked against a throw-away hash so that it takes as long as a wrong password.
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) throw new ApiError('unauthorized', 'Usuario o contraseña incorrectos');
  await giveBack();
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
    } = await jwtVerify(token, sessionKey(ctx), { algorithms: ['HS256'], currentDate: ctx.now }));
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
 * Replaces the password of the session's user, clears `mustChangePassword` and revokes every other session of
 * the account (logged as `change_password`, in the same transaction); `session` stays valid. `next` is checked
 * by `passwordChangeSchema` (length, strength) before.
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
    await revokeOtherSessions(tx.db, user.id, session.id, tx.now);
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
 * Refuses a first-admin password from the environment that is too easy to guess (same rule as a password change).
 * @throws EnvError naming ADMIN_PASSWORD.
 */
export async function assertFirstAdminPassword(credentials: { username?: string; password?: string }): Promise<void> {
  if (!credentials.password) return;
  const problem = await passwordProblem(credentials.password, credentials.username ?? '');
  if (problem) throw new EnvError([{ variable: 'ADMIN_PASSWORD', message: problem }]);
}

/** An admin account's credentials as the environment or the operator gives them (all optional). */
export interface AdminCredentials {
  username?: string;
  password?: string;
  email?: string;
}

/** A created admin account and, for a generated password, that password (to show once, never to log). */
export interface CreatedAdmin {
  username: string;
  oneTimePassword: string | null;
}

/**
 * Creates an admin account (`npm run admin:create`, the first admin of `npm start`'s set-up): `username` (default
 * `admin-` and 8 random characters, not guessable) with `password`, or with a random one-time password that must
 * be changed at first login, and `email` (where its login links go; none when unset). Logged in the same
 * transaction, without the password.
 * @throws EnvError when `password` is too easy to guess; ApiError `conflict` when accounts exist and
 *   `evenIfAccountsExist` is false, or when `username` is taken.
 */
export async function createAdminAccount(
  ctx: ServiceContext,
  credentials: AdminCredentials,
  options: { evenIfAccountsExist: boolean },
): Promise<CreatedAdmin> {
  await assertFirstAdminPassword(credentials);
  const username = credentials.username ?? `admin-${randomBytes(6).toString('base64url')}`;
  const password = credentials.password ?? randomPassword();
  const passwordHash = await hashPassword(password);
  return inTransaction(ctx, async (tx) => {
    if (!options.evenIfAccountsExist && (await countAdminUsers(tx.db)) > 0) {
      throw new ApiError('conflict', 'Ya existe una cuenta de administrador; para crear otra usa --otra.');
    }
    if (await adminUserByName(tx.db, username)) {
      throw new ApiError('conflict', `Ya existe una cuenta llamada ${username}.`);
    }
    const user = await insertAdminUser(tx.db, {
      username,
      passwordHash,
      role: 'admin',
      mustChangePassword: !credentials.password,
      email: credentials.email ?? null,
      createdAt: tx.now,
    });
    await insertLog(tx.db, {
      userId: null,
      action: 'create_admin',
      details: `Cuenta de administrador creada: ${user.username}`,
      createdAt: tx.now,
    });
    return { username, oneTimePassword: credentials.password ? null : password };
  });
}

/**
 * Creates the first admin when there is no account (see `createAdminAccount`).
 * @returns the created account, or `null` when accounts exist already.
 * @throws EnvError when `password` is too easy to guess.
 */
export async function ensureFirstAdmin(
  ctx: ServiceContext,
  credentials: AdminCredentials,
): Promise<CreatedAdmin | null> {
  if ((await countAdminUsers(ctx.db)) > 0) return null;
  return createAdminAccount(ctx, credentials, { evenIfAccountsExist: false });
}
