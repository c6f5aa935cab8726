/**
 * One-time login links (decision 079): the owner of an account delayed by failed logins asks for a link by
 * username; when the account exists and has an email, a random token (32 bytes, base64url) is mailed as
 * `SITE_URL/admin/login#enlace=<token>` and stored only as its SHA-256, valid `LOGIN_LINK_TTL_MS` and once.
 * Asking answers the same whether or not the account exists, and is rate-limited per IP and per username.
 */
import { createHash, randomBytes } from 'node:crypto';
import { waitUntil } from '@vercel/functions';
import { adminUserById, adminUserByName } from '../../../db/queries/admin.ts';
import {
  clearLoginDelay,
  deleteLoginLinksBefore,
  insertLoginLink,
  consumeLoginLink,
} from '../../../db/queries/admin-login.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import { ApiError } from '../errors.ts';
import { issueSession, type SessionUser } from './admin-auth.ts';
import { inTransaction, type ServiceContext } from './context.ts';
import { reserveOrThrow, type RateRule } from './rate-limit.ts';

/** How long a link stays valid (ms): 15 minutes. */
const LOGIN_LINK_TTL_MS = 15 * 60 * 1000;
/** Link requests per IP per 15 minutes, whatever the usernames. */
const LINK_IP_RULE: RateRule = { bucket: 'login-link-ip', limit: 5, windowMs: 15 * 60 * 1000 };
/** Link requests per username (known or not) per 15 minutes, whatever the IPs: the owner's inbox is not flooded. */
const LINK_ACCOUNT_RULE: RateRule = { bucket: 'login-link-account', limit: 3, windowMs: 15 * 60 * 1000 };

const TOO_MANY_LINKS = 'Ya pediste varios enlaces de acceso. Revisa tu correo o intenta de nuevo más tarde.';
const BAD_LINK = 'El enlace de acceso no es válido, ya se usó o caducó. Pide uno nuevo.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The mail of a login link for `username`, valid for LOGIN_LINK_TTL_MS. */
const linkMail = (siteUrl: string, to: string, username: string, token: string) => ({
  to,
  subject: 'Tu enlace de acceso a Gana Más',
  text: [
    `Hola, ${username}:`,
    '',
    'Alguien (esperamos que tú) pidió un enlace para entrar a la administración de Gana Más.',
    `Ábrelo en los próximos ${LOGIN_LINK_TTL_MS / 60_000} minutos; sirve una sola vez:`,
    '',
    `${new URL('/admin/login', siteUrl).href}#enlace=${token}`,
    '',
    'Si no lo pediste, ignora este correo y considera cambiar tu contraseña: alguien intentó entrar a tu cuenta.',
  ].join('\n'),
});

/**
 * Sends a one-time login link to the account `username` when it exists and has an email; answers the same
 * otherwise. The mail (its link on `ctx.config.SITE_URL`) is handed to `ctx.mailer` without waiting for it, so the
 * answer takes as long either way, and kept alive past the answer with `waitUntil` (a Vercel function is frozen once it
 * answers); a failed send is logged to the console.
 * @throws ApiError `too_many_requests` past LINK_IP_RULE for the IP or LINK_ACCOUNT_RULE for the username.
 */
export async function requestLoginLink(ctx: ServiceContext, username: string): Promise<void> {
  if (ctx.ip !== null) await reserveOrThrow(ctx, LINK_IP_RULE, ctx.ip, TOO_MANY_LINKS);
  await reserveOrThrow(ctx, LINK_ACCOUNT_RULE, username, TOO_MANY_LINKS);
  const user = await adminUserByName(ctx.db, username);
  if (!user?.email) return;
  const token = randomBytes(32).toString('base64url');
  await insertLoginLink(ctx.db, {
    tokenHash: hashOf(token),
    userId: user.id,
    createdAt: ctx.now,
    expiresAt: new Date(ctx.now.getTime() + LOGIN_LINK_TTL_MS),
  });
  const sending = ctx
    .mailer()(linkMail(ctx.config.SITE_URL, user.email, user.username, token))
    .catch((error: unknown) => {
      console.error('[login-link] no se pudo enviar el enlace de acceso', error);
    });
  // On Vercel the function would be frozen once it answered, the mail unsent; elsewhere this does nothing.
  waitUntil(sending);
}

/**
 * Uses the link of `token` once: opens a session for its account, ends the account's login delay and logs
 * `login` in the same transaction.
 * @returns the session token, its expiry and the user.
 * @throws ApiError `unauthorized` for an unknown, used or expired link.
 */
export async function loginWithLink(
  ctx: ServiceContext,
  token: string,
): Promise<{ token: string; expiresAt: Date; user: SessionUser }> {
  return inTransaction(ctx, async (tx) => {
    const userId = await consumeLoginLink(tx.db, hashOf(token), tx.now);
    const user = userId === undefined ? undefined : await adminUserById(tx.db, userId);
    if (!user) throw new ApiError('unauthorized', BAD_LINK);
    const session = await issueSession(tx, user.id);
    await clearLoginDelay(tx.db, user.username);
    await insertLog(tx.db, {
      userId: user.id,
      action: 'login',
      details: `Inicio de sesión de ${user.username} con un enlace de acceso por correo`,
      ipAddress: tx.ip,
      createdAt: tx.now,
    });
    const { id, username, role, mustChangePassword } = user;
    return { ...session, user: { id, username, role, mustChangePassword } };
  });
}

/** Deletes links that expired (run on the cron tick). */
export function purgeLoginLinks(ctx: ServiceContext): Promise<void> {
  return deleteLoginLinksBefore(ctx.db, ctx.now);
}
