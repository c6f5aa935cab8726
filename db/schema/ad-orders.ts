/** Advertising orders placed on /anunciar (spec entity Ad order), with their PayPal order and capture. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** pending (created), paid (capture verified with PayPal), approved or rejected (by an admin). */
export const AD_ORDER_STATUSES = ['pending', 'paid', 'approved', 'rejected'] as const;
export type AdOrderStatus = (typeof AD_ORDER_STATUSES)[number];

export const adOrders = pgTable(
  'ad_orders',
  {
    id: serial('id').primaryKey(),
    /** Position ids, de-duplicated, in the order chosen. */
    positions: jsonb('positions').$type<string[]>().notNull(),
    /** The page scope id of the order page (`*`, `loteria-individual`, `homepage`, `categoria`). */
    pageType: text('page_type').notNull(),
    /** Days. */
    duration: integer('duration').notNull(),
    /** one-time or recurring. */
    paymentType: text('payment_type').notNull(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    /** html: `content` is the ad's HTML; banner: `bannerUrl` is an uploaded image (/api/uploads/<id>). */
    contentMode: text('content_mode').notNull(),
    content: text('content').notNull().default(''),
    bannerUrl: text('banner_url'),
    ctaText: text('cta_text').notNull().default(''),
    ctaUrl: text('cta_url').notNull().default(''),
    /** The server's price, in cents (a whole number of dollars). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<AdOrderStatus>().notNull().default('pending'),
    /** Random key (UUID) behind this order's PayPal-Request-Id headers, unique across databases. */
    paymentKey: text('payment_key').notNull(),
    /** The PayPal Orders v2 order id, set when the payment step creates it. */
    paypalOrderId: text('paypal_order_id').unique(),
    /** The verified PayPal capture id (the transaction id), set when the order becomes paid. */
    paypalCaptureId: text('paypal_capture_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When this server last asked PayPal to capture the payment, written before the call and cleared when
     * PayPal refuses it; set while `paid_at` is empty, the outcome is unknown and reconciliation asks PayPal.
     */
    captureAttemptedAt: timestamp('capture_attempted_at', { withTimezone: true }),
    /** The admin's note when approving an order not paid through PayPal (e.g. a bank transfer). */
    paymentNote: text('payment_note'),
    /** When an admin approved or rejected the order. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why an admin rejected the order (sent to the advertiser). */
    rejectionReason: text('rejection_reason'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ad_orders_created').on(t.createdAt.desc()), index('ad_orders_status').on(t.status)],
);

export type AdOrderRow = typeof adOrders.$inferSelect;
export type NewAdOrder = typeof adOrders.$inferInsert;
