/**
 * '¿Gané?' API: `GET /api/lottery/games/{gameId}/check?date=AAAA-MM-DD&numbers=NN,NN,NN` checks a ticket against a
 * game's draw (`services/ticket-check.ts`). Mounted under `/lottery` beside the results routes. Not cached: every
 * answer depends on the ticket's numbers (one cache entry per ticket would fill the cache, and keep what a visitor
 * typed), and it costs one indexed read.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { gameIdSchema, ticketCheckQuerySchema, ticketCheckSchema } from '../../../src/lib/schemas/ticket-check.ts';
import { checkTicketFor } from '../../../src/server/services/ticket-check.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../errors.ts';
import { publicRead } from '../public-api.ts';

export const ticketCheck = new Hono<AppEnv>().get(
  '/games/:gameId/check',
  publicRead({
    summary: 'Verifica un boleto contra un sorteo: las jugadas que gana según las reglas oficiales del juego.',
    description:
      '`numbers` como `12,34,56`; `date` AAAA-MM-DD (por defecto, el sorteo más reciente). No se guarda nada.',
    tag: 'Resultados',
    response: ticketCheckSchema,
  }),
  validate('param', z.object({ gameId: gameIdSchema })),
  validate('query', ticketCheckQuerySchema),
  async (c) => {
    const answer = await checkTicketFor(c.var.ctx, c.req.valid('param').gameId, c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  },
);
