/**
 * '¿Gané?' API: `GET /api/lottery/games/{gameId}/check?date=AAAA-MM-DD&numbers=NN,NN,NN` checks a ticket against a
 * game's draw (`services/ticket-check.ts`). Mounted under `/lottery` beside the results routes. Not cached: every
 * answer depends on the ticket's numbers (one cache entry per ticket would fill the cache, and keep what a visitor
 * typed), and it costs one indexed read.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { gameIdSchema, ticketCheckQuerySchema } from '../../../src/lib/schemas/ticket-check.ts';
import { checkTicketFor } from '../../../src/server/services/ticket-check.ts';
import { requestContext, type AppEnv } from '../env.ts';
import { validate } from '../errors.ts';

export const ticketCheck = new Hono<AppEnv>().get(
  '/games/:gameId/check',
  validate('param', z.object({ gameId: gameIdSchema })),
  validate('query', ticketCheckQuerySchema),
  async (c) => {
    const answer = await checkTicketFor(requestContext(c), c.req.valid('param').gameId, c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  },
);
