/** Calls to /api/admin/* in route tests, as a logged-in admin (a real session row, a real cookie). */
import { testClient } from 'hono/testing';
import type { createApp } from '../../api/_hono/app.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers } from '../../db/schema/index.ts';
import { issueSession, SESSION_COOKIE } from '../../src/server/services/admin-auth.ts';
import { hashPassword } from '../../src/server/services/admin-password.ts';
import { systemContext } from '../../src/server/services/context.ts';

/** Inserts admin `ana` (id 1 in a fresh database); use as a `useTestDb` seed. */
export async function seedAdmin(db: Db): Promise<void> {
  await db.insert(adminUsers).values({ username: 'ana', passwordHash: await hashPassword('clave-segura-2026') });
}

/**
 * The typed client of `app`'s /api/admin routes (decision 044) as admin 1, each call with a fresh session cookie,
 * from the site's own origin; use `asAdmin` for the malformed requests the typed client would not send.
 */
export const adminClientOf = (app: ReturnType<typeof createApp>, db: Db) =>
  testClient(app, {}, undefined, {
    headers: async () => ({
      cookie: `${SESSION_COOKIE}=${(await issueSession(systemContext(db), 1)).token}`,
      origin: 'http://localhost',
    }),
  }).api.admin;

interface Requester {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

/**
 * Sends `body` as JSON (when given) to `path` with a fresh session cookie of admin 1, from the site's own origin
 * unless `headers` say otherwise (a `null` value drops that header).
 * @returns the status and the parsed JSON answer (`null` when the answer has no JSON body)
 */
export async function asAdmin(
  app: Requester,
  db: Db,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string | null> = {},
): Promise<{ status: number; body: unknown }> {
  const { token } = await issueSession(systemContext(db), 1);
  const sent: Record<string, string | null> = {
    cookie: `${SESSION_COOKIE}=${token}`,
    origin: 'http://localhost',
    ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    ...headers,
  };
  const response = await app.request(path, {
    method,
    headers: Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== null),
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
