/** The one JSON error shape `{ error: { code, message } }` and the app's error handler. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export type ErrorCode = 'bad_request' | 'not_found' | 'unauthorized' | 'internal';

export const errorBody = (code: ErrorCode, message: string) => ({ error: { code, message } });

/** A 400 answer for a zod failure: the first issue's path and message. */
export function badRequest(c: Context, error: ZodError) {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return c.json(errorBody('bad_request', `${where}${issue?.message ?? 'Parámetros inválidos'}`), 400);
}

/** Maps thrown errors to the JSON shape; unknown errors are logged and answered 500 without details. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const code: ErrorCode = error.status === 404 ? 'not_found' : error.status === 401 ? 'unauthorized' : 'bad_request';
    return c.json(errorBody(code, error.message), error.status as ContentfulStatusCode);
  }
  console.error('[api]', error);
  return c.json(errorBody('internal', 'Error interno del servidor'), 500);
}
