/**
 * Shapes of the game catalogue: operators (lottery companies shown as categories) and their games.
 * Everything that names a game (routes, menus, home cards, scraper matching, validation, sitemap)
 * reads these records; nothing else defines a game.
 */

import type { DrawTimeZone } from '../dates.ts';

/** Day of the week as `Date#getDay()` counts it: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A scheduled draw: the days it runs (in its game's zone) and its official time "HH:MM" in its game's `timeZone`. */
export interface DrawSlot {
  days: readonly Weekday[];
  time: string;
}

/**
 * One run of winning numbers with the same format.
 * - `two-digit`: "00".."99" (a quiniela ball);
 * - `digit`: a single digit 0-9, published as "7" or "07";
 * - `range`: an integer from `min` to `max`, published bare or zero-padded to two digits ("7" or "07", never
 *   "007"); the balls of one `range` segment are drawn without replacement, so they must be distinct, and one
 *   draw publishes them all with the same width (all padded or none: "3" beside "05" is a truncated "35");
 *   segments may differ (Leidsa's bonus ball "7" beside padded main balls);
 * - `digits`: a string of `minLength`..`maxLength` digits (a lottery ticket number, Philipsburg's "6380").
 */
export type NumberSegment =
  | { count: number; kind: 'two-digit' | 'digit'; label?: string }
  | { count: number; kind: 'range'; min: number; max: number; label?: string }
  | { count: number; kind: 'digits'; minLength: number; maxLength: number; label?: string };

/** The format of a draw's numbers, valid from `from` to `until` (inclusive, "YYYY-MM-DD"; open when absent). */
export interface NumberRule {
  from?: string;
  until?: string;
  segments: readonly NumberSegment[];
  /**
   * Every `range` ball of a draw, bonus balls included, comes with one width: the game's sources pad them all
   * (the NY exports, the Dominican sites), so a "1" beside "59" is a cut "10". Off where a source publishes the
   * bonus ball bare beside padded main balls (Leidsa's Super Loto Más "7").
   */
  uniformWidth?: true;
}

/** Which dedicated latest-result view a game page uses (spec: Repartidera, Mega Chances, Toca 3, Lotto, Billetes). */
export type ResultView = 'generic' | 'repartidera' | 'megachance' | 'toca3' | 'lotto' | 'billetes';

/**
 * The extra values a game publishes beside its numbers; a draw carrying an extra its game does not declare
 * is rejected. A `reference` ("#1234") is accepted for every game (1-10 digits).
 */
interface GameExtras {
  /** Colour words exactly as published, e.g. Nueva Yol Real's "Verde". */
  colours?: readonly string[];
  /** Multipliers as published, e.g. "2" or "2X". */
  multipliers?: readonly string[];
  /** Rules of a second line of numbers published with the draw (Powerball Double Play). */
  doublePlay?: readonly NumberRule[];
}

/**
 * One number of a derived game, read from another game's draw of the same draw date: its number `index`, or
 * its single-digit numbers `digits[0]` up to (not including) `digits[1]` written together (a Pick 3 of
 * "5","3","1" with `digits` [1, 3] gives "31"; a Fireball after them is not read).
 */
export type DerivedNumber = { gameId: string; index: number } | { gameId: string; digits: readonly [number, number] };

