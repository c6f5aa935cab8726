/**
 * The parts of api.loteriasdominicanas.com answers that the parser reads (shapes pinned by public clients and
 * one verbatim excerpt, see tests/fixtures/loteriasdominicanas-api/README.md). Unknown fields are ignored.
 * The body is validated level by level (company, game, session) so that one odd item is reported alone.
 *
 * ```
 * GET /dominicana/site-companies/{id}?date=…  { _id, title: "Leidsa", logo: {key},
 *   siteGames: [{ _id, game_id?, title: "Quiniela Leidsa", logo: {key},
 *     game: { score_layout: [[{…}, {is_bonus: true, options: [{id, text: "4"}]}]],
 *             sessions: [{ date: "2026-06-12T04:00:00.000Z", score: [["53", "07", "63"]] }],
 *             lastSession?: {…same as a session…} } }] }
 * GET /dominicana/sites/env?date=…             { siteCompanies: [<company as above>] }
 * GET /dominicana/sessions?date=…              [{ game_id, sessions?: […], lastSession: {…} }]
 * ```
 */
import { z } from 'zod';

/** A score cell or option field: strings, and numbers read as their decimal text. */
const text = z.union([z.string().max(40), z.number()]).transform((value) => String(value).trim());

/** An option of a bonus slot; some answers key it `_id` instead of `id`. */
const option = z
  .object({ id: text.optional(), _id: text.optional(), text: text.nullish() })
  .transform(({ id, _id, text: label }) => ({ id: id ?? _id ?? '', text: label ?? '' }));

/** One ball slot of the layout; bonus slots carry the options their score ids resolve through. */
const slot = z.object({ options: z.array(option).max(200).nullish() });

/**
 * The layout: slots nested up to three arrays deep (the documented rows of slots, a flat list of slots, or
 * rows wrapped once more). Deeper nesting is refused rather than followed (no recursion on input depth).
 */
const leaf = slot.nullable();
const layoutNode = z.union([
  leaf,
  z.array(z.union([leaf, z.array(z.union([leaf, z.array(leaf).max(100)])).max(100)])).max(100),
]);
type LayoutNode = z.infer<typeof layoutNode>;

/** A score row; a flat row of cells is accepted too (the 2018 API sent flat arrays for one-row games). */
const scoreRow = z.union([z.array(text.nullable()).max(40), text.nullable()]);

export const sessionSchema = z.object({
  game_id: z.string().max(40).nullish(),
  date: z.iso.datetime({ offset: true }),
  score: z.array(scoreRow).max(10).nullish(),
});

/** A game's own part: layout and sessions (empty `sessions` with a `lastSession` happens). */
const gameSchema = z.object({
  score_layout: layoutNode.nullish(),
  sessions: z.array(z.unknown()).max(500).nullish(),
  lastSession: z.unknown().optional(),
});

export const siteGameSchema = z.object({
  title: z.string().max(120),
  game_id: z.string().max(40).nullish(),
  game: gameSchema.nullish(),
});

/** A site-companies answer: one company; its games are validated one by one. */
export const siteCompanySchema = z.object({
  title: z.string().min(1).max(120),
  siteGames: z.array(z.unknown()).max(500),
});

/** A /sessions answer item: a game id with its sessions (no titles). */
export const sessionsItemSchema = z.object({
  game_id: z.string().min(1).max(40),
  sessions: z.array(z.unknown()).max(500).nullish(),
  lastSession: z.unknown().optional(),
});

export type Session = z.infer<typeof sessionSchema>;
export type SiteCompany = z.infer<typeof siteCompanySchema>;
export type ScoreLayout = LayoutNode;
