/**
 * Scrapers as admins write them (spec: entity Scraper, validation "Scraper"): the one zod schema the admin
 * dialog and POST/PUT /api/admin/scrapers parse. `config` is JSON text naming the adapter that reads the page
 * and its options; it is parsed and checked against the options every adapter takes (unknown keys refused).
 */
import { z } from 'zod';
import { httpUrl, lineText } from './text.ts';

/** The source adapters a scraper's `config.adapter` may name (cron/adapters.ts registers one per id). */
export const ADAPTER_IDS = [
  'loteriasdominicanas-html',
  'loteriasdominicanas-api',
  'loteriasdominicanas-feed',
  'ny-open-data',
  'leidsa',
  'leidsa-history',
] as const;

/** Shortest time between two runs of a scraper (s), and the default (spec: 30 and 300). */
export const SCRAPER_FREQUENCY = { min: 30, default: 300 } as const;

/** The options of an adapter: which one, and optionally the draw date to ask for ("YYYY-MM-DD"). */
const scraperConfigSchema = z.strictObject(
  {
    adapter: z.enum(ADAPTER_IDS, { error: `Adaptador desconocido; usa uno de: ${ADAPTER_IDS.join(', ')}.` }),
    date: z.iso.date('La fecha es AAAA-MM-DD.').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Opción desconocida: ${issue.keys.join(', ')}.`
        : 'La configuración es un objeto JSON.',
  },
);

/** JSON text (the dialog's textarea) or an already parsed object -> the checked config; bad JSON is one issue. */
const configText = z
  .unknown()
  .transform((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'La configuración no es JSON válido.' });
      return z.NEVER;
    }
  })
  .pipe(scraperConfigSchema);

export const scraperInputSchema = z.object({
  name: lineText('Escribe el nombre.')
    .trim()
    .min(1, 'Escribe el nombre.')
    .max(100, 'El nombre admite hasta 100 caracteres.'),
  url: httpUrl('Usa una URL http(s) válida.'),
  enabled: z.boolean().default(true),
  frequency: z.coerce
    .number('La frecuencia es un número de segundos.')
    .int('La frecuencia es un número entero de segundos.')
    .min(SCRAPER_FREQUENCY.min, `La frecuencia mínima es ${SCRAPER_FREQUENCY.min} segundos.`)
    .default(SCRAPER_FREQUENCY.default),
  config: configText,
});

export type ScraperInputForm = z.input<typeof scraperInputSchema>;
export type ScraperInputValues = z.output<typeof scraperInputSchema>;
