/** The database schema: every table, for drizzle-kit and for `createDb`. */
export * from './draws.ts';
export * from './logs.ts';
export * from './scrapers.ts';
