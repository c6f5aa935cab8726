/** The database schema: every table, for drizzle-kit and for `createDb`. */
export * from './advertisements.ts';
export * from './admin.ts';
export * from './contact-messages.ts';
export * from './draws.ts';
export * from './logs.ts';
export * from './posts.ts';
export * from './scrapers.ts';
export * from './ad-orders.ts';
export * from './uploads.ts';
export * from './custom-codes.ts';
export * from './rate-limits.ts';
export * from './push-subscriptions.ts';
export * from './push-alerts.ts';
export * from './backfill.ts';
