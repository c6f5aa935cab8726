/**
 * The replayed evening of `npm run bench:live`: which games are drawn, when the fake sources publish each one's
 * partial row, its complete row and the one correction, in the shifted clock's time (ms since epoch). Pure.
 */
import type { CompanyKey } from '../../cron/sources/loteriasdominicanas-api/companies.ts';
import { GAMES, type Game, type NumberSegment } from '../../src/lib/catalogue/index.ts';
import { drawInstant, drawsOn, scheduledTime } from '../../src/lib/catalogue/schedule.ts';
import { rulesOn, validateNumbers } from '../../src/lib/catalogue/rules.ts';
import { addDays, dominicanInstant } from '../../src/lib/dates.ts';

/** The loteriasdominicanas.com company that publishes each operator's games. */
export const COMPANY_OF: Readonly<Record<string, CompanyKey>> = {
  'loteria-nacional': 'loteriaNacional',
  leidsa: 'leidsa',
  'loteria-real': 'loteriaReal',
  loteka: 'loteka',
  americanas: 'americanas',
  'la-primera': 'laPrimera',
  'la-suerte': 'laSuerte',
  lotedom: 'loteDom',
  'king-lottery': 'kingLottery',
  anguila: 'anguila',
  'haiti-bolet': 'haitiBolet',
};

/** One game's draw of the evening and its timeline (shifted epoch ms). */
export interface PlannedDraw {
  game: Game;
  drawDate: string;
  /** The scheduled instant of the draw. */
  scheduledAt: number;
  /** When the source shows the row being drawn (`partial`, an empty last cell). */
  partialAt: number;
  /** When it shows the complete row. */
  completeAt: number;
  /** The row while being drawn (its last cell empty); null for a one-number game, published complete at once. */
  partial: string[] | null;
  numbers: string[];
  /** The game's draw before (its previous draw day), which the sources show from the start. */
  previous: { drawDate: string; numbers: string[] } | null;
  /** The corrected numbers and when the source shows them (one draw of the evening). */
  correction?: { at: number; numbers: string[] };
}

/** A deterministic generator in [0, 1) for `seed` (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers for one segment, distinct within it, as a source writes them. */
function segmentNumbers(segment: NumberSegment, next: () => number): string[] {
  const pick = (): string => {
    if (segment.kind === 'digits')
      return String(Math.floor(next() * 10 ** segment.maxLength)).padStart(segment.maxLength, '0');
    if (segment.kind === 'digit') return String(Math.floor(next() * 10));
    if (segment.kind === 'range') {
      const width = Math.max(2, String(segment.max).length);
      return String(segment.min + Math.floor(next() * (segment.max - segment.min + 1))).padStart(width, '0');
    }
    return String(Math.floor(next() * 100)).padStart(2, '0');
  };
  const out: string[] = [];
  while (out.length < segment.count) {
    const value = pick();
    if (segment.kind === 'digit' || !out.includes(value)) out.push(value);
  }
  return out;
}

/**
 * Valid numbers for `game` on `drawDate` from `seed`: each segment of its rule filled, retried until the catalogue's
 * own validation accepts them.
 * @throws Error when no valid row is found in 50 tries.
 */
function validNumbers(game: Game, drawDate: string, seed: number): string[] {
  const next = random(seed);
  const [rule] = rulesOn(game, drawDate);
  for (let attempt = 0; attempt < 50 && rule; attempt += 1) {
    const numbers = rule.segments.flatMap((segment) => segmentNumbers(segment, next));
    if (validateNumbers(game, drawDate, numbers) === null) return numbers;
  }
  throw new Error(`no valid numbers for ${game.id} on ${drawDate}`);
}

/** The newest date before `drawDate` ("YYYY-MM-DD") within a fortnight on which `game` draws, or null. */
function previousDrawDate(game: Game, drawDate: string): string | null {
  for (let d = addDays(drawDate, -1); d >= addDays(drawDate, -14); d = addDays(d, -1)) if (drawsOn(game, d)) return d;
  return null;
}

/** Whether the fake can publish `game` through the API (a company, its own numbers, no extras to invent). */
const publishable = (game: Game): boolean =>
  game.operatorId in COMPANY_OF && !game.derivedFrom && !game.extras && !game.endedOn;

export interface EveningOptions {
  drawDate: string;
  /** "HH:MM" in Santo Domingo: the replay's first publication. */
  from: string;
  /** How many games (the latest scheduled first, down to POLL_GIVE_UP_MIN before `from`). */
  games: number;
  /** The shifted instant the sources may start publishing (the site is up and has read them once); omitted: never. */
  readyAt?: number;
}

/** Seconds between two games published late (drawn before the replay started), one after the other. */
const LATE_SPACING_MS = 5_000;
/** The earliest scheduled time a game may have: the scheduler keeps polling 90 min after it (decision 090). */
const LOOK_BACK_MS = 85 * 60_000;

/**
 * The evening: the `games` games drawn on `drawDate` whose draws are scheduled in the 85 minutes before `from`
 * or the 6 after it (those before published late, in quick succession from `readyAt`), each partial 20-60 s after
 * its time (or turn), complete 20-60 s later; the first complete draw is corrected 10 minutes later.
 */
export function planEvening(options: EveningOptions): PlannedDraw[] {
  const start = dominicanInstant(options.drawDate, options.from).getTime();
  const candidates = GAMES.filter((g) => publishable(g) && drawsOn(g, options.drawDate))
    .flatMap((game) => {
      const time = scheduledTime(game, options.drawDate);
      return time ? [{ game, scheduledAt: drawInstant(game, options.drawDate, time).getTime() }] : [];
    })
    .filter((c) => c.scheduledAt >= start - LOOK_BACK_MS && c.scheduledAt <= start + 6 * 60_000)
    .sort((a, b) => b.scheduledAt - a.scheduledAt)
    .slice(0, options.games)
    .sort((a, b) => a.scheduledAt - b.scheduledAt || a.game.id.localeCompare(b.game.id));
  let turn = Math.max(options.readyAt ?? Infinity, start);
  const plan = candidates.map(({ game, scheduledAt }, i) => {
    const next = random(i + 1);
    const drawnAt = scheduledAt < turn ? (turn += LATE_SPACING_MS) : scheduledAt;
    const partialAt = drawnAt + 20_000 + Math.floor(next() * 40_000);
    const numbers = validNumbers(game, options.drawDate, 1000 + i);
    const previous = previousDrawDate(game, options.drawDate);
    return {
      previous: previous ? { drawDate: previous, numbers: validNumbers(game, previous, 2000 + i) } : null,
      game,
      drawDate: options.drawDate,
      scheduledAt,
      partialAt,
      completeAt: partialAt + 20_000 + Math.floor(next() * 40_000),
      partial: numbers.length > 1 ? [...numbers.slice(0, -1), ''] : null,
      numbers,
    };
  });
  const first = plan.reduce<PlannedDraw | undefined>((a, b) => (!a || b.completeAt < a.completeAt ? b : a), undefined);
  if (first)
    first.correction = { at: first.completeAt + 10 * 60_000, numbers: validNumbers(first.game, first.drawDate, 7) };
  return plan;
}
