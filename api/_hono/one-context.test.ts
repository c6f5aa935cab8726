/**
 * One context per request (decision 092): the Astro context of a request is read in one place, the middleware of
 * api/_hono/env.ts that builds `c.var.ctx`; every other file of the /api app reaches the cache, the client address
 * and the rest through that context.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API = fileURLToPath(new URL('.', import.meta.url));
/** Reading the Hono bindings (`c.env`, where Astro's context rides), Astro's route cache, or a helper named for it. */
const ASTRO_ACCESS = /\bc\.env\b|\.astro\b(?!['"])|astro\?\.cache|\bastroOf\b/;

const sources = readdirSync(API, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();

describe('the Astro context of an /api request', () => {
  it('is read by the context middleware alone', () => {
    const readers = sources.filter((file) => ASTRO_ACCESS.test(readFileSync(`${API}${file}`, 'utf8')));
    expect(readers).toEqual(['env.ts']);
  });
});
