/** Advertisements (spec entity Advertisement, admin fields) and the page views that counted them. */
import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

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

/** One counted impression or click: a page view (its random token) counts each kind once per ad. */
export const adEvents = pgTable(
  'ad_events',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    viewToken: text('view_token').notNull(),
    /** `impression` or `click`. */
    kind: text('kind').$type<AdEventKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ad_events_once_per_view').on(t.adId, t.viewToken, t.kind)],
);

export type AdEventKind = 'impression' | 'click';
export type AdvertisementRow = typeof advertisements.$inferSelect;
export type NewAdvertisement = typeof advertisements.$inferInsert;
