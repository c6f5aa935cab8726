/**
 * The /anunciar order as the form sends it and the route validates it (spec: ads-admin-and-pages, sections 3
 * and 5). The price a client sends is accepted for display only: the server prices every order itself.
 */
import { z } from 'zod';
import { httpUrl, lineText, multilineText } from './text.ts';
import { DEFAULT_DURATION, DURATIONS, ORDER_POSITION_IDS, PAGE_SCOPE_IDS, PAYMENT_TYPES } from '../pricing.ts';

/** The form's alert when a required field is missing. */
export const REQUIRED_FIELDS_MESSAGE = 'Por favor completa todos los campos obligatorios.';
/** The alert for a banner over the size limit. */
export const BANNER_TOO_LARGE_MESSAGE = 'El archivo es demasiado grande. El tamaño máximo es 20MB.';
/** The alert for a banner that is not an accepted image (decision 015). */
export const BANNER_NOT_IMAGE_MESSAGE = 'El archivo debe ser una imagen JPG, PNG, GIF o WebP.';
const INVALID_EMAIL_MESSAGE = 'Introduce un correo electrónico válido.';
const INVALID_URL_MESSAGE = 'Introduce una URL válida que empiece por http:// o https://.';

/** Largest banner upload, in bytes (20MB). */
export const BANNER_MAX_BYTES = 20 * 1024 * 1024;
/** Banner content types accepted (gif included). */
export const BANNER_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * What is wrong with a banner file, by its declared or sniffed content type and size in bytes.
 * @returns the Spanish alert text, or null when the file is acceptable
 */
export function bannerFileProblem(file: { type: string; size: number }): string | null {
  if (!(BANNER_TYPES as readonly string[]).includes(file.type.toLowerCase())) return BANNER_NOT_IMAGE_MESSAGE;
  return file.size > BANNER_MAX_BYTES ? BANNER_TOO_LARGE_MESSAGE : null;
}

const durationDays = DURATIONS.map((d) => d.days);

export const adOrderInputSchema = z
  .object({
    positions: z
      .array(z.enum(ORDER_POSITION_IDS, { error: REQUIRED_FIELDS_MESSAGE }))
      .min(1, REQUIRED_FIELDS_MESSAGE)
      .transform((ids) => [...new Set(ids)]),
    pageType: z.enum(PAGE_SCOPE_IDS, { error: REQUIRED_FIELDS_MESSAGE }),
    duration: z
      .number()
      .int()
      .refine((days) => (durationDays as number[]).includes(days), 'Duración no disponible.')
      .default(DEFAULT_DURATION),
    paymentType: z.enum(PAYMENT_TYPES).default('one-time'),
    /** The price the page showed; informative only. */
    price: z.number().nonnegative().optional(),
    companyName: lineText().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(120),
    email: lineText().trim().min(1, REQUIRED_FIELDS_MESSAGE).pipe(z.email(INVALID_EMAIL_MESSAGE)),
    /** 'html': `content` is the ad's HTML; 'banner': `bannerUrl` is the uploaded image. */
    contentMode: z.enum(['html', 'banner']).default('html'),
    content: multilineText().max(50_000).default(''),
    bannerUrl: lineText().trim().max(2048).optional(),
    ctaText: lineText().trim().max(60).default(''),
    ctaUrl: z.union([z.literal(''), httpUrl(INVALID_URL_MESSAGE)]).default(''),
  })
  .superRefine((order, ctx) => {
    if (order.contentMode === 'html' && !order.content.trim()) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: REQUIRED_FIELDS_MESSAGE });
    }
    if (order.contentMode === 'banner' && !order.bannerUrl) {
      ctx.addIssue({ code: 'custom', path: ['bannerUrl'], message: REQUIRED_FIELDS_MESSAGE });
    }
  });

/** What the form sends. */
export type AdOrderInput = z.input<typeof adOrderInputSchema>;
/** A validated order (positions de-duplicated, defaults filled). */
export type AdOrder = z.output<typeof adOrderInputSchema>;

/** The form fields that gate its buttons. */
export interface OrderFormState {
  positions: readonly string[];
  pageType?: string | null;
  companyName?: string;
  contentMode?: 'html' | 'banner';
  content?: string;
  bannerUrl?: string | null;
}

/** Submit is enabled once a position and a page scope are chosen (other fields are checked on submit). */
export const canSubmitOrder = (form: OrderFormState): boolean => form.positions.length > 0 && Boolean(form.pageType);

/** The preview opens with a company name and either HTML content or an uploaded banner. */
export const canPreviewOrder = (form: OrderFormState): boolean =>
  Boolean(form.companyName?.trim()) &&
  (form.contentMode === 'banner' ? Boolean(form.bannerUrl) : Boolean(form.content?.trim()));
