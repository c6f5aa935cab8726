/**
 * Advertisements: admins create and change them (with a log entry, dropping cached ads), visitors read the
 * servable ones of a page (decision 020). Impressions and clicks are counted by `ad-events.ts` (decision 039).
 */
import {
  deleteAdRow,
  insertAd,
  listAllAds,
  listEnabledAds,
  updateAd as updateAdRow,
} from '../../../db/queries/advertisements.ts';
import { insertLog } from '../../../db/queries/logs.ts';
import type { AdvertisementRow, NewAdvertisement } from '../../../db/schema/index.ts';
import { AD_PAGE_TYPES, adPositionById, adsToServe, type PageKind } from '../../lib/ads.ts';
import { invalidateAds } from '../cache.ts';
import { ApiError } from '../errors.ts';
import { afterCommit, inTransaction, type ServiceContext } from './context.ts';

/** The fields an admin sets; counters and timestamps are the service's. */
export type AdInput = Omit<NewAdvertisement, 'id' | 'currentImpressions' | 'currentClicks' | 'createdAt' | 'updatedAt'>;

/** An advertisement as visitors read it (spec: Advertisement as read by visitors). */
export type PublicAd = Pick<
  AdvertisementRow,
  | 'id'
  | 'content'
  | 'position'
  | 'priority'
  | 'ctaText'
  | 'ctaUrl'
  | 'ctaStyle'
  | 'showOnMobile'
  | 'showOnDesktop'
  | 'startDate'
  | 'endDate'
  | 'maxImpressions'
  | 'currentImpressions'
>;

const toPublic = (ad: AdvertisementRow): PublicAd => ({
  id: ad.id,
  content: ad.content,
  position: ad.position,
  priority: ad.priority,
  ctaText: ad.ctaText,
  ctaUrl: ad.ctaUrl,
  ctaStyle: ad.ctaStyle,
  showOnMobile: ad.showOnMobile,
  showOnDesktop: ad.showOnDesktop,
  startDate: ad.startDate,
  endDate: ad.endDate,
  maxImpressions: ad.maxImpressions,
  currentImpressions: ad.currentImpressions,
});

/** @throws ApiError `bad_request` for an unknown position or page type. */
function assertKnown(input: Partial<AdInput>): void {
  if (input.position !== undefined && !adPositionById(input.position)) {
    throw new ApiError('bad_request', `Posición desconocida: ${input.position}`);
  }
  const unknownPage = input.pages?.find((p) => !(AD_PAGE_TYPES as readonly string[]).includes(p));
  if (unknownPage !== undefined) throw new ApiError('bad_request', `Tipo de página desconocido: ${unknownPage}`);
}

const logAd = (ctx: ServiceContext, action: string, ad: AdvertisementRow) =>
  insertLog(ctx.db, {
    userId: ctx.actor?.id ?? null,
    action,
    details: `Anuncio #${ad.id} "${ad.name}" (${ad.position})`,
    ipAddress: ctx.ip,
    createdAt: ctx.now,
  });

/**
 * Creates an advertisement and logs `create_advertisement`; drops cached ads (`ctx.cache`).
 * @throws ApiError `bad_request` for an unknown position or page type.
 */
export async function createAd(ctx: ServiceContext, input: AdInput): Promise<AdvertisementRow> {
  assertKnown(input);
  return afterCommit(
    inTransaction(ctx, async (tx) => {
      const row = await insertAd(tx.db, { ...input, createdAt: ctx.now, updatedAt: ctx.now });
      await logAd(tx, 'create_advertisement', row);
      return row;
    }),
    () => invalidateAds(ctx.cache),
  );
}

/**
 * Changes the given fields of advertisement `id` and logs `update_advertisement`; drops cached ads.
 * @throws ApiError `not_found` for an unknown id, `bad_request` for an unknown position or page type.
 */
export async function updateAd(ctx: ServiceContext, id: number, changes: Partial<AdInput>): Promise<AdvertisementRow> {
  assertKnown(changes);
  return afterCommit(
    inTransaction(ctx, async (tx) => {
      const row = await updateAdRow(tx.db, id, { ...changes, updatedAt: ctx.now });
      if (!row) throw new ApiError('not_found', 'Anuncio no encontrado');
      await logAd(tx, 'update_advertisement', row);
      return row;
    }),
    () => invalidateAds(ctx.cache),
  );
}

/**
 * The ads a page of type `page` (null: a page of no type) serves at `ctx.now`: enabled, in their date window,
 * under their cap, scoped to the page; priority descending; with `position`, only its ads (one for single
 * positions, `rotation` choosing among equal top priorities).
 */
export async function adsForPage(
  ctx: ServiceContext,
  query: { page: PageKind | null; position?: string; rotation?: number },
): Promise<PublicAd[]> {
  const ads = await listEnabledAds(ctx.db);
  return adsToServe(ads, { ...query, now: ctx.now }).map(toPublic);
}

/** Every advertisement with its counters, newest first (GET /api/admin/advertisements). */
export function listAds(ctx: ServiceContext): Promise<AdvertisementRow[]> {
  return listAllAds(ctx.db);
}

/**
 * Deletes advertisement `id` and logs `delete_advertisement` in the same transaction; drops cached ads.
 * @throws ApiError `not_found` for an unknown id.
 */
export async function deleteAd(ctx: ServiceContext, id: number): Promise<AdvertisementRow> {
  return afterCommit(
    inTransaction(ctx, async (tx) => {
      const row = await deleteAdRow(tx.db, id);
      if (!row) throw new ApiError('not_found', 'Anuncio no encontrado');
      await logAd(tx, 'delete_advertisement', row);
      return row;
    }),
    () => invalidateAds(ctx.cache),
  );
}
