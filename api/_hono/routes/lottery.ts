/**
 * Results API (spec section 7) over the result services: the spec's path-based reads (/dominicana,
 * /loteka, /history/:gameName) and one route per view with ids (/home, /operators/:operatorId,
 * /games/:gameId/history). Inputs are parsed with zod; services throw ApiError for unknown ids or paths.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ISO_DATE, isDrawDateInRange, isIsoDate, MIN_DRAW_DATE } from '../../../src/lib/dates.ts';
import { gamesForPath } from '../../../src/lib/catalogue/index.ts';
import { historyRecordSchema, lotekaResultSchema, lotteryResultSchema } from '../../../src/lib/schemas/public-api.ts';
import { DRAWS_TAG, gameTag, operatorTag } from '../../../src/server/cache.ts';
import {
  gameHistory,
  historyByName,
  homeResults,
  lotekaPathResults,
  operatorResults,
  pathResults,
} from '../../../src/server/services/results.ts';
import { gameCoverageSchema } from '../../../src/lib/schemas/coverage.ts';
import { gameStatsSchema, statsQuerySchema } from '../../../src/lib/schemas/stats.ts';
import { coverageOfGame } from '../../../src/server/services/coverage.ts';
import { gameStats } from '../../../src/server/services/stats.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../errors.ts';
import { publicRead } from '../public-api.ts';

/** Largest history a client may ask for (spec: up to 1000 are fetched). */
const HISTORY_MAX = 1000;
const HISTORY_DEFAULT = 50;
/** Browsers may reuse a results answer this long (s); the server-side route cache is invalidated by scrapes. */
const CACHE_CONTROL = 'public, max-age=30';

const drawDate = z
  .string()
  .regex(ISO_DATE, { error: 'la fecha debe ser AAAA-MM-DD', abort: true })
  .refine(isIsoDate, { error: 'fecha inexistente', abort: true })
  .refine((date) => isDrawDateInRange(date, new Date()), `la fecha debe estar entre ${MIN_DRAW_DATE} y mañana`);
const pathQuery = z.object({
  path: z
    .string()
    .max(100)
    .regex(/^(\/[a-z0-9-]+)?$/, 'path debe ser como /leidsa')
    .default(''),
  date: drawDate.optional(),
});
const limit = z.coerce
  .number({ error: 'limit debe ser un número' })
  .int('limit debe ser entero')
  .min(1, 'limit debe ser al menos 1')
  .default(HISTORY_DEFAULT)
  .transform((n) => Math.min(n, HISTORY_MAX));
const historyQuery = z.object({ limit });
const offset = z.coerce
  .number({ error: 'offset debe ser un número' })
  .int('offset debe ser entero')
  .min(0, 'offset no puede ser negativo')
  .max(HISTORY_MAX - 1, `offset debe ser menor que ${HISTORY_MAX}`)
  .default(0);
/** A page of a game's history; the pages together never go past the newest 1000 records. */
const gameHistoryQuery = z
  .object({ limit, offset, date: drawDate.optional() })
  .transform((q) => ({ ...q, limit: Math.min(q.limit, HISTORY_MAX - q.offset) }));
const catalogueId = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]+$/, 'id inválido');

/** Tags of the operators whose games an API path lists. */
const pathTags = (path: string) => [...new Set((gamesForPath(path) ?? []).map((g) => operatorTag(g.operatorId)))];

