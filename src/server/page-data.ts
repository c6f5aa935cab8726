/**
 * The one loader of the public pages: each page reads its view through the result services (the same
 * ones its API route calls) and tags its cache entry. When the database cannot be read the page still
 * renders (its island loads the data in the browser) but is answered `Cache-Control: no-store` and is
 * neither cached nor tagged, so an empty page is never served from the cache.
 */
import type { DbHandle } from '../../db/client.ts';
import type { Game, Operator } from '../lib/catalogue/index.ts';
import type { FeedScope } from '../lib/feeds.ts';
import type { GameCoverage } from '../lib/schemas/coverage.ts';
import type { DrawLike, HistoryRecord, LotteryResult } from '../lib/results.ts';
import { cacheUnder, declareQuery, DRAWS_TAG, gameTag, operatorTag, postTag, type RouteCache } from './cache.ts';
import { appDb } from './db.ts';
import { ApiError } from './errors.ts';
import { systemContext, type ServiceContext } from './services/context.ts';
import { siteFreshness, type SiteFreshness } from './services/freshness.ts';
import {
  drawDates,
  gameDay,
  gameDrawDates,
  gamesWithHistory,
  resultsDay,
  storedDateRange,
  type GameDay,
  type ResultsDay,
} from './services/draw-dates.ts';
import { coverageOfGame } from './services/coverage.ts';
import { feedDraws } from './services/feeds.ts';
import { publishedPost } from './services/posts.ts';
import { gameHistory, homeResults, operatorResults } from './services/results.ts';
import { checkTicketFor } from './services/ticket-check.ts';
import type { TicketCheck } from '../lib/schemas/ticket-check.ts';
import { statsPage, type StatsPage } from './services/stats.ts';
import type { StatsWindow } from '../lib/stats.ts';

/** What the loader uses of a page render (`Astro` satisfies it): the route cache and the response headers. */
export interface PageRender {
  cache: RouteCache;
  response: { headers: Headers };
}

/** Opens the app database (the app's shared handle unless a test passes another). */
export type OpenDb = () => Promise<DbHandle>;

/**
 * Reads a page's data with `read`; on success caches the page under `tags`, keyed on the query parameters `query`
 * only (decision 063). A database failure is logged and answered `no-store`: the page renders without server data.
 * @returns the data, or undefined when the database could not be read. @throws ApiError (a caller's mistake, not an outage)
 */
async function loadPageData<T>(
  page: PageRender,
  tags: readonly string[],
  read: (ctx: ServiceContext) => Promise<T>,
  openDb: OpenDb = appDb,
  query: readonly string[] = [],
): Promise<T | undefined> {
  try {
    const data = await read(systemContext((await openDb()).db));
    cacheUnder(page.cache, tags);
    declareQuery(page.response.headers, query);
    return data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error(`[pages] database unavailable (${tags.join(', ') || read.name}):`, error);
    page.response.headers.set('Cache-Control', 'no-store');
    return undefined;
  }
}

/** Home: the home cards' latest results, cached under the draws tag. */
export const homePageData = (page: PageRender, openDb?: OpenDb): Promise<LotteryResult[] | undefined> =>
  loadPageData(page, [DRAWS_TAG], homeResults, openDb);

/** Operator page: its games' latest results, cached under the operator's tag. */
export const operatorPageData = (
  page: PageRender,
  operator: Operator,
  openDb?: OpenDb,
): Promise<LotteryResult[] | undefined> =>
  loadPageData(page, [operatorTag(operator.id)], (ctx) => operatorResults(ctx, operator.id), openDb);

/** Game page: its newest `limit` records, cached under the game's and its operator's tags. */
export const gamePageData = (
  page: PageRender,
  game: Game,
  limit: number,
  openDb?: OpenDb,
): Promise<HistoryRecord[] | undefined> =>
  loadPageData(
    page,
    [gameTag(game.id), operatorTag(game.operatorId)],
    (ctx) => gameHistory(ctx, game.id, { limit }),
    openDb,
  );

/** Game page: how complete its stored history is (issue 34), cached under the game's and its operator's tags. */
export const coveragePageData = (page: PageRender, game: Game, openDb?: OpenDb): Promise<GameCoverage | undefined> =>
  loadPageData(page, [gameTag(game.id), operatorTag(game.operatorId)], (ctx) => coverageOfGame(ctx, game.id), openDb);

/**
 * The site's freshness ('En Vivo', sources down) for a page that shows results, under no tag (decision 094): the
 * page's own tags and its lifetime (5 minutes fresh) decide when it is read again, so a draw stored for one game
 * never drops the pages of the others; the badge of an operator or game page lags the site by those minutes at most.
 */
