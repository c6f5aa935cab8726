/**
 * Route tests' typed door to the Hono app (decision 044): `clientOf(app)` is hono/testing's `testClient` over
 * the app's `/api` routes, each call sent with this origin (the app refuses cross-site writes), its answers
 * typed by the routes; `errorOf` reads an error answer with the error shape's zod schema, so a test fails when
 * an error is not in that shape.
 */
import { testClient } from 'hono/testing';
import type { createApp } from '../../api/_hono/app.ts';
import { errorBodySchema, type ErrorBody } from '../../src/lib/schemas/api-error.ts';

/** The origin test requests come from (same-origin for the app). */
export const ORIGIN = 'http://localhost';

/** The typed client of `app`'s `/api` routes; `env`, the app's bindings (e.g. `{ astro: { clientAddress } }`). */
export const clientOf = (app: ReturnType<typeof createApp>, env: object = {}) =>
  testClient(app, env, undefined, { headers: { origin: ORIGIN } }).api;

/**
 * The `error` of an error answer.
 * @throws ZodError when the body is not the JSON error shape
 */
export async function errorOf(response: { json(): Promise<unknown> }): Promise<ErrorBody['error']> {
  return errorBodySchema.parse(await response.json()).error;
}