export const lottery = new Hono<AppEnv>()
  .get(
    '/dominicana',
    publicRead({
      summary: 'Último resultado de cada juego de una ruta (o los sorteos de una fecha), el más reciente primero.',
      description: '`path` como `/leidsa` o `/leidsa/loto` (vacío: todos los juegos); `date` AAAA-MM-DD.',
      tag: 'Resultados',
      response: z.array(lotteryResultSchema),
    }),
    validate('query', pathQuery),
    async (c) => {
      const { path, date } = c.req.valid('query');
      const results = await pathResults(c.var.ctx, path, date);
      c.header('Cache-Control', CACHE_CONTROL);
      c.var.ctx.cache.tag(pathTags(path));
      return c.json(results);
    },
  )
  .get(
    '/loteka',
    publicRead({
      summary: 'Resultados de Loteka con la forma de la API de Loteka (`nro`: nombre del juego).',
      tag: 'Resultados',
      response: z.array(lotekaResultSchema),
    }),
    validate('query', pathQuery),
    async (c) => {
      const { path, date } = c.req.valid('query');
      const source = path || '/loteka';
      const results = await lotekaPathResults(c.var.ctx, source, date);
      c.header('Cache-Control', CACHE_CONTROL);
      c.var.ctx.cache.tag(pathTags(source));
      return c.json(results);
    },
  )
  .get(
    '/history/:gameName',
    publicRead({
      summary: 'Historial de un juego buscado por nombre, id o alias, el más reciente primero (hasta 1000).',
      tag: 'Resultados',
      response: z.array(historyRecordSchema),
    }),
    validate('query', historyQuery),
    async (c) => {
      const { game, records } = await historyByName(c.var.ctx, c.req.param('gameName'), c.req.valid('query').limit);
      c.header('Cache-Control', 'no-cache');
      c.var.ctx.cache.tag([gameTag(game.id)]);
      return c.json(records);
    },
  )
  .get(
    '/home',
    publicRead({
      summary: 'Último resultado de cada juego de la portada, con su estado de sorteo, en el orden de la portada.',
      tag: 'Resultados',
      response: z.array(lotteryResultSchema),
    }),
    async (c) => {
      const results = await homeResults(c.var.ctx);
      c.header('Cache-Control', CACHE_CONTROL);
      c.var.ctx.cache.tag([DRAWS_TAG]);
      return c.json(results);
    },
  )
  .get(
    '/operators/:operatorId',
    publicRead({
      summary: 'Último resultado de cada juego de una operadora (id del catálogo, p. ej. `leidsa`).',
      tag: 'Resultados',
      response: z.array(lotteryResultSchema),
    }),
    validate('param', z.object({ operatorId: catalogueId })),
    async (c) => {
      const { operatorId } = c.req.valid('param');
      const results = await operatorResults(c.var.ctx, operatorId);
      c.header('Cache-Control', CACHE_CONTROL);
      c.var.ctx.cache.tag([operatorTag(operatorId)]);
      return c.json(results);
    },
  )
  .get(
    '/games/:gameId/history',
    publicRead({
      summary: 'Una página del historial de un juego (id del catálogo), el más reciente primero.',
      description: '`limit` (1 a 1000, 50 por omisión) registros desde `offset`; `date` AAAA-MM-DD: hasta esa fecha.',
      tag: 'Resultados',
      response: z.array(historyRecordSchema),
    }),
    validate('param', z.object({ gameId: catalogueId })),
    validate('query', gameHistoryQuery),
    async (c) => {
      const { gameId } = c.req.valid('param');
      const records = await gameHistory(c.var.ctx, gameId, c.req.valid('query'));
      c.header('Cache-Control', 'no-cache');
      c.var.ctx.cache.tag([gameTag(gameId)]);
      return c.json(records);
    },
  )
  .get(
    '/games/:gameId/stats',
    publicRead({
      summary: 'Frecuencia de cada número de un juego en una ventana de días que termina en su sorteo más reciente.',
      description:
        '`days`: 30, 60, 90 (por defecto), 180, 365 o `all`. Cuenta sorteos, no bolos; bonos y palés aparte. Los sorteos son aleatorios: el pasado no predice nada.',
      tag: 'Resultados',
      response: gameStatsSchema,
    }),
    validate('param', z.object({ gameId: catalogueId })),
    validate('query', statsQuerySchema),
    async (c) => {
      const { gameId } = c.req.valid('param');
      const stats = await gameStats(c.var.ctx, gameId, c.req.valid('query').days);
      c.header('Cache-Control', CACHE_CONTROL);
      c.var.ctx.cache.tag([gameTag(gameId)]);
      return c.json(stats);
    },
  )
  .get(
    '/games/:gameId/coverage',
    publicRead({
      summary: 'Cobertura del historial de un juego: por mes, sorteos programados, guardados y faltantes.',
      description:
        'Desde su primer sorteo guardado hasta ayer (o su último sorteo). Los días que el catálogo sabe sin sorteo (feriados con su fuente, días fuera de su horario) no cuentan como programados.',
      tag: 'Resultados',
      response: gameCoverageSchema,
    }),
    validate('param', z.object({ gameId: catalogueId })),
    async (c) => {
      const coverage = await coverageOfGame(c.var.ctx, c.req.valid('param').gameId);
      c.header('Cache-Control', CACHE_CONTROL);
      c.var.ctx.cache.tag([gameTag(coverage.gameId)]);
      return c.json(coverage);
    },
  );
