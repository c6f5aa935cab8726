/**
 * Options for the typed client's mutating admin calls that pass no `{ json }`: /api/admin/* answers 415 to a
 * POST/PUT/DELETE not declared `application/json`, and the client only declares it for a `{ json }` argument.
 */
import type { ClientRequestOptions } from 'hono/client';

/** For a route that takes no body (delete, logout, run, start/stop): the JSON type, an empty body. */
export const JSON_TYPE = { headers: { 'content-type': 'application/json' } } satisfies ClientRequestOptions;

/**
 * For a route that reads and checks its body itself, so the client does not type it (login, password change):
 * `body` sent as JSON; type it from the shared schema the route parses it with.
 */
export const jsonBody = (body: object): ClientRequestOptions => ({
  ...JSON_TYPE,
  init: { body: JSON.stringify(body) },
});
