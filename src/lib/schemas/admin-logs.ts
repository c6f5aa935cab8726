/** Filters of the admin activity log (GET /api/admin/logs and its CSV export), parsed from the query string. */
import { z } from 'zod';
import { lineText } from './text.ts';

/** Rows per page of the log list (spec: logs page size 50). */
export const LOGS_PAGE_SIZE = 50;

/** Actions the log holds (spec: Log action types, plus draw corrections and settled reviews), for the action filter. */
export const LOG_ACTIONS = [
  'login',
  'logout',
  'change_password',
  'create_post',
  'update_post',
  'delete_post',
  'create_scraper',
  'update_scraper',
  'delete_scraper',
  'run_scraper',
  'start_background_scraping',
  'stop_background_scraping',
  'create_advertisement',
  'update_advertisement',
  'delete_advertisement',
  'approve_ad_order',
  'reject_ad_order',
  'create_setting',
  'update_setting',
  'delete_setting',
  'update_draw',
  'resolve_draw_review',
] as const;

const day = z.iso.date('Usa una fecha AAAA-MM-DD.');
const blankIsUnset = (v: unknown) => (v === '' ? undefined : v);

export const logFilterSchema = z
  .object({
    page: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).default(1)),
    limit: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(200).default(LOGS_PAGE_SIZE)),
    action: z.preprocess(blankIsUnset, lineText().trim().max(60).optional()),
    username: z.preprocess(blankIsUnset, lineText().trim().max(100).optional()),
    /** First day included (Santo Domingo time). */
    from: z.preprocess(blankIsUnset, day.optional()),
    /** Last day included (Santo Domingo time). */
    to: z.preprocess(blankIsUnset, day.optional()),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'La fecha final es anterior a la inicial.',
  });

export type LogFilter = z.output<typeof logFilterSchema>;