export const freshnessPageData = (page: PageRender, openDb?: OpenDb): Promise<SiteFreshness | undefined> =>
  loadPageData(page, [], siteFreshness, openDb);

/**
 * Post page: the published post with `slug`, cached under its tag.
 * @returns the post, null when there is none (or it is unpublished), undefined when the database failed.
 */
export async function postPageData(page: PageRender, slug: string, openDb?: OpenDb) {
  try {
    return await loadPageData(page, [postTag(slug)], (ctx) => publishedPost(ctx, slug), openDb);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') return null;
    throw error;
  }
}

/** Game-date page: the game's draws of `date` and its neighbouring draw dates, cached under the game's and operator's tags. */
export const gameDayPageData = (
  page: PageRender,
  game: Game,
  date: string,
  openDb?: OpenDb,
): Promise<GameDay | undefined> =>
  loadPageData(page, [gameTag(game.id), operatorTag(game.operatorId)], (ctx) => gameDay(ctx, game.id, date), openDb);

/**
 * Statistics page: the game's statistics over `window` and '¿Cuándo salió?' for `number`, cached under its tags and
 * keyed on `?dias=` and `?numero=`.
 */
export const statsPageData = (
  page: PageRender,
  game: Game,
  window: StatsWindow,
  number: number | undefined,
  openDb?: OpenDb,
): Promise<StatsPage | undefined> =>
  loadPageData(
    page,
    [gameTag(game.id), operatorTag(game.operatorId)],
    (ctx) => statsPage(ctx, game.id, window, number),
    openDb,
    ['dias', 'numero'],
  );

/** Day page: every game's draws of `date`, cached under the draws tag. */
export const resultsDayPageData = (page: PageRender, date: string, openDb?: OpenDb): Promise<ResultsDay | undefined> =>
  loadPageData(page, [DRAWS_TAG], (ctx) => resultsDay(ctx, date), openDb);

/**
 * The first and last stored draw dates of the game `gameId`, or of every game without it (the date picker's bounds),
 * read without touching the page's caching: the picker renders inside pages already cached under their own tags.
 * @returns null with no draw, undefined when unreadable
 */
export async function storedRangeData(gameId?: string, openDb: OpenDb = appDb) {
  try {
    return await storedDateRange(systemContext((await openDb()).db), gameId);
  } catch (error) {
    console.error('[pages] database unavailable (date range):', error);
    return undefined;
  }
}

/** Sitemap index of the pages by date: the games with draws, cached under the draws tag. */
export const gamesWithHistoryData = (page: PageRender, openDb?: OpenDb): Promise<Game[] | undefined> =>
  loadPageData(page, [DRAWS_TAG], gamesWithHistory, openDb);

/** A game's sitemap: its draw dates, cached under its tag. */
export const gameDrawDatesData = (page: PageRender, game: Game, openDb?: OpenDb): Promise<string[] | undefined> =>
  loadPageData(page, [gameTag(game.id)], (ctx) => gameDrawDates(ctx, game.id), openDb);

/** The day pages' sitemap: every date with a draw, cached under the draws tag. */
export const drawDatesData = (page: PageRender, openDb?: OpenDb): Promise<string[] | undefined> =>
  loadPageData(page, [DRAWS_TAG], drawDates, openDb);

/**
 * '¿Gané?' page: the plays a ticket wins (services/ticket-check.ts); the page is never cached (it holds the ticket).
 * @returns the check, `{ error }` with the Spanish reason the checker refused the ticket or date, or undefined when
 *   the database could not be read
 */
export async function ticketPageData(
  gameId: string,
  query: { date?: string; numbers: readonly string[] },
  openDb: OpenDb = appDb,
): Promise<TicketCheck | { error: string } | undefined> {
  try {
    return await checkTicketFor(systemContext((await openDb()).db), gameId, query);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.message };
    console.error('[pages] database unavailable (ticket check):', error);
    return undefined;
  }
}

/** A feed's draws, cached under the draws tag for every game, else under the operator's or game's tag (decision 061). */
export const feedPageData = (page: PageRender, scope: FeedScope, openDb?: OpenDb): Promise<DrawLike[] | undefined> =>
  loadPageData(
    page,
    [
      scope.kind === 'all'
        ? DRAWS_TAG
        : scope.kind === 'operator'
          ? operatorTag(scope.operator.id)
          : gameTag(scope.game.id),
    ],
    (ctx) => feedDraws(ctx, scope),
    openDb,
  );
