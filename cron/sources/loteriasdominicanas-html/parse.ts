/**
 * Parser for the server-rendered loteriasdominicanas.com pages (about 2019 to 2026-06-12): one
 * `div.game-block` card per game on `/pagina/ultimos-resultados`, on `/` and on the operator pages
 * (`/leidsa`, `/loteka`, ...). Pure: no network, no file system, no environment.
 */
import { load } from 'cheerio/slim';
import type { Cheerio, CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { ParseContext, ParsedDraw } from '../types.ts';
import type { DrawExtras } from '../../../src/lib/draws.ts';
import { describeBlockPage } from './blocked.ts';
import { pageToday, santoDomingoDate, sessionDate } from './card-date.ts';
import type { CalendarDate } from './card-date.ts';

type Card = Cheerio<Element>;

/** Markers the site prints around a score (stripped, as the site's own template does). */
const SCORE_MARKERS = /[?+=!]/g;
const COLOUR_WORD = /^\p{L}+(?: \p{L}+)*$/u;
const MULTIPLIER = /^\d+\s*X$/i;
const REFERENCE = /^#\s*(\d+)$/;
const NO_DRAW = /No Sorteo Hoy/i;
/**
 * cheerio's htmlparser2 backend in HTML mode: linear in the body length. The default parse5 backend grows
 * faster than linearly on deeply nested markup (1.8 s for a 1.2 MB page of unclosed cards, against 0.13 s).
 */
const HTMLPARSER2 = { xml: { xmlMode: false, decodeEntities: true } } as const;

/**
 * Reads every `div.game-block` card of a loteriasdominicanas.com HTML page into draws.
 *
 * - operatorTitle: the `a` text in `.company-title` (not the "¿Ganaste?" vote widget);
 *   title: `a.game-title span`; numbers: `.game-scores span.score` texts in document order,
 *   leading zeros kept, markers ?+=! stripped. A colour word (Nueva Yol Real's "Verde", class
 *   `special3`) goes to `extras.colour`, a "2X" score to `extras.multiplier`, a "#1234" badge to
 *   `extras.reference`.
 * - drawDate "YYYY-MM-DD" from `.session-date` ("dd-mm-yyyy HH:MM", or "dd-mm" with the year from the
 *   page's `today: '…'` script, else from `context.fetchedAt` in America/Santo_Domingo).
 * - drawTime is always null: the card's time is when the result was posted, not the draw time.
 * - Cards marked "No Sorteo Hoy" or without scores are skipped, so a page may yield [].
 * - A card with scores but no title, operator or readable date becomes an item with a `problem` (reported
 *   as rejected); the page's other cards are still read.
 * @throws SourceBlockedError when the page has no cards and is a block/challenge page (FortiGuard,
 *   Cloudflare, access denied, captcha); SourceFormatError when it has no cards otherwise.
 */
export function parse(body: string, context: ParseContext): ParsedDraw[] {
  const $ = load(body, HTMLPARSER2);
  const cards = $('div.game-block').toArray();
  if (cards.length === 0) throw noCardsError($);
  const today = pageToday(body) ?? santoDomingoDate(context.fetchedAt);
  return leafCards(cards).flatMap((element) => readCard($, $(element), today));
}

/**
 * The cards that hold no other card, in document order. Real pages never nest cards; a page of unclosed
 * cards nests each in the previous one, and reading every card's whole subtree would then take quadratic
 * time. Leaf subtrees are disjoint, so reading only them is linear. Marking stops at an ancestor already
 * marked, so each element is marked once.
 */
function leafCards(cards: readonly Element[]): Element[] {
  const isCard = new Set<unknown>(cards);
  const holdsCard = new Set<unknown>();
  for (const card of cards) {
    for (let node = card.parent; node && !holdsCard.has(node); node = node.parent) {
      if (isCard.has(node)) holdsCard.add(node);
    }
  }
  return cards.filter((card) => !holdsCard.has(card));
}

/** The error for a page without any `div.game-block`: a block page, or an unknown shape. */
function noCardsError($: CheerioAPI): Error {
  $('script, style, noscript').remove();
  const blockPage = describeBlockPage($.root().text());
  if (blockPage) return new SourceBlockedError(`loteriasdominicanas.com answered with a ${blockPage}`);
  return new SourceFormatError('no div.game-block cards found');
}

/** One card as zero draws (no draw today, no scores yet) or one draw. */
function readCard($: CheerioAPI, card: Card, today: CalendarDate): ParsedDraw[] {
  if (NO_DRAW.test(card.text())) return [];
  const { numbers, extras } = readScores($, card);
  if (numbers.length === 0) return [];

  const title = card.find('a.game-title span').first().text().trim();
  const operatorTitle = readOperator($, card);
  const problem = (reason: string): ParsedDraw[] => [
    { operatorTitle, title, drawDate: '', drawTime: null, numbers, problem: reason },
  ];
  if (!title) return problem('a div.game-block card with scores has no a.game-title span');
  if (!operatorTitle) return problem(`card "${title}" has no .company-title a`);
  const dateText = card.find('.session-date').first().text().trim();
  const drawDate = sessionDate(dateText, today);
  if (!drawDate) return problem(`card "${title}" has an unreadable .session-date "${dateText}"`);

  const draw: ParsedDraw = { operatorTitle, title, drawDate, drawTime: null, numbers };
  if (Object.keys(extras).length > 0) draw.extras = extras;
  return [draw];
}

/** The operator link text in `.company-title`, skipping the vote buttons (`href="#"`). */
function readOperator($: CheerioAPI, card: Card): string {
  const link = card
    .find('.company-title a')
    .filter((_, a) => {
      const href = $(a).attr('href');
      return Boolean(href) && href !== '#' && !$(a).hasClass('vote-button');
    })
    .first();
  return link.text().trim();
}

/** Splits a card's `span.score` texts (and `#1234` badges) into numbers and extras. */
function readScores($: CheerioAPI, card: Card): { numbers: string[]; extras: DrawExtras } {
  const numbers: string[] = [];
  const extras: DrawExtras = {};
  for (const element of card.find('.game-scores span.score').toArray()) {
    const text = $(element).text().replace(SCORE_MARKERS, '').trim();
    if (!text) continue;
    const reference = REFERENCE.exec(text);
    if (reference?.[1]) extras.reference = reference[1];
    else if (MULTIPLIER.test(text)) extras.multiplier = text.replace(/\s+/g, '').toUpperCase();
    else if (COLOUR_WORD.test(text)) extras.colour = text;
    else numbers.push(text);
  }
  const badge = readReferenceBadge($, card);
  if (badge && !extras.reference) extras.reference = badge;
  return { numbers, extras };
}

/** The draw reference from a `span.session-badge` like "#1234", if any. */
function readReferenceBadge($: CheerioAPI, card: Card): string | null {
  for (const element of card.find('.session-badge').toArray()) {
    const match = /#\s*(\d+)/.exec($(element).text());
    if (match?.[1]) return match[1];
  }
  return null;
}
