/**
 * Custom code snippets (spec: admin custom code, validation "Custom code"): the one zod schema the admin
 * form and the API parse, the categories, and the four templates that pre-fill the add dialog.
 */
import { z } from 'zod';
import { lineText, multilineText } from './text.ts';

export const CUSTOM_CODE_CATEGORIES = ['custom_code', 'analytics', 'tracking'] as const;
export type CustomCodeCategory = (typeof CUSTOM_CODE_CATEGORIES)[number];

/** Spanish names of the categories. */
export const CATEGORY_LABELS: Record<CustomCodeCategory, string> = {
  custom_code: 'Código personalizado',
  analytics: 'Analítica',
  tracking: 'Seguimiento',
};

/** An identifier: lower-case letters, digits, hyphens and underscores ("google-analytics"). */
const KEY = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * The placeholder ids of the shipped templates ({@link CUSTOM_CODE_TEMPLATES}): Google ids of X's
 * ("G-XXXXXXXXXX", "GTM-XXXXXXX", also "UA-" and "AW-"), and ids of seven or more zeros (Meta pixel, Hotjar).
 */
const PLACEHOLDER = /\b(?:G|GTM|UA|AW)-X{4,}\b|(?<![\w.])0{7,}(?!\w)/i;

/** The first template placeholder left in `code` ("G-XXXXXXXXXX"), or null when there is none. */
export const placeholderIn = (code: string): string | null => PLACEHOLDER.exec(code)?.[0] ?? null;

/** Fields an admin writes when adding a snippet (all required but the description). */
export const customCodeInputSchema = z.object({
  key: lineText('Escribe el identificador.')
    .trim()
    .min(1, 'Escribe el identificador.')
    .max(100, 'El identificador admite hasta 100 caracteres.')
    .regex(KEY, 'Usa letras minúsculas, números, guiones y guiones bajos.'),
  value: multilineText('Escribe el código.')
    .trim()
    .min(1, 'Escribe el código.')
    .max(20_000, 'El código admite hasta 20.000 caracteres.')
    .superRefine((code, ctx) => {
      const placeholder = placeholderIn(code);
      if (placeholder)
        ctx.addIssue({
          code: 'custom',
          message: `Reemplaza ${placeholder} de la plantilla por tu ID real antes de guardar.`,
        });
    }),
  category: z.enum(CUSTOM_CODE_CATEGORIES, { error: 'Elige una categoría.' }),
  description: lineText().trim().max(300, 'La descripción admite hasta 300 caracteres.').optional(),
  active: z.boolean().optional(),
});

/** An edit: every field but the identifier, which never changes after creation. */
export const customCodeUpdateSchema = customCodeInputSchema.omit({ key: true }).partial();

export type CustomCodeInput = z.output<typeof customCodeInputSchema>;
export type CustomCodeUpdate = z.output<typeof customCodeUpdateSchema>;

/** The 'Plantillas' tab: each pre-fills the add dialog (the admin replaces the placeholder ids). */
export const CUSTOM_CODE_TEMPLATES: readonly { name: string; input: CustomCodeInput }[] = [
  {
    name: 'Google Analytics',
    input: {
      key: 'google-analytics',
      category: 'analytics',
      description: 'Google Analytics 4 (gtag.js). Cambia G-XXXXXXXXXX por tu ID de medición.',
      value: `<script async src="https://www.googletagmanager.com/gtag/js?id=G-XXXXXXXXXX"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-XXXXXXXXXX');</script>`,
    },
  },
  {
    name: 'Google Tag Manager',
    input: {
      key: 'google-tag-manager',
      category: 'tracking',
      description: 'Contenedor de Google Tag Manager. Cambia GTM-XXXXXXX por tu ID de contenedor.',
      value: `<script async src="https://www.googletagmanager.com/gtm.js?id=GTM-XXXXXXX"></script>
<script>window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});</script>`,
    },
  },
  {
    name: 'Facebook Pixel',
    input: {
      key: 'facebook-pixel',
      category: 'tracking',
      description: 'Píxel de Meta. Cambia 000000000000000 por el ID de tu píxel.',
      value: `<script async src="https://connect.facebook.net/en_US/fbevents.js"></script>
<script>!function(f){if(f.fbq)return;var n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};n.queue=[];n.loaded=!0;n.version='2.0';}(window);fbq('init','000000000000000');fbq('track','PageView');</script>`,
    },
  },
  {
    name: 'Hotjar',
    input: {
      key: 'hotjar',
      category: 'analytics',
      description: 'Mapas de calor de Hotjar. Cambia 0000000 por el ID de tu sitio.',
      value: `<script>window.hj=window.hj||function(){(hj.q=hj.q||[]).push(arguments)};window._hjSettings={hjid:0000000,hjsv:6};</script>
<script async src="https://static.hotjar.com/c/hotjar-0000000.js?sv=6"></script>`,
    },
  },
];
