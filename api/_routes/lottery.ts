/**
 * Results API (spec section 7): /api/lottery/dominicana, /api/lottery/loteka, /api/lottery/history/:gameName.
 * Inputs are parsed with zod; an unknown path or game is a 400/404 with the JSON error shape.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { historyOf, lotekaResults, resultsForPath } from '../../db/queries/results.ts';
import { findGameByName, gamesForPath } from '../../src/lib/catalogue/index.ts';
import { isIsoDate } from '../../src/lib/dates.ts';
import { cacheAnswer, gameTag, operatorTag, type AppEnv } from '../_cache.ts';
import { badRequest, errorBody } from '../_errors.ts';

/** Largest history a client may ask for (spec: up to 1000 are fetched). */
export const HISTORY_MAX = 1000;
const HISTORY_DEFAULT = 50;
/** Browsers may reuse a results answer this long (s); the server-side route cache is invalidated by scrapes. */
const CACHE_CONTROL = 'public, max-age=30';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'la fecha debe ser AAAA-MM-DD').refine(isIsoDate, 'fecha inexistente');
const pathQuery = z.object({
  path: z.string().max(100).regex(/^(\/[a-z0-9-]+)?$/, 'path debe ser como /leidsa').default(''),
  date: isoDate.optional(),
});
const historyQuery = z.object({
  limit: z.coerce.number({ error: 'limit debe ser un número' }).int('limit debe ser entero').min(1, 'limit debe ser al menos 1').default(HISTORY_DEFAULT)
    .transform((n) => Math.min(n, HISTORY_MAX)),
});
const hook = (result: { success: boolean; error?: unknown }, c: Context) =>
  result.success ? undefined : badRequest(c, result.error as z.ZodError);
const unknownPath = (path: string) => errorBody('bad_request', `path desconocido "${path}"`);
/** Tags of the operators whose games an API path lists. */
const pathTags = (path: string) => [...new Set((gamesForPath(path) ?? []).map((g) => operatorTag(g.operatorId)))];

export const lottery = new Hono<AppEnv>()
  .get('/dominicana', zValidator('query', pathQuery, hook), async (c) => {
    const { path, date } = c.req.valid('query');
    const results = await resultsForPath(c.var.db, path, date);
    if (!results) return c.json(unknownPath(path), 400);
    c.header('Cache-Control', CACHE_CONTROL);
    cacheAnswer(c, pathTags(path));
    return c.json(results);
  })
  .get('/loteka', zValidator('query', pathQuery, hook), async (c) => {
    const { path, date } = c.req.valid('query');
    const source = path || '/loteka';
    const results = await lotekaResults(c.var.db, source, date);
    if (!results) return c.json(unknownPath(path), 400);
    c.header('Cache-Control', CACHE_CONTROL);
    cacheAnswer(c, pathTags(source));
    return c.json(results);
  })
  .get('/history/:gameName', zValidator('query', historyQuery, hook), async (c) => {
    const name = c.req.param('gameName');
    const game = findGameByName(name);
    if (!game) return c.json(errorBody('not_found', `juego desconocido "${name}"`), 404);
    const records = await historyOf(c.var.db, game, c.req.valid('query').limit);
    c.header('Cache-Control', 'no-cache');
    cacheAnswer(c, [gameTag(game.id)]);
    return c.json(records);
  });
