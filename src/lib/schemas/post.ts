/**
 * Posts (spec entity Post, validation "Post"): the slug rule and the one zod schema of a post's fields,
 * parsed by the admin form in the browser and again by the API.
 */
import { z } from 'zod';
import { lineText, multilineText } from './text.ts';

/** A valid slug: lower-case letters and digits in groups joined by single hyphens ("como-se-juega-el-loto"). */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 200;

/**
 * The spec's slug rule, applied to a title while creating: lower case, accents folded ("ó" -> "o", "ñ" -> "n"),
 * other special characters removed, runs of spaces, underscores and hyphens collapsed to one hyphen, edge
 * hyphens trimmed. "¿Cómo se juega la Quiniela?" -> "como-se-juega-la-quiniela". May return "" (a title of
 * symbols only).
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

export const postSlugSchema = lineText('Escribe el slug.')
  .trim()
  .min(1, 'Escribe el slug.')
  .max(SLUG_MAX, `El slug admite hasta ${SLUG_MAX} caracteres.`)
  .regex(POST_SLUG, 'El slug solo admite letras minúsculas, números y guiones simples.');

/** Fields of a post as an admin writes them; `slug` may be left empty on create (generated from the title). */
export const postInputSchema = z.object({
  title: lineText('Escribe el título.')
    .trim()
    .min(1, 'Escribe el título.')
    .max(200, 'El título admite hasta 200 caracteres.'),
  slug: z.union([z.literal(''), postSlugSchema]).optional(),
  content: multilineText('Escribe el contenido.')
    .trim()
    .min(1, 'Escribe el contenido.')
    .max(200_000, 'El contenido es demasiado largo.'),
  excerpt: multilineText().trim().max(300, 'El resumen admite hasta 300 caracteres.').optional(),
  published: z.boolean().optional(),
});

/** A post as the service receives it (after parsing). */
export type PostInput = z.output<typeof postInputSchema>;
