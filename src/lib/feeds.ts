/**
 * RSS 2.0 feeds of draws (issue 18 item 7, decision 061): one per game (`/rss/{gameId}.xml`), per operator
 * (`/rss/operadora/{operatorId}.xml`) and for every game (`/rss.xml`), each with its newest `FEED_ITEMS`
 * published draws. Pure: the XML is written by the `feed` library from draws the server read.
 */
import { Feed } from 'feed';
import {
  drawInstant,
  gameById,
  operatorById,
  routeTarget,
  GAMES,
  type Game,
  type Operator,
} from './catalogue/index.ts';
import { formatShortDate } from './format.ts';
import { HOME_ORDERS } from './home-order.ts';
import { displayNumbers, toHistoryRecord, type DrawLike } from './results.ts';

/** Draws a feed holds, newest first. */
export const FEED_ITEMS = 50;

/** What a feed covers: every game, one operator's games or one game. */
export type FeedScope = { kind: 'all' } | { kind: 'operator'; operator: Operator } | { kind: 'game'; game: Game };

/** The feed of the game `gameId`, else undefined. */
export const gameFeedScope = (gameId: string): FeedScope | undefined => {
  const game = gameById(gameId);
  return game ? { kind: 'game', game } : undefined;
};

/** The feed of the operator `operatorId`, else undefined. */
export const operatorFeedScope = (operatorId: string): FeedScope | undefined => {
  const operator = operatorById(operatorId);
  return operator ? { kind: 'operator', operator } : undefined;
};

/** The path of a feed: "/rss.xml", "/rss/operadora/leidsa.xml" or "/rss/quiniela-leidsa.xml". */
export function feedPath(scope: FeedScope): string {
  if (scope.kind === 'all') return '/rss.xml';
  if (scope.kind === 'operator') return `/rss/operadora/${scope.operator.id}.xml`;
  return `/rss/${scope.game.id}.xml`;
}

/** The games a feed covers, in catalogue order. */
export function feedGames(scope: FeedScope): Game[] {
  if (scope.kind === 'all') return [...GAMES];
  if (scope.kind === 'operator') return GAMES.filter((g) => g.operatorId === scope.operator.id);
  return [scope.game];
}

/** The feed's channel title, e.g. "Gana Más · Quiniela Leidsa". */
export function feedTitle(scope: FeedScope): string {
  if (scope.kind === 'all') return 'Gana Más · Resultados de loterías dominicanas';
  return `Gana Más · ${scope.kind === 'operator' ? scope.operator.name : scope.game.name}`;
}

/** The page a feed stands for: the home, the operator's page or the game's page. */
const feedPage = (scope: FeedScope): string =>
  scope.kind === 'all' ? '/' : scope.kind === 'operator' ? scope.operator.route : scope.game.route;

/** The feed a page links to with `<link rel="alternate">` (home in either order, operator and game pages), else undefined. */
export function feedOfPage(pathname: string): FeedScope | undefined {
  if (HOME_ORDERS.some(({ path }) => path === pathname)) return { kind: 'all' };
  const target = routeTarget(pathname);
  if (!target) return undefined;
  return target.kind === 'operator'
    ? { kind: 'operator', operator: target.operator }
    : { kind: 'game', game: target.game };
}

const weekday = new Intl.DateTimeFormat('es-DO', { weekday: 'long', timeZone: 'UTC' });

/**
 * An item's title: game, Spanish weekday and date, the numbers as every view shows them (`displayNumbers`), a
 * bonus ball with its label, e.g. "Quiniela Leidsa · jueves 21/08/2026 · 33 - 29 - 86".
 */
function drawItemTitle(game: Game, draw: DrawLike): string {
  const numbers = displayNumbers(game, draw.drawDate, toHistoryRecord(game, draw).gameScores)
    .map((n) => (n.label ? `${n.label} ${n.text}` : n.text))
    .join(' - ');
  const day = `${weekday.format(new Date(`${draw.drawDate}T12:00:00Z`))} ${formatShortDate(draw.drawDate)}`;
  return `${game.name} · ${day} · ${numbers}`;
}

/** A draw's stable guid (not a URL): game, date and time, e.g. "gana-mas:quiniela-leidsa:2026-08-21:20:55". */
const drawGuid = (draw: DrawLike): string => `gana-mas:${draw.gameId}:${draw.drawDate}:${draw.drawTime}`;

/**
 * The RSS 2.0 XML of `scope` with one item per draw of `draws` (newest first; draws of games the catalogue does
 * not know are left out): title (`drawItemTitle`), link to the game-date page, stable guid, pubDate the draw's
 * date and time in its game's zone (decision 078). Links are absolute on `site` (an origin). `lastBuildDate` is the newest draw's.
 */
export function drawFeedXml(scope: FeedScope, draws: readonly DrawLike[], site: string): string {
  const url = (path: string) => new URL(path, site).href;
  const items = draws.flatMap((draw) => {
    const game = gameById(draw.gameId);
    return game ? [{ game, draw }] : [];
  });
  const newest = items[0];
  const feed = new Feed({
    title: feedTitle(scope),
    description:
      scope.kind === 'game'
        ? `Últimos resultados de ${scope.game.name}: números ganadores de cada sorteo.`
        : `Últimos resultados de ${scope.kind === 'operator' ? scope.operator.name : 'las loterías dominicanas y americanas'}: números ganadores de cada sorteo.`,
    id: url(feedPage(scope)),
    link: url(feedPage(scope)),
    language: 'es-DO',
    feedLinks: { rss: url(feedPath(scope)) },
    generator: 'Gana Más',
    copyright: 'Gana Más',
    ...(newest ? { updated: drawInstant(newest.game, newest.draw.drawDate, newest.draw.drawTime) } : {}),
  });
  for (const { game, draw } of items) {
    feed.addItem({
      title: drawItemTitle(game, draw),
      link: url(`${game.route}/${draw.drawDate}`),
      guid: drawGuid(draw),
      date: drawInstant(game, draw.drawDate, draw.drawTime),
    });
  }
  return feed.rss2();
}
