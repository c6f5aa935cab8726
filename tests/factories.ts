/**
 * Small factories for tests: valid draws and scrapers of real catalogue games and sources, and inserts
 * through the app's own queries.
 */
import type { Db } from '../db/client.ts';
import { ensureScrapers, listScrapers, type NewScraper, type ScraperRow } from '../db/queries/scrapers.ts';
import { pushSubscriptions } from '../db/schema/index.ts';
import { gameById, scheduledTime, validateNumbers } from '../src/lib/catalogue/index.ts';
import type { CachePort } from '../src/server/cache.ts';
import { systemContext } from '../src/server/services/context.ts';
import { storeDraws, type DrawInput, type StoreSummary } from '../src/server/services/draws.ts';

/**
 * A draw to store: Quiniela Leidsa of 2025-08-05 at 20:55 (38 09 45) unless `overrides` say otherwise.
 * The operator and the draw time follow the game and date when not given.
 * @throws Error when the game is not in the catalogue or the numbers break its rules on that date.
 */
export function aDraw(overrides: Partial<DrawInput> = {}): DrawInput {
  const gameId = overrides.gameId ?? 'quiniela-leidsa';
  const game = gameById(gameId);
  if (!game) throw new Error(`aDraw: "${gameId}" is not a catalogue game`);
  const drawDate = overrides.drawDate ?? '2025-08-05';
  const draw: DrawInput = {
    gameId,
    operatorId: game.operatorId,
    drawDate,
    drawTime: scheduledTime(game, drawDate) ?? '20:55',
    numbers: ['38', '09', '45'],
    extras: {},
    ...overrides,
  };
  const problem = validateNumbers(game, draw.drawDate, draw.numbers);
  if (problem) throw new Error(`aDraw: ${game.name} ${draw.drawDate}: ${problem}`);
  return draw;
}

/** A scraper of the saved loteriasdominicanas.com HTML page (enabled, every 5 minutes), with `overrides`. */
export const aScraper = (overrides: Partial<NewScraper> = {}): NewScraper => ({
  name: 'Loterías Dominicanas (HTML)',
  url: 'https://loteriasdominicanas.com/pagina/ultimos-resultados',
  enabled: true,
  frequency: 300,
  config: { adapter: 'loteriasdominicanas-html' },
  ...overrides,
});

/** A scraper row as the database holds it (id 1, enabled, every 5 minutes, never run), with `fields`; not stored. */
export const aScraperRow = (fields: Partial<ScraperRow> = {}): ScraperRow => ({
  id: 1,
  name: 's',
  url: 'https://example.test',
  enabled: true,
  frequency: 300,
  config: { adapter: 'ny-open-data' },
  status: 'active',
  lastRun: null,
  runStartedAt: null,
  errorMessage: null,
  etag: null,
  lastModified: null,
  retryAt: null,
  createdAt: new Date(0),
  ...fields,
});

/** Stores `aScraper(overrides)` and returns its row. */
export async function insertScraper(db: Db, overrides: Partial<NewScraper> = {}): Promise<ScraperRow> {
  const scraper = aScraper(overrides);
  await ensureScrapers(db, [scraper]);
  const row = (await listScrapers(db)).find((s) => s.name === scraper.name);
  if (!row) throw new Error(`insertScraper: "${scraper.name}" was not stored`);
  return row;
}

/** Stores draws through the `storeDraws` service, as a scrape of a test source fetched at 2025-08-06T04:00Z would. */
export const insertDraws = (db: Db, ...inputs: DrawInput[]): Promise<StoreSummary> =>
  storeDraws(systemContext(db), inputs, {
    adapter: 'loteriasdominicanas-html',
    url: 'test:tests/factories.ts',
    fetchedAt: new Date('2025-08-06T04:00:00Z'),
  });

/** Rows per insert of `insertPushSubscriptions` (5 parameters each). */
const SUBSCRIPTION_CHUNK = 2000;

/**
 * Stores `subscriptions` (as a browser's `PushSubscription.toJSON()` gives them) following `gameIds`, made a minute
 * ago, straight into the table (no rate limit, no cap): the many subscribers of a scale test or a bench.
 */
export async function insertPushSubscriptions(
  db: Db,
  subscriptions: readonly { endpoint: string; keys: { p256dh: string; auth: string } }[],
  gameIds: string[],
): Promise<void> {
  const createdAt = new Date(Date.now() - 60_000);
  for (let i = 0; i < subscriptions.length; i += SUBSCRIPTION_CHUNK) {
    const rows = subscriptions
      .slice(i, i + SUBSCRIPTION_CHUNK)
      .map(({ endpoint, keys }) => ({ endpoint, ...keys, gameIds, createdAt, subscribedAt: createdAt }));
    await db.insert(pushSubscriptions).values(rows);
  }
}

/** A cache port that records the tags each invalidation dropped (`dropped`, in order) and the tags answers got. */
export function recordingCache(): { cache: CachePort; dropped: string[][]; tagged: string[][] } {
  const dropped: string[][] = [];
  const tagged: string[][] = [];
  const cache: CachePort = {
    invalidate: (tags) => Promise.resolve(void dropped.push([...tags])),
    tag: (tags) => void tagged.push([...tags]),
    skip: () => undefined,
  };
  return { cache, dropped, tagged };
}
