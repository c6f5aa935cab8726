/**
 * Parser for the server-rendered loteriasdominicanas.com pages (about 2019 to 2026-06-12): one
 * `div.game-block` card per game on `/pagina/ultimos-resultados`, on `/` and on the operator pages
 * (`/leidsa`, `/loteka`, ...). Pure: no network, no file system, no environment.
 */
import { load } from 'cheerio';
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { SourceBlockedError, SourceFormatError } from '../types.ts';
import type { DrawExtras, ParseContext, ParsedDraw } from '../types.ts';
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
 * @throws SourceBlockedError when the page has no cards and is a block/challenge page (FortiGuard,
 *   Cloudflare, access denied, captcha); SourceFormatError when it has no cards otherwise, or when a
 *   card with scores has no title, operator or readable date.
 */
export function parse(body: string, context: ParseContext): ParsedDraw[] {
  const $ = load(body);
  const cards = $('div.game-block').toArray();
  if (cards.length === 0) throw noCardsError($);
  const today = pageToday(body) ?? santoDomingoDate(context.fetchedAt);
  return cards.flatMap((element) => readCard($, $(element), today));
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
  if (!title) throw new SourceFormatError('a div.game-block card with scores has no a.game-title span');
  const operatorTitle = readOperator($, card);
  if (!operatorTitle) throw new SourceFormatError(`card "${title}" has no .company-title a`);
  const dateText = card.find('.session-date').first().text().trim();
  const drawDate = sessionDate(dateText, today);
  if (!drawDate) throw new SourceFormatError(`card "${title}" has an unreadable .session-date "${dateText}"`);

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
