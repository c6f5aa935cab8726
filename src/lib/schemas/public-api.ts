/**
 * zod schemas of the public read API's answers (decision 062): the OpenAPI document at /api/openapi.json is
 * generated from them, and `public-api.test.ts` parses the real answers on the bundled history with them, so the
 * document cannot drift from what the routes send. Each schema is typed by the shape it describes.
 */
import { z } from 'zod';
import { DRAW_STATES, type DrawStatus } from '../draw-status.ts';
import type { DrawExtras } from '../draws.ts';
import type { GameScore, HistoryRecord, LotekaResult, LotteryResult } from '../results.ts';
import type { SimilarUrl } from '../similar-url.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hourMinute = z.string().regex(/^\d{2}:\d{2}$/);

const gameScore: z.ZodType<GameScore> = z
  .union([z.string(), z.object({ score: z.string(), type: z.string() })])
  .meta({ description: 'Número ganador tal como se publicó; con `type`, una bola adicional (Mega Ball, Fracción…).' });

const drawStateSchema = z.enum(DRAW_STATES);

const drawStatusSchema: z.ZodType<DrawStatus> = z
  .object({ state: drawStateSchema, label: z.string(), date: isoDate.optional(), hour: hourMinute.optional() })
  .meta({ description: 'Estado del sorteo del juego ahora (hora de Santo Domingo).' });

const drawExtrasSchema: z.ZodType<DrawExtras> = z
  .object({
    multiplier: z.string().optional(),
    colour: z.string().optional(),
    reference: z.string().optional(),
    doublePlay: z.array(z.string()).optional(),
  })
  .meta({ description: 'Datos publicados junto a los números (multiplicador, color, referencia, Double Play).' });

/** A latest result (`/dominicana`, `/home`, `/operators/{id}`): `date` AAAA-MM-DD, `hour` HH:MM in Santo Domingo. */
export const lotteryResultSchema: z.ZodType<LotteryResult> = z
  .object({
    gameId: z.string(),
    name: z.string(),
    company: z.string(),
    catName: z.string(),
    date: isoDate,
    hour: hourMinute,
    gameScores: z.array(gameScore),
    logo: z.null(),
    sourcePath: z.string(),
    route: z.string(),
    extras: drawExtrasSchema,
    status: drawStatusSchema.optional(),
  })
  .meta({ id: 'LotteryResult', description: 'Último resultado de un juego.' });

/** A Loteka-shaped result (`/loteka`): `nro` is the game's name. */
export const lotekaResultSchema: z.ZodType<LotekaResult> = z
  .object({
    gameId: z.string(),
    nro: z.string(),
    hour: hourMinute,
    date: isoDate,
    gameScores: z.array(z.string()),
    name: z.string(),
    company: z.string(),
    route: z.string(),
  })
  .meta({ id: 'LotekaResult', description: 'Resultado con la forma de la API de Loteka.' });

/** A history record (`/history/{gameName}`, `/games/{gameId}/history`), newest first. */
export const historyRecordSchema: z.ZodType<HistoryRecord> = z
  .object({
    gameId: z.string(),
    name: z.string(),
    company: z.string(),
    date: isoDate,
    hour: hourMinute,
    gameScores: z.array(gameScore),
    nro: z.string(),
    sourcePath: z.string(),
    status: drawStatusSchema.optional(),
    publishedAt: z.iso.datetime({ offset: true }).optional().meta({
      description:
        'Cuándo Gana Más guardó el sorteo más reciente, si fue dentro del día siguiente a su hora programada.',
    }),
  })
  .meta({ id: 'HistoryRecord', description: 'Un sorteo del historial de un juego.' });

/** A published post (`/posts/{slug}`): dates ISO 8601. */
export const publicPostSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    content: z.string(),
    excerpt: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Post', description: 'Artículo publicado (contenido en HTML).' });

/** The closest known page of a path (`/find-similar-url/{path}`). */
export const similarUrlSchema: z.ZodType<SimilarUrl & { path: string }> = z
  .object({
    path: z.string(),
    redirect: z.string(),
    similarity: z.number().min(0).max(1),
    automatic: z.boolean(),
  })
  .meta({ id: 'SimilarUrl', description: 'Página conocida más parecida a una ruta y su similitud (0 a 1).' });
