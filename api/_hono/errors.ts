/**
 * The one JSON error shape `{ error: { code, message, issues? } }`: the app's `onError` maps every thrown
 * error to it, and `validate` makes zod failures throw so they reach that handler.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { resolver, uniqueSymbol } from 'hono-openapi';
import { z } from 'zod';
import { isBadInputError, isConnectionLost } from '../../db/errors.ts';
import type { AppEnv } from './env.ts';
import { CACHE_QUERY_HEADER } from '../../src/server/cache.ts';
import { ApiError, ERROR_STATUS, type ErrorBody, type ErrorCode, type FieldIssue } from '../../src/server/errors.ts';

/** What a visitor reads when an error brings no message of its own. */
const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  bad_request: 'Solicitud inválida',
  unauthorized: 'No autorizado',
  payment_required: 'Pago requerido',
  forbidden: 'Acceso denegado',
  draw_missing: 'Gana Más no tiene ese sorteo',
  draw_not_held: 'No hubo sorteo ese día',
  not_found: 'Recurso no encontrado',
  method_not_allowed: 'Método no permitido',
  conflict: 'La solicitud entra en conflicto con el estado actual',
  payload_too_large: 'La solicitud es demasiado grande',
  unsupported_media_type: 'Tipo de contenido no admitido',
  too_many_requests: 'Demasiadas solicitudes, intenta más tarde',
  request_header_fields_too_large: 'Los encabezados de la solicitud son demasiado grandes',
  internal: 'Error interno del servidor',
  unavailable: 'Servicio no disponible temporalmente',
};

/** Spanish for the English messages Hono's own middleware throws (its JSON validator). */
const HONO_MESSAGES: Record<string, string> = { 'Malformed JSON in request body': 'El cuerpo no es JSON válido.' };

const CODE_OF_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/** What a request hears when its database connection died under a write (the client may send it again). */
const CONNECTION_LOST_MESSAGE = 'Servicio no disponible temporalmente. Intenta de nuevo en unos segundos.';
/** Seconds a client should wait before sending again a request whose database connection died. */
const CONNECTION_LOST_RETRY_AFTER_S = 5;

/** The error code of an HTTP status (≥ 400): its ERROR_STATUS entry, else `internal` (5xx) or `bad_request`. */
function codeOfStatus(status: number): ErrorCode {
  return CODE_OF_STATUS.get(status) ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** The JSON body for an HTTP error status, with the code's Spanish default message unless one is given. */
export function statusBody(status: number, message?: string): ErrorBody {
  const code = codeOfStatus(status);
  return { error: { code, message: message || DEFAULT_MESSAGE[code] } };
}

/**
 * A 400 `ApiError` listing every zod issue (`path` and Spanish message); the message is `message` when given,
 * else all issues joined.
 */
export function fromZodError(error: z.core.$ZodError, message?: string): ApiError {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    path: issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key)),
    message: issue.message,
  }));
  const joined = issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  return new ApiError('bad_request', message ?? (joined || DEFAULT_MESSAGE.bad_request), { issues, cause: error });
}

/** Headers an `HTTPException` carries on its prepared response (e.g. WWW-Authenticate), minus body headers. */
function exceptionHeaders(error: HTTPException): Record<string, string> {
  const headers: Record<string, string> = {};
  error.res?.headers.forEach((value, name) => {
    if (name !== 'content-type' && name !== 'content-length') headers[name] = value;
  });
  return headers;
}

/**
 * The app's `onError`: zod errors → 400 with all issues; `ApiError` → its status, body and headers;
 * `HTTPException` → its status, message (or the code's default) and headers; a value PostgreSQL refused
 * (invalid byte sequence, too long, bad syntax) → 400; a database connection lost under the query → 503 with
 * `Retry-After` (logged once; reads were already retried by the pool); anything else → 500 `internal`, logged
 * once, with a generic message.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof z.core.$ZodError) return respond(c, fromZodError(error));
  if (error instanceof ApiError) return respond(c, error);
  if (error instanceof HTTPException) {
    const body = statusBody(error.status, HONO_MESSAGES[error.message] ?? error.message);
    return c.json(body, error.status, exceptionHeaders(error));
  }
  if (isBadInputError(error)) {
    return respond(c, new ApiError('bad_request', 'La solicitud contiene datos no válidos.', { cause: error }));
  }
  if (isConnectionLost(error)) {
    console.error('[api] database connection lost:', error);
    const headers = { 'Retry-After': String(CONNECTION_LOST_RETRY_AFTER_S) };
    return respond(c, new ApiError('unavailable', CONNECTION_LOST_MESSAGE, { headers, cause: error }));
  }
  console.error('[api]', error);
  return respond(c, new ApiError('internal', DEFAULT_MESSAGE.internal));
}

/** The JSON answer of an `ApiError`. */
export function respond(c: Context, error: ApiError): Response {
  return c.json(error.toBody(), error.status, error.headers);
}

/**
 * `zValidator` whose failure throws the `ZodError` (answered 400 by `handleError`) instead of answering
 * with zod's own body. Use as `validate('query', schema)`; read with `c.req.valid(target)`. It carries the
 * schema for hono-openapi, so a public route's parameters are documented from it (decision 062).
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) => {
  const queryParams = target === 'query' ? queryParamsOf(schema).join(',') : '';
  return Object.assign(
    zValidator(target, schema, (result, c) => {
      if (!result.success) throw fromZodError(result.error);
      // The local page cache keys the answer on the parameters read here alone (decision 063).
      if (target === 'query') c.header(CACHE_QUERY_HEADER, queryParams);
    }),
    { [uniqueSymbol]: { target, ...resolver(schema) } },
  );
};

/**
 * The parameter names of a query schema (a `z.object`, or a pipe from one).
 * @throws Error for any other schema, when the route module loads
 */
function queryParamsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return queryParamsOf(schema.in as z.ZodType);
  throw new Error('validate("query", schema) takes a z.object or a pipe from one');
}

/**
 * A request body that may be empty: `{}` when it is, else the parsed JSON.
 * @throws ApiError `bad_request` when it is not JSON
 */
function optionalJson(text: string): unknown {
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError('bad_request', 'El cuerpo no es JSON válido.', { cause: error });
  }
}

/**
 * A JSON body validator for a body that may be empty (read as `{}`), typed like `validate('json', schema)` so
 * the typed client knows its input; read with `c.req.valid('json')`.
 * @throws ApiError `bad_request` when the body is not JSON; the `ZodError` (answered 400) when it fails `schema`
 */
export const optionalJsonBody =
  <Schema extends z.ZodType>(
    schema: Schema,
  ): MiddlewareHandler<AppEnv, string, { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }> =>
  async (c, next) => {
    c.req.addValidatedData('json', schema.parse(optionalJson(await c.req.text())) as object);
    await next();
  };
