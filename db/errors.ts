/**
 * What a database error means for the request that met it (decision 042), for every driver: PostgreSQL's
 * SQLSTATE (`code`) or Node's socket error code, found on the error or along its `cause` chain (Drizzle wraps
 * the driver's error in a DrizzleQueryError).
 */

/** SQLSTATEs of a value PostgreSQL cannot take: bad byte sequence (NUL), untranslatable, too long, bad syntax. */
const BAD_INPUT_STATES = new Set(['22021', '22P05', '22001', '22P02']);
/** SQLSTATEs and socket codes of a connection lost under a query (shutdown, terminate, crash, network). */
const CONNECTION_LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);
/** Messages of node-postgres for a lost connection that carry no code. */
const CONNECTION_LOST_MESSAGE = /Connection terminated|connection error and is not queryable/i;

/** The error and its causes, outermost first (at most 5 deep). */
function chain(error: unknown): { code?: unknown; message?: unknown }[] {
  const links: { code?: unknown; message?: unknown; cause?: unknown }[] = [];
  let link = error;
  while (links.length < 5 && typeof link === 'object' && link !== null) {
    links.push(link);
    link = (link as { cause?: unknown }).cause;
  }
  return links;
}

const hasCode = (link: { code?: unknown }, codes: Set<string>) => typeof link.code === 'string' && codes.has(link.code);

/** Whether PostgreSQL refused a value the request sent (a 400, not a 500). */
export const isBadInputError = (error: unknown): boolean =>
  chain(error).some((link) => hasCode(link, BAD_INPUT_STATES));

/** Whether the connection died under the query: a read may be retried once, a write answers 503. */
export const isConnectionLost = (error: unknown): boolean =>
  chain(error).some(
    (link) =>
      hasCode(link, CONNECTION_LOST_CODES) ||
      (typeof link.message === 'string' && CONNECTION_LOST_MESSAGE.test(link.message)),
  );
