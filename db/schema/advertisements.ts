/** Advertisements (spec entity Advertisement, admin fields) and the impressions counted for them. */
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const advertisements = pgTable(
  'advertisements',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** HTML as submitted; shown only inside a sandboxed iframe. */
    content: text('content').notNull(),
    /** One of the 17 positions of `AD_POSITIONS` (src/lib/ads.ts). */
    position: text('position').notNull(),
    /** Page types, one entry: `*`, `/`, `categoria` or `loteria-individual`. */
    pages: text('pages').array().notNull().default(['*']),
    enabled: boolean('enabled').notNull().default(true),
    priority: integer('priority').notNull().default(0),
    ctaText: text('cta_text'),
    ctaUrl: text('cta_url'),
    ctaStyle: text('cta_style').notNull().default('primary'),
    displayType: text('display_type').notNull().default('banner'),
    showOnMobile: boolean('show_on_mobile').notNull().default(true),
    showOnDesktop: boolean('show_on_desktop').notNull().default(true),
    /** Null: unlimited. */
    maxImpressions: integer('max_impressions'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    currentImpressions: integer('current_impressions').notNull().default(0),
    currentClicks: integer('current_clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('advertisements_position').on(t.position)],
);

/**
 * One impression the server counted and signed a click token for (decision 039): a click marks it once
 * (`clicked_at`), so a token counts one click however often it is replayed. Purged once its token expired.
 */
export const adImpressions = pgTable(
  'ad_impressions',
  {
    /** The token's `jti`. */
    id: uuid('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When its one click was counted; null until then. */
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [
    index('ad_impressions_created_at').on(t.createdAt),
    // The click cap counts an ad's recent impressions (decision 079).
    index('ad_impressions_ad_created_at').on(t.adId, t.createdAt),
  ],
);

export type NewAdImpression = typeof adImpressions.$inferInsert;
export type AdvertisementRow = typeof advertisements.$inferSelect;
export type NewAdvertisement = typeof advertisements.$inferInsert;
