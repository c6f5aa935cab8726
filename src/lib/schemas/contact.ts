/**
 * The contact form (spec: Contact page /contacto, POST /api/contacto): one zod schema, with Spanish messages,
 * parsed by the form in the browser and again by the API route.
 */
import { z } from 'zod';
import { lineText, multilineText } from './text.ts';

/** Kinds of message, in the order the form lists them; `consulta` is the default. */
export const CONTACT_TIPOS = ['consulta', 'soporte', 'publicidad', 'sugerencia', 'reporte'] as const;

/** Visible labels of the kinds. */
export const CONTACT_TIPO_LABELS: Record<(typeof CONTACT_TIPOS)[number], string> = {
  consulta: 'Consulta general',
  soporte: 'Soporte técnico',
  publicidad: 'Publicidad',
  sugerencia: 'Sugerencia',
  reporte: 'Reportar un error',
};

/** Name of the hidden field people never fill: a request carrying a value in it comes from a bot. */
export const HONEYPOT_FIELD = 'sitio_web';

const optionalText = (max: number, message: string) => lineText(message).trim().max(max, message).optional();

export const contactSchema = z.object({
  nombre: lineText('Escribe tu nombre.')
    .trim()
    .min(1, 'Escribe tu nombre.')
    .max(100, 'El nombre admite hasta 100 caracteres.'),
  email: lineText('Escribe tu correo electrónico.')
    .trim()
    .min(1, 'Escribe tu correo electrónico.')
    .max(254, 'El correo es demasiado largo.')
    .pipe(z.email('Escribe un correo electrónico válido.')),
  telefono: optionalText(30, 'El teléfono admite hasta 30 caracteres.').refine(
    (value) => !value || /^\+?[\d\s().-]{7,}$/.test(value),
    'Escribe un teléfono válido (solo números, espacios y + - ( )).',
  ),
  asunto: optionalText(150, 'El asunto admite hasta 150 caracteres.'),
  mensaje: multilineText('Escribe tu mensaje.')
    .trim()
    .min(1, 'Escribe tu mensaje.')
    .max(5000, 'El mensaje admite hasta 5000 caracteres.'),
  tipo: z.enum(CONTACT_TIPOS, 'Elige un tipo de mensaje de la lista.').default('consulta'),
});

/** What the form holds (optional fields may be empty strings). */
export type ContactFormValues = z.input<typeof contactSchema>;
/** A parsed, trimmed message. */
export type ContactInput = z.output<typeof contactSchema>;
