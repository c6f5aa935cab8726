/**
 * Route tests' typed door to the Hono app (decision 044): `clientOf(app)` is hono/testing's `testClient` over
 * the app's `/api` routes, each call sent from the app's own origin (it refuses cross-site writes), its answers
 * typed by the routes.
 */
import { testClient } from 'hono/testing';
import type { createApp } from '../../api/_hono/app.ts';

/** The typed client of `app`'s `/api` routes; `env`, the app's bindings (e.g. `{ astro: { clientAddress } }`). */
export const clientOf = (app: ReturnType<typeof createApp>, env: object = {}) =>
  testClient(app, env, undefined, { headers: { origin: 'http://localhost' } }).api;
