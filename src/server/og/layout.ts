/**
 * The share images' drawings (1200 x 630) as satori element trees, in the site's look: flag-blue band, the
 * operator's round badge, the game, the date and the numbers as the home cards draw them (white balls, red bonus
 * balls, pills for long numbers). Plain objects (`{ type, props }`), so a Node script renders them too.
 */
import type { Game, Operator } from '../../lib/catalogue/index.ts';
import { formatLongDate, formatTime } from '../../lib/format.ts';
import { displayNumbers, type GameScore } from '../../lib/results.ts';
import { SITE_NAME } from '../../lib/seo.ts';

/** Size of every share image, px (the Open Graph large image). */
export const IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A satori element: a tag, its style and children. */
export interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string };
}

const h = (type: string, style: Record<string, string | number>, ...children: (Node | string)[]): Node => ({
  type,
  props: { style, children },
});

const BRAND_900 = '#002d62';
const BRAND_950 = '#001a3d';
const BRAND_100 = '#dbe6fe';
const BRAND_200 = '#bfd3fe';
const ACCENT_600 = '#ce1126';
const PADDING = 64;
const GAP = 16;
/** The height the numbers may take (px), below the heading block and above the footer. */
const NUMBERS_HEIGHT = 190;
const MAX_BALL = 128;
const BALLS_PER_ROW = 10;

const frame = (...children: Node[]): Node =>
  h(
    'div',
    {
      width: IMAGE_SIZE.width,
      height: IMAGE_SIZE.height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      padding: `${PADDING - 8}px ${PADDING}px ${PADDING - 16}px`,
      backgroundImage: `linear-gradient(135deg, ${BRAND_900} 0%, ${BRAND_950} 100%)`,
      borderBottom: `14px solid ${ACCENT_600}`,
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    ...children,
  );

/** The site's name and host in the bottom line. */
const footer = (host: string): Node =>
  h(
    'div',
    { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 'auto', fontSize: 28 },
    h('div', { fontWeight: 800, letterSpacing: '-0.5px' }, SITE_NAME),
    h('div', { color: BRAND_200, fontWeight: 400 }, host),
  );

/** The operator's round badge: its initials in its colours, as `OperatorBadge` draws it. */
const badge = ({ badge: b }: Operator, size: number): Node =>
  h(
    'div',
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      backgroundColor: b.background,
      color: b.foreground,
      border: `4px solid ${BRAND_200}`,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: size * 0.36,
      fontWeight: 800,
    },
    b.initials,
  );

const BALL = {
  plain: {
    backgroundImage: 'radial-gradient(circle at 32% 28%, #ffffff 0%, #f1f5ff 45%, #d6e2fb 100%)',
    color: BRAND_900,
    border: `4px solid ${BRAND_200}`,
  },
  bonus: {
    backgroundImage: `radial-gradient(circle at 32% 28%, #ff7a8a 0%, ${ACCENT_600} 55%, #8e0f20 100%)`,
    color: '#ffffff',
    border: '4px solid #ac0c1f',
  },
};

/** One number: a ball (a pill as wide as its digits when longer than two), red when it is a labelled bonus ball. */
const ball = (text: string, bonus: boolean, size: number): Node =>
  h(
    'div',
    {
      ...(bonus ? BALL.bonus : BALL.plain),
      boxSizing: 'border-box',
      height: size,
      minWidth: size,
      padding: text.length > 2 ? `0 ${Math.round(size / 4)}px` : 0,
      borderRadius: size / 2,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      fontSize: Math.round(size * 0.46),
      fontWeight: 800,
      boxShadow: '0 4px 10px rgba(0, 0, 0, 0.35)',
    },
    text,
  );

/** One draw of the day to draw: its time "HH:MM" and numbers. */
export interface ImageDraw {
  hour: string;
  gameScores: readonly GameScore[];
}

/** Ball size (px) so that every draw's numbers fit the width, BALLS_PER_ROW a row, and the rows fit NUMBERS_HEIGHT. */
function ballSize(counts: readonly number[]): number {
  const perRow = Math.min(BALLS_PER_ROW, Math.max(1, ...counts));
  const rows = counts.reduce((sum, n) => sum + Math.ceil(n / perRow), 0);
  const byWidth = (IMAGE_SIZE.width - 2 * PADDING - (perRow - 1) * GAP) / perRow;
  const byHeight = (NUMBERS_HEIGHT - (rows - 1) * GAP) / rows;
  return Math.floor(Math.min(MAX_BALL, byWidth, byHeight));
}

/**
 * The image of `game`'s draws of `date` ("YYYY-MM-DD"): badge and operator, game name, long date (and the draw
 * time when the day had several draws), every number of each draw; `host` in the footer.
 */
export function drawImage(game: Game, operator: Operator, date: string, draws: readonly ImageDraw[], host: string) {
  const numbers = draws.map((d) => displayNumbers(game, date, d.gameScores));
  const size = ballSize(numbers.map((n) => n.length));
  const long = formatLongDate(date);
  return frame(
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 24 },
      badge(operator, 88),
      h(
        'div',
        { fontSize: 30, fontWeight: 700, color: BRAND_100, textTransform: 'uppercase', letterSpacing: '2px' },
        operator.name,
      ),
    ),
    h('div', { fontSize: 72, fontWeight: 800, marginTop: 20, letterSpacing: '-1.5px', lineHeight: 1.05 }, game.name),
    h(
      'div',
      { fontSize: 34, fontWeight: 700, color: BRAND_100, marginTop: 8 },
      `${long.charAt(0).toUpperCase()}${long.slice(1)}`,
    ),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: GAP, marginTop: 28 },
      ...numbers.map((balls, i) =>
        h(
          'div',
          { display: 'flex', alignItems: 'center', gap: GAP, flexWrap: 'wrap' },
          ...(draws.length > 1
            ? [
                h(
                  'div',
                  { fontSize: 26, fontWeight: 700, color: BRAND_200, width: 150 },
                  formatTime(draws[i]?.hour ?? ''),
                ),
              ]
            : []),
          ...balls.map((b) => ball(b.text, Boolean(b.label), size)),
        ),
      ),
    ),
    footer(host),
  );
}

/** The site's default share image: its name, what it offers and `host`. */
export function defaultImage(host: string): Node {
  return frame(
    h(
      'div',
      { display: 'flex', alignItems: 'center', gap: 20, marginTop: 40 },
      ball('7', false, 96),
      ball('21', false, 96),
      ball('33', true, 96),
    ),
    h('div', { fontSize: 104, fontWeight: 800, marginTop: 40, letterSpacing: '-3px' }, SITE_NAME),
    h(
      'div',
      { fontSize: 40, fontWeight: 700, color: BRAND_100, marginTop: 12 },
      'Resultados de loterías dominicanas y americanas',
    ),
    footer(host),
  );
}
