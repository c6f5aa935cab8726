/**
 * Advertisements as admins write them (spec: entity Advertisement (admin), validation "Advertisement"): the one
 * zod schema the admin dialog and POST/PUT /api/admin/advertisements parse. The page type (a one-item `pages`
 * list) selects the allowed positions (`adPositionsFor`, decision 015). Dates are instants; the dialog's
 * `datetime-local` values are read as Santo Domingo time (UTC-4, no daylight saving).
 */
import { z } from 'zod';
import { httpUrl, lineText, multilineText } from './text.ts';
import { AD_PAGE_TYPES, adPositionsFor, CTA_STYLES } from '../ads.ts';

const LOCAL_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** A `datetime-local` value (Santo Domingo time) or an ISO instant as a Date; blank or null is no date. */
const adDate = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' && LOCAL_DATETIME.test(v) ? `${v}:00-04:00` : v),
  z.union([
    z.null(),
    z.iso.datetime({ offset: true, error: 'Usa una fecha y hora válidas.' }).transform((v) => new Date(v)),
  ]),
);

/** Trimmed optional text: blank is null. */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.union([z.null(), lineText().trim().max(max, tooLong)]).default(null),
  );

export const adInputSchema = z
  .object({
    name: lineText('Escribe el nombre.')
      .trim()
      .min(1, 'Escribe el nombre.')
      .max(200, 'El nombre admite hasta 200 caracteres.'),
    content: multilineText('Escribe el contenido.')
      .trim()
      .min(1, 'Escribe el contenido.')
      .max(100_000, 'El contenido admite hasta 100.000 caracteres.'),
    pages: z.tuple([z.enum(AD_PAGE_TYPES, { error: 'Elige un tipo de página.' })]),
    position: lineText('Elige una posición.').min(1, 'Elige una posición.'),
    enabled: z.boolean().default(true),
    priority: z.coerce
      .number('La prioridad es un número.')
      .int('La prioridad es un número entero.')
      .min(0, 'La prioridad es 0 o más.')
      .default(0),
    ctaText: optionalText(60, 'El texto del botón admite hasta 60 caracteres.'),
    ctaUrl: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.union([z.null(), httpUrl('Usa una URL http(s) válida.')]).default(null),
    ),
    ctaStyle: z.enum(CTA_STYLES, { error: 'Elige un estilo.' }).default('primary'),
    displayType: lineText().trim().min(1).max(40).default('banner'),
    showOnMobile: z.boolean().default(true),
    showOnDesktop: z.boolean().default(true),
    maxImpressions: z.preprocess(
      (v) => (v === '' || v === undefined ? null : v),
      z.union([z.null(), z.coerce.number().int('Usa un número entero.').min(1, 'Al menos 1, o vacío para ilimitado.')]),
    ),
    startDate: adDate,
    endDate: adDate,
  })
  .superRefine((ad, ctx) => {
    if (!adPositionsFor(ad.pages[0]).some((p) => p.id === ad.position))
      ctx.addIssue({ code: 'custom', path: ['position'], message: 'Esa posición no existe en ese tipo de página.' });
    if (ad.startDate && ad.endDate && ad.endDate <= ad.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'La fecha de fin debe ser posterior a la de inicio.',
      });
  });

export type AdInputForm = z.input<typeof adInputSchema>;
export type AdInputValues = z.output<typeof adInputSchema>;