export interface Game {
  /** Stable id, kebab-case; stored with every draw. */
  id: string;
  /** Display name, e.g. "Quiniela Leidsa". */
  name: string;
  operatorId: string;
  /** Page route, e.g. "/quiniela-pale-leidsa". */
  route: string;
  /** Hero title, split at " - " into heading and subtitle. */
  title: string;
  /** Lower-case fragments a result name or label may contain to match this game's card (spec 5). */
  aliases: readonly string[];
  /** Titles exactly as the sources publish them (matched ignoring case, accents and spacing). */
  sourceTitles: readonly string[];
  /** The results source path of the spec's slug map when it differs from the operator's. */
  sourcePath?: string;
  /**
   * The zone of the game's official draw times (decision 078): its `schedule`, and the `drawTime` and `drawDate`
   * its draws are stored with. `America/Santo_Domingo` (UTC-4 all year) for Dominican and other Caribbean games,
   * `America/New_York` (daylight saving time from March to November) for the US draws. Pages convert to
   * Santo Domingo time.
   */
  timeZone: DrawTimeZone;
  schedule: readonly DrawSlot[];
  /** Number formats; a draw is valid when it fits one rule in force on its draw date. */
  rules: readonly NumberRule[];
  /** Extra values the game publishes (colour, multiplier, second line). */
  extras?: GameExtras;
  /**
   * Dates "YYYY-MM-DD" of documented draws outside `schedule`'s weekdays (a draw moved by a holiday).
   * A draw on any other day the schedule does not name is rejected.
   */
  extraDrawDates?: readonly string[];
  /** Shown among the 43 home cards. */
  home: boolean;
  /** Last draw date "YYYY-MM-DD" of a discontinued game. */
  endedOn?: string;
  view?: ResultView;
  /** Draw time "HH:MM" shown when a source publishes none (spec: Repartidera's 7:55 PM). */
  defaultHour?: string;
  /**
   * How the game's numbers follow from other games' draws of the same date, as verified on real data
   * (fixtures API-NOTES §3): a check on what sources publish, never a way to make a number.
   */
  derivedFrom?: readonly DerivedNumber[];
  /** Why a game without data shows a special state instead of the default one (see `views.ts`). */
  unavailable?: Unavailability;
  /**
   * Set when no source the site reads publishes the game's results: its page says why and links the official
   * results; the home grid and the footer's short links leave it out (decision 053).
   */
  unsourced?: Unsourced;
  /** How a ticket of the game is checked ('¿Gané?'); absent where the site knows no official rule for sure. */
  ticket?: TicketRules;
}

/** A lotto prize category: `main` balls of the main segment and `bonus` of the play's bonus balls matched. */
export interface PrizeTier {
  main: number;
  bonus: number;
  /** The category name (Spanish). */
  prize: string;
}

/** A lotto play: its name, how many bonus balls it adds (the draw's first `bonus` bonus segments), its tiers. */
export interface LottoPlay {
  name: string;
  bonus: number;
  tiers: readonly PrizeTier[];
}

/**
 * How a ticket is checked against a draw (`src/lib/ticket-check.ts`), and the official page of the game's own
 * operator (or the game's own site) that states the rule; `null` where the operator publishes no rule page:
 * - `quiniela`: 1-5 numbers 00-99 against the three prizes (quiniela, palé pairs, tripleta);
 * - `super-pale`: 2 numbers 00-99 against the draw's two numbers (the first prizes of two quinielas);
 * - `lotto`: the main balls, then the bonus balls of the plays played, against each play's prize tiers.
 */
export type TicketRules =
  | { kind: 'quiniela'; source: OfficialSource | null }
  | { kind: 'super-pale'; source: OfficialSource | null }
  | { kind: 'lotto'; source: OfficialSource | null; plays: readonly LottoPlay[] };

/** Where a game's official results are published: the operator's site (an absolute https URL) and its name. */
export interface OfficialSource {
  name: string;
  url: string;
}

/** Why the site shows no results of a game (one Spanish sentence) and where the official ones are. */
interface Unsourced {
  reason: string;
  officialSource: OfficialSource;
}

/** `limited`: the home card says 'Servicio limitado'; `suspended`: the game page says 'Juego temporalmente suspendido'. */
type Unavailability = 'limited' | 'suspended';

export interface Operator {
  /** Stable id, kebab-case. */
  id: string;
  name: string;
  /** Category page route, e.g. "/leidsa-resultado-loteria-de-hoy". */
  route: string;
  /** Results source paths the API takes as `?path=` (the first is the canonical one). */
  paths: readonly string[];
  /** Company code used by the history mapping of the spec, when it has one. */
  companyCode?: number;
  /** Operator names exactly as the sources publish them. */
  sourceNames: readonly string[];
  description: string;
  /** The site's own round badge for the operator (never the operator's logo): initials in its colours. */
  badge: OperatorBadge;
  /** The operator's official results site, where the site knows it. */
  officialSite?: OfficialSource;
}

/** An operator badge: up to 2 initials, drawn in `foreground` on a `background` disc (CSS hex colours). */
interface OperatorBadge {
  initials: string;
  background: string;
  foreground: string;
}
